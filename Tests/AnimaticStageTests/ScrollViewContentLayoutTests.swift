import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Constraints between a scroll view and its content (Apple, "Auto Layout Guide", "Working with
/// Scroll Views"): edges attach to the content area, width, height and centres to the frame.
@Suite struct ScrollViewContentLayoutTests {
    @Test func edgesToTheScrollViewGiveTheContentSizeWidthAndCentresTheFrame() {
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        let content = UIView()
        let badge = UIView()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        scroll.addSubview(content)
        content.addSubview(badge)
        NSLayoutConstraint.activate([
            // Three pages wide, as tall as the frame: the edges give the content area.
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 3),
            content.heightAnchor.constraint(equalTo: scroll.heightAnchor),
            // A centre to the scroll view's centre: the frame's, not the content's.
            badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            badge.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        screen.addSubview(scroll)
        let r = record { stage, _ in stage.addSubview(screen) }
        // Before the rule, trailing == the frame's trailing fought width == 3 × the frame's.
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(scroll.frame == CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 900, height: 200))
        #expect(scroll.contentSize == CGSize(width: 900, height: 200))
        #expect(badge.frame == CGRect(x: 130, y: 8, width: 40, height: 20))
    }
}
