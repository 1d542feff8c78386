import Foundation

/// An object that takes touches, shaped like UIKit's `UIResponder`: the superclass of
/// ``UIView`` and ``UIViewController``.
///
/// A touch a story makes (`stage.tap(_:at:)` with a point, `stage.drag(from:to:at:duration:)`,
/// ...) goes to the view hit-testing finds under the finger (``UIView/hitTest(_:with:)``), through
/// `touchesBegan`, `touchesMoved`, `touchesEnded` and `touchesCancelled`. As in UIKit (Apple,
/// "Using responders and the responder chain to handle events"), the default implementations
/// pass the touches on to ``next``: a view's view controller, or its superview.
///
/// ```swift
/// final class Pad: UIView {
///     override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
///         UIView.animate(withDuration: 0.2) { self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
///     }
/// }
/// ```
///
/// Not `@MainActor` (unlike UIKit's), for the same reason as ``UIView``.
open class UIResponder: NSObject {
    /// A responder (UIKit's `init()`).
    public override init() { super.init() }

    /// Called when a key path this object observes changed (Foundation's
    /// `observeValue(forKeyPath:of:change:context:)`; see
    /// `NSObject.addObserver(_:forKeyPath:options:context:)`). Does nothing unless overridden.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// The next responder in the chain (UIKit's `next`): for a view, its view controller when it
    /// is one's root view, else its superview; for a view controller, its view's superview (or
    /// its parent controller, when its view has none). The chain ends at a view added to the
    /// stage (the window, which is not a responder in Animatic).
    open var next: UIResponder? {
        if let view = self as? UIView {
            if let controller = view.extras?.controller { return controller }
            return view.superview
        }
        if let controller = self as? UIViewController {
            if let superview = controller.viewIfLoaded?.superview { return superview }
            return controller.parent
        }
        return nil
    }

    /// Fingers touched down in this responder (UIKit's `touchesBegan(_:with:)`); passes them to
    /// ``next`` by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved (UIKit's `touchesMoved(_:with:)`); passes them to ``next`` by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted (UIKit's `touchesEnded(_:with:)`); passes them to ``next`` by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled, as when a gesture recognizer with `cancelsTouchesInView`
    /// recognized its gesture (UIKit's `touchesCancelled(_:with:)`); passes them to ``next`` by
    /// default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Whether this responder can become first responder: `false` (UIKit's default; nobody
    /// types on a stage).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder is first responder: always `false` on a stage.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder (UIKit's `becomeFirstResponder()`): returns `false`, as
    /// UIKit does for a responder whose ``canBecomeFirstResponder`` is `false`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first responder (UIKit's `resignFirstResponder()`): returns `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
