import Animatic
import AnimaticBrowserTesting
import AnimaticExport
import AnimaticPlaybackTesting
import Foundation
import Testing

/// Siblings ordered by an animated `CALayer.zPosition`, played in headless Chromium, Firefox and
/// WebKit: at each instant the view on top at a point (`document.elementFromPoint`) is the one
/// Core Animation draws on top, through the one repeating cycle of `display` switches that an
/// endless zPosition animation is written as, long after the story's first cycle.
@Suite(.serialized) struct ZPositionPlaybackTests {
    /// In a 300×200 parent: a red `a` at (0, 0), a blue `b` at (50, 50), a green `c` at (0, 60),
    /// 100×100 each, added in that order. b's zPosition is 1, c's 0.5; a's goes linearly from 0
    /// to 2 and back (keyframes over 2 s, autoreversed, repeated forever: a 4 s cycle), so a is
    /// above c from 0.5 s to 3.5 s of each cycle and above b from 1 s to 3 s.
    static func story() throws -> Story {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.accessibilityIdentifier = "parent"
        var boxes: [UIView] = []
        for (name, x, y, color) in [("a", 0.0, 0.0, UIColor.red), ("b", 50, 50, .blue), ("c", 0, 60, .green)] {
            let box = UIView(frame: CGRect(x: x, y: y, width: 100, height: 100))
            box.accessibilityIdentifier = name
            box.backgroundColor = color
            parent.addSubview(box)
            boxes.append(box)
        }
        boxes[1].layer.zPosition = 1
        boxes[2].layer.zPosition = 0.5
        return try Story.record(size: CGSize(width: 300, height: 200)) { stage in
            stage.addSubview(parent)
            let rise = CAKeyframeAnimation(keyPath: "zPosition")
            rise.values = [0, 2]
            rise.duration = 2
            rise.autoreverses = true
            rise.repeatCount = .infinity
            boxes[0].layer.add(rise, forKey: "rise")
        }
    }

    /// Times in the first cycle, the second, the third and the 50th (196 s to 200 s).
    static let times = [0.25, 0.75, 1.5, 2.5, 3.25, 3.75, 4.75, 5.5, 9.25, 196.25, 197.5]
    /// On top at (75, 75), where all three overlap, and at (25, 80), where a and c do.
    static let onTop: [[String]] = [["b", "c"], ["b", "a"], ["a", "a"], ["a", "a"], ["b", "a"], ["b", "c"],
                                    ["b", "a"], ["a", "a"], ["a", "a"], ["b", "c"], ["a", "a"]]

    @Test func theModelPutsOnTopWhatTheBrowsersShould() throws {
        let story = try Self.story()
        let timeline = story.timeline
        let parent = timeline.view(named: "parent")
        func top(_ t: Double, _ ids: Set<String>) throws -> String {
            let order = try timeline.drawingOrder(ofChildrenOf: parent, at: StoryTime(seconds: t))
            return order.map { timeline.views[$0].identifier ?? "?" }.last { ids.contains($0) } ?? "nothing"
        }
        for (k, t) in Self.times.enumerated() {
            #expect(try [top(t, ["a", "b", "c"]), top(t, ["a", "c"])] == Self.onTop[k], "\(t)")
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func enginesDrawOnTopTheViewCoreAnimationDrawsOnTop(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("z-position")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("z-position.svg")
        try story.write(to: url)
        let shown = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            var shown: [JSONValue] = []
            for t in Self.times {
                try await SVGProbe(browser: browser).seek(to: t)
                try await LayerPlaybackTests.waitForPaint(in: browser)
                shown.append(try await browser.execute(script: """
                    function top(x, y) {
                      let hit = document.elementFromPoint(x, y);
                      if (hit && hit.tagName === 'use' && hit.getAttribute('href').startsWith('#_o')) {
                        hit = document.getElementById(hit.getAttribute('href').slice(1)).querySelector('[id]');
                        return hit ? hit.id : 'copy of nothing';
                      }
                      const named = hit && hit.closest('[id]');
                      return named ? named.id : 'nothing';
                    }
                    return [top(75, 75), top(25, 80)];
                    """))
            }
            return shown
        }
        #expect(shown == Self.onTop.map { .array($0.map { .string($0) }) }, "\(engine)")
    }
}
