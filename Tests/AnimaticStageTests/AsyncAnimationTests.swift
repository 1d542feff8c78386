import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIKit's `async` animation forms outside a recording, compiled in Swift 6 language mode: with
/// no story clock, a completion runs at once, so each form sets its values and returns at once
/// (inside a recording they resume on the story clock: `AnimaticUserCodeTests.StoryTaskTests`).
@Suite struct AsyncAnimationTests {
    @Test func everyAsyncFormAppliesItsChangesAndAnswersTrueAtOnce() async {
        let view = makeBox()
        let before = ContinuousClock.now
        var answers: [Bool] = []
        answers.append(await UIView.animate(withDuration: 30) { view.alpha = 0.9 })
        #expect(view.alpha == 0.9)
        answers.append(await UIView.animate(withDuration: 30, delay: 5, options: []) { view.alpha = 0.8 })
        answers.append(await UIView.animate(withDuration: 30, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                                            options: []) { view.alpha = 0.7 })
        answers.append(await UIView.animate(springDuration: 30, bounce: 0.2) { view.alpha = 0.65 })
        answers.append(await UIView.animateKeyframes(withDuration: 30, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.6 }
        })
        answers.append(await UIView.transition(with: view, duration: 30, options: [.transitionCrossDissolve]) { view.alpha = 0.5 })
        #expect(answers == [true, true, true, true, true, true])
        #expect(view.alpha == 0.5)
        #expect(ContinuousClock.now - before < .seconds(5))
    }

    @Test func sleepOutsideARecordingIsTheStandardLibrarys() async throws {
        let start = ContinuousClock.now
        try await Task.sleep(nanoseconds: 20_000_000)
        try await Task.sleep(for: .milliseconds(20))
        try await Task.sleep(until: .now + .milliseconds(20), clock: .continuous)
        #expect(ContinuousClock.now - start >= .milliseconds(60))
        let cancelled = Task {
            try await Task.sleep(for: .seconds(30))
        }
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
    }
}
