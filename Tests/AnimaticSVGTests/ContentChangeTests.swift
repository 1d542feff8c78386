import AnimaticClock
import AnimaticTimeline
import Foundation
import Testing
@testable import AnimaticSVG

/// A label whose text changes after it joined: each text in its own group, shown from its
/// change to the next by one discrete visibility animation; a frame shows the text of its time.
@Suite struct ContentChangeTests {
    private func labelTimeline() -> Timeline {
        let r = TimelineRecorder()
        let font = FontDescription(size: 17)
        func label(_ text: String) -> ViewContent { .label(LabelContent(lines: [text], font: font, alignment: .left)) }
        let v = r.addView(identifier: "status", parent: nil,
                          initial: ViewState(centerX: 200, centerY: 150, width: 200, height: 40),
                          at: .zero, content: label("One"))
        r.setContent(label("Two"), look: LayerLook(), of: v, at: s(1))
        r.setContent(label("Three"), look: LayerLook(), of: v, at: s(1.5))
        r.record(view: v, property: .alpha, start: .zero, duration: s(2), curve: .linear, to: .scalar(0.5))
        return r.timeline
    }

    @Test func eachTextIsShownFromItsChangeToTheNext() throws {
        let svg = try SVGExport.document(timeline: labelTimeline(), size: stage)
        let visibility = svg.components(separatedBy: "<animate attributeName=\"visibility\"").dropFirst()
            .map { String($0.prefix { $0 != ">" }) }
        #expect(visibility.count == 3)
        #expect(visibility[0].contains("keyTimes=\"0;.5\"") && visibility[0].contains("values=\"visible;hidden\""))
        #expect(visibility[1].contains("keyTimes=\"0;.5;.75\"") && visibility[1].contains("values=\"hidden;visible;hidden\""))
        #expect(visibility[2].contains("keyTimes=\"0;.75\"") && visibility[2].contains("values=\"hidden;visible\""))
        #expect(svg.contains(">One</text>") && svg.contains(">Two</text>") && svg.contains(">Three</text>"))
        #expect(svg.components(separatedBy: "<g visibility=\"hidden\">").count - 1 == 2)
    }

    @Test func aFrameDrawsOnlyTheTextOfItsTime() throws {
        let timeline = labelTimeline()
        let before = try SVGExport.frame(timeline: timeline, size: stage, at: s(0.999))
        let at = try SVGExport.frame(timeline: timeline, size: stage, at: s(1))
        let after = try SVGExport.frame(timeline: timeline, size: stage, at: s(1.75))
        #expect(before.contains(">One</text>") && !before.contains(">Two</text>"))
        #expect(at.contains(">Two</text>") && !at.contains(">One</text>"))
        #expect(after.contains(">Three</text>") && !after.contains(">Two</text>"))
        #expect(!after.contains("visibility"))
    }
}
