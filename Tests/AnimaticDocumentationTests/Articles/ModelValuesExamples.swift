import Animatic
import Testing

// Sources/Animatic/Animatic.docc/ModelValues.md's code (DocumentationCodeTests checks it is here).

@Suite struct ModelValuesArticleTests {
    @Test func startValuesSetOutsideABlockShowAtOnceAndTheBlockAnimatesFromThem() throws {
        let title = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        title.accessibilityIdentifier = "title"
        let story = try Story.record(size: CGSize(width: 200, height: 300)) { stage in
            stage.addSubview(title)                 // already on stage, at t = 0 or later
            title.alpha = 0                         // a start value, outside any block: shows at once
            title.transform = CGAffineTransform(translationX: 0, y: 20)
            UIView.animate(withDuration: 0.5) {     // animates 0 -> 1 and 20 pt up, from the values set
                title.alpha = 1
                title.transform = .identity
            }
        }
        #expect(story.duration == 0.5)
        let start = try #require(try story.state(at: 0)["title"])
        #expect(start.state.alpha == 0)
        #expect(start.state.transform.translationY == 20)
        let end = try #require(try story.state(at: 0.5)["title"])
        #expect(end.state.alpha == 1)
        #expect(end.state.transform.translationY == 0)
    }
}
