import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// Shape paths morph in an exported SVG as in the model (`Timeline.path(of:at:)`): one
/// `<animate attributeName="d">` whose values all have the joined path's commands, played in
/// Chromium, Firefox and WebKit. At every probed time the path's bounding box (`getBBox`) is
/// within 0.01 px of the model path's, and for straight-edged paths its length
/// (`getTotalLength`) and start point (`getPointAtLength(0)`) too.
///
/// The story: a polygon view whose own shape layer morphs with a `CABasicAnimation` (ease in
/// and out, autoreversing twice) and then takes a new path at once; a standalone ring layer
/// (four Bézier quarter arcs) morphing through keyframes at key times and then implicitly
/// (0.25 s, linear) when its path is set; a star whose path follows a spring. An ellipse's
/// control points lie inside its box, so every engine's box of it is exact. An equalizer bar
/// jumps from its capsule to additive keyframes of rectangles (other commands) and back.
@Suite(.serialized) struct PathMorphPlaybackTests {
    private final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    static func polygon(_ points: [(Double, Double)]) -> CGPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: points[0].0, y: points[0].1))
        for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
        path.close()
        return path.cgPath
    }

    static func story() throws -> Story {
        let logo = ShapeView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        logo.accessibilityIdentifier = "logo"
        let shape = logo.layer as! CAShapeLayer
        shape.path = polygon([(10, 10), (90, 10), (90, 90), (10, 90)])
        shape.fillColor = UIColor.orange.cgColor
        let host = UIView(frame: CGRect(x: 140, y: 20, width: 120, height: 120))
        host.accessibilityIdentifier = "host"
        let ring = CAShapeLayer()
        ring.name = "ring"
        ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 100, height: 100)).cgPath
        ring.strokeColor = UIColor.blue.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 3
        host.layer.addSublayer(ring)
        let star = ShapeView(frame: CGRect(x: 20, y: 150, width: 100, height: 100))
        star.accessibilityIdentifier = "star"
        let starShape = star.layer as! CAShapeLayer
        starShape.path = polygon([(50, 10), (60, 40), (90, 50), (60, 60), (50, 90), (40, 60), (10, 50), (40, 40)])
        starShape.fillColor = UIColor.purple.cgColor
        let eq = UIView(frame: CGRect(x: 140, y: 150, width: 40, height: 60))
        eq.accessibilityIdentifier = "eq"
        let bar = CAShapeLayer()
        bar.name = "bar"
        bar.path = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 10, height: 40), cornerRadius: 5).cgPath
        bar.fillColor = UIColor.red.cgColor
        eq.layer.addSublayer(bar)
        return try Story.record(size: CGSize(width: 280, height: 270)) { stage in
            stage.addSubview(logo)
            stage.addSubview(host)
            stage.addSubview(star)
            stage.addSubview(eq)
            // NVActivityIndicatorView's audio equalizer: rectangles (M L L L Z) over a capsule
            // (M L C L C L C L C Z), additive (no sum of paths: they show as they are).
            let levels = CAKeyframeAnimation()
            levels.keyPath = "path"
            levels.isAdditive = true
            levels.values = [0, 0.7, 0.4, 0.05].map {
                UIBezierPath(rect: CGRect(x: 10, y: 50 - 40 * $0, width: 10, height: 40 * $0)).cgPath
            }
            levels.duration = 0.9
            levels.repeatCount = 2
            bar.add(levels, forKey: "animation")
            let morph = CABasicAnimation(keyPath: "path")
            morph.toValue = polygon([(50, 0), (100, 50), (50, 100), (0, 50)])
            morph.duration = 0.6
            morph.beginTime = CACurrentMediaTime() + 0.2
            morph.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            morph.autoreverses = true
            morph.repeatCount = 2
            shape.add(morph, forKey: "morph")
            let rings = CAKeyframeAnimation(keyPath: "path")
            rings.values = [UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 100, height: 100)).cgPath,
                            UIBezierPath(ovalIn: CGRect(x: 0, y: 40, width: 120, height: 40)).cgPath,
                            UIBezierPath(ovalIn: CGRect(x: 40, y: 0, width: 40, height: 120)).cgPath]
            rings.keyTimes = [0, 0.3, 1]
            rings.duration = 1.5
            ring.add(rings, forKey: "rings")
            let spring = CASpringAnimation(keyPath: "path")
            spring.toValue = polygon([(50, 0), (70, 30), (100, 50), (70, 70), (50, 100), (30, 70), (0, 50), (30, 30)])
            spring.damping = 6
            spring.duration = spring.settlingDuration
            starShape.path = spring.toValue as? CGPath
            starShape.add(spring, forKey: "spring")
            Observable.just(()).delay(.milliseconds(1700), scheduler: MainScheduler.instance).subscribe(onNext: {
                ring.path = UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 60, height: 60)).cgPath   // implicit, 0.25 s
                shape.path = polygon([(0, 0), (100, 20), (80, 100), (20, 80)])                       // at once
            }).disposed(by: stage.disposeBag)
        }
    }

    struct Reading: Decodable, Sendable {
        var x: Double, y: Double, width: Double, height: Double
        var length: Double
        var startX: Double, startY: Double
    }

    struct Frame: Decodable, Sendable {
        var documentTime: Double
        var paths: [String: Reading]
    }

    static let script = #"""
        const [ids, seeks] = arguments;
        const root = document.documentElement;
        root.pauseAnimations();
        const out = [];
        for (const t of seeks) {
          root.setCurrentTime(t);
          const paths = {};
          for (const id of ids) {
            const path = document.getElementById(id).querySelector('path');
            const b = path.getBBox(), p = path.getPointAtLength(0);
            paths[id] = { x: b.x, y: b.y, width: b.width, height: b.height, length: path.getTotalLength(),
                          startX: p.x, startY: p.y };
          }
          out.push({ documentTime: root.getCurrentTime(), paths });
        }
        return out;
        """#

    /// The box of a path's points (for these paths, the box of the path itself).
    static func box(_ path: [PathElement]) -> (x: Double, y: Double, width: Double, height: Double) {
        var xs: [Double] = [], ys: [Double] = []
        for element in path {
            switch element {
            case .move(let x, let y), .line(let x, let y): xs.append(x); ys.append(y)
            case .quad(let cx, let cy, let x, let y): xs += [cx, x]; ys += [cy, y]
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): xs += [c1x, c2x, x]; ys += [c1y, c2y, y]
            case .close: break
            }
        }
        return (xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }

    @Test func theExportHasOneDAnimationPerMorphingShape() throws {
        let story = try Self.story()
        let svg = try story.svg()
        // Each morphing shape's path animates `d` (in one element or one per change).
        let paths = svg.components(separatedBy: "<path").dropFirst().map { $0.components(separatedBy: "</path>")[0] }
        #expect(paths.filter { $0.contains(#"attributeName="d""#) }.count == 4)
        #expect(story.timeline.path(of: story.timeline.view(named: "logo")!, at: try StoryTime(seconds: 0.5))
                != story.timeline.path(of: story.timeline.view(named: "logo")!, at: .zero))
    }

    @Test(arguments: BrowserEngine.allCases)
    func pathsMorphAsTheModel(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("path-morph-\(engine)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("path-morph.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let ids = ["logo", "ring", "star", "bar"]
        let times = (PlaybackComparison.probeTimes(for: story, evenly: 60) + [0.35, 0.5, 0.65, 1.1, 1.75, 1.8, 1.9])
            .filter { $0 < story.duration }
        let seeks = try times.map { try SVGProbe.seekValue(for: $0) }
        let frames = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            return try await browser.execute(script: Self.script, args: [.array(ids.map { .string($0) }),
                                                                         .array(seeks.map { .number(Double($0)) })],
                                             as: [Frame].self)
        }
        var problems: [String] = []
        var worst = 0.0
        for (seek, frame) in zip(seeks, frames) {
            let t = PlaybackComparison.shownTime(seekValue: Double(seek), documentTime: frame.documentTime, engine: engine)
            for id in ids {
                let view = try #require(story.timeline.view(named: id))
                let model = try #require(story.timeline.path(of: view, at: try StoryTime(seconds: t)))
                guard let shown = frame.paths[id] else { problems.append("t=\(t) \(id): not read"); continue }
                let b = Self.box(model)
                var deviations = [abs(shown.x - b.x), abs(shown.y - b.y), abs(shown.width - b.width), abs(shown.height - b.height)]
                if id != "ring" && (id != "bar" || model.count == 5) {   // (the bar's capsule has arcs)
                    guard case .move(let x0, let y0) = model[0] else { continue }
                    deviations += [abs(shown.length - PathElement.length(of: model)), abs(shown.startX - x0), abs(shown.startY - y0)]
                }
                worst = max(worst, deviations.max()!)
                if deviations.max()! > 0.01 {
                    problems.append("t=\(t) \(id): box (\(shown.x), \(shown.y), \(shown.width), \(shown.height)) length \(shown.length) "
                                    + "vs model (\(b.x), \(b.y), \(b.width), \(b.height)) length \(PathElement.length(of: model))")
                }
            }
        }
        #expect(problems.isEmpty, "\(engine): \(problems.count) differences (worst \(worst) px), first: \(problems.prefix(4))")
        #expect(frames.count == times.count)
    }
}
