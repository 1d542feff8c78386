import AnimaticRuntime
import AnimaticClock
import Foundation

/// A transition between two view controllers (Apple, `UIStoryboardSegue`). Animatic loads no
/// storyboards, so segues are made in code: a subclass overrides ``perform()`` to present,
/// push or animate from ``source`` to ``destination`` (what custom segues do), or a segue made
/// with ``init(identifier:source:destination:performHandler:)`` runs its handler.
///
/// ```swift
/// final class FadeSegue: UIStoryboardSegue {
///     override func perform() {
///         destination.modalTransitionStyle = .crossDissolve
///         source.present(destination, animated: true)
///     }
/// }
/// FadeSegue(identifier: "next", source: intro, destination: home).perform()
/// ```
open class UIStoryboardSegue {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier; self.source = source; self.destination = destination; performHandler = nil
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping () -> Void) {
        self.identifier = identifier; self.source = source; self.destination = destination
        self.performHandler = performHandler
    }

    /// Performs the transition: runs the handler given at creation. Subclasses override it
    /// (without calling `super`). A segue of this class made without a handler has nothing to
    /// perform (its kind would come from a storyboard): that is reported as not supported.
    open func perform() {
        if let performHandler { return performHandler() }
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UIStoryboardSegue.perform()",
            feature: "a storyboard segue's own transition (no storyboards are loaded: override perform() or give a performHandler)"))
    }
}

extension UIViewController {
    /// Performs the segue named `identifier` from the controller's storyboard (Apple,
    /// `performSegue(withIdentifier:sender:)`). Animatic loads no storyboards, so this is
    /// reported as not supported and nothing happens; make the segue in code and call its
    /// `perform()` instead.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UIViewController.performSegue(withIdentifier: \"\(identifier)\", sender:)",
            feature: "storyboard segues (no storyboards are loaded: make the UIStoryboardSegue in code and call perform())"))
    }
}
