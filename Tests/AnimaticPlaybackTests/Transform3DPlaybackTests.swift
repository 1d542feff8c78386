import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// 3D transforms as the layer's plane shows them, played in Chromium, Firefox and WebKit
/// against the model: a card turning about y (IBAnimatable's Triforce: a keyframe turn from 0
/// to π, drawn as its sampled 2D projection, mirrored past the half) and a square spinning
/// under perspective (NVActivityIndicatorView's SquareSpin: drawn as its path seen in
/// perspective, sampled `d` values). The card's corners (every view's matrix and opacity,
/// ``PlaybackComparison``) and the square's path box stay within 0.01 px of the model.
@Suite(.serialized) struct Transform3DPlaybackTests {
    private final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    static func turned(_ x: CGFloat, _ y: CGFloat) -> CATransform3D {
        var rx = CATransform3DMakeRotation(x, 1, 0, 0)
        rx.m34 = -1 / 100
        var ry = CATransform3DMakeRotation(y, 0, 1, 0)
        ry.m34 = -1 / 100
        return CATransform3DConcat(rx, ry)
    }

    static func story() throws -> Story {
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 100))
        card.backgroundColor = .orange
        card.accessibilityIdentifier = "card"
        let square = ShapeView(frame: CGRect(x: 140, y: 40, width: 60, height: 60))
        square.accessibilityIdentifier = "square"
        let shape = square.layer as! CAShapeLayer
        let outline = UIBezierPath()
        outline.move(to: .zero)
        outline.addLine(to: CGPoint(x: 60, y: 0))
        outline.addLine(to: CGPoint(x: 60, y: 60))
        outline.addLine(to: CGPoint(x: 0, y: 60))
        shape.path = outline.cgPath
        shape.fillColor = UIColor.purple.cgColor
        return try Story.record(size: CGSize(width: 240, height: 140)) { stage in
            stage.addSubview(card)
            stage.addSubview(square)
            let flip = CAKeyframeAnimation(keyPath: "transform")
            flip.values = [CATransform3DMakeRotation(0, 0, 1, 0), CATransform3DMakeRotation(.pi, 0, 1, 0)].map { NSValue(caTransform3D: $0) }
            flip.duration = 1.2
            flip.repeatCount = 2
            card.layer.add(flip, forKey: "flip")
            let spin = CAKeyframeAnimation(keyPath: "transform")
            spin.keyTimes = [0, 0.25, 0.5, 0.75, 1]
            let timing = CAMediaTimingFunction(controlPoints: 0.09, 0.57, 0.49, 0.9)
            spin.timingFunctions = [timing, timing, timing, timing]
            spin.values = [turned(0, 0), turned(.pi, 0), turned(.pi, .pi), turned(0, .pi), turned(0, 0)].map { NSValue(caTransform3D: $0) }
            spin.duration = 2.4
            shape.add(spin, forKey: "spin")
        }
    }

    struct Frame: Decodable, Sendable {
        var documentTime: Double
        var x: Double, y: Double, width: Double, height: Double
    }

    static let script = #"""
        const [seeks] = arguments;
        const root = document.documentElement;
        root.pauseAnimations();
        const out = [];
        for (const t of seeks) {
          root.setCurrentTime(t);
          const b = document.getElementById('square').querySelector('path').getBBox();
          out.push({ documentTime: root.getCurrentTime(), x: b.x, y: b.y, width: b.width, height: b.height });
        }
        return out;
        """#

    @Test func theCardTurnsInTwoDAndTheSquareMorphs() throws {
        let story = try Self.story()
        let card = try #require(story.state(at: 0.3)["card"])
        #expect(abs(card.state.transform.matrix.a - cos(.pi / 4)) * 100 <= 0.25)
        let svg = try story.svg()
        #expect(svg.contains(#"attributeName="d""#))
        let square = try #require(story.timeline.view(named: "square"))
        #expect(story.timeline.path(of: square, at: try StoryTime(seconds: 0.3)) != story.timeline.path(of: square, at: .zero))
    }

    @Test(arguments: BrowserEngine.tested)
    func playsAsTheModel(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("transform-3d-\(engine)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("transform-3d.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let times = PlaybackComparison.probeTimes(for: story, evenly: 80).filter { $0 < story.duration }
        let (report, frames) = try await BrowserPool.shared(for: engine).withBrowser { browser in
            let report = try await PlaybackComparison.report(story: story, svg: url, browser: browser, times: times)
            try await browser.navigate(to: url)
            let seeks = try times.map { try SVGProbe.seekValue(for: $0) }
            let frames = try await browser.execute(script: Self.script, args: [.array(seeks.map { .number(Double($0)) })],
                                                   as: [Frame].self)
            return (report, zip(seeks, frames).map { ($0, $1) })
        }
        #expect(report.mismatches.isEmpty, "\(engine): \(report.mismatches.prefix(4))")
        let view = try #require(story.timeline.view(named: "square"))
        var problems: [String] = []
        for (seek, frame) in frames {
            let t = PlaybackComparison.shownTime(seekValue: Double(seek), documentTime: frame.documentTime, engine: engine)
            let model = try #require(story.timeline.path(of: view, at: try StoryTime(seconds: t)))
            var xs: [Double] = [], ys: [Double] = []
            for element in model {
                if case .move(let x, let y) = element { xs.append(x); ys.append(y) }
                if case .line(let x, let y) = element { xs.append(x); ys.append(y) }
            }
            let box = (xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
            let worst = max(abs(frame.x - box.0), abs(frame.y - box.1), abs(frame.width - box.2), abs(frame.height - box.3))
            if worst > 0.01 { problems.append("t=\(t): box (\(frame.x), \(frame.y), \(frame.width), \(frame.height)) vs \(box)") }
        }
        #expect(problems.isEmpty, "\(engine): \(problems.count) differences, first: \(problems.prefix(4))")
    }
}
