import Animatic
import Testing

// Sources/Animatic/Animatic.docc/PropertyAnimators.md's code, in Swift 5 mode as app code is:
// AnimaticDocumentationTests' DocumentationCodeTests checks its lines are here, in order.

@Suite struct PropertyAnimatorsArticleTests {
    @Test func anAnimatorStartedAtOneSecondAndPausedAfterFourTenthsHoldsItsMotion() throws {
        let card = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        var completions = 0
        func next() { completions += 1 }
        var fraction: CGFloat = -1
        let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(card)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x += 100 }
                animator.addAnimations({ card.alpha = 0 }, delayFactor: 0.5)   // from 0.5 s, over the last 0.5 s
                animator.addCompletion { position in next() }                  // .end at 2 s, .start if reversed
                animator.startAnimation()                                      // at t = 1
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { animator.pauseAnimation() }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { fraction = animator.fractionComplete }
                // 1.000 +0.400 card center (200, 150) -> (240, 150) linear   the motion up to the pause
                // (held while paused; startAnimation() later runs the rest of the same curve from there)
            }
        }
        #expect(story.timeline.text == "1.000 +0.400 card center (200, 150) -> (240, 150) linear\n")
        #expect(fraction == 0.4)
        #expect(completions == 0)
    }
}
