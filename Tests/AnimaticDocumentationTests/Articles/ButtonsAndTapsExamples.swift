import Animatic
import Testing

// Sources/Animatic/Animatic.docc/ButtonsAndTaps.md's code (DocumentationCodeTests checks it is here).

/// A view controller that wires one button three ways, as the article shows.
final class IntroViewController: UIViewController {
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    var calls: [String] = []

    func next() { calls.append("next") }
    func skip(_ sender: UIButton) { calls.append("skip \(sender.accessibilityIdentifier ?? "")") }

    func wire() {
        // UIKit: button.addTarget(self, action: #selector(next), for: .touchUpInside)
        button.addAction(UIAction { _ in self.next() }, for: .touchUpInside)   // builds with UIKit too
        button.addTarget(self, action: IntroViewController.next, for: .touchUpInside)   // Animatic's spelling
        button.addTarget(self, action: IntroViewController.skip(_:), for: .touchUpInside) // skip(_ sender:)
    }
}

@Suite struct ButtonsAndTapsArticleTests {
    @Test func theThreeSpellingsEachRunOncePerTapInTheOrderAdded() throws {
        let intro = IntroViewController()
        intro.button.accessibilityIdentifier = "button"
        intro.wire()
        _ = try Story.record(size: CGSize(width: 200, height: 100)) { stage in
            stage.addSubview(intro.button)
            stage.tap(intro.button, at: 1)
        }
        #expect(intro.calls == ["next", "next", "skip button"])
    }

    @Test func aScriptedTapRunsTheActionWhenTheFingerLifts() throws {
        let size = CGSize(width: 300, height: 200)
        let start = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        var shownAt: [Double] = []
        func showHome() { shownAt.append(StoryContext.current?.clock.now.seconds ?? -1) }
        let story = try Story.record(size: size) { stage in
            stage.addSubview(start)
            start.addAction(UIAction { _ in showHome() }, for: .touchUpInside)
            stage.tap(start, at: 4)       // story time from the recording's start; stage.tap(start) = now
        }
        #expect(shownAt == [4.1])
        #expect(story.duration == 4.1)
    }
}
