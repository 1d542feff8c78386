import AnimaticClock
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// The `values`/`keyTimes`/`keySplines` of the first animation element with these attributes
/// (`type` absent is `translate`, `animateTransform`'s default).
private func track(_ root: SVGNode, _ attribute: String, type: String? = nil) -> SVGNode? {
    tracks(root, attribute, type: type).first
}

/// Every animation element of `attribute` (and `type`), in document order.
private func tracks(_ root: SVGNode, _ attribute: String, type: String? = nil) -> [SVGNode] {
    root.all.filter { ($0.name == "animate" || $0.name == "animateTransform")
        && $0["attributeName"] == attribute
        && (type == nil || ($0["type"] ?? ($0.name == "animateTransform" ? "translate" : nil)) == type) }
}

@Suite struct StructureTests {
    @Test func oneViewStoryExactText() throws {
        let text = try SVGExport.document(timeline: articleTimeline(), size: stage, options: .init(pretty: true))
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
              <g transform="translate(150 100)">
                <animateMotion to="50 0" begin="0.5s" calcMode="spline" keyTimes="0;1" keySplines=".42 0 .58 1" dur="0.5s" fill="freeze"/>
                <animate attributeName="opacity" dur="2s" calcMode="spline" keyTimes="0;.75;1" keySplines="0 0 1 1;.42 0 .58 1" values="1;1;0" fill="freeze"/>
                <g id="box">
                  <animateTransform values="0 50 50;90 50 50" attributeName="transform" type="rotate" calcMode="spline" keyTimes="0;1" keySplines=".42 0 .58 1" dur="0.5s" fill="freeze"/>
                  <rect width="100" height="100" fill="#f00"/>
                </g>
              </g>
            </svg>

            """)
    }

    @Test func staticViewIsOneGroup() throws {
        let r = TimelineRecorder()
        _ = r.addView(identifier: "still", parent: nil,
                      initial: ViewState(centerX: 10, centerY: 20, width: 4, height: 6,
                                         backgroundColor: RGBA(red: 0, green: 0.5, blue: 1, alpha: 0.25)),
                      at: .zero)
        _ = r.addView(identifier: "clear", parent: nil, initial: ViewState(centerX: 1, centerY: 1, width: 2, height: 2), at: .zero)
        let text = try SVGExport.document(timeline: r.timeline, size: CGSize(width: 40, height: 30),
                                          options: .init(pretty: true, background: RGBA(red: 1, green: 1, blue: 1)))
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30">
              <rect width="40" height="30" fill="#fff"/>
              <g id="still" transform="translate(8 17)">
                <rect width="4" height="6" fill="#0080ff" fill-opacity=".25"/>
              </g>
              <g id="clear"/>
            </svg>

            """)
    }

    /// UIKit's curves as keySplines. easeInOut is written as itself. A linear move is written
    /// with its control points at thirds of the diagonal (still exactly linear), and easeIn /
    /// easeOut get their zero-slope end cut off as an exact sub-Bézier of its own (cut at
    /// parameter 0.1): Chromium's spline solver is imprecise where time has zero slope.
    @Test(arguments: [
        (TimingCurve.linear, nil, nil, "1;0"),
        (.easeIn, ".384404 0 .900604 .833333;.651861 .642857 1 1", "0;.98334;1", "1;.028;0"),
        (.easeOut, "0 0 .348139 .357143;.099396 .166667 .615596 1", "0;.01666;1", "1;.972;0"),
        (.easeInOut, ".42 0 .58 1", "0;1", "1;0"),
    ] as [(TimingCurve, String?, String?, String)])
    func keySplinesOfUIKitCurves(curve: TimingCurve, spline: String?, keyTimes: String?, values: String) throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "a", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: s(1), curve: curve, to: .scalar(0))
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: r.timeline, size: stage))
        let a = try #require(track(root, "opacity"))
        #expect(a["keySplines"] == spline)
        #expect(a["keyTimes"] == keyTimes)
        // A track of one change from 0 keeps the story's form (`values`), as long as `to`.
        #expect(a["values"] == values)
        // A linear change is SMIL's default calcMode, with no splines and (two values) no keyTimes.
        #expect(a["calcMode"] == (spline == nil ? nil : "spline"))
    }

    /// The cut pieces of easeIn and easeOut are the same curve: at every time the written
    /// keyframes give the curve's own progress.
    @Test(arguments: [TimingCurve.easeIn, .easeOut])
    func cutCurvesFollowTheWholeCurve(curve: TimingCurve) throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "a", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: s(1), curve: curve, to: .scalar(0))
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: r.timeline, size: stage, options: .init(decimals: 9)))
        let a = try #require(track(root, "opacity"))
        let times = try #require(a["keyTimes"]).split(separator: ";").map { Double($0)! }
        let values = try #require(a["values"]).split(separator: ";").map { Double($0)! }
        let splines = try #require(a["keySplines"]).split(separator: ";").map {
            $0.split(separator: " ").map { Double($0)! }
        }
        for k in 0...200 {
            let t = Double(k) / 200
            let i = max(0, min(times.count - 2, (times.lastIndex { $0 <= t } ?? 0)))
            let local = (t - times[i]) / (times[i + 1] - times[i])
            let c = splines[i]
            let p = TimingCurve.cubicBezier(x1: c[0], y1: c[1], x2: c[2], y2: c[3]).progress(at: local)
            let written = values[i] + (values[i + 1] - values[i]) * p
            #expect(abs(written - (1 - curve.progress(at: t))) < 1e-6, "at \(t)")
        }
    }

    @Test func multiSegmentTrackWithHoldsAndAnInstantChange() throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "a", parent: nil, initial: ViewState(centerX: 0, centerY: 0, width: 10, height: 10), at: .zero)
        r.record(view: v, property: .center, start: s(1), duration: s(1), curve: .easeIn, to: .point(x: 100, y: 0))
        r.record(view: v, property: .center, start: s(3), duration: .zero, curve: .linear, to: .point(x: 100, y: 50))
        r.record(view: v, property: .center, start: s(3), duration: .zero, curve: .linear, to: .point(x: 100, y: 60))
        r.record(view: v, property: .center, start: s(3.5), duration: s(0.5), curve: .easeOut, to: .point(x: 0, y: 0))
        r.record(view: v, property: .alpha, start: s(5), duration: .zero, curve: .linear, to: .scalar(0.5))
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: r.timeline, size: stage))
        // One element per change: the move from 1 s, the instant change at 3 s (the new value
        // until the next change), the move back from 3.5 s.
        // Three elements would take more bytes than one over the story: the story's form.
        // Ten keyframes: animateTransform with absolute positions, not animateMotion (whose
        // offsets are pairs: `97.2 0` where translate writes `97.2`).
        #expect(root.all.filter { $0.name == "animateMotion" }.isEmpty)
        let moves = tracks(root, "transform", type: "translate")
        #expect(moves.count == 1)
        let move = try #require(moves.first)
        #expect(move["dur"] == "5s" && move["begin"] == nil && move["type"] == nil)
        #expect(move["keyTimes"] == "0;.2;.396668;.4;.6;.6;.7;.701666;.8;1")
        #expect(move["values"] == "0;0;97.2;100;100;100 60;100 60;97.2 58.32;0;0")
        #expect(move["keySplines"] == "0 0 1 1;.384404 0 .900604 .833333;.651861 .642857 1 1;0 0 1 1;"
            + "0 0 1 1;0 0 1 1;0 0 .348139 .357143;.099396 .166667 .615596 1;0 0 1 1")
        // An instant change at the very end: an element beginning there with the new value.
        let fade = try #require(track(root, "opacity"))
        #expect(fade["begin"] == "5s" && fade["dur"] == "0.001s")
        #expect(fade["values"] == ".5;.5")
        #expect(fade["keySplines"] == nil && fade["keyTimes"] == nil)
    }

    @Test func instantChangeAtZeroIsTheStartValue() throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "a", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: .zero, curve: .linear, to: .scalar(0.2))
        r.record(view: v, property: .alpha, start: s(1), duration: s(1), curve: .linear, to: .scalar(1))
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: r.timeline, size: stage))
        let fade = try #require(track(root, "opacity"))
        #expect(fade["begin"] == "1s" && fade["dur"] == "1s")
        #expect(fade["keyTimes"] == nil)
        // From the value held since the jump at 0 (the static opacity): a to-animation.
        #expect(fade["to"] == "1" && fade["values"] == nil)
        #expect(root.all.first { $0.name == "g" }?["opacity"] == ".2")
    }

    @Test func piecewiseLinearCurveBecomesLinearKeyframes() throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "a", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: s(1), curve: .piecewiseLinear([
            .init(time: 0, progress: 0), .init(time: 0.25, progress: 0.75), .init(time: 1, progress: 1)]),
                 to: .scalar(0))
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: r.timeline, size: stage))
        let fade = try #require(track(root, "opacity"))
        #expect(fade["keyTimes"] == "0;.25;1")
        #expect(fade["values"] == "1;.25;0")
        #expect(fade["keySplines"] == nil && fade["calcMode"] == nil)
    }

    @Test func loopRepeatsEveryTrack() throws {
        let t = richTimeline()
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: t, size: stage, options: .init(loop: true)))
        let animations = root.all.filter { $0.name.hasPrefix("animate") }
        #expect(animations.count > 10)
        #expect(animations.allSatisfy { $0["repeatCount"] == "indefinite" && $0["dur"] == "2.5s" && $0["begin"] == nil })
        let once = try SVGNode.parse(try SVGExport.bytes(timeline: t, size: stage))
        #expect(once.all.allSatisfy { $0["repeatCount"] == nil })
    }

    @Test func smilListsFollowTheBrowserRules() throws {
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: richTimeline(), size: stage))
        for a in root.all where a.name.hasPrefix("animate") {
            #expect(a["additive"] == nil && a["fill"] == "freeze")
            #expect(!(a.name == "animate" && a["attributeName"] == "transform"))
            // A to-animation has two values: the underlying one and `to`.
            let list = try #require(a["values"] ?? a["to"].map { "underlying;" + $0 })
            let values = list.split(separator: ";", omittingEmptySubsequences: false)
            // keyTimes are left out only where SMIL's default (0;1) is meant.
            let keyTimes = try (a["keyTimes"] ?? (values.count == 2 && a["calcMode"] == nil ? "0;1" : "missing"))
                .split(separator: ";").map { try #require(Double($0)) }
            #expect(keyTimes.first == 0 && keyTimes.count == values.count)
            #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(!(a["keyTimes"] ?? "").contains(" ") && !list.contains("; ") && !list.contains(" ;"))
            if a["calcMode"] == "spline" {
                #expect(keyTimes.last == 1)
                let splines = try #require(a["keySplines"]).split(separator: ";")
                #expect(splines.count == keyTimes.count - 1)
                for spline in splines {
                    let numbers = spline.split(separator: " ").map { Double($0)! }
                    #expect(numbers.count == 4 && numbers.allSatisfy { $0 >= 0 && $0 <= 1 })
                }
            } else if a["calcMode"] == "linear" {
                // Written only where the default is not linear: animateMotion's is paced.
                #expect(a.name == "animateMotion" && values.count > 2)
            } else if a["calcMode"] != nil {
                #expect(a["calcMode"] == "discrete" && a["attributeName"] == "visibility")
            } else {
                #expect(a["keySplines"] == nil)
            }
        }
        // Every group's animateTransforms are of one type (one per change of one part), one
        // after the other: each begins where the one before has ended.
        for g in root.all where g.name == "g" {
            let transforms = g.children.filter { $0.name == "animateTransform" }
            #expect(Set(transforms.map { $0["type"] ?? "translate" }).count <= 1)
            var end = 0.0
            for a in transforms {
                let begin = Double(a["begin"]?.dropLast() ?? "0")!
                #expect(begin >= end - 1e-9)
                end = begin + Double(a["dur"]!.dropLast())!
            }
        }
    }

    @Test func numbersHaveNoExponentAndNoNegativeZero() throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "tiny", parent: nil,
                          initial: ViewState(centerX: 1e-12, centerY: -1e-9, width: 1e-7, height: 1e19,
                                             transform: TransformComponents(translationX: 0, translationY: 0,
                                                                            rotation: -1e-15, skew: 0, scaleX: 1, scaleY: 1)),
                          at: .zero)
        r.record(view: v, property: .alpha, start: s(0.1), duration: s(1e-9 * 7), curve: .linear, to: .scalar(1e-20))
        let text = try SVGExport.document(timeline: r.timeline, size: CGSize(width: 0.1 + 0.2, height: 1e-3))
        let root = try SVGNode.parse(Array(text.utf8))
        for node in root.all {
            for (_, value) in node.attributes where node.name != "svg" || true {
                for token in value.split(whereSeparator: { " ;(),".contains($0) }) {
                    guard let first = token.first, first == "-" || first.isNumber else { continue }
                    #expect(!token.contains("e") && !token.contains("E"), "\(token) in \(value)")
                    #expect(!(token.hasPrefix("-") && Double(token) == 0), "\(token) in \(value)")
                }
            }
        }
        #expect(text.contains("width=\".3\""))
    }

    @Test func nonFiniteNumbersNeverReachTheFile() throws {
        let r = TimelineRecorder()
        _ = r.addView(identifier: "bad", parent: nil, initial: ViewState(centerX: .nan, width: 10, height: 10), at: .zero)
        #expect(throws: SVGExportError.self) { try SVGExport.document(timeline: r.timeline, size: stage) }
        let r2 = TimelineRecorder()
        let v = r2.addView(identifier: "bad", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        r2.record(view: v, property: .center, start: .zero, duration: s(1), curve: .linear, to: .point(x: .infinity, y: 0))
        #expect(throws: SVGExportError.self) { try SVGExport.document(timeline: r2.timeline, size: stage) }
        #expect(throws: SVGExportError.invalidSize(width: Double.infinity, height: 1)) {
            try SVGExport.document(timeline: articleTimeline(), size: CGSize(width: CGFloat.infinity, height: 1))
        }
        do {
            _ = try SVGExport.document(timeline: r.timeline, size: stage)
        } catch {
            #expect("\(error)".contains("not a finite number"))
        }
    }

    @Test func deterministicBytes() throws {
        let a = try SVGExport.bytes(timeline: richTimeline(), size: stage)
        let b = try SVGExport.bytes(timeline: richTimeline(), size: stage)
        #expect(a == b)
        let c = try SVGExport.bytes(timeline: hostileTimeline(), size: stage)
        let d = try SVGExport.bytes(timeline: hostileTimeline(), size: stage)
        #expect(c == d)
    }

    @Test func compactOutputHasNoIndentation() throws {
        let text = try SVGExport.document(timeline: articleTimeline(), size: stage, options: .init(pretty: false))
        #expect(!text.contains("\n  "))
        _ = try SVGNode.parse(Array(text.utf8))
    }

    @Test func decompositionNoiseAddsNoGroups() throws {
        // Quarter turns built from matrices leave skews of 1e-16 and scales of 1 ± 1e-16.
        let r = TimelineRecorder()
        let v = r.addView(identifier: "spin", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        var m = AffineMatrix.identity
        for k in 0..<5 {
            m = m.multiplied(by: .rotation(.pi / 2))
            r.record(view: v, property: .transform, start: s(0.5 * Double(k)), duration: s(0.5), curve: .easeInOut,
                     to: .transform(TransformComponents(m)))
        }
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: r.timeline, size: stage))
        let types = root.all.compactMap { $0["type"] }
        #expect(types == ["rotate"])
        // About the view's centre (5, 5) on the id group (``ViewPlan/rotatesAboutAnchor``).
        #expect(root.all.first { $0["type"] == "rotate" }?["values"] == "0 5 5;90 5 5;180 5 5;270 5 5;360 5 5;450 5 5")
        try checkContract(r.timeline, times: sampleTimes(r.timeline))
    }

    @Test func emptyTimeline() throws {
        let text = try SVGExport.document(timeline: TimelineRecorder().timeline, size: stage)
        #expect(text == """
            <svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"/>

            """)
    }
}

/// A view's mask child is written inside its `<mask>` (alpha, user space, a region that cuts
/// nothing), not as a subview, and the masked group refers to it.
@Suite struct MaskStructureTests {
    @Test func theMaskChildIsWrittenInTheMaskOnly() throws {
        let r = TimelineRecorder()
        var look = LayerLook()
        look.hasMask = true
        let box = r.addView(identifier: "box", parent: nil,
                            initial: ViewState(centerX: 50, centerY: 50, width: 100, height: 100,
                                               backgroundColor: RGBA(red: 1, green: 0, blue: 0)),
                            at: .zero, look: look)
        var maskLook = LayerLook()
        maskLook.isMask = true
        _ = r.addView(identifier: "hole", parent: box,
                      initial: ViewState(centerX: 50, centerY: 25, width: 100, height: 50,
                                         backgroundColor: RGBA(red: 0, green: 0, blue: 0)),
                      at: .zero, look: maskLook)
        let text = try SVGExport.document(timeline: r.timeline, size: CGSize(width: 100, height: 100),
                                          options: .init(pretty: true))
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
              <g id="box" mask="url(#box-mask)">
                <rect width="100" height="100" fill="#f00"/>
                <mask id="box-mask" mask-type="alpha" maskUnits="userSpaceOnUse" x="-100000" y="-100000" width="200000" height="200000">
                  <g id="hole">
                    <rect width="100" height="50" fill="#000"/>
                  </g>
                </mask>
              </g>
            </svg>

            """)
    }
}

