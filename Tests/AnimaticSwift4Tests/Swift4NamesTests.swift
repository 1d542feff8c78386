import Animatic
import Testing

// This target compiles in Swift 4 language mode, as Xcode compiles a project whose SWIFT_VERSION is
// 4.0 (AlertOnboarding's and eidolon's, in the corpus of issue 29): UIKit and Core Animation keep
// their pre-4.2 names there (`UIControlState`, `UIViewAnimationOptions`, `kCAFillModeForwards`,
// `NSNotification.Name.UIDeviceOrientationDidChange`, `removeFromParentViewController()`...), each
// `@available(swift, obsoleted: 4.2, renamed:)` in the iOS SDK. Every call below is spelled as
// Swift 4 code spells it; none of them compiles in Swift 4.2 or later modes.

@Suite struct Swift4NamesTests {
    static let size = CGSize(width: 200, height: 200)

    @Test func aSwift4IntroRecordsItsAnimations() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        card.accessibilityIdentifier = "card"
        card.contentMode = UIViewContentMode.scaleAspectFit
        let button = UIButton(type: UIButtonType.custom)
        button.accessibilityIdentifier = "next"
        button.setTitle("Next", for: UIControlState.normal)
        button.frame = UIEdgeInsetsInsetRect(CGRect(x: 0, y: 100, width: 120, height: 60), UIEdgeInsetsMake(10, 10, 10, 10))
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(card)
            stage.addSubview(button)
            UIView.animate(withDuration: 0.5, delay: 0.25, options: UIViewAnimationOptions.curveEaseIn, animations: {
                card.alpha = 0
            }, completion: nil)
            let spin = CABasicAnimation(keyPath: "opacity")
            spin.fromValue = 1
            spin.toValue = 0.5
            spin.duration = 1
            spin.fillMode = kCAFillModeForwards
            spin.isRemovedOnCompletion = false
            spin.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
            button.layer.add(spin, forKey: "fade")
        }
        #expect(button.frame == CGRect(x: 10, y: 110, width: 100, height: 40))
        #expect(button.title(for: UIControlState.normal) == "Next")
        #expect(story.timeline.text.contains("0.250 +0.500 card alpha 1 -> 0 easeIn\n"))
        #expect(story.timeline.text.contains("0.000 +1.000 next alpha 1 -> 0.5 linear\n"))
    }

    @Test func theOldNamesAreTheNewValues() {
        #expect(UIViewAnimationOptions.curveEaseOut == UIView.AnimationOptions.curveEaseOut)
        #expect(kCAFillModeBoth == CAMediaTimingFillMode.both)
        #expect(kCAMediaTimingFunctionEaseInEaseOut == CAMediaTimingFunctionName.easeInEaseOut)
        #expect(kCALineCapRound == CAShapeLayerLineCap.round)
        #expect(kCAFillRuleEvenOdd == CAShapeLayerFillRule.evenOdd)
        #expect(kCATransitionFromLeft == CATransitionSubtype.fromLeft)
        #expect(kCAAnimationRotateAuto == CAAnimationRotationMode.rotateAuto)
        #expect(kCAAnimationCubicPaced == CAAnimationCalculationMode.cubicPaced)
        #expect(kCATruncationNone == CATextLayerTruncationMode.none)
        #expect(NSNotification.Name.UIDeviceOrientationDidChange == UIDevice.orientationDidChangeNotification)
        #expect(NSNotification.Name.UIApplicationDidBecomeActive.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(NSNotification.Name.UIKeyboardWillShow == UIResponder.keyboardWillShowNotification)
        #expect(UIKeyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIViewNoIntrinsicMetric == UIView.noIntrinsicMetric)
        #expect(UITableViewAutomaticDimension == UITableView.automaticDimension)
    }

    @Test func childControllersByTheirSwift4Names() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChildViewController(child)
        child.didMove(toParentViewController: parent)
        #expect(parent.childViewControllers.count == 1 && parent.childViewControllers[0] === child)
        #expect(child.parent === parent)
        child.willMove(toParentViewController: nil)
        child.removeFromParentViewController()
        #expect(parent.childViewControllers.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func subviewOrderByItsSwift4Names() {
        let host = UIView()
        let back = UIView()
        let front = UIView()
        host.addSubview(back)
        host.addSubview(front)
        host.bringSubview(toFront: back)
        #expect(host.subviews == [front, back])
        host.sendSubview(toBack: back)
        #expect(host.subviews == [back, front])
    }

    /// Foundation's run-loop modes before Swift 4.2 (DGElasticPullToRefresh's display link).
    @Test func runLoopModesByTheirSwift4Names() throws {
        #expect(RunLoopMode.commonModes == RunLoop.Mode.common)
        #expect(RunLoopMode.defaultRunLoopMode == RunLoop.Mode.default)
        #expect(RunLoopMode.UITrackingRunLoopMode == RunLoop.Mode.tracking)
        var fires = 0
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            let timer = Timer(timeInterval: 0.5, repeats: true) { timer in
                fires += 1
                if fires == 2 { timer.invalidate() }
            }
            RunLoop.main.add(timer, forMode: RunLoopMode.commonModes)
        }
        #expect(fires == 2)
    }
}
