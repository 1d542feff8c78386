import AnimaticClock
import AnimaticTimeline
import Foundation
import Testing
@testable import AnimaticSVG

/// A label whose text cross-dissolves: the versions in one isolated group, each blended with
/// `plus-lighter` at its share's opacity; frames draw the mix of their time; loops repeat it.
@Suite struct ContentFadeExportTests {
    private func label(_ text: String) -> ViewContent {
        .label(LabelContent(lines: [text], font: FontDescription(size: 17), alignment: .left))
    }

    /// "One", fading to "Two" over 1…1.5 s (linear), interrupted at 1.25 s by a fade to "Three"
    /// over 0.5 s; the story lasts 2 s.
    private func timeline() -> Timeline {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "status", parent: nil,
                          initial: ViewState(centerX: 200, centerY: 150, width: 200, height: 40),
                          at: .zero, content: label("One"))
        r.setContent(label("Two"), look: LayerLook(), of: v, at: s(1), fade: (s(0.5), .linear))
        r.setContent(label("Three"), look: LayerLook(), of: v, at: s(1.25), fade: (s(0.5), .linear))
        r.record(view: v, property: .alpha, start: .zero, duration: s(2), curve: .linear, to: .scalar(0.5))
        return r.timeline
    }

    @Test func theVersionsAddUpInOneIsolatedGroup() throws {
        let svg = try SVGExport.document(timeline: timeline(), size: stage)
        #expect(svg.components(separatedBy: "<g style=\"isolation:isolate\">").count - 1 == 1)
        let groups = svg.components(separatedBy: "style=\"mix-blend-mode:plus-lighter\"").count - 1
        #expect(groups == 3)
        let opacity = svg.components(separatedBy: "<animate ").dropFirst()
            .map { String($0.prefix { $0 != ">" }) }.filter { $0.contains("attributeName=\"opacity\"") }
        // The label's alpha, then one per version.
        #expect(opacity.count == 4)
        // "One": 1 until 1 s, 0.5 at 1.25 s (the interrupted mix), 0 at 1.75 s.
        #expect(opacity[1].contains("keyTimes=\"0;.5;.625;.875;1\"") && opacity[1].contains("values=\"1;1;.5;0;0\""), "\(opacity[1])")
        #expect(opacity[2].contains("keyTimes=\"0;.5;.625;.875;1\"") && opacity[2].contains("values=\"0;0;.5;0;0\""), "\(opacity[2])")
        // "Three": 0 until 1.25 s, 1 at 1.75 s: one change, written as one element of its own.
        #expect(opacity[3] == "values=\"0;1\" begin=\"1.25s\" attributeName=\"opacity\" dur=\"0.5s\" fill=\"freeze\"/", "\(opacity[3])")
        let visibility = svg.components(separatedBy: "<animate attributeName=\"visibility\"").dropFirst()
            .map { String($0.prefix { $0 != ">" }) }
        #expect(visibility.count == 3)
        #expect(visibility[0].contains("keyTimes=\"0;.875\"") && visibility[0].contains("values=\"visible;hidden\""))
        #expect(visibility[1].contains("keyTimes=\"0;.5;.875\"") && visibility[1].contains("values=\"hidden;visible;hidden\""))
        #expect(visibility[2].contains("keyTimes=\"0;.625\"") && visibility[2].contains("values=\"hidden;visible\""))
    }

    @Test func aFrameDrawsTheMixOfItsTime() throws {
        let timeline = timeline()
        let mid = try SVGExport.frame(timeline: timeline, size: stage, at: s(1.5))
        // At 1.5 s: One 0.25, Two 0.25, Three 0.5.
        #expect(mid.contains("<g style=\"isolation:isolate\">"))
        #expect(mid.contains("<g opacity=\".25\" style=\"mix-blend-mode:plus-lighter\">"))
        #expect(mid.contains("<g opacity=\".5\" style=\"mix-blend-mode:plus-lighter\">"))
        #expect(mid.contains(">One</text>") && mid.contains(">Two</text>") && mid.contains(">Three</text>"))
        let end = try SVGExport.frame(timeline: timeline, size: stage, at: s(2))
        #expect(end.contains(">Three</text>") && !end.contains(">Two</text>") && !end.contains("plus-lighter"))
    }

    @Test func aLoopRepeatsTheFade() throws {
        var options = SVGExport.Options()
        options.loop = true
        let svg = try SVGExport.document(timeline: timeline(), size: stage, options: options)
        let opacity = svg.components(separatedBy: "<animate ").dropFirst()
            .map { String($0.prefix { $0 != ">" }) }.filter { $0.contains("attributeName=\"opacity\"") }
        #expect(opacity.count == 4 && opacity.allSatisfy { $0.contains("repeatCount=\"indefinite\"") })
    }
}
