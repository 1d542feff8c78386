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
        #expect(changed.allSatisfy { $0.contains("<animateMotion to=\"") })
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

/// The bytes a picture strategy makes of a story.
private func bytes(_ strategy: Snapshotting<Story, Data>, _ story: Story) -> Data {
    var out = Data()
    strategy.snapshot(story).run { out = $0 }
    return out
}

/// The picture strategies: an APNG and a contact sheet, byte-exact, failing when the animation changes.
@Suite struct PictureStrategyTests {
    private func box(shift: Double) throws -> Story {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.accessibilityIdentifier = "box"
        view.backgroundColor = .red
        return try Story.record(size: CGSize(width: 100, height: 60)) { stage in
            stage.backgroundColor = .white
            stage.addSubview(view)
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { _ in
                UIView.animate(withDuration: 0.25) { view.center.x += shift }
            })
        }
    }

    /// PNG's IHDR: width and height, big-endian, at bytes 16..<24.
    private func size(ofPNG data: Data) -> (Int, Int) {
        let b = [UInt8](data)
        func word(_ at: Int) -> Int { b[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func contactSheetTilesTheInstantsAtTheStagesSize() throws {
        let sheet = bytes(.contactSheet(instants: 4, columns: 2), try box(shift: 30))
        #expect(Array(sheet.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(size(ofPNG: sheet) == (200, 120))
        let row = bytes(.contactSheet(instants: 3, columns: 3), try box(shift: 30))
        #expect(size(ofPNG: row) == (300, 60))
        #expect(Snapshotting<Story, Data>.contactSheet().pathExtension == "png")
        #expect(Snapshotting<Story, Data>.apng().pathExtension == "png")
    }

    @Test func theInstantsAreEvenlySpacedWithBothEnds() {
        let length = StoryTime(ticks: 750_000_000)
        #expect(ContactSheet.instants(4, length: length).map(\.ticks) == [0, 250_000_000, 500_000_000, 750_000_000])
        #expect(ContactSheet.instants(1, length: length).map(\.ticks) == [750_000_000])
    }

    @Test func theSameStoryGivesTheSameBytesAndAChangedOneDiffers() throws {
        for strategy in [Snapshotting<Story, Data>.apng(fps: 8), .contactSheet(instants: 4, columns: 2)] {
            let a = bytes(strategy, try box(shift: 30)), b = bytes(strategy, try box(shift: 30))
            #expect(a == b)
            let changed = bytes(strategy, try box(shift: 40))
            #expect(changed != a)
            #expect(strategy.diffing.diffV2(a, changed) != nil, "the snapshot fails when the animation changes")
            #expect(strategy.diffing.diffV2(a, b) == nil)
        }
    }

    @Test func apngPlaysEveryFrameOnceAndLoops() throws {
        let apng = [UInt8](bytes(.apng(fps: 8), try box(shift: 30)))
        #expect(Array(apng.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // acTL: frame count (0.75 s at 8 fps: instants 0, 0.125, ..., 0.625 and the end: 7), plays 0 (forever).
        let acTL = try #require(apng.firstRange(of: Array("acTL".utf8)))
        func word(_ at: Int) -> Int { apng[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(word(acTL.upperBound) == 7)
        #expect(word(acTL.upperBound + 4) == 0)
    }

    @Test func badOptionsBecomeTheSnapshotText() throws {
        let story = try box(shift: 30)
        #expect(String(decoding: bytes(.contactSheet(instants: 0), story), as: UTF8.self)
                == "Animatic export failed: cannot export: the option instants must be 1 to 64 (it is 0)\n")
        #expect(String(decoding: bytes(.contactSheet(instants: 2, columns: 3), story), as: UTF8.self)
                == "Animatic export failed: cannot export: the option columns must be 1 to the number of instants, 2 (it is 3)\n")
        #expect(String(decoding: bytes(.apng(fps: 0), story), as: UTF8.self).hasPrefix("Animatic export failed: cannot export: the option frame rate"))
    }

    @Test func pictureSnapshotsOfTheBoxDoNotChange() throws {
        let story = try box(shift: 30)
        assertSnapshot(of: story, as: .contactSheet(instants: 6, columns: 3))
        assertSnapshot(of: story, as: .apng(fps: 8))
    }
}
