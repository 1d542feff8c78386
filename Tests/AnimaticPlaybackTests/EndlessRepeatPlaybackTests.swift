import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// Every property that can repeat endlessly keeps cycling in an exported SVG that does not
/// loop, as the model does: Chromium is read in the 3rd and the 50th cycle (inside them and
/// 1 ms either side of their boundaries) and compared with `Story.state(at:)` within 0.01 px,
/// 0.001 of opacity and 1/255 of a colour channel.
///
/// The table below has a story for every ``AnimatedProperty`` but `isHidden` (which never
/// interpolates) and `zPosition` (which orders siblings: ZPositionPlaybackTests reads its endless
/// repeat in the 3rd and the 50th cycle): a property added later without a story here fails
/// ``tableCoversEveryInterpolatingProperty()``. Every story repeats from 0.2 s with a period of
/// 1 s: `UIView.animate` with `.repeat` (1 s passes) or `[.repeat, .autoreverse]` (0.5 s there
/// and back) where UIKit animates the property in a view block, `CABasicAnimation` with
/// `repeatCount = .infinity` where it does not.
///
/// (An export used to play only the first cycle of an endless repeat of a content property:
/// the writer now adds each content track's cycle element, as for geometry.)
@Suite(.serialized) struct EndlessRepeatPlaybackTests {
    /// How the browser's picture is compared with the model.
    enum Check {
        /// The view's bounds corners within 0.01 px and its effective opacity within 0.001
        /// (``PlaybackComparison``).
        case geometry
        /// A number read from the page (``Reading``) against the model's; a shape's path
        /// length is passed for dash lengths.
        case number(tolerance: Double, browser: (Reading) -> Double?,
                    model: (ViewState, _ pathLength: Double) -> Double)
        /// A colour and its opacity read from the page against the model's colour.
        case color(browser: (Reading) -> (color: String?, opacity: Double?),
                   model: (ViewState) -> RGBA)
        /// The path's box (`getBBox`) against the box of the model's path within 0.01 px.
        case pathBox
    }

    /// One story repeating one property endlessly, the view that shows it, and the check.
    struct RepeatCase {
        /// The view's identifier (the SVG element id).
        var id: String
        var check: Check
        var record: () throws -> Story
    }

