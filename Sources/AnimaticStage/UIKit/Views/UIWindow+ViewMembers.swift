import AnimaticRuntime
import AnimaticClock
import Foundation

/// What code asks of a `UIWindow` as a view (``UIWindow`` is the ``Stage``, which is not a
/// `UIView`): its visibility, its layout pass and conversions between its coordinates (the
/// stage's) and a view's.
extension Stage {
    /// Whether the window is hidden (Apple, `UIView.isHidden` of a `UIWindow`): the stage always
    /// shows, so it reads `false`; setting `false` changes nothing, and hiding the whole window
    /// (`true`) is reported as ``StoryProblem/notSupported(call:feature:)``, as a story cannot
    /// show a phone with its window hidden.
    public var isHidden: Bool {
        get { false }
        set {
            guard newValue else { return }
            context.report(StoryProblem.notSupported(call: "UIWindow.isHidden", feature: "hiding the window (the stage)"))
        }
    }

    /// Lays out the views on stage that need it now (Apple, `layoutIfNeeded()` of a window): each
    /// view added to the stage, with its subtree, as `UIView.layoutIfNeeded()` does.
    public func layoutIfNeeded() {
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Converts `point` from the window's (the stage's) coordinates to `view`'s (Apple,
    /// `convert(_:to:)`); `nil` keeps the window's.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        view?.convert(point, from: nil) ?? point
    }

    /// Converts `point` from `view`'s coordinates to the window's (Apple, `convert(_:from:)`);
    /// `nil` is the window's own.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        view?.convert(point, to: nil) ?? point
    }

    /// Converts `rect` from the window's coordinates to `view`'s (Apple, `convert(_:to:)`): the
    /// bounding box of its converted corners, as a view converts.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        view?.convert(rect, from: nil) ?? rect
    }

    /// Converts `rect` from `view`'s coordinates to the window's (Apple, `convert(_:from:)`).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        view?.convert(rect, to: nil) ?? rect
    }
}

extension Stage {
    /// Whether the window receives keyboard and other non-touch events (Apple, `isKeyWindow`):
    /// always `true`, as the stage is the app's only window.
    public var isKeyWindow: Bool { true }

    /// Makes the window key and visible (Apple, `makeKeyAndVisible()`): the stage already is;
    /// accepted, nothing changes.
    public func makeKeyAndVisible() {}

    /// Makes the window key (Apple, `makeKey()`): the stage already is; accepted, nothing changes.
    public func makeKey() {}
}
