import Animatic
import Testing

// Sources/Animatic/Animatic.docc/Timing.md's code (DocumentationCodeTests checks it is here).

@Suite struct TimingArticleTests {
    @Test func aTransitionCrossDissolvesTheOldTextIntoTheNew() throws {
        let titleLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        titleLabel.accessibilityIdentifier = "title"
        titleLabel.text = "Welcome"
        let story = try Story.record(size: CGSize(width: 200, height: 100)) { stage in
            stage.addSubview(titleLabel)
            Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                UIView.transition(with: titleLabel, duration: 0.4, options: .transitionCrossDissolve, animations: {
                    titleLabel.text = "Welcome back"        // the old text fades out as the new one fades in
                })
            }
        }
        #expect(story.duration == 1.4)
        let svg = try story.svg()
        #expect(svg.contains("Welcome back"))
    }
}
