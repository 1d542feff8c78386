import AnimaticRuntime
import AnimaticClock
import Foundation

/// What only some views need, kept behind one reference so that the many plain views of a
/// story carry eight bytes for it: the view controller whose root view this is, the safe
/// area last reported to ``UIView/safeAreaInsetsDidChange()``, and Auto Layout's storage.
final class ViewExtras {
    /// The controller whose ``UIViewController/view`` this is.
    weak var controller: UIViewController?
    /// The insets last reported to ``UIView/safeAreaInsetsDidChange()`` (zero at first).
    var notifiedSafeArea = UIEdgeInsets.zero
    /// Auto Layout's storage (variables, margins, guides, priorities), for views that use it.
    var layout: ViewLayout?
    /// ``UIView/contentMode`` when set to other than `.scaleToFill`.
    var contentMode: UIView.ContentMode = .scaleToFill
    /// A subview refused because the tree would have been too deep, while no story was being
    /// recorded: reported when this view joins a stage (see ``ViewTreeDepth``).
    var refusedTooDeep: StoryProblem?
    /// ``UIView/anchorPoint`` once set (`nil`: the default, the centre; see UIView+AnchorPoint.swift).
    var anchorPoint: CGPoint?
    /// The gesture recognizers attached with ``UIView/addGestureRecognizer(_:)``, in order.
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// What ``UIView/draw(_:)`` drew last (see UIView+Drawing.swift).
    var drawing: DrawnPicture?
    /// ``UIView/semanticContentAttribute`` once set (see UISemanticContentAttribute.swift).
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// ``UIView/isExclusiveTouch`` once set.
    var isExclusiveTouch = false
    /// ``UIView/isMultipleTouchEnabled`` once set.
    var isMultipleTouchEnabled = false
    /// ``UIView/isOpaque`` once set.
    var isOpaque = true
    /// ``UIView/overrideUserInterfaceStyle`` once set.
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// What `view.rx.deallocated` observes (Reactive/UIView+RxDeallocated.swift).
    var deallocation: DeallocationSignal?
    /// The accessibility values set (UIAccessibility+NSObject.swift).
    var accessibility: AccessibilityValues?
    /// Whether the view is an appearance proxy (UIAppearance.swift).
    var isAppearanceProxy = false
    /// Whether a proxy's values are being applied to the view.
    var isApplyingAppearance = false
    /// The appearance properties the app set on the view itself.
    var setDirectly: Set<UIAppearanceProperty> = []
}

extension UIView {
    // MARK: - Window and hierarchy hooks

    /// The window the view is in, as in UIKit: the stage (the main window) for a view on it,
    /// the window shown over it for a view in that window, the window itself for a window shown
    /// in a recording; `nil` when the view is on no stage (a window not shown yet has none
    /// either, as nothing of it is on screen).
    ///
    /// - Complexity: O(depth of the view in its tree).
    public final var window: UIWindow? {
        var view = self
        while let parent = view.storedSuperview { view = parent }
        guard let stage = view.storedStage else {
            return view.isStage ? unsafeDowncast(view, to: Stage.self) : nil
        }
        return view.isWindowView ? unsafeDowncast(view, to: UIWindow.self) : stage
    }

    /// The view's bounds in the stage's coordinates, with its stage; `nil` off stage.
    final func rectOnStage() -> (Stage, CGRect)? {
        var r = frame
        var view = self
        while let parent = view.storedSuperview {
            let f = parent.frame
            r = r.offsetBy(dx: f.minX - parent.storedBounds.minX, dy: f.minY - parent.storedBounds.minY)
            view = parent
        }
        guard let stage = view.storedStage else { return nil }
        return (stage, r)
    }

    /// Tells the view (and its view controller) that its safe area changed, if it did since
    /// it was last told.
    final func notifySafeAreaChange() {
        let insets = safeAreaInsets
        let notified = extras?.notifiedSafeArea ?? .zero
        guard insets != notified else { return }
        if extras == nil { extras = ViewExtras() }
        extras!.notifiedSafeArea = insets
        safeAreaInsetsDidChange()
        extras?.controller?.viewSafeAreaInsetsDidChange()
    }

    /// Whether the view may override a hook or has a view controller to tell: Animatic's own
    /// plain classes do nothing in their hooks, so they are skipped.
    private var hearsHooks: Bool { extras != nil || isUserClass }

    /// ``willMove(toWindow:)`` for `root` and its subviews, parents first.
    /// A view entering a window first takes the story's appearance rules (UIAppearance.swift).
    static func sendWillMove(toWindow window: UIWindow?, in root: UIView) {
        let rules = window == nil ? nil : AppearanceRules.current(create: false)
        sendWillMove(toWindow: window, in: root, appearance: rules?.rules.isEmpty == false ? rules : nil)
    }

    private static func sendWillMove(toWindow window: UIWindow?, in root: UIView, appearance: AppearanceRules?) {
        appearance?.apply(to: root)
        if root.hearsHooks { root.willMove(toWindow: window) }
        root.extras?.controller?.windowMove(arriving: window != nil, done: false)
        for child in root.subviews { sendWillMove(toWindow: window, in: child, appearance: appearance) }
    }

    /// ``didMoveToWindow()`` for `root` and its subviews, parents first, each followed by its
    /// safe-area check (UIKit updates the safe area of views that move between windows).
    static func sendDidMoveToWindow(in root: UIView) {
        if root.hearsHooks {
            root.didMoveToWindow()
            root.notifySafeAreaChange()
        }
        root.extras?.controller?.windowMove(arriving: root.window != nil, done: true)
        for child in root.subviews { sendDidMoveToWindow(in: child) }
    }
}
