import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Testing

/// Text and images that change on stage, as Chromium, Firefox and WebKit show them: at each
/// probed time exactly the model's version (``TimelineView/content(at:)``) at the time the
/// engine shows is visible, just before and after each change included.
@Suite(.serialized) struct ContentChangePlaybackTests {
    /// Per time, per id: the visible `<text>` lines and the number of visible `<image>`s.
    static let script = #"""
    const [ids, times] = arguments;
    const root = document.documentElement;
    root.pauseAnimations();
    const out = [];
    for (const t of times) {
      root.setCurrentTime(t);
      const frame = {};
      for (const id of ids) {
        const g = document.getElementById(id);
        const shown = (sel) => Array.from(g.querySelectorAll(sel)).filter(e => getComputedStyle(e).visibility === 'visible');
        frame[id] = { lines: shown('text').map(e => e.textContent), images: shown('image').length };
      }
      out.push({time: root.getCurrentTime(), views: frame});
    }
    return out;
    """#

    /// One frame of ``script``: the document time it reports and what each view shows.
    struct Frame: Decodable, Sendable {
        var time: Double
        var views: [String: Read]
    }

    struct Read: Decodable, Sendable, Equatable {
        var lines: [String]
        var images: Int
    }

    @Test(arguments: BrowserEngine.tested)
    func theVersionShownIsTheModelsAtEveryProbedTime(engine: BrowserEngine) async throws {
        let status = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 30))
        status.accessibilityIdentifier = "status"
        status.text = "Checking…"
        let badge = UIImageView(frame: CGRect(x: 20, y: 80, width: 40, height: 40))
        badge.accessibilityIdentifier = "badge"
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#34c759"/></svg>"##
        let story = try Story.record(size: CGSize(width: 360, height: 160)) { stage in
            stage.addSubview(status)
            stage.addSubview(badge)
            UIView.animate(withDuration: 2) { status.alpha = 0.5 }
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                status.text = "Wrong password"
                badge.image = UIImage(data: Data(svg.utf8))
            }
            _ = Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in
                status.text = "Signed in"
                badge.image = nil
            }
        }
        let changes = story.timeline.views.map { $0.contentChanges.count }
        #expect(changes == [2, 2])
        let times = [0, 0.5, 0.99, 1.01, 1.25, 1.49, 1.51, 2]
        let folder = try PlaybackComparison.temporaryFolder("content-change")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("content-change.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let seeks = try times.map { Double(try SVGProbe.seekValue(for: $0)) }
        let reads = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            return try await browser.execute(script: Self.script,
                                             args: [.array([.string("status"), .string("badge")]), .array(seeks.map { .number($0) })],
                                             as: [Frame].self)
        }
        #expect(reads.count == times.count)
        for (seek, frame) in zip(seeks, reads) {
            let time = PlaybackComparison.shownTime(seekValue: seek, documentTime: frame.time, engine: engine)
            let read = frame.views
            let t = try StoryTime(seconds: time)
            guard case .label(let label) = story.timeline.views[0].content(at: t) else { Issue.record("no label"); continue }
            var images = 0
            if case .image = story.timeline.views[1].content(at: t) { images = 1 }
            #expect(read["status"] == Read(lines: label.lines, images: 0), "\(engine): status at \(time)")
            #expect(read["badge"] == Read(lines: [], images: images), "\(engine): badge at \(time)")
        }
        #expect(reads[3].views["status"]?.lines == ["Wrong password"])   // the model, spelled out once
        #expect(reads[3].views["badge"]?.images == 1 && reads[6].views["badge"]?.images == 0)
    }
}
