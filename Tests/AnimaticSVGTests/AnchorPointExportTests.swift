import AnimaticClock
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// The anchor point in the SVG: the bounds group is offset by −(origin + anchor·size) instead
/// of −size/2, from the size's track, the anchor's, or both (sampled where both move).
@Suite struct AnchorPointExportTests {
    private func view(_ r: TimelineRecorder, _ id: String, anchor: (Double, Double)? = nil,
                      width: Double = 100, height: Double = 40) -> Int {
        var initial = ViewState(centerX: 200, centerY: 150, width: width, height: height,
                                backgroundColor: RGBA(red: 1, green: 0, blue: 0))
        if let anchor { initial.anchorPoint = (anchor.0, anchor.1) }
        return r.addView(identifier: id, parent: nil, initial: initial, at: .zero)
    }

    /// Edge cases first: anchor (0, 0) needs no bounds offset at all, (1, 1) the whole size, and
    /// one outside the bounds more than it.
    @Test func aConstantAnchorOffsetsTheBounds() throws {
        let r = TimelineRecorder()
        _ = view(r, "zero", anchor: (0, 0))
        _ = view(r, "one", anchor: (1, 1))
        _ = view(r, "outside", anchor: (-0.5, 2))
        let text = try SVGExport.document(timeline: r.timeline, size: stage)
        #expect(text.contains(#"<g id="zero" transform="translate(200 150)">"#))
        // The centre and the bounds offset are one translation: (200, 150) + (−100, −40).
        #expect(text.contains(#"<g id="one" transform="translate(100 110)">"#))
        #expect(text.contains(#"<g id="outside" transform="translate(250 70)">"#))
    }

    /// A size animation under a constant anchor (1, 0.25): the offset's values are −w and
    /// −h/4, on the size's own keyTimes and splines.
    @Test func theSizeTrackCarriesAConstantAnchor() throws {
        let r = TimelineRecorder()
        let v = view(r, "bar", anchor: (1, 0.25))
        r.record(view: v, property: .size, start: .zero, duration: s(1), curve: .easeInOut, to: .size(width: 200, height: 80))
        let text = try SVGExport.document(timeline: r.timeline, size: stage)
        #expect(text.contains(#"<animateTransform attributeName="transform" dur="1s" calcMode="spline" keyTimes="0;1" keySplines=".42 0 .58 1" values="-100 -10;-200 -20" fill="freeze"/>"#))
        try checkContract(r.timeline, times: sampleTimes(r.timeline))
    }

    /// An anchor animation under a constant size: the offset follows the anchor's track; an
    /// instant change of the anchor is an instant change of the offset.
    @Test func theAnchorTrackUnderAConstantSize() throws {
        let r = TimelineRecorder()
        let v = view(r, "tag")
        r.record(view: v, property: .transform, start: .zero, duration: .zero, curve: .linear,
                 to: .transform(TransformComponents(.rotation(.pi / 6))))
        r.record(view: v, property: .anchorPoint, start: s(0.2), duration: s(1), curve: .easeIn, to: .point(x: -0.5, y: 1.5))
        r.record(view: v, property: .anchorPoint, start: s(1.5), duration: .zero, curve: .linear, to: .point(x: 0, y: 0))
        let text = try SVGExport.document(timeline: r.timeline, size: stage)
        #expect(text.contains(#"values="-50 -20;-50 -20;"#))
        #expect(text.contains(#";1;1" keySplines="#) && text.contains(#";50 -60;50 -60;0" fill="freeze"/>"#))
        try checkContract(r.timeline, times: sampleTimes(r.timeline))
    }

    /// The anchor and the size animate at once (overlapping, different curves), and the anchor
    /// jumps in the middle of a size animation: the file matches the model within 0.01 px at
    /// 60 frames a second and at every boundary, the instant change is exact, and the sampled
    /// part takes a bounded number of pieces.
    @Test func anchorAndSizeTogether() throws {
        let r = TimelineRecorder()
        let v = view(r, "chip", width: 60, height: 60)
        r.record(view: v, property: .anchorPoint, start: .zero, duration: s(1.2), curve: .linear, to: .point(x: 1, y: 0.5))
        r.record(view: v, property: .anchorPoint, start: s(1.2), duration: .zero, curve: .linear, to: .point(x: 0.5, y: 0.5))
        r.record(view: v, property: .size, start: s(0.2), duration: s(1), curve: .easeInOut, to: .size(width: 100, height: 30))
        r.record(view: v, property: .size, start: s(1.5), duration: s(1), curve: .easeOut, to: .size(width: 20, height: 90))
        r.record(view: v, property: .anchorPoint, start: s(2), duration: .zero, curve: .linear, to: .point(x: 0, y: 1))
        try checkContract(r.timeline, times: sampleTimes(r.timeline))
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: r.timeline, size: stage))
        let element = try #require(SMILEvaluator(root: root).element(id: "chip"))
        let offset = try #require(element.children.first { $0.name == "animateTransform" })
        let keyTimes = try #require(offset["keyTimes"]).split(separator: ";")
        #expect(keyTimes.count > 6 && keyTimes.count < 200, "\(keyTimes.count) keyframes")
        // The jump at 2 s: two keyframes at the same keyTime (2 s of a 2.5 s story).
        #expect(keyTimes.filter { $0 == ".8" }.count == 2)
    }

    /// The still frames carry the anchor too.
    @Test func framesUseTheAnchorAtTheirInstant() throws {
        let r = TimelineRecorder()
        let v = view(r, "door")
        r.record(view: v, property: .anchorPoint, start: s(0.5), duration: .zero, curve: .linear, to: .point(x: 0, y: 0.5))
        r.record(view: v, property: .center, start: s(0.5), duration: .zero, curve: .linear, to: .point(x: 150, y: 150))
        r.record(view: v, property: .transform, start: s(0.5), duration: s(1), curve: .linear,
                 to: .transform(TransformComponents(.rotation(-.pi / 2))))
        let frame = try SVGExport.frame(timeline: r.timeline, size: stage, at: s(1.5))
        #expect(frame.contains(#"<g transform="translate(150 150)""#), "\(frame)")
        #expect(frame.contains(#"<g id="door" transform="translate(0 -20)">"#), "\(frame)")
        let before = try SVGExport.frame(timeline: r.timeline, size: stage, at: s(0.25))
        #expect(before.contains(#"<g id="door" transform="translate(-50 -20)">"#), "\(before)")
    }
}
