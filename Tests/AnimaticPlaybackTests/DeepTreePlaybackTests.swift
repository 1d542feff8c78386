import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// A view tree of the deepest level Animatic allows (256) plays in Chromium as the model says,
/// each view wrapped in as many SVG elements as a view can need (moved, rotated, scaled, faded
/// and clipped), far below the ~4,990 nested elements past which Chromium stops drawing.
@Suite(.serialized) struct DeepTreePlaybackTests {
    static func story() throws -> Story {
        var views: [UIView] = []
        let root = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 260))
        views.append(root)
        for level in 2...256 {
            let view = UIView(frame: CGRect(x: 0.5, y: 0.5, width: 259, height: 259))
            view.accessibilityIdentifier = "v\(level)"
            views.last!.addSubview(view)
            views.append(view)
        }
        root.accessibilityIdentifier = "v1"
        for (i, view) in views.enumerated() {
            view.backgroundColor = i % 2 == 0 ? .red : .blue
            view.clipsToBounds = true
        }
        return try Story.record(size: CGSize(width: 300, height: 300)) { stage in
            stage.addSubview(root)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                for view in views {
                    view.transform = CGAffineTransform(rotationAngle: 0.001).scaledBy(x: 0.999, y: 0.999)
                    view.alpha = 0.999
                }
                views.last!.center.x += 40
            })
        }
    }

    @Test func theDeepestTreePlaysAsTheModelSays() async throws {
        let story = try Self.story()
        #expect(story.timeline.views.count == 256)
        let folder = try PlaybackComparison.temporaryFolder("deep-tree")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("deep.svg")
        try story.write(to: url)
        // The deepest nesting of elements in the document, and per level of views.
        let bytes = try Data(contentsOf: url)
        var depth = 0, deepest = 0
        var previous: UInt8 = 0
        var inTag = false, closing = false
        for byte in bytes {
            if byte == UInt8(ascii: "<") { inTag = true; closing = false }
            else if inTag && previous == UInt8(ascii: "<") && (byte == UInt8(ascii: "/")) { closing = true }
            else if inTag && previous == UInt8(ascii: "<") && (byte == UInt8(ascii: "?")) { inTag = false }
            else if inTag && byte == UInt8(ascii: ">") {
                inTag = false
                if closing { depth -= 1 } else if previous != UInt8(ascii: "/") { depth += 1; deepest = max(deepest, depth) }
            }
            previous = byte
        }
        print("deep tree: \(deepest) nested elements for 256 levels of views, \(bytes.count) bytes")
        #expect(deepest < 4_900)
        let times = [0.0, 0.25, 0.5, 0.999, 1, 2]
        let found = try await BrowserPool.shared.withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
        }
        #expect(found.isEmpty, "\(found.count) mismatches, first: \(found.prefix(5))")
    }
}
