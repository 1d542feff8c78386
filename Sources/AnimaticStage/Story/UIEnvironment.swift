import AnimaticRuntime
import AnimaticClock
import Foundation

/// What the app's environment reads inside one recording: its stage (the screen and the
/// window), whether Reduce Motion is on, the idle-timer flag. Kept on the recording's
/// ``StoryContext``, so a recording never sees another one's settings and nothing outlives it.
final class StageEnvironment {
    /// The recording's stage (the screen's size, the key window).
    weak var stage: Stage?
    /// `UIAccessibility.isReduceMotionEnabled` in this recording.
    var reduceMotion = false
    /// `UIApplication.shared.isIdleTimerDisabled` in this recording.
    var idleTimerDisabled = false
    /// Unmatched `UIDevice.beginGeneratingDeviceOrientationNotifications()` calls in this recording.
    var orientationNotificationRequests = 0
    /// The touches the story's scripted gestures have down, and the recognizers they reach.
    var touchSession: TouchSession?
    /// The key window when it is not the stage (see ``UIWindow/makeKey()``).
    weak var keyWindow: UIWindow?
    /// The recording's one scene (``UIApplication/connectedScenes``), made on first use.
    var scene: UIWindowScene?
    /// `PlaygroundPage.current.liveView` in this recording.
    var playgroundLiveView: (any PlaygroundLiveViewable)?
    /// `PlaygroundPage.current.needsIndefiniteExecution` in this recording.
    var playgroundNeedsIndefiniteExecution = false

    private static let key = "AnimaticStage.StageEnvironment"

    /// The environment of the story recorded on this thread, if any.
    static var current: StageEnvironment? {
        StoryContext.current?.attachments[key] as? StageEnvironment
    }

    /// The environment of `context`, made on first use.
    static func attach(to context: StoryContext) -> StageEnvironment {
        if let environment = context.attachments[key] as? StageEnvironment { return environment }
        let environment = StageEnvironment()
        context.attachments[key] = environment
        return environment
    }
}

/// The screen, shaped like UIKit's `UIScreen`: inside a recording it is the stage.
///
/// ```swift
/// let width = UIScreen.main.bounds.width    // 393 in Story.record(presenting:device: .iPhone15)
/// ```
public final class UIScreen {
    private init() {}

    /// The screen the story plays on (a new handle each time; all of them read the same values).
    public static var main: UIScreen { UIScreen() }

    /// The screen's rectangle in points: the stage's bounds inside a recording; outside one
    /// (code run before `Story.record`, such as a view controller's `init`), the bounds of
    /// ``Story/Device/iPhone15`` (393×852), the size most intro code is written for.
    public var bounds: CGRect {
        StageEnvironment.current?.stage?.bounds ?? CGRect(origin: .zero, size: Story.Device.iPhone15.size)
    }

    /// Pixels per point: 1, as Animatic draws one SVG user unit per point (an iPhone's is 2 or 3;
    /// images are drawn one pixel per point too, see the README's differences from iOS).
    public var scale: CGFloat { 1 }

    /// The physical pixels per point: 1, as ``scale`` (Animatic has no physical pixels).
    public var nativeScale: CGFloat { 1 }

    /// The screen's rectangle in pixels: ``bounds`` (one pixel per point).
    public var nativeBounds: CGRect { bounds }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`; Animatic always plays a phone.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// An undefined interface type.
    case unspecified = -1
    /// An interface designed for iPhone and iPod touch (the one Animatic always reports).
    case phone = 0
    /// An interface designed for iPad.
    case pad = 1
    /// An interface designed for tvOS and Apple TV.
    case tv = 2
    /// An interface designed for an in-car CarPlay experience.
    case carPlay = 3
    /// An interface designed for the Mac.
    case mac = 5
    /// An interface designed for visionOS and Apple Vision Pro.
    case vision = 6
}

/// The device's physical orientation, as UIKit's `UIDeviceOrientation` (raw values as UIKit's).
public enum UIDeviceOrientation: Int, Sendable {
    /// The orientation of the device can't be determined.
    case unknown = 0
    /// The device is in portrait mode, held upright with the home button at the bottom (the one
    /// Animatic always reports).
    case portrait = 1
    /// The device is in portrait mode but upside down, with the home button at the top.
    case portraitUpsideDown = 2
    /// The device is in landscape mode, held upright with the home button on the right side.
    case landscapeLeft = 3
    /// The device is in landscape mode, held upright with the home button on the left side.
    case landscapeRight = 4
    /// The device is held parallel to the ground with the screen facing upwards.
    case faceUp = 5
    /// The device is held parallel to the ground with the screen facing downwards.
    case faceDown = 6

    /// Whether the orientation is one of the two portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the two landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The device, shaped like UIKit's `UIDevice`: a phone in portrait running iOS 17.0, inside
/// and outside a recording. The values are fixed so that recordings are the same on every
/// machine; they describe the phone the presets model (``Story/Device``), not this computer.
public final class UIDevice: Sendable {
    private init() {}

    /// The device the story plays on.
    public static let current = UIDevice()

    /// Always `.phone`: Animatic plays iPhone intros.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// `"iPhone"`, as UIKit reports for every iPhone model.
    public var model: String { "iPhone" }
    /// `"iPhone"`, as UIKit reports to apps since iOS 16 (the user's device name needs an
    /// entitlement; Apple, `UIDevice.name`).
    public var name: String { "iPhone" }
    /// `"iOS"`.
    public var systemName: String { "iOS" }
    /// `"17.0"`, fixed: the iOS the device presets shipped with (iPhone 15, September 2023).
    /// Code that branches on the version sees iOS 17.
    public var systemVersion: String { "17.0" }
    /// Always `.portrait`: stages are portrait and never rotate.
    public var orientation: UIDeviceOrientation { .portrait }
}

/// The app, shaped like UIKit's `UIApplication`: its main window is the stage.
///
/// ```swift
/// let top = UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 0   // 59 on an iPhone 15 stage
/// ```
public final class UIApplication: Sendable {
    private init() {}

