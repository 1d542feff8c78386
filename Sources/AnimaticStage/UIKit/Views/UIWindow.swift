import AnimaticRuntime
import AnimaticClock
import Foundation

/// A window, shaped like UIKit's `UIWindow`: a ``UIView`` that has no superview and shows the
/// views of an app's screen (Apple, `UIWindow`, "The backdrop for your app's user interface and
/// the object that dispatches events to your views").
///
/// The story's main window is the ``Stage``, a `UIWindow` that is the key window from the
/// first instant. An app may show more windows over it, as HUDs, spinners and coach marks
/// do; each is drawn over the stage's views in the order of its ``windowLevel`` (a window
/// shown later drawn over one of the same level), and is recorded as any view is:
///
/// ```swift
/// let overlay = UIWindow(frame: UIScreen.main.bounds)
/// overlay.windowLevel = .alert + 1
/// overlay.backgroundColor = UIColor.black.withAlphaComponent(0.4)
/// overlay.makeKeyAndVisible()        // shown over the stage's views, and the key window
/// ```
///
/// As in UIKit, a new window is hidden (Apple, `UIWindow`: "windows are hidden by default");
/// it joins the story's screen when it is first shown (`isHidden = false` or
/// ``makeKeyAndVisible()``) inside a recording, and hiding it again hides it in the picture.
/// Reordering windows that are already shown (a change of ``windowLevel`` that changes their
/// order) is reported as not supported, as reordering views on stage is.
open class UIWindow: UIView {
    /// The ordering of windows, as UIKit's `UIWindow.Level`: a window with a higher level is
    /// drawn over one with a lower level.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value.
        public var rawValue: CGFloat
        /// A level of the given value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level of the given value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level of an app's main window: 0 (UIKit's value).
        public static let normal = Level(0)
        /// The level of the status bar: 1000 (UIKit's value).
        public static let statusBar = Level(1000)
        /// The level of alerts: 2000 (UIKit's value).
        public static let alert = Level(2000)

        /// Orders by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// The level `rhs` above `lhs` (UIKit declares it, so that `.alert + 1` compiles).
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// The level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// Posted when a window becomes visible (`UIWindowDidBecomeVisibleNotification`); the
    /// notification's object is the window.
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window becomes hidden (`UIWindowDidBecomeHiddenNotification`).
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted when a window becomes the key window (`UIWindowDidBecomeKeyNotification`).
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window (`UIWindowDidResignKeyNotification`).
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    /// The window's level (``Level/normal`` by default).
    @exclusivity(unchecked) final var storedWindowLevel = Level.normal
    /// The root view controller, as set (see ``rootViewController``).
    @exclusivity(unchecked) final weak var storedScene: UIWindowScene?
    @exclusivity(unchecked) final var storedRootViewController: UIViewController?

