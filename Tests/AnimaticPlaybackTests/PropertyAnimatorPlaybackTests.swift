import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Testing

/// A story driving property animators the way interactive intros do (a spring animator paused,
/// scrubbed, reversed and continued; a running animator stopped and finished at its end),
/// played in headless Chromium, Firefox and WebKit against the model.
@Suite(.serialized) struct PropertyAnimatorPlaybackTests {
    private static func story() throws -> Story {
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 80, height: 80))
        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "card"
        let dot = UIView(frame: CGRect(x: 40, y: 200, width: 30, height: 30))
        dot.backgroundColor = .red
        dot.accessibilityIdentifier = "dot"
        return try Story.record(size: CGSize(width: 320, height: 280)) { stage in
            stage.addSubview(card)
            stage.addSubview(dot)
            let spring = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.55) {
                card.center.x += 160
                card.transform = CGAffineTransform(rotationAngle: .pi / 4)
            }
            spring.addAnimations({ card.alpha = 0.4 }, delayFactor: 0.25)
            spring.startAnimation()
            func at(_ time: Double, _ body: @escaping () -> Void) {
                DispatchQueue.main.asyncAfter(deadline: .now() + time, execute: DispatchWorkItem(block: body))
            }
            at(0.3) { spring.pauseAnimation() }
            at(0.5) { spring.fractionComplete = 0.7 }
            at(0.7) { spring.isReversed = true; spring.startAnimation() }
            at(0.9) { spring.isReversed = false }
            at(1.1) { spring.pauseAnimation() }
            at(1.3) { spring.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut),
                                               durationFactor: 0.5) }
            let slide = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.2, options: [.curveEaseIn],
                                                                       animations: { dot.center.x += 200 })
            at(0.8) { slide.stopAnimation(false) }
            at(1.0) { slide.finishAnimation(at: .end) }
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func pausedScrubbedReversedAndContinuedAnimatorsPlayAsTheModel(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("property-animator")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("property-animator.svg")
        try story.write(to: url)
        let times = PlaybackComparison.probeTimes(for: story, evenly: 60)
        let mismatches = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
        }
        #expect(mismatches.isEmpty, "\(engine): \(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
        // Not vacuous: the card holds during the pause, jumps when scrubbed, retraces the
        // spring's overshoot when reversed, and runs the continued rest to its end.
        func x(_ t: Double) throws -> Double { try story.state(at: t)["card"]!.state.center.x }
        #expect(try x(0.35) == x(0.45))
        #expect(try x(0.55) < x(0.45) - 50)
        #expect(try x(0.8) != x(0.7))
        #expect(try x(1.7) == 240 && x(1.3) == 192)
    }
}