    /// The app (one object, with no state of its own: it reads the recording's values).
    public static let shared = UIApplication()

    /// Runs the class method `aSelector` names, as UIKit's `UIApplication` (an `NSObject`)
    /// answers Objective-C's class messages: `"sharedApplication"` gives ``shared``, which is how
    /// URLNavigator finds the app (`UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue()`).
    /// Any other selector is reported as ``StoryProblem/misuse(call:problem:)``, as UIKit raises
    /// "unrecognized selector sent to class", and gives `nil`.
    @discardableResult
    public static func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        if NSStringFromSelector(aSelector) == "sharedApplication" { return Unmanaged.passUnretained(shared) }
        StoryContext.reportToCurrent(StoryProblem.misuse(
            call: "UIApplication.perform(_:)", problem: "unrecognized selector '\(NSStringFromSelector(aSelector))' sent to class UIApplication"))
        return nil
    }

    /// The app's state, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// The app is running in the foreground and receiving events (the state a story always
        /// reports).
        case active = 0
        /// The app is running in the foreground but not receiving events.
        case inactive = 1
        /// The app is running in the background.
        case background = 2
    }

    /// Always `.active`: a story plays in the foreground.
    public var applicationState: State { .active }

    /// The key window: the stage of the recording on this thread, or the window made key
    /// since (``UIWindow/makeKey()``); `nil` outside a recording. (Deprecated in iOS 13 in
    /// favour of scenes; still common in intro code.)
    public var keyWindow: UIWindow? {
        guard let environment = StageEnvironment.current, let stage = environment.stage else { return nil }
        return environment.keyWindow ?? stage
    }

    /// The app's windows, back to front (Apple, `UIApplication.windows`): the recording's stage
    /// and the windows shown over (or under) it in this recording, hidden again or not, in the
    /// order they are drawn; none outside a recording.
    public var windows: [UIWindow] { StageEnvironment.current?.stage?.windows ?? [] }

    /// The app's scenes (Apple, `UIApplication.connectedScenes`): the recording's one
    /// ``UIWindowScene``, always in the foreground; none outside a recording.
    public var connectedScenes: Set<UIScene> {
        guard let stage = StageEnvironment.current?.stage else { return [] }
        return [UIWindowScene.of(stage)]
    }

    /// Whether the app supports more than one scene (Apple, `supportsMultipleScenes`): `false`.
    public var supportsMultipleScenes: Bool { false }

    /// Whether the app keeps the screen from dimming. Kept per recording (reading it gives what
    /// was set in this recording, `false` at first); it changes nothing in the picture, as a
    /// story never dims. Outside a recording it is always `false` and setting it is ignored.
    public var isIdleTimerDisabled: Bool {
        get { StageEnvironment.current?.idleTimerDisabled ?? false }
        set { StageEnvironment.current?.idleTimerDisabled = newValue }
    }

    /// Opening a URL (another app, a web page) is not something a story can show: reported as
    /// ``StoryProblem/notSupported(call:feature:)``; `completion` runs with `false` after the
    /// current code (at once outside a recording), as UIKit calls it when a URL cannot open.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UIApplication.open(_:options:completionHandler:)", feature: "opening a URL (\(url.absoluteString))"))
        guard let completion else { return }
        if let clock = StoryContext.current?.clock { clock.schedule(at: clock.now, completion, false) } else { completion(false) }
    }
}

/// Accessibility settings, shaped like UIKit's `UIAccessibility`.
public enum UIAccessibility {
    /// Whether the user turned on Reduce Motion: `false` unless the recording asked for it
    /// (`Story.record(..., reduceMotion: true)`); always `false` outside a recording. Each
    /// recording starts from its own setting, so it never leaks into the next.
    ///
    /// ```swift
    /// if UIAccessibility.isReduceMotionEnabled {
    ///     logo.alpha = 1                                  // no movement: show it
    /// } else {
    ///     UIView.animate(withDuration: 0.6) { logo.transform = .identity }
    /// }
    /// ```
    ///
    /// Animatic itself animates nothing differently when it is on: as on a phone, honouring it
    /// is the app's code's job.
    public static var isReduceMotionEnabled: Bool { StageEnvironment.current?.reduceMotion ?? false }
}
