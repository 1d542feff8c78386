import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UIScrollView` as UIKit documents it: the content offset is the bounds' origin, every change
/// calls `scrollViewDidScroll`, an animated offset moves frame by frame.
@Suite struct ScrollViewTests {
    final class Spy: UIScrollViewDelegate {
        var offsets: [CGPoint] = []
        var times: [Double] = []
        var events: [String] = []
        var target: CGPoint?
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            offsets.append(scrollView.contentOffset)
            times.append(StoryContext.current?.clock.now.seconds ?? -1)
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("endAnimation") }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            events.append("willEndDragging \(targetContentOffset.pointee.x)")
            if let target { targetContentOffset.pointee = target }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append("didEndDragging \(decelerate)") }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating \(scrollView.contentOffset.x)") }
    }

    @Test func theOffsetIsTheBoundsOriginAndMovesNoSubviewFrame() {
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
        scroll.addSubview(child)
        let spy = Spy()
        scroll.delegate = spy
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        #expect(scroll.bounds == CGRect(x: 0, y: 250, width: 100, height: 200))
        #expect(scroll.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
        #expect(child.frame == CGRect(x: 0, y: 300, width: 100, height: 50))
        #expect(spy.offsets == [CGPoint(x: 0, y: 250)])
        scroll.contentOffset = CGPoint(x: 0, y: 250)   // unchanged: no call
        scroll.bounds.size = CGSize(width: 120, height: 200)   // no scroll either
        #expect(spy.offsets.count == 1)
        #expect(scroll.clipsToBounds)
    }

    @Test func adjustedInsetAddsTheSafeAreaOnlyAsTheBehaviourSays() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInset = UIEdgeInsets(top: 5, left: 1, bottom: 7, right: 2)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 5, left: 1, bottom: 7, right: 2))
        scroll.contentSize = CGSize(width: 100, height: 400)
        #expect(scroll.offsetLimits.min == CGPoint(x: -1, y: -5))
        #expect(scroll.offsetLimits.max == CGPoint(x: 2, y: 307))   // 100 + 2 − 100; 400 + 7 − 100
    }

    @Test func anAnimatedOffsetMovesAtSixtyFramesASecondOnTheEaseInOutCurve() {
        let spy = Spy()
        var scroll: UIScrollView!
        let r = record { _, _ in
            scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentSize = CGSize(width: 100, height: 1000)
            scroll.delegate = spy
            scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        }
        #expect(r.problems.isEmpty)
        #expect(spy.offsets.count == 18)                      // 0.3 s × 60
        #expect(spy.offsets[8] == CGPoint(x: 0, y: 150))      // frame 9 of 18: t = 0.5, symmetric curve
        #expect(abs(spy.times[8] - 0.15) < 1e-9)
        #expect(spy.offsets.last == CGPoint(x: 0, y: 300) && abs(spy.times.last! - 0.3) < 1e-9)
        #expect(spy.offsets[0].y > 0 && spy.offsets[0].y < 300.0 / 18)   // eases in
        #expect(spy.events == ["endAnimation"])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test func theEaseCurvesAreCoreAnimationsBeziers() {
        #expect(UIScrollView.progress(0.5, .linear) == 0.5)
        #expect(abs(UIScrollView.progress(0.5, .easeInOut) - 0.5) < 1e-12)
        // CSS's ease-out (0, 0, 0.58, 1) at x = 0.5 is 0.6847…
        #expect(abs(UIScrollView.progress(0.5, .easeOut) - 0.684_66) < 1e-4)
        #expect(UIScrollView.progress(0, .easeIn) == 0 && abs(UIScrollView.progress(1, .easeIn) - 1) < 1e-12)
    }

    @Test func aPagingDragEndsOnTheNextPageWithUIKitsDelegateCalls() {
        let spy = Spy()
        let r = record { stage, _ in
            let pages = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            pages.contentSize = CGSize(width: 300, height: 100)
            pages.isPagingEnabled = true
            pages.delegate = spy
            stage.addSubview(pages)
            stage.scroll(pages, to: CGPoint(x: 40, y: 0), at: 1, duration: 0.2)
        }
        #expect(spy.events == ["willBeginDragging", "willEndDragging 100.0", "didEndDragging true",
                               "willBeginDecelerating", "didEndDecelerating 100.0"])
        #expect(spy.offsets.count == 12 + 18)
        #expect(spy.offsets[11] == CGPoint(x: 40, y: 0) && abs(spy.times[11] - 1.2) < 1e-9)
        #expect(spy.offsets.last == CGPoint(x: 100, y: 0) && abs(spy.times.last! - 1.5) < 1e-9)
        #expect(r.problems.isEmpty)
    }

    @Test func anOnStageScrollRecordsTheBoundsOriginFrameByFrame() throws {
        let r = record { stage, _ in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.accessibilityIdentifier = "scroll"
            scroll.contentSize = CGSize(width: 100, height: 1000)
            let row = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 40))
            row.accessibilityIdentifier = "row"
            scroll.addSubview(row)
            stage.addSubview(scroll)
            scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        }
        #expect(r.problems.isEmpty)
        #expect(try r.timeline.state(at: s(0.16))["scroll"]!.state.boundsY == 150)
        #expect(try r.timeline.state(at: s(1))["scroll"]!.state.boundsY == 300)
        // The row keeps its frame; on stage it is 300 higher.
        let row = try r.timeline.state(at: s(1))["row"]!
        #expect(row.state.centerY == 220 && row.matrixToStage.apply(0, 0).y == -100)
    }

    @Test func anOffsetSetInAnAnimationBlockAnimatesTheBoundsOrigin() throws {
        let spy = Spy()
        let r = record { stage, _ in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.accessibilityIdentifier = "scroll"
            scroll.delegate = spy
            stage.addSubview(scroll)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { scroll.contentOffset = CGPoint(x: 0, y: 200) })
        }
        #expect(r.problems.isEmpty)
        #expect(try r.timeline.state(at: s(0.5))["scroll"]!.state.boundsY == 100)
        #expect(spy.offsets == [CGPoint(x: 0, y: 200)])   // the model changes once, as in UIKit
    }

    @Test func theDelegateMayChangeWhereADragRests() {
        let spy = Spy()
        spy.target = CGPoint(x: 0, y: 0)
        _ = record { stage, _ in
            let pages = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            pages.contentSize = CGSize(width: 300, height: 100)
            pages.delegate = spy
            stage.addSubview(pages)
            stage.scroll(pages, to: CGPoint(x: 50, y: 0), at: 0, duration: 0.1)
        }
        #expect(spy.events.last == "didEndDecelerating 0.0")
    }

    @Test func aDragOfAViewOffStageOrNotScrollableIsReported() {
        let r = record { stage, _ in
            let loose = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            stage.scroll(loose, to: CGPoint(x: 0, y: 10), at: 0.5)
            let locked = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            locked.isScrollEnabled = false
            stage.addSubview(locked)
            stage.scroll(locked, to: CGPoint(x: 0, y: 10), at: 0.5)
            stage.scroll(locked, to: CGPoint(x: 0, y: 10), at: -1)
        }
        #expect(r.problems.count == 3)
        #expect(r.problems.contains { if case .misuse(let call, let problem) = $0 { return call == "Stage.scroll(_:to:at:duration:)" && problem.contains("not on this stage") }; return false })
        #expect(r.problems.contains { if case .misuse(_, let problem) = $0 { return problem.contains("isScrollEnabled false") }; return false })
    }

    @Test func zoomingScalesTheDelegatesViewWithinTheLimits() {
        final class Zoom: UIScrollViewDelegate {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            var zooms = 0
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
            func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
        }
        let zoom = Zoom()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.delegate = zoom
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 5
        #expect(scroll.zoomScale == 3 && zoom.view.transform == CGAffineTransform(scaleX: 3, y: 3) && zoom.zooms == 1)
        scroll.zoomScale = 0.5
        #expect(scroll.zoomScale == 1 && zoom.zooms == 2)
    }
}
