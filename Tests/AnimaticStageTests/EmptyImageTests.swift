import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UIImage()`: UIKit's empty image, the usual fallback of `UIImage(named:) ?? UIImage()`.
@Suite struct EmptyImageTests {
    @Test func anEmptyImageHasNoSizeAndAnImageViewShowingItDrawsNothing() {
        let empty = UIImage()
        #expect(empty.size == .zero)
        #expect(empty.withRenderingMode(.alwaysOriginal).size == .zero)
        let logo = UIImageView(image: UIImage(named: "no such image") ?? UIImage())
        logo.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        logo.accessibilityIdentifier = "logo"
        let r = record { stage, _ in stage.addSubview(logo) }
        #expect(r.problems.isEmpty)
        let view = r.timeline.views[r.timeline.view(named: "logo")!]
        #expect(view.content == .plain)
    }
}
