import Animatic
import AnimaticSamples
import AnimaticSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import XCTest

/// The text a strategy makes of a story.
private func text(_ strategy: Snapshotting<Story, String>, _ story: Story) -> String {
    var out = ""
    strategy.snapshot(story).run { out = $0 }
    return out
}

/// The strategies themselves: stable text, useful diffs, errors shown instead of crashes.
@Suite struct StrategyTests {
    private func box(shift: Double) throws -> Story {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.accessibilityIdentifier = "box"
        view.backgroundColor = .red
        return try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(view)
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { _ in
                UIView.animate(withDuration: 0.25) { view.center.x += shift }
            })
        }
    }

    @Test func recordingTwiceGivesTheSameBytes() throws {
        for sample in Samples.all {
            let a = try sample.record(), b = try sample.record()
            for strategy in [Snapshotting<Story, String>.timeline, .svg, .svg(loop: true), .frame(at: 0.3)] {
                #expect(text(strategy, a) == text(strategy, b), "\(sample.name)")
            }
        }
    }

    @Test func snapshotsHoldNoPathsOrDates() throws {
        let story = try box(shift: 30)
        for strategy in [Snapshotting<Story, String>.timeline, .svg, .frame(at: 0.6)] {
            let written = text(strategy, story)
            #expect(!written.contains("/work") && !written.contains("/tmp") && !written.contains("20"
                + "26-"), "snapshot text must not depend on the machine")
        }
    }

    @Test func pathExtensions() {
        #expect(Snapshotting<Story, String>.timeline.pathExtension == "txt")
        #expect(Snapshotting<Story, String>.svg.pathExtension == "svg")
        #expect(Snapshotting<Story, String>.frame(at: 1).pathExtension == "svg")
    }

    @Test func timelineDiffShowsTheChangedSegment() throws {
        let old = text(.timeline, try box(shift: 30)), new = text(.timeline, try box(shift: 40))
        let (message, _) = try #require(Snapshotting<Story, String>.timeline.diffing.diffV2(old, new))
        #expect(message.contains("−0.500 +0.250 box center (20, 20) -> (50, 20) easeInOut")
            || message.contains("-0.500 +0.250 box center (20, 20) -> (50, 20) easeInOut"))
        #expect(message.contains("+0.500 +0.250 box center (20, 20) -> (60, 20) easeInOut"))
        // The unchanged fade is context, not a change.
        #expect(!message.contains("-0.000 +0.500 box alpha") && !message.contains("+0.000 +0.500 box alpha"))
    }

    @Test func svgDiffIsLineOriented() throws {
        let old = text(.svg, try box(shift: 30)), new = text(.svg, try box(shift: 40))
        let (message, _) = try #require(Snapshotting<Story, String>.svg.diffing.diffV2(old, new))
        let changed = message.split(separator: "\n").filter {
            ($0.hasPrefix("+") || $0.hasPrefix("−") || $0.hasPrefix("-")) && !$0.hasPrefix("@@")
        }
        // Only the position track of the box (an animateMotion, by offsets) changes: one line
        // out, one line in.
        #expect(changed.count == 2, "\(message)")
        #expect(changed.allSatisfy { $0.contains("<animateMotion values=\"0 0;") })
    }

    @Test func badFrameTimeBecomesTheSnapshotText() throws {
        let story = try box(shift: 30)
        #expect(text(.frame(at: -1), story) == "Animatic export failed: frame time must not be negative, got -1.0 s\n")
        #expect(text(.frame(at: -1e-9), story) == "Animatic export failed: frame time must not be negative, got -1e-09 s\n")
        #expect(text(.frame(at: .nan), story) == "Animatic export failed: frame time must be a finite number of seconds, got nan\n")
        #expect(text(.frame(at: .infinity), story) == "Animatic export failed: frame time must be a finite number of seconds, got inf\n")
        #expect(text(.frame(at: -.infinity), story) == "Animatic export failed: frame time must be a finite number of seconds, got -inf\n")
    }

    /// Past the end (even beyond the longest story time) is the last frame, as in `svg(at:)`.
    @Test func framesPastTheEndShowTheEnd() throws {
        let story = try box(shift: 30)
        #expect(story.duration == 0.75)
        let end = text(.frame(at: 0.75), story)
        #expect(!end.hasPrefix("Animatic export failed"))
        #expect(text(.frame(at: 10), story) == end)
        #expect(text(.frame(at: 1e300), story) == end)
        #expect(text(.frame(at: -0.0), story) == text(.frame(at: 0), story))
    }
}

/// `assertSnapshot` works from XCTest as well as Swift Testing.
final class XCTestSnapshotTests: XCTestCase {
    func testTimelineSnapshotUnderXCTest() throws {
        let story = try XCTUnwrap(Samples.named("article-concat")).record()
        assertSnapshot(of: story, as: .timeline)
    }
}
