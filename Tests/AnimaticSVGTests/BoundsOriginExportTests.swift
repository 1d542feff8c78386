import AnimaticClock
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// A bounds origin (a scroll view's content offset) moves the subviews, not the view: the
/// subviews are drawn in a group translated by the origin's opposite, animated with it, and the
/// view's background stays in its frame.
@Suite struct BoundsOriginExportTests {
    private func scroller(_ r: TimelineRecorder, boundsY: Double = 0) -> (Int, Int) {
        let scroll = r.addView(identifier: "scroll", parent: nil,
                               initial: ViewState(centerX: 200, centerY: 150, width: 200, height: 100, boundsY: boundsY,
                                                  backgroundColor: RGBA(red: 0, green: 0, blue: 1)),
                               at: .zero)
        let row = r.addView(identifier: "row", parent: scroll,
                            initial: ViewState(centerX: 100, centerY: 125, width: 200, height: 50,
                                               backgroundColor: RGBA(red: 1, green: 0, blue: 0)),
                            at: .zero)
        return (scroll, row)
    }

    /// Edge case first: an origin that never changes from zero writes no group at all.
    @Test func aZeroOriginWritesNoGroup() throws {
        let r = TimelineRecorder()
        _ = scroller(r)
        let text = try SVGExport.document(timeline: r.timeline, size: stage)
        #expect(!text.contains("translate(0)"))
        #expect(text.contains(#"<g id="row""#))
    }

    @Test func aConstantOriginShiftsOnlyTheSubviews() throws {
        let r = TimelineRecorder()
        _ = scroller(r, boundsY: 80)
        let text = try SVGExport.document(timeline: r.timeline, size: stage)
        // The scroll view's group is its frame (100, 100); its subviews' group moves up by 80.
        #expect(text.contains(#"<g id="scroll" transform="translate(100 100)">"#))
        #expect(text.contains(#"<g transform="translate(0 -80)"><g id="row""#))
        try checkContract(r.timeline, times: [0, 0.5])
    }

    @Test func anAnimatedOriginAnimatesTheSubviewsGroup() throws {
        let r = TimelineRecorder()
        let (scroll, _) = scroller(r)
        r.record(view: scroll, property: .boundsOrigin, start: s(0.5), duration: s(1), curve: .easeInOut, to: .point(x: 0, y: 100))
        r.record(view: scroll, property: .boundsOrigin, start: s(2), duration: .zero, curve: .linear, to: .point(x: 30, y: 100))
        let text = try SVGExport.document(timeline: r.timeline, size: stage)
        #expect(text.contains(#"<g transform="translate(0)"><animateTransform attributeName="transform""#))
        #expect(try abs(r.timeline.state(at: s(1)).views[1].matrixToStage.apply(0, 0).y - (100 - 50 + 100)) < 1e-6)
        try checkContract(r.timeline, times: sampleTimes(r.timeline))
    }
}
