import AnimaticRuntime
import AnimaticClock
import Foundation

/// A transition between two view controllers (Apple, `UIStoryboardSegue`). A storyboard's
/// segues are made and performed by ``UIViewController/performSegue(withIdentifier:sender:)``
/// and by the controls that trigger them; in code, a subclass overrides ``perform()`` to present,
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

    /// A segue from `source` to `destination`. Required, as UIKit makes a storyboard's custom
    /// segue through its class (`segueClass.init(identifier:source:destination:)`, which
    /// IBAnimatable's app calls too).
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier; self.source = source; self.destination = destination; performHandler = nil
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping () -> Void) {
        self.identifier = identifier; self.source = source; self.destination = destination
        self.performHandler = performHandler
    }

    /// Performs the transition: runs the handler given at creation (a storyboard's segue gets
    /// its kind's transition as its handler). Subclasses override it (without calling `super`).
    /// A segue of this class made in code without a handler has nothing to perform: that is
    /// reported as not supported.
    open func perform() {
        if let performHandler { return performHandler() }
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UIStoryboardSegue.perform()",
            feature: "a segue made in code without a transition (override perform() or give a performHandler)"))
    }
}

extension UIViewController {
    /// Performs the segue named `identifier` of the storyboard scene the controller was made
    /// from (Apple, `performSegue(withIdentifier:sender:)`): the destination scene is made,
    /// ``prepare(for:sender:)`` is called with `sender`, then the segue's kind runs: `show`
    /// pushes onto the navigation controller (or presents when there is none), `presentation`
    /// presents.
    ///
    /// ```swift
    /// @IBAction func next(_ sender: UIButton) {
    ///     performSegue(withIdentifier: "toPermissions", sender: sender)
    /// }
    /// ```
    ///
    /// UIKit raises when the controller has no segue of that name (it was not made from a
    /// storyboard, or its scene has none); Animatic reports it and does nothing.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        let call = "UIViewController.performSegue(withIdentifier: \"\(identifier)\", sender:)"
        guard let loader = storyboard?.loader, interfaceBuilderSceneID != nil else {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: call, problem: "\(type(of: self)) was not made from a storyboard, so it has no segues "
                    + "(UIKit raises \"Receiver has no segue with identifier\"); make a UIStoryboardSegue in code and call perform()"))
            return
        }
        guard let connection = loader.segue(named: identifier, of: self) else {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: call, problem: "the scene of \(type(of: self)) in \(loader.document.file) has no segue with this identifier "
                    + "(UIKit raises \"Receiver has no segue with identifier\")"))
            return
        }
        loader.perform(connection, from: self, sender: sender)
    }
}