    /// Creates a hidden window whose frame is `frame` (Apple, `UIWindow.init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedIsHidden = true
        isWindowView = true
    }

    /// Creates a hidden window in `windowScene`, the size of the screen (Apple,
    /// `UIWindow.init(windowScene:)`).
    public init(windowScene: UIWindowScene) {
        super.init(frame: UIScreen.main.bounds)
        storedIsHidden = true
        isWindowView = true
        storedScene = windowScene
    }

    /// A hidden window with a zero frame (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedIsHidden = true
        isWindowView = true
    }

    /// The scene the window belongs to: the story's one scene once the window is shown in a
    /// recording, or the one it was made in (Apple, `UIWindow.windowScene`).
    open var windowScene: UIWindowScene? {
        get {
            if let storedScene { return storedScene }
            if isStage { return UIWindowScene.of(unsafeDowncast(self, to: Stage.self)) }
            return storedStage.map { UIWindowScene.of($0) }
        }
        set { storedScene = newValue }
    }

    /// The screen the window shows on (Apple, `UIWindow.screen`): the story's.
    open var screen: UIScreen {
        get { UIScreen.main }
        set {}
    }

    /// The window's position in the order of windows (Apple, `UIWindow.windowLevel`): windows
    /// of higher levels are drawn over windows of lower ones. Changing the level of a shown
    /// window so that it would move past another window (or the stage's views) is reported as
    /// not supported, and the drawing order stays.
    open var windowLevel: Level {
        get { storedWindowLevel }
        set {
            let old = storedWindowLevel
            storedWindowLevel = newValue
            guard old != newValue, let stage = storedStage else { return }
            stage.windowLevelChanged(self, from: old)
        }
    }

    /// The view controller whose view fills the window (Apple, `UIWindow.rootViewController`).
    /// Setting it puts the controller's view into the window, sized to the window's bounds and
    /// resized with it, in place of the previous root view controller's view; the controller
    /// hears its appearance methods when the window is on the story's screen.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            let old = storedRootViewController
            guard old !== newValue else { return }
            storedRootViewController = newValue
            if let oldView = old?.viewIfLoaded, oldView.storedSuperview === self || (oldView.storedStage === self) {
                oldView.removeFromSuperview()
            }
            guard let controller = newValue else { return }
            let root = controller.view!
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(root)
        }
    }

    /// Whether the window is the key window, the one that receives keyboard and other
    /// non-touch events (Apple, `UIWindow.isKeyWindow`): the stage, until another window is made
    /// key with ``makeKey()`` or ``makeKeyAndVisible()``; the stage again when that window is
    /// hidden.
    open var isKeyWindow: Bool {
        guard let environment = StageEnvironment.current, let stage = environment.stage else { return false }
        return (environment.keyWindow ?? stage) === self
    }

    /// Shows the window and makes it the key window (Apple, `makeKeyAndVisible()`).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window (Apple, `makeKey()`): the previous key window hears
    /// ``resignKey()``, this one ``becomeKey()``.
    open func makeKey() {
        guard let environment = StageEnvironment.current, let stage = environment.stage else { return }
        let previous = environment.keyWindow ?? stage
        guard previous !== self else { return }
        environment.keyWindow = self === stage ? nil : self
        previous.resignKey()
        becomeKey()
    }

    /// Called when the window became the key window (Apple, `becomeKey()`): posts
    /// ``didBecomeKeyNotification``. Override it as in UIKit (call `super`).
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stopped being the key window (Apple, `resignKey()`): posts
    /// ``didResignKeyNotification``. Override it as in UIKit (call `super`).
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// Whether the window is hidden (Apple, `UIView.isHidden`; `true` for a new window). Showing
    /// a window inside a recording puts it on the story's screen, over the stage's views in the
    /// order of ``windowLevel``; hiding it hides it there (and the stage becomes the key window
    /// again if it was key).
    open override var isHidden: Bool {
        get { storedIsHidden }
        set {
            let old = storedIsHidden
            guard old != newValue else { return }
            if !newValue, storedStage == nil, let stage = StageEnvironment.current?.stage, stage !== self {
                storedIsHidden = false
                stage.show(self)
            } else {
                super.isHidden = newValue
            }
            if newValue, let environment = StageEnvironment.current, environment.keyWindow === self {
                environment.stage?.makeKey()
            }
            NotificationCenter.default.post(name: newValue ? UIWindow.didBecomeHiddenNotification
                                                           : UIWindow.didBecomeVisibleNotification, object: self)
        }
    }
}

/// A scene, shaped like UIKit's `UIScene`: the story's app has one, always in the foreground.
open class UIScene: UIResponder {
    /// A scene's state, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// In the foreground, receiving events (a story's scene always is).
        case foregroundActive = 0
        /// In the foreground, not receiving events.
        case foregroundInactive = 1
        /// In the background.
        case background = 2
    }

    /// Always `.foregroundActive`: a story plays in the foreground.
    open var activationState: ActivationState { .foregroundActive }
}

/// The scene of the story's windows, shaped like UIKit's `UIWindowScene`
/// (`UIApplication.shared.connectedScenes` holds it during a recording).
open class UIWindowScene: UIScene {
    /// The stage whose windows these are.
    private weak var stage: Stage?

    init(stage: Stage) { self.stage = stage }

    /// The recording's scene, made on first use.
    static func of(_ stage: Stage) -> UIWindowScene {
        let environment = StageEnvironment.attach(to: stage.context)
        if let scene = environment.scene { return scene }
        let scene = UIWindowScene(stage: stage)
        environment.scene = scene
        return scene
    }

    /// The scene's windows, back to front: the stage and the windows shown over it (Apple,
    /// `UIWindowScene.windows`).
    open var windows: [UIWindow] { stage?.windows ?? [] }

    /// The scene's key window (Apple, `UIWindowScene.keyWindow`).
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen the scene shows on: the story's.
    open var screen: UIScreen { UIScreen.main }

    /// The scene's interface orientation (Apple, `UIWindowScene.interfaceOrientation`): always
    /// `.portrait`, as ``UIDevice/orientation`` (a stage never rotates).
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// The scene's status bar (Apple, `UIWindowScene.statusBarManager`): the app's, as
    /// `UIApplication` reports it.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// The status bar of a scene, shaped like UIKit's `UIStatusBarManager`: what
/// `UIApplication.shared` reports (``UIApplication/statusBarFrame``, the safe area's top on a
/// device's stage, zero elsewhere).
open class UIStatusBarManager {
    init() {}

    /// Whether the status bar is hidden: when the stage has no top safe-area inset.
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }
    /// The status bar's rectangle, in the screen's coordinates.
    open var statusBarFrame: CGRect { UIApplication.shared.statusBarFrame }
    /// The status bar's style: `.default`.
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }
}
