import Foundation
import Animatic
import Testing

/// A file that imports Foundation as well as Animatic (as app files import Foundation and UIKit)
/// sees the story clock's `DispatchQueue`, `DispatchTime`, `Timer` and `RunLoop`, not
/// ambiguous names: Animatic re-exports them by name (StoryClockExports.swift), and a scoped
/// import wins over a whole-module one.
@Suite struct FoundationAndAnimaticTests {
    @Test func queueTimerAndRunLoopRunOnTheStoryClock() throws {
        let story = try Story.record(size: CGSize(width: 200, height: 100)) { stage in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            card.accessibilityIdentifier = "card"
            stage.addSubview(card)
            let deadline: DispatchTime = .now() + 0.5
            DispatchQueue.main.asyncAfter(deadline: deadline) {
                UIView.animate(withDuration: 0.25) { card.alpha = 0.5 }
            }
            let timer: Timer = Timer(timeInterval: 1, repeats: false) { _ in
                UIView.animate(withDuration: 0.25) { card.center.x = 100 }
            }
            RunLoop.main.add(timer, forMode: .common)
        }
        #expect(story.timeline.text == """
            0.500 +0.250 card alpha 1 -> 0.5 easeInOut
            1.000 +0.250 card center (20, 20) -> (100, 20) easeInOut

            """)
    }
}