    /// Which stories repeat each property. Transforms have one story per kind (translation,
    /// rotation, scale).
    static var table: [AnimatedProperty: [RepeatCase]] {
        [
            .center: [viewBlock("center", autoreverses: true) { $0.center = CGPoint(x: 160, y: 90) }],
            .size: [viewBlock("size", autoreverses: false) { $0.bounds.size = CGSize(width: 90, height: 30) }],
            .transform: [
                viewBlock("translation", autoreverses: false) { $0.transform = CGAffineTransform(translationX: 40, y: -25) },
                viewBlock("rotation", autoreverses: true) { $0.transform = CGAffineTransform(rotationAngle: .pi / 3) },
                viewBlock("scale", autoreverses: false) { $0.transform = CGAffineTransform(scaleX: 1.8, y: 0.4) },
            ],
            .alpha: [viewBlock("alpha", autoreverses: true) { $0.alpha = 0.15 }],
            .backgroundColor: [RepeatCase(id: "backgroundColor", check: .color(
                browser: { ($0.backgroundFill, $0.backgroundFillOpacity) }, model: { $0.backgroundColor }),
                record: viewBlockStory("backgroundColor", autoreverses: false) { $0.backgroundColor = .green })],
            .cornerRadius: [RepeatCase(id: "cornerRadius", check: .number(
                tolerance: 0.01, browser: { $0.rx }, model: { state, _ in state.cornerRadius }),
                record: viewBlockStory("cornerRadius", autoreverses: true) { $0.layer.cornerRadius = 25 })],
            .borderColor: [layerAnimation("borderColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor,
                                          autoreverses: false, setUp: { $0.layer.borderWidth = 6 },
                                          check: .color(browser: { ($0.borderStroke, $0.borderStrokeOpacity) },
                                                        model: { $0.borderColor }))],
            .shadowOpacity: [layerAnimation("shadowOpacity", from: 0.0, to: 0.9, autoreverses: true,
                                            setUp: { $0.layer.shadowRadius = 5 },
                                            check: .number(tolerance: 0.001, browser: { $0.floodOpacity },
                                                           model: { state, _ in state.shadowOpacity }))],
            .shadowRadius: [layerAnimation("shadowRadius", from: 2.0, to: 14.0, autoreverses: true,
                                           setUp: { $0.layer.shadowOpacity = 0.8 },
                                           check: .number(tolerance: 0.01, browser: { $0.shadowBlur },
                                                          model: { state, _ in
                                                              if case .scalar(let r) = state.value(of: .shadowRadius) { return r }
                                                              return -1 }))],
            .shadowOffset: [
                layerAnimation("shadowOffset", from: CGSize(width: -6, height: 2), to: CGSize(width: 10, height: 14),
                               autoreverses: true, setUp: { $0.layer.shadowOpacity = 0.8 },
                               check: .number(tolerance: 0.01, browser: { $0.shadowDx },
                                              model: { state, _ in
                                                  if case .size(let dx, _) = state.value(of: .shadowOffset) { return dx }
                                                  return .nan })),
                layerAnimation("shadowOffset", id: "shadowOffsetY", from: CGSize(width: -6, height: 2),
                               to: CGSize(width: 10, height: 14), autoreverses: false,
                               setUp: { $0.layer.shadowOpacity = 0.8 },
                               check: .number(tolerance: 0.01, browser: { $0.shadowDy },
                                              model: { state, _ in
                                                  if case .size(_, let dy) = state.value(of: .shadowOffset) { return dy }
                                                  return .nan })),
            ],
            .borderWidth: [
                layerAnimation("borderWidth", from: 1.0, to: 9.0, autoreverses: true,
                               setUp: { $0.layer.borderColor = UIColor.red.cgColor },
                               check: .number(tolerance: 0.01, browser: { $0.borderWidth },
                                              model: { state, _ in
                                                  if case .scalar(let w) = state.value(of: .borderWidth) { return w }
                                                  return -1 })),
                layerAnimation("borderWidth", id: "borderInset", from: 1.0, to: 9.0, autoreverses: false,
                               setUp: { $0.layer.borderColor = UIColor.red.cgColor },
                               check: .number(tolerance: 0.01, browser: { $0.borderX },
                                              model: { state, _ in
                                                  if case .scalar(let w) = state.value(of: .borderWidth) { return w / 2 }
                                                  return -1 })),
            ],
            .textColor: [textColorCase()],
            .strokeStart: [shapeAnimation("strokeStart", from: 0.0, to: 0.6, autoreverses: false,
                                          check: .number(tolerance: 0.01, browser: { $0.dashOffset },
                                                         model: { state, length in -state.strokeStart * length }))],
            .strokeEnd: [shapeAnimation("strokeEnd", from: 1.0, to: 0.2, autoreverses: true,
                                        check: .number(tolerance: 0.01, browser: { $0.dash },
                                                       model: { state, length in (state.strokeEnd - state.strokeStart) * length }))],
            .strokeColor: [shapeAnimation("strokeColor", from: UIColor.red.cgColor, to: UIColor.green.cgColor,
                                          autoreverses: false,
                                          check: .color(browser: { ($0.pathStroke, $0.pathStrokeOpacity) },
                                                        model: { $0.strokeColor }))],
            .fillColor: [shapeAnimation("fillColor", from: UIColor.yellow.cgColor, to: UIColor.purple.cgColor,
                                        autoreverses: true,
                                        check: .color(browser: { ($0.pathFill, $0.pathFillOpacity) },
                                                      model: { $0.fillColor }))],
            .path: [shapeAnimation("path", from: UIBezierPath(rect: CGRect(x: 5, y: 5, width: 50, height: 50)).cgPath,
                                   to: UIBezierPath(rect: CGRect(x: 20, y: 0, width: 20, height: 60)).cgPath,
                                   autoreverses: true, check: .pathBox)],
            .lineWidth: [shapeAnimation("lineWidth", from: 2.0, to: 12.0, autoreverses: false,
                                        check: .number(tolerance: 0.01, browser: { $0.strokeWidth },
                                                       model: { state, _ in state.lineWidth }))],
            .miterLimit: [shapeAnimation("miterLimit", from: 2.0, to: 12.0, autoreverses: true,
                                         check: .number(tolerance: 0.01, browser: { $0.strokeMiterlimit },
                                                        model: { state, _ in state[scalar: .miterLimit] }))],
            .fontSize: [
                textLayerCase("fontSize", check: .number(tolerance: 0.01, browser: { $0.fontSize },
                                                         model: { state, _ in state[scalar: .fontSize] })),
                textLayerCase("fontSizeBaseline", check: .number(tolerance: 0.01, browser: { $0.textY },
                                                                 model: { state, _ in state[scalar: .fontSize] * 0.952 })),
            ],
            .anchorPoint: [
                layerAnimation("anchorPoint", from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0, y: 1), autoreverses: true,
                               setUp: { $0.transform = CGAffineTransform(rotationAngle: .pi / 6) }, check: .geometry),
                anchorAndSizeCase(),
            ],
            .boundsOrigin: [boundsOriginCase()],
            // The subviews turn about the anchor point (one `rotate(a cx cy)` group), and scale
            // and move (a group per animated part between the shifts to the anchor and back).
            .sublayerTransform: [
                layerAnimation("sublayerTransform.rotation.z", id: "sublayerTransform", from: 0.0, to: Double.pi / 2,
                               autoreverses: true, setUp: { addSubviews(to: $0) }, check: .geometry),
                layerAnimation("sublayerTransform", id: "sublayerTransformScale", from: CATransform3DIdentity,
                               to: CATransform3DTranslate(CATransform3DMakeScale(1.5, 0.5, 1), 8, -6, 0),
                               autoreverses: false, setUp: { addSubviews(to: $0) }, check: .geometry),
            ],
        ].merging(gradientCases) { $1 }
    }

    /// The gradient layer's slots: each colour and location, and both end points (x and y).
    static var gradientCases: [AnimatedProperty: [RepeatCase]] {
        var cases: [AnimatedProperty: [RepeatCase]] = [:]
        for (i, slot) in AnimatedProperty.gradientColors.enumerated() {
            cases[slot] = [gradientCase(slot, to: .color(RGBA(red: 0, green: 0.5, blue: 1)), check: .color(
                browser: { (($0.stopColors ?? []).dropFirst(i).first, ($0.stopOpacities ?? []).dropFirst(i).first) },
                model: { $0.color(slot) }))]
        }
        for (i, slot) in AnimatedProperty.gradientLocations.enumerated() {
            cases[slot] = [gradientCase(slot, to: .scalar(0.9), check: .number(
                tolerance: 1e-4, browser: { ($0.stopOffsets ?? []).dropFirst(i).first }, model: { state, _ in state[scalar: slot] }))]
        }
        for (slot, x, y) in [(AnimatedProperty.gradientStart, \Reading.x1, \Reading.y1), (.gradientEnd, \.x2, \.y2)] {
            func component(_ state: ViewState, _ i: Int) -> Double {
                if case .point(let px, let py) = state.value(of: slot) { return i == 0 ? px : py }
                return .nan
            }
            cases[slot] = [
                gradientCase(slot, suffix: "x", to: .point(x: 0.9, y: 0.8), check: .number(
                    tolerance: 1e-4, browser: { $0[keyPath: x] }, model: { state, _ in component(state, 0) })),
                gradientCase(slot, suffix: "y", to: .point(x: 0.9, y: 0.8), check: .number(
                    tolerance: 1e-4, browser: { $0[keyPath: y] }, model: { state, _ in component(state, 1) })),
            ]
        }
        return cases
    }

    /// A gradient (four opaque colours, stops 0, 0.3, 0.6, 1, axis top to bottom) whose
    /// `property` goes to `target` and back (0.5 s each way, linear) forever from 0.2 s.
    /// `CAGradientLayer`'s colours and locations cannot repeat through the API yet (a
    /// `CABasicAnimation` of `"colors"` is reported as not supported), so the timeline is
    /// recorded as the stage records an autoreversing endless repeat.
    private static func gradientCase(_ property: AnimatedProperty, suffix: String = "", to target: TimelineValue,
                                     check: Check) -> RepeatCase {
        let id = "\(property)\(suffix)"
        return RepeatCase(id: id, check: check) {
            let recorder = TimelineRecorder()
            var initial = ViewState(centerX: 120, centerY: 90, width: 160, height: 100)
            let colors = [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 1, green: 1, blue: 0),
                          RGBA(red: 0, green: 1, blue: 0), RGBA(red: 0, green: 0, blue: 1)]
            for (slot, color) in zip(AnimatedProperty.gradientColors, colors) { initial.set(slot, .color(color)) }
            for (slot, location) in zip(AnimatedProperty.gradientLocations, [0, 0.3, 0.6, 1]) {
                initial.set(slot, .scalar(location))
            }
            let view = recorder.addView(identifier: id, parent: nil, initial: initial, at: .zero)
            let half = try StoryTime(seconds: 0.5)
            recorder.record(view: view, property: property, start: try StoryTime(seconds: 0.2), duration: half,
                            curve: .linear, to: target)
            recorder.record(view: view, property: property, start: try StoryTime(seconds: 0.7), duration: half,
                            curve: .linear, to: initial.value(of: property))
            recorder.repeatForever(view: view, property: property, start: try StoryTime(seconds: 0.2),
                                   period: try StoryTime(seconds: 1))
            return Story(size: stageSize, timeline: recorder.timeline)
        }
    }

    /// The times read, in seconds: in the 3rd and the 50th cycle (cycle n runs from
    /// 0.2 + (n − 1) s for 1 s), 1 ms either side of both of its boundaries and at a quarter,
    /// a half and three quarters of it.
    static let times: [Double] = [3.0, 50.0].flatMap { cycle -> [Double] in
        let start = 0.2 + (cycle - 1)
        return [start - 0.001, start + 0.001, start + 0.25, start + 0.5, start + 0.75,
                start + 1 - 0.001, start + 1 + 0.001]
    }

    @Test func tableCoversEveryInterpolatingProperty() {
        // zPosition draws nothing of its own: its endless repeats are the order of siblings,
        // read in the 3rd and the 50th cycle by ZPositionPlaybackTests.
        let interpolating = Set(AnimatedProperty.allCases).subtracting([.isHidden, .zPosition])
        #expect(Set(Self.table.keys) == interpolating,
                "no endless-repeat story for \(interpolating.subtracting(Self.table.keys).map(\.description).sorted())")
        #expect(Self.table[.transform]?.map(\.id) == ["translation", "rotation", "scale"])
        #expect(Self.table.values.joined().count == 16 + 4 + 4 + 2 * 2 + 2 + 1 + 2 + 1 + 1 + 2 + 2 + 2 + 1)  // + shadowOffset dx, dy; borderWidth and its inset; sublayerTransform's turn and scale; miterLimit
    }

    /// Each story really repeats its property forever from 0.2 s with a 1 s period, and the
    /// values read are not all the same (a quarter and a half of each cycle differ).
    @Test func everyStoryRepeatsItsPropertyEndlessly() throws {
        for property in AnimatedProperty.allCases where property != .isHidden {
            for repeatCase in Self.table[property] ?? [] {
                let story = try repeatCase.record()
                let view = try #require(story.timeline.view(named: repeatCase.id))
                let cycle = try #require(story.timeline.endlessRepeat(of: view, property), "\(repeatCase.id)")
                #expect(cycle.start.seconds == 0.2 && cycle.period.seconds == 1, "\(repeatCase.id)")
                for start in [2.2, 49.2] {
                    let quarter = story.timeline.value(of: view, property, at: try StoryTime(seconds: start + 0.25))
                    let half = story.timeline.value(of: view, property, at: try StoryTime(seconds: start + 0.5))
                    #expect(quarter != half, "\(repeatCase.id) at \(start): \(quarter) both times")
                }
            }
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func everyPropertyKeepsCycling(engine: BrowserEngine) async throws {
        let folder = try PlaybackComparison.temporaryFolder("endless-repeats-\(engine)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for property in AnimatedProperty.allCases where property != .isHidden && property != .zPosition {
            guard let cases = Self.table[property] else {
                Issue.record("no endless-repeat story for \(property)")
                continue
            }
            for repeatCase in cases {
                let story = try repeatCase.record()
                let url = folder.appendingPathComponent("\(repeatCase.id).svg")
                try story.write(to: url)
                let problems = try await Self.compare(story, repeatCase, url: url, engine: engine)
                #expect(problems.isEmpty, "\(engine) \(property) (\(repeatCase.id)): \(problems.count) differences, first: \(problems.prefix(4))")
            }
        }
    }

    // MARK: - Comparing

    /// What the page shows of a view's content: its background and border rects, its shadow,
    /// its text and its path, as computed by the browser.
    struct Reading: Decodable, Sendable {
        var backgroundFill: String?
        var backgroundFillOpacity: Double?
        var rx: Double?
        var borderStroke: String?
        var borderStrokeOpacity: Double?
        /// The border rect's `stroke-width` and `x` (half the border's width), as animated.
        var borderWidth: Double?, borderX: Double?
        var floodOpacity: Double?
        /// The drop shadow's `stdDeviation` (x), as animated.
        var shadowBlur: Double?
        /// The drop shadow's `dx` and `dy`, as animated.
        var shadowDx: Double?, shadowDy: Double?
        var textFill: String?
        var textFillOpacity: Double?
        var pathStroke: String?
        var pathStrokeOpacity: Double?
        var pathFill: String?
        var pathFillOpacity: Double?
        var strokeWidth: Double?
        /// The path's `stroke-miterlimit`, as computed.
        var strokeMiterlimit: Double?
        var dash: Double?
        var dashOffset: Double?
        var x1: Double?, y1: Double?, x2: Double?, y2: Double?
        var stopOffsets: [Double]?
        var stopColors: [String]?
        var stopOpacities: [Double]?
        var fontSize: Double?
        var textY: Double?
        /// The path's `getBBox()`: x, y, width, height.
        var pathBox: [Double]?
        /// The document time the engine reports after the seek.
        var documentTime: Double
    }

    static let script = #"""
        const [id, seeks] = arguments;
        const root = document.documentElement;
        root.pauseAnimations();
        const g = document.getElementById(id);
        const rects = Array.from(g.children).filter(e => e.localName === 'rect');
        const background = rects.find(e => e.getAttribute('fill') !== 'none');
        const border = rects.find(e => e.getAttribute('fill') === 'none');
        const shadow = g.querySelector('feDropShadow');
        const text = g.querySelector('text');
        const path = g.querySelector('path');
        const gradient = g.querySelector('linearGradient');
        const stops = gradient ? Array.from(gradient.querySelectorAll('stop')) : null;
        const number = (s) => s === undefined || s === null ? null : parseFloat(s);
        const out = [];
        for (const t of seeks) {
          root.setCurrentTime(t);
          const b = background && getComputedStyle(background), r = border && getComputedStyle(border);
          const x = text && getComputedStyle(text), p = path && getComputedStyle(path);
          out.push({
            backgroundFill: b ? b.fill : null, backgroundFillOpacity: b ? number(b.fillOpacity) : null,
            rx: background ? background.rx.animVal.value : null,
            borderStroke: r ? r.stroke : null, borderStrokeOpacity: r ? number(r.strokeOpacity) : null,
            borderWidth: r ? number(r.strokeWidth) : null, borderX: border ? border.x.animVal.value : null,
            floodOpacity: shadow ? number(getComputedStyle(shadow).floodOpacity) : null,
            shadowBlur: shadow ? shadow.stdDeviationX.animVal : null,
            shadowDx: shadow ? shadow.dx.animVal : null, shadowDy: shadow ? shadow.dy.animVal : null,
            textFill: x ? x.fill : null, textFillOpacity: x ? number(x.fillOpacity) : null,
            pathStroke: p ? p.stroke : null, pathStrokeOpacity: p ? number(p.strokeOpacity) : null,
            pathFill: p ? p.fill : null, pathFillOpacity: p ? number(p.fillOpacity) : null,
            strokeWidth: p ? number(p.strokeWidth) : null, strokeMiterlimit: p ? number(p.strokeMiterlimit) : null,
            dash: p ? number(p.strokeDasharray.split(',')[0]) : null,
            dashOffset: p ? number(p.strokeDashoffset) : null,
            x1: gradient ? gradient.x1.animVal.value : null, y1: gradient ? gradient.y1.animVal.value : null,
            x2: gradient ? gradient.x2.animVal.value : null, y2: gradient ? gradient.y2.animVal.value : null,
            stopOffsets: stops ? stops.map(e => e.offset.animVal) : null,
            stopColors: stops ? stops.map(e => getComputedStyle(e).stopColor) : null,
            stopOpacities: stops ? stops.map(e => number(getComputedStyle(e).stopOpacity)) : null,
            fontSize: x ? number(x.fontSize) : null, textY: text ? text.y.animVal[0].value : null,
            pathBox: path ? (() => { const b = path.getBBox(); return [b.x, b.y, b.width, b.height]; })() : null,
            documentTime: root.getCurrentTime(),
          });
        }
        return out;
        """#

    /// Every difference between `engine` and the model at ``times`` for one case.
    static func compare(_ story: Story, _ repeatCase: RepeatCase, url: URL, engine: BrowserEngine) async throws -> [String] {
        switch repeatCase.check {
        case .geometry:
            let found = try await BrowserPool.shared(for: engine).withBrowser { browser in
                try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
            }
            return found.map(\.description)
        case .number(let tolerance, let browser, let model):
            return try await readings(story, repeatCase, url: url, engine: engine) { t, reading, state, length in
                guard let shown = browser(reading) else { return "t=\(t): nothing read" }
                let expected = model(state, length)
                return abs(shown - expected) <= tolerance ? nil : "t=\(t): \(shown) vs model \(expected)"
            }
        case .color(let browser, let model):
            return try await readings(story, repeatCase, url: url, engine: engine) { t, reading, state, _ in
                let (text, opacity) = browser(reading)
                guard let text, let opacity, let shown = cssColor(text) else { return "t=\(t): read \(String(describing: text))" }
                let expected = model(state)
                let channels = zip(shown, [expected.red, expected.green, expected.blue]).map { abs($0 * 255 - $1 * 255) }
                if channels.max()! > 1 || abs(opacity - expected.alpha) > 0.001 {
                    return "t=\(t): \(text) opacity \(opacity) vs model \(expected)"
                }
                return nil
            }
        case .pathBox:
            let view = try #require(story.timeline.view(named: repeatCase.id))
            return try await readings(story, repeatCase, url: url, engine: engine) { t, reading, _, _ in
                guard let shown = reading.pathBox, shown.count == 4,
                      let path = try? story.timeline.path(of: view, at: StoryTime(seconds: t)) else { return "t=\(t): nothing read" }
                let xs = path.compactMap { e -> [Double]? in
                    if case .move(let x, let y) = e { return [x, y] }
                    if case .line(let x, let y) = e { return [x, y] }
                    return nil
                }
                let minX = xs.map { $0[0] }.min()!, maxX = xs.map { $0[0] }.max()!
                let minY = xs.map { $0[1] }.min()!, maxY = xs.map { $0[1] }.max()!
                let expected = [minX, minY, maxX - minX, maxY - minY]
                return zip(shown, expected).allSatisfy({ abs($0 - $1) <= 0.01 }) ? nil : "t=\(t): box \(shown) vs model \(expected)"
            }
        }
    }

    /// Reads the page at ``times`` and lists what `problem` finds at each, against the model at
    /// the time the browser really shows (``PlaybackComparison/shownTime(seekValue:documentTime:engine:)``).
    static func readings(_ story: Story, _ repeatCase: RepeatCase, url: URL, engine: BrowserEngine,
                         problem: (Double, Reading, ViewState, Double) -> String?) async throws -> [String] {
        let seeks = try times.map { try SVGProbe.seekValue(for: $0) }
        let id = repeatCase.id
        let read = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            return try await browser.execute(script: script, args: [.string(id), .array(seeks.map { .number(Double($0)) })],
                                             as: [Reading].self)
        }
        let view = try #require(story.timeline.view(named: repeatCase.id))
        var length = 0.0
        if case .shape(let shape) = story.timeline.views[view].content { length = shape.length }
        return try zip(seeks, read).compactMap { seek, reading in
            let t = PlaybackComparison.shownTime(seekValue: Double(seek), documentTime: reading.documentTime, engine: engine)
            return problem(t, reading, try story.state(at: t).views[view].state, length)
        }
    }

    /// The red, green and blue of a computed CSS colour (`rgb(r, g, b)` or `rgba(r, g, b, a)`),
    /// 0...1.
    static func cssColor(_ text: String) -> [Double]? {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
        let parts = text[text.index(after: open)..<close].split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return parts.count >= 3 ? parts.prefix(3).map { $0 / 255 } : nil
    }

    // MARK: - The stories

    private static let stageSize = CGSize(width: 240, height: 180)

    /// A 60×60 red square at (90, 60), named `id`.
    private static func square(_ id: String) -> UIView {
        let view = UIView(frame: CGRect(x: 90, y: 60, width: 60, height: 60))
        view.backgroundColor = .red
        view.accessibilityIdentifier = id
        return view
    }

    /// `UIView.animate(withDuration:delay: 0.2, options: .repeat…)` of `change`: a 1 s pass, or
    /// 0.5 s there and back with `.autoreverse`, eased in and out.
    private static func viewBlockStory(_ id: String, autoreverses: Bool,
                                       _ change: @escaping (UIView) -> Void) -> () throws -> Story {
        {
            let view = square(id)
            return try Story.record(size: stageSize) { stage in
                stage.addSubview(view)
                UIView.animate(withDuration: autoreverses ? 0.5 : 1, delay: 0.2,
                               options: autoreverses ? [.repeat, .autoreverse] : [.repeat],
                               animations: { change(view) })
            }
        }
    }

    /// A square whose anchor point (`CABasicAnimation`, 0.5 s there and back) and size
    /// (`UIView.animate` with `.repeat`, 1 s passes) both repeat forever from 0.2 s with the
    /// same period: the bounds offset −anchor·size is a product of the two, written as one
    /// sampled track and one sampled cycle.
    private static func anchorAndSizeCase() -> RepeatCase {
        RepeatCase(id: "anchorPointAndSize", check: .geometry) {
            let view = square("anchorPointAndSize")
            return try Story.record(size: stageSize) { stage in
                stage.addSubview(view)
                view.layer.add(basic("anchorPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0.5), autoreverses: true),
                               forKey: "anchorPoint")
                UIView.animate(withDuration: 1, delay: 0.2, options: [.repeat],
                               animations: { view.bounds.size = CGSize(width: 110, height: 30) })
            }
        }
    }

    private static func viewBlock(_ id: String, autoreverses: Bool,
                                  _ change: @escaping (UIView) -> Void) -> RepeatCase {
        RepeatCase(id: id, check: .geometry, record: viewBlockStory(id, autoreverses: autoreverses, change))
    }

    /// A `CABasicAnimation` of `keyPath` beginning 0.2 s in, with `repeatCount = .infinity`
    /// (linear; 1 s passes, or 0.5 s there and back).
    private static func basic(_ keyPath: String, from: Any, to: Any, autoreverses: Bool) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = autoreverses ? 0.5 : 1
        animation.beginTime = CACurrentMediaTime() + 0.2
        animation.autoreverses = autoreverses
        animation.repeatCount = .infinity
        return animation
    }

    /// A square whose layer's `keyPath` repeats.
    private static func layerAnimation(_ keyPath: String, id: String? = nil, from: Any, to: Any, autoreverses: Bool,
                                       setUp: @escaping (UIView) -> Void, check: Check) -> RepeatCase {
        RepeatCase(id: id ?? keyPath, check: check) {
            let view = square(id ?? keyPath)
            setUp(view)
            return try Story.record(size: stageSize) { stage in
                stage.addSubview(view)
                view.layer.add(basic(keyPath, from: from, to: to, autoreverses: autoreverses), forKey: keyPath)
            }
        }
    }

    /// A view drawn by a shape layer (a 60×60 rectangle path, red stroke 4 wide, yellow fill)
    /// whose `keyPath` repeats.
    private static func shapeAnimation(_ keyPath: String, from: Any, to: Any, autoreverses: Bool,
                                       check: Check) -> RepeatCase {
        RepeatCase(id: keyPath, check: check) {
            let view = ShapeView(frame: CGRect(x: 90, y: 60, width: 60, height: 60))
            view.accessibilityIdentifier = keyPath
            let layer = view.layer as! CAShapeLayer
            layer.path = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 50, height: 50)).cgPath
            layer.strokeColor = UIColor.red.cgColor
            layer.fillColor = UIColor.yellow.cgColor
            layer.lineWidth = 4
            return try Story.record(size: stageSize) { stage in
                stage.addSubview(view)
                layer.add(basic(keyPath, from: from, to: to, autoreverses: autoreverses), forKey: keyPath)
            }
        }
    }

    private final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    private final class TextView: UIView {
        override class var layerClass: AnyClass { CATextLayer.self }
    }

    /// A view drawn by a text layer ("Repeat", 20 pt) whose `fontSize` grows to 34 and back
    /// (0.5 s each way) forever from 0.2 s; read as the text's size or its baseline.
    private static func textLayerCase(_ id: String, check: Check) -> RepeatCase {
        RepeatCase(id: id, check: check) {
            let view = TextView(frame: CGRect(x: 40, y: 40, width: 180, height: 60))
            view.accessibilityIdentifier = id
            let layer = view.layer as! CATextLayer
            layer.string = "Repeat"
            layer.fontSize = 20
            layer.foregroundColor = UIColor.black.cgColor
            return try Story.record(size: stageSize) { stage in
                stage.addSubview(view)
                layer.add(basic("fontSize", from: 20.0, to: 34.0, autoreverses: true), forKey: "fontSize")
            }
        }
    }

    /// A label's text colour, black to blue and back (0.5 s each way) forever from 0.2 s: a
    /// cross-dissolve transition whose block repeats with `modifyAnimations` (the only way
    /// UIKit's API blends a text colour; the transition itself refuses `.repeat`).
    private static func textColorCase() -> RepeatCase {
        RepeatCase(id: "textColor", check: .color(browser: { ($0.textFill, $0.textFillOpacity) }, model: { $0.textColor })) {
            let label = UILabel(frame: CGRect(x: 40, y: 70, width: 160, height: 40))
            label.text = "Repeat"
            label.textColor = .black
            label.accessibilityIdentifier = "textColor"
            return try Story.record(size: stageSize) { stage in
                stage.addSubview(label)
                Observable.just(()).delay(0.2, scheduler: MainScheduler.instance).subscribe(onNext: {
                    UIView.transition(with: label, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear], animations: {
                        UIView.modifyAnimations(withRepeatCount: .infinity, autoreverses: true) {
                            label.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                        }
                    })
                }).disposed(by: stage.disposeBag)
            }
        }
    }
}

extension EndlessRepeatPlaybackTests {
    /// A view's bounds origin (a scroll view's content offset) repeating there and back: the
    /// child moves the other way, its parent stays (the geometry check compares every view).
    /// Two subviews of `view` (a 60×60 square) that its sublayer transform places: one in its
    /// top-left corner, one past its right edge.
    static func addSubviews(to view: UIView) {
        for (i, frame) in [CGRect(x: 5, y: 5, width: 20, height: 10), CGRect(x: 50, y: 30, width: 25, height: 15)].enumerated() {
            let child = UIView(frame: frame)
            child.backgroundColor = i == 0 ? .blue : .green
            child.accessibilityIdentifier = "\(view.accessibilityIdentifier ?? "view")Child\(i)"
            view.addSubview(child)
        }
    }

    static func boundsOriginCase() -> RepeatCase {
        RepeatCase(id: "boundsOrigin", check: .geometry) {
            let view = UIView(frame: CGRect(x: 90, y: 60, width: 60, height: 60))
            view.backgroundColor = .red
            view.accessibilityIdentifier = "boundsOrigin"
            let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            child.backgroundColor = .blue
            child.accessibilityIdentifier = "boundsOriginChild"
            view.addSubview(child)
            return try Story.record(size: CGSize(width: 240, height: 180)) { stage in
                stage.addSubview(view)
                UIView.animate(withDuration: 0.5, delay: 0.2, options: [.repeat, .autoreverse],
                               animations: { view.bounds.origin = CGPoint(x: 15, y: -10) })
            }
        }
    }
}
