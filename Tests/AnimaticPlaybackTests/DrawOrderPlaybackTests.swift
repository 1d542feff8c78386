import Animatic
import AnimaticBrowserTesting
import AnimaticExport
import AnimaticPlaybackTesting
import Foundation
import Testing

/// Views moved among their siblings on stage, played in headless Chromium, Firefox and WebKit:
/// at each instant the view on top at a point (`document.elementFromPoint`) is the one UIKit
/// draws on top, whether the browser hits the view's own element or a `<use>` copy of it.
@Suite(.serialized) struct DrawOrderPlaybackTests {
    /// In a 300×200 parent: a red `a` at (0, 0), a blue `b` at (50, 50), a green `c` at (60, 60),
    /// 100×100 each, added in that order. At 1 s `a` comes to the front (b, c, a); at 2 s `c`
    /// goes to the back (c, b, a); at 3 s the first and last swap (a, b, c). The parent fades a
    /// little over 4 s, so that the story lasts.
    static func story() throws -> Story {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.accessibilityIdentifier = "parent"
        var boxes: [UIView] = []
        for (name, origin, color) in [("a", 0.0, UIColor.red), ("b", 50, .blue), ("c", 60, .green)] {
            let box = UIView(frame: CGRect(x: origin, y: origin, width: 100, height: 100))
            box.accessibilityIdentifier = name
            box.backgroundColor = color
            parent.addSubview(box)
            boxes.append(box)
        }
        return try Story.record(size: CGSize(width: 300, height: 200)) { stage in
            stage.addSubview(parent)
            let at = { (ms: Int) in Observable<Int>.timer(.milliseconds(ms), scheduler: MainScheduler.instance) }
            at(1000).subscribe(onNext: { _ in parent.bringSubviewToFront(boxes[0]) }).disposed(by: stage.disposeBag)
            at(2000).subscribe(onNext: { _ in parent.sendSubviewToBack(boxes[2]) }).disposed(by: stage.disposeBag)
            at(3000).subscribe(onNext: { _ in parent.exchangeSubview(at: 0, withSubviewAt: 2) }).disposed(by: stage.disposeBag)
            UIView.animate(withDuration: 4) { parent.alpha = 0.9 }
        }
    }

    static let times = [0.5, 1.5, 2.5, 3.5, 4.5]
    /// On top at (75, 75), where all three overlap, and at (120, 120), where b and c do.
    static let onTop: [[String]] = [["c", "c"], ["a", "c"], ["a", "b"], ["c", "c"], ["c", "c"]]

    @Test(arguments: BrowserEngine.tested)
    func enginesDrawOnTopTheViewUIKitDrawsOnTop(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("draw-order")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("draw-order.svg")
        try story.write(to: url)
        let found = try await BrowserPool.shared(for: engine).withBrowser { browser in
            let mismatches = try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser,
                                                                     times: PlaybackComparison.probeTimes(for: story))
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
                    return [top(75, 75), top(120, 120)];
                    """))
            }
            return (mismatches, shown)
        }
        // Measured: Firefox's getScreenCTM of an element inside a `display="none"` group is the
        // identity (Chromium and WebKit give its transform), so while a copy draws a view, the
        // matrix of its own, undisplayed element is not read there; what is drawn is checked
        // by the hits below in every engine.
        let order = DrawOrder(story.timeline)
        let ids = ViewIdentifiers.assign(story.timeline.views)
        func undisplayed(_ id: String, _ time: Double) -> Bool {
            guard let v = ids.firstIndex(of: id), let parent = story.timeline.views[v].parent,
                  let own = order.occurrences[parent]?.first(where: { $0.view == v && !$0.isCopy }),
                  let ticks = try? StoryTime(seconds: time).ticks else { return false }
            return own.isHidden(at: ticks)
        }
        let mismatches = found.0.filter { !(engine == .firefox && $0.what.hasPrefix("corners") && undisplayed($0.id, $0.time)) }
        #expect(mismatches.isEmpty, "\(engine): \(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
        if engine == .firefox { #expect(found.0.allSatisfy { undisplayed($0.id, $0.time) }) }
        #expect(found.1 == Self.onTop.map { .array($0.map { .string($0) }) }, "\(engine)")
    }
}
