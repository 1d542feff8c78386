import Testing
import AnimaticSVG
@testable import AnimaticTimeline

@Test func smoke() throws {
    print(try SVGExport.document(timeline: articleTimeline(), size: stage))
}
