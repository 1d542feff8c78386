import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage

/// UIKit's `async` animation forms compile (deprecated, naming the completion form to use)
/// and refuse to run: a story's clock is virtual and a `Task` runs off it.
@Suite struct AsyncAnimationTests {
    /// Calls the deprecated forms through a protocol, so that this file compiles without
    /// deprecation warnings.
    private protocol AsyncCalls {
        static func animate(_ view: UIView) async -> [Bool]
        static func addCompletion(_ animator: UIViewPropertyAnimator) async -> UIViewAnimatingPosition
    }

    private enum Calls: AsyncCalls {
        @available(*, deprecated)
        static func animate(_ view: UIView) async -> [Bool] {
            [await UIView.animate(withDuration: 0.3) { view.alpha = 0 },
             await UIView.animate(withDuration: 0.3, delay: 0, options: []) { view.alpha = 0 },
             await UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                                  options: []) { view.alpha = 0 },
             await UIView.animateKeyframes(withDuration: 0.3, delay: 0, options: []) { view.alpha = 0 },
             await UIView.transition(with: view, duration: 0.3, options: [.transitionCrossDissolve]) { view.alpha = 0 }]
        }

        @available(*, deprecated)
        static func addCompletion(_ animator: UIViewPropertyAnimator) async -> UIViewAnimatingPosition {
            await animator.addCompletion()
        }
    }

    @Test func everyAsyncFormRunsNothingAndAnswersFalse() async {
        let view = makeBox()
        let calls: any AsyncCalls.Type = Calls.self
        #expect(await calls.animate(view) == [false, false, false, false, false])
        #expect(view.alpha == 1)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        #expect(await calls.addCompletion(animator) == .current)
    }

    @Test func onAStorysThreadTheCallIsReported() {
        let r = record { _, _ in
            _ = UIView.refuseAsync("UIView.animate(withDuration:animations:) async")
        }
        #expect(r.problems.map(\.message) == [
            "UIView.animate(withDuration:animations:) async: awaiting an animation (Animatic records on a virtual clock "
                + "and a Task runs off it: use the completion-handler form and continue in the completion) is not supported yet",
        ])
    }
}
