import AnimaticClock
import AnimaticExport
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

@Suite struct FrameTests {
    @Test func frameHasTheValuesAtThatTime() throws {
        let text = try SVGExport.frame(timeline: articleTimeline(), size: stage, at: s(0.75), options: .init(pretty: true))
        // easeInOut at half way is exactly half: x = 225 (175 + the centre 50); rotation
        // finished at 90°, about the centre (50, 50) of the bounds on the id group.
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
              <g transform="translate(175 100)">
                <g id="box" transform="rotate(90 50 50)">
                  <rect width="100" height="100" fill="#f00"/>
                </g>
              </g>
            </svg>

            """)
    }

    @Test func framesHaveTheSameElementsAsTheDocumentAndMatchTheModel() throws {
        let t = richTimeline()
        let document = try SVGNode.parse(try SVGExport.bytes(timeline: t, size: stage))
        func shape(_ n: SVGNode) -> [String] {
            n.all.filter { !$0.name.hasPrefix("animate") }.map { "\($0.name)#\($0["id"] ?? "")" }
        }
        let ids = ViewIdentifiers.assign(t.views)
        for time in [0.0, 0.35, 0.9, 1.3, 1.5, 2.3, 2.6] {
            let frame = try SVGNode.parse(Array(try SVGExport.frame(timeline: t, size: stage, at: s(time)).utf8))
            #expect(shape(frame) == shape(document))
            #expect(!frame.all.contains { $0.name.hasPrefix("animate") || $0.name == "set" })
            let evaluator = SMILEvaluator(root: frame)
            let state = try t.state(at: s(time))
            for view in t.views {
                let element = try #require(evaluator.element(id: ids[view.index]))
                let m = try evaluator.matrixToRoot(element, at: 0)
                let snapshot = state.views[view.index]
                let frameSpace = snapshot.matrixToStage.multiplied(by: .translation(snapshot.state.boundsX, snapshot.state.boundsY))
                #expect(m.distance(to: frameSpace) < 0.01, "\(view.displayName) at \(time)")
                #expect(abs(try evaluator.effectiveOpacity(element, at: 0) - state.views[view.index].effectiveOpacity) < 1e-3)
                #expect(try evaluator.isVisible(element, at: 0) == state.views[view.index].isVisible)
                if let rect = element.children.first(where: { $0.name == "rect" }) {
                    #expect(abs(Double(rect["width"]!)! - state.views[view.index].state.width) < 1e-4)
                }
            }
        }
    }
}
