import Animatic
import Testing

/// A file of the app with no `import` (Tests/AdapterFixtures/IntroApp/UnreadCount.swift) compiles
/// through the plugin because the app's folder holds a bridging header that imports UIKit, as
/// Xcode makes it visible to every Swift file of the target; and it records.
@Suite struct BridgingHeaderTests {
    @Test func aFileWithoutImportsSeesUIKitThroughTheBridgingHeader() throws {
        let label = UnreadCountLabel(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        label.unread = 120
        #expect(label.text == "99+")
        #expect(!label.isHidden)
        label.unread = 0
        #expect(label.isHidden)
    }

    @Test func itsAnimationRecords() throws {
        let story = try Story.record(size: CGSize(width: 60, height: 40)) { stage in
            let label = UnreadCountLabel(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
            label.unread = 3
            stage.addSubview(label)
            label.pop()
        }
        // From a quarter of its size to its own, 0.3 s, UIView.animate's default curve.
        let lines = story.timeline.text.split(separator: "\n").filter { $0.contains("transform") }
        #expect(lines == ["0.000 +0.300 #0 transform rotate(0°) scale(0.25, 0.25) -> rotate(0°) scale(1, 1) easeInOut"], "\(story.timeline.text)")
    }
}
