import Foundation
import Testing
import AnimaticClock
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `viewWithTag(_:)` (Apple: "searches the current view and all of its subviews") and the
/// trait-transition hook app controllers override.
@Suite struct ViewWithTagTests {
    private func view(_ tag: Int, _ subviews: UIView...) -> UIView {
        let view = UIView()
        view.tag = tag
        for sub in subviews { view.addSubview(sub) }
        return view
    }

    @Test func theReceiverComesFirstThenEachSubviewsTreeInOrder() {
        let deep = view(7)
        let later = view(7)
        let root = view(1, view(0, view(3, deep)), later)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(7) === deep)
        #expect(root.viewWithTag(3) === deep.superview)
        #expect(later.viewWithTag(7) === later)
        #expect(root.viewWithTag(42) == nil)
        // Every view's tag is 0 by default: the receiver answers 0 when its own tag is 0.
        let plain = UIView()
        #expect(plain.viewWithTag(0) === plain)
    }

    @Test func aControllerOverridingTheTraitTransitionIsNeverCalledOnStage() throws {
        final class Rotating: UIViewController {
            var calls = 0
            override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
                calls += 1
            }
        }
        let screen = Rotating()
        _ = try Story.record(presenting: screen, size: CGSize(width: 320, height: 480)) { _ in }
        #expect(screen.calls == 0)
    }
}
