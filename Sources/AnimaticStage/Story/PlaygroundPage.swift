import AnimaticClock
import AnimaticRuntime
import Foundation

// PlaygroundSupport's page API (Apple, PlaygroundSupport framework: `PlaygroundPage`,
// `PlaygroundLiveViewable`), so that a playground page's code compiles and runs in a story: its
// live view is shown on the stage.

/// The running playground page, shaped like PlaygroundSupport's `PlaygroundPage`: in a story,
/// the page's live view is the stage's content.
///
/// ```swift
/// import UIKit
/// import PlaygroundSupport      // the adapter reads it as `import Animatic`
///
/// let phone = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// PlaygroundPage.current.liveView = phone   // in a recording: phone joins the stage
/// ```
///
/// What is set is kept per recording (each starts with no live view); outside a recording
/// reading gives `nil`/`false` and setting is ignored, as nothing is drawn there.
public final class PlaygroundPage: Sendable {
    private init() {}

    /// The page whose code is running (Apple, `PlaygroundPage.current`): one object, whose
    /// values are the recording's.
    public static let current = PlaygroundPage()

    /// What the live view shows (Apple, `liveView`: "the active live view"; setting it replaces
    /// the one shown). In a recording a view joins the stage at its frame, in front of what is
    /// there, and a view controller becomes the stage's `rootViewController`; the live view it
    /// replaces leaves the stage (a controller's view, or a view). `nil` removes it.
    public var liveView: (any PlaygroundLiveViewable)? {
        get { StageEnvironment.current?.playgroundLiveView }
        set {
            guard let environment = StageEnvironment.current, let stage = environment.stage else { return }
            if let old = environment.playgroundLiveView?.playgroundLiveViewRepresentation {
                switch old {
                case .view(let view): view.removeFromSuperview()
                case .viewController(let controller):
                    if stage.rootViewController === controller { stage.rootViewController = nil }
                }
            }
            environment.playgroundLiveView = newValue
            switch newValue?.playgroundLiveViewRepresentation {
            case .view(let view)?: stage.addSubview(view)
            case .viewController(let controller)?: stage.rootViewController = controller
            case nil: break
            }
        }
    }

    /// Sets ``liveView`` (PlaygroundSupport's older `setLiveView(_:)`).
    public func setLiveView(_ liveView: any PlaygroundLiveViewable) { self.liveView = liveView }

    /// Whether the page keeps running after its top-level code ends (Apple,
    /// `needsIndefiniteExecution`): accepted, no visual effect (a story always runs its clock
    /// until nothing is scheduled). Kept per recording.
    public var needsIndefiniteExecution: Bool {
        get { StageEnvironment.current?.playgroundNeedsIndefiniteExecution ?? false }
        set { StageEnvironment.current?.playgroundNeedsIndefiniteExecution = newValue }
    }

    /// Stops the page (Apple, `finishExecution()`): a story cannot end before its scheduled
    /// work, so this is reported as ``StoryProblem/notSupported(call:feature:)``.
    public func finishExecution() {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "PlaygroundPage.finishExecution()", feature: "ending a story before its scheduled work has run"))
    }
}

/// What a playground's live view can show (Apple, `PlaygroundLiveViewable`): a view or a view
/// controller.
public protocol PlaygroundLiveViewable {
    /// The view or view controller to show.
    var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { get }
}

/// A live view's content (Apple, `PlaygroundLiveViewRepresentation`).
public enum PlaygroundLiveViewRepresentation {
    /// A view, shown at its frame.
    case view(UIView)
    /// A view controller, whose view fills the stage.
    case viewController(UIViewController)
}

extension UIView: PlaygroundLiveViewable {
    /// `.view(self)`.
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .view(self) }
}

extension UIViewController: PlaygroundLiveViewable {
    /// `.viewController(self)`.
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .viewController(self) }
}
