import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import AnimaticSamples
import Foundation
import Testing

/// Labels, images, shapes and layer looks as Chromium, Firefox and WebKit show them, read back
/// through the elements inside each view's id'd bounds group and compared with the model at the
/// time each engine shows.
@Suite(.serialized) struct ContentPlaybackTests {
    /// Reads, per time, for each id: the bounding box of its first `<text>`, `<image>` and
    /// `<path>` inside (in the id'd group's user space, i.e. the view's bounds space), the
    /// text of its `<text>` lines, the computed dash array and offset of the path, and the
    /// computed `rx` of its background rect.
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
        const own = (sel) => Array.from(g.querySelectorAll(sel));
        const box = (el) => { if (!el) return null; const b = el.getBBox(); const m = g.getCTM().inverse().multiply(el.getCTM());
          const p = new DOMPoint(b.x, b.y).matrixTransform(m), q = new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(m);
          return [p.x, p.y, q.x - p.x, q.y - p.y]; };
        const texts = own('text');
        const image = own('image')[0];
        const path = own('path')[0];
        const rect = Array.from(g.children).find(e => e.localName === 'rect');
        const style = path ? getComputedStyle(path) : null;
        frame[id] = {
          lines: texts.map(e => e.textContent),
          textBox: texts.length ? box(texts[0]) : null,
          imageBox: box(image),
          imageHref: image ? (image.getAttribute('href') || '').slice(0, 22) : null,
          dash: style ? style.strokeDasharray : null,
          dashOffset: style ? style.strokeDashoffset : null,
          pathVisibility: style ? style.visibility : null,
          rx: rect ? rect.rx.animVal.value : null,
        };
      }
      out.push({time: root.getCurrentTime(), views: frame});
    }
    return out;
    """#

    /// One frame of ``script``: the document time it reports and what each view shows.
    struct Frame: Decodable, Sendable {
        var time: Double
        var views: [String: Read]
        subscript(id: String) -> Read? { views[id] }
    }

    struct Read: Decodable, Sendable {
        var lines: [String]
        var textBox: [Double]?
        var imageBox: [Double]?
        var imageHref: String?
        var dash: String?
        var dashOffset: String?
        var pathVisibility: String?
        var rx: Double?
    }

    /// Plays `story` in `engine` and reads `ids` at `times`: per time, the time the engine shows
    /// (``PlaybackComparison/shownTime(seekValue:documentTime:engine:)``) and the frame.
    static func read(_ story: Story, ids: [String], at times: [Double], name: String,
                     engine: BrowserEngine) async throws -> [(time: Double, frame: Frame)] {
        let folder = try PlaybackComparison.temporaryFolder(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("\(name).svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let seeks = try times.map { Double(try SVGProbe.seekValue(for: $0)) }
        let frames = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            return try await browser.execute(script: script, args: [.array(ids.map { .string($0) }), .array(seeks.map { .number($0) })],
                                             as: [Frame].self)
        }
        #expect(frames.count == times.count, "\(engine)")
        return zip(seeks, frames).map { seek, frame in
            (PlaybackComparison.shownTime(seekValue: seek, documentTime: frame.time, engine: engine), frame)
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func appIntroContentMatchesTheModel(engine: BrowserEngine) async throws {
        let story = try #require(Samples.named("app-intro")).record()
        let timeline = story.timeline
        let ring = try #require(timeline.view(named: "logo-ring"))
        guard case .shape(let ringShape) = timeline.views[ring].content else { Issue.record("no ring shape"); return }
        let ringSegment = try #require(timeline.segments(of: ring, .strokeEnd).first)
        let corner = try #require(timeline.view(named: "cta"))
        let times = [0.0, 0.3, 0.55, 0.8, 1.1, 1.5, 2.2, 3.0, 4.0, story.duration]
        let ids = ["logo-ring", "logo-mark", "underline", "title", "tagline", "icon0", "feature1", "cta", "cta-label", "card2"]
        let frames = try await Self.read(story, ids: ids, at: times, name: "app-intro-content", engine: engine)
        for (t, frame) in frames {
            let state = try story.state(at: t)
            // Stroke: the dash is strokeEnd × the path's length (pathLength = the length we computed).
            for id in ["logo-ring", "logo-mark", "underline"] {
                let model = try #require(state[id]?.state)
                let read = try #require(frame[id])
                let v = try #require(timeline.view(named: id))
                guard case .shape(let shape) = timeline.views[v].content else { Issue.record("\(id) has no shape"); continue }
                let dash = (read.dash ?? "").split(separator: ",").compactMap {
                    Double($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "px", with: ""))
                }
                #expect(dash.count == 2, "\(engine) \(id) at \(t): \(read.dash ?? "nil")")
                if let first = dash.first {
                    let expected = (model.strokeEnd - model.strokeStart) * shape.length
                    #expect(abs(first - expected) < 0.02 * max(1, shape.length / 100), "\(engine) \(id) at \(t): dash \(first) vs \(expected)")
                }
                let later = try #require(story.state(at: t + 0.01)[id]?.state)
                if model.strokeEnd - model.strokeStart <= 0 && later.strokeEnd - later.strokeStart <= 0 {
                    #expect(read.pathVisibility == "hidden", "\(engine) \(id) at \(t)")
                }
            }
            // Labels: their lines, inside the bounds horizontally as aligned, centred vertically.
            let title = try #require(frame["title"])
            #expect(title.lines == ["Hello, Animatic"])
            let titleBox = try #require(title.textBox)
            let titleModel = try #require(state["title"]?.state)
            #expect(abs((titleBox[0] + titleBox[2] / 2) - titleModel.width / 2) < 0.5, "\(engine): title centred: \(titleBox)")
            #expect(titleBox[1] > -2 && titleBox[1] + titleBox[3] < titleModel.height + 2, "\(engine): title inside: \(titleBox)")
            #expect(abs((titleBox[1] + titleBox[3] / 2) - titleModel.height / 2) < 4, "\(engine): title centred vertically: \(titleBox)")
            #expect(try #require(frame["tagline"]).lines == ["Write intros with UIKit and RxSwift.", "Play them in any browser."])
            let featureRead = try #require(frame["feature1"])
            let feature = try #require(featureRead.textBox)
            #expect(abs(feature[0]) < 2 && feature[0] + feature[2] < 240, "\(engine): left-aligned: \(feature)")
            #expect(try #require(frame["cta-label"]).lines == ["Get started"])
            // Image: embedded as a data URI, drawn at the bounds (aspect-fit of a square).
            let icon = try #require(frame["icon0"])
            #expect(icon.imageHref == "data:image/png;base64,")
            let iconBox = try #require(icon.imageBox)
            #expect(iconBox.enumerated().allSatisfy { abs($0.element - [0, 0, 32, 32][$0.offset]) < 1e-3 }, "\(engine): \(iconBox)")
            // Corner radius: the rect's rx.
            let cta = try #require(frame["cta"])
            let radius = state.views[corner].state.cornerRadius
            #expect(abs((cta.rx ?? -1) - radius) < 1e-3)
            #expect(try #require(frame["card2"]).rx == 14)
        }
        #expect(abs(ringShape.length - (4 * 44 + 2 * Double.pi * 32)) < 0.05)
        #expect(ringSegment.duration.seconds == 1.1)
    }

    @Test(arguments: BrowserEngine.tested)
    func animatedCornerRadiusAndStrokeStartReadBack(engine: BrowserEngine) async throws {
        final class ShapeView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .blue
        let shape = ShapeView(frame: CGRect(x: 150, y: 20, width: 100, height: 100))
        shape.accessibilityIdentifier = "shape"
        let layer = try #require(shape.layer as? CAShapeLayer)
        layer.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                                  endAngle: 1.5 * .pi, clockwise: true).cgPath
        layer.strokeColor = UIColor.red.cgColor
        layer.fillColor = nil
        layer.lineWidth = 6
        layer.lineCap = .round
        let story = try Story.record(size: CGSize(width: 300, height: 150)) { stage in
            stage.addSubview(card)
            stage.addSubview(shape)
            UIView.animate(withDuration: 1, delay: 0.2, options: .curveEaseIn, animations: {
                card.layer.cornerRadius = 30
                layer.strokeStart = 0.75
            })
        }
        let times = [0.0, 0.25, 0.5, 0.75, 1.0, 1.2, 1.5]
        let frames = try await Self.read(story, ids: ["card", "shape"], at: times, name: "corner-stroke", engine: engine)
        guard case .shape(let content) = story.timeline.views[1].content else { Issue.record("no shape"); return }
        for (t, frame) in frames {
            let state = try story.state(at: t)
            #expect(abs((frame["card"]?.rx ?? -1) - state["card"]!.state.cornerRadius) < 0.01, "\(engine): rx at \(t)")
            let start = state["shape"]!.state.strokeStart
            let offset = Double((frame["shape"]?.dashOffset ?? "").replacingOccurrences(of: "px", with: "")) ?? .nan
            #expect(abs(offset + start * content.length) < 0.01, "\(engine): dashoffset at \(t): \(offset) vs \(-start * content.length)")
        }
    }

    /// Writes PNG screenshots of the app intro at several times to the folder named by
    /// `ANIMATIC_SCREENSHOTS` (skipped when it is not set).
    @Test func appIntroScreenshots() async throws {
        guard let folder = ProcessInfo.processInfo.environment["ANIMATIC_SCREENSHOTS"] else { return }
        let story = try #require(Samples.named("app-intro")).record()
        let out = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let url = out.appendingPathComponent("app-intro.svg")
        try story.write(to: url)
        let browser = try await Browser.launch()
        do {
            try await browser.setWindowSize(width: 360, height: 640)
            let probe = try await SVGProbe.open(url, in: browser)
            for t in [0.4, 0.9, 1.5, 2.3, 3.2, 4.2, story.duration] {
                try await probe.seek(to: t)
                try await browser.screenshot(to: out.appendingPathComponent("app-intro-\(String(format: "%.2f", t)).png"))
            }
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }
}