/// A replicator instance's colour filter: an sRGB colour matrix over a region of the stage's
/// width + height around the instance's origin (WebKit renders filter regions beyond about
/// 4096 px at reduced resolution, so the region is no larger than what can show).
@Suite struct InstanceColorStructureTests {
    @Test func theFilterRegionSpansTheStageAroundTheInstance() throws {
        let r = TimelineRecorder()
        var look = LayerLook()
        look.colorMultiplier = RGBA(red: 1, green: 0.75, blue: 0.5)
        _ = r.addView(identifier: "dot", parent: nil,
                      initial: ViewState(centerX: 20, centerY: 20, width: 20, height: 20,
                                         backgroundColor: RGBA(red: 1, green: 1, blue: 1)),
                      at: .zero, look: look)
        let text = try SVGExport.document(timeline: r.timeline, size: CGSize(width: 200, height: 60.5))
        let root = try SVGNode.parse(Array(text.utf8))
        let filter = try #require(root.all.first { $0.name == "filter" })
        #expect(filter["filterUnits"] == "userSpaceOnUse")
        #expect([filter["x"], filter["y"], filter["width"], filter["height"]] == ["-261", "-261", "522", "522"])
        #expect(filter["color-interpolation-filters"] == "sRGB")
        let matrix = try #require(root.all.first { $0.name == "feColorMatrix" })
        #expect(matrix["values"] == "1 0 0 0 0 0 .75 0 0 0 0 0 .5 0 0 0 0 0 1 0")
    }
}
