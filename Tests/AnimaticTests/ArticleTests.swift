import Animatic
@testable import AnimaticSamples
import Testing

/// Rotate 0–0.5 s, shift 0.5–1.0 s, fade 1.0–1.5 s: what every sequential snippet records.
private let rotateShiftFade = """
    0.000 +0.500 box transform rotate(0°) -> rotate(90°) easeInOut
    0.500 +0.500 box center (200, 150) -> (250, 150) easeInOut
    1.000 +0.500 box alpha 1 -> 0 easeInOut

    """

/// Five quarter turns, then the shift and the fade.
private let fiveTurnsShiftFade = """
    0.000 +0.500 box transform rotate(0°) -> rotate(90°) easeInOut
    0.500 +0.500 box transform rotate(90°) -> rotate(180°) easeInOut
    1.000 +0.500 box transform rotate(180°) -> rotate(270°) easeInOut
    1.500 +0.500 box transform rotate(270°) -> rotate(360°) easeInOut
    2.000 +0.500 box transform rotate(360°) -> rotate(450°) easeInOut
    2.500 +0.500 box center (200, 150) -> (250, 150) easeInOut
    3.000 +0.500 box alpha 1 -> 0 easeInOut

    """

@Suite struct ArticleTests {
    @Test func rotateThenFadeWithACompletion() throws {
        let story = try ArticleViewController.record { $0.rotateThenFade() }
        #expect(story.timeline.text == """
            0.000 +0.500 box transform rotate(0°) -> rotate(90°) easeInOut
            0.500 +0.500 box alpha 1 -> 0 easeInOut

            """)
        #expect(story.duration == 1)
    }

    @Test func nestedCompletions() throws {
        let story = try ArticleViewController.record { $0.nestedCompletions() }
        #expect(story.timeline.text == rotateShiftFade)
        #expect(story.duration == 1.5)
        let middle = try story.state(at: 0.75)["box"]!
        #expect(middle.state.centerX == 225 && middle.state.alpha == 1)
        #expect(abs(middle.state.transform.rotation - .pi / 2) < 1e-15)
    }

    @Test func keyframesUnderTheEasedWhole() throws {
        let story = try ArticleViewController.record { $0.keyframes() }
        let t = story.timeline
        #expect(story.duration == 1.5)
        // UIKit eases the whole 1.5 s, so the keyframe boundaries 0.33 and 0.66 of the
        // PROGRESS fall where ease-in-out reaches them: 0.598229135 s and 0.892406617 s.
        let starts = t.segments.map(\.start.ticks), ends = t.segments.map(\.end.ticks)
        #expect(starts == [0, 598_229_135, 892_406_617])
        #expect(ends == [598_229_135, 892_406_617, 1_500_000_000])
        #expect(t.segments.map(\.property) == [.transform, .center, .alpha])
        let whole = TimingCurve.easeInOut
        #expect(t.segments[0].curve == whole.subcurve(fromProgress: 0, toProgress: 0.33).curve)
        #expect(t.segments[1].curve == whole.subcurve(fromProgress: 0.33, toProgress: 0.66).curve)
        #expect(t.segments[2].curve == whole.subcurve(fromProgress: 0.66, toProgress: 1).curve)
        // The state at any time is the eased whole: progress P = easeInOut(t / 1.5) drives
        // each keyframe linearly over its share of P.
        for time in [0.1, 0.3, 0.5, 0.7, 0.8, 1.0, 1.2, 1.4] {
            let p = whole.progress(at: time / 1.5)
            func share(_ start: Double, _ length: Double) -> Double { min(1, max(0, (p - start) / length)) }
            let box = try story.state(at: time)["box"]!.state
            #expect(abs(box.transform.rotation - .pi / 2 * share(0, 0.33)) < 1e-8, "rotation at \(time)")
            #expect(abs(box.centerX - (200 + 50 * share(0.33, 0.33))) < 1e-6, "x at \(time)")
            #expect(abs(box.alpha - (1 - share(0.66, 0.34))) < 1e-8, "alpha at \(time)")
        }
    }

    @Test func flatMapChain() throws {
        let story = try ArticleViewController.record { $0.flatMapChain() }
        #expect(story.timeline.text == rotateShiftFade)
        #expect(story.duration == 1.5)
    }

    @Test func concatChain() throws {
        let story = try ArticleViewController.record { $0.concatChain() }
        #expect(story.timeline.text == rotateShiftFade)
        #expect(story.duration == 1.5)
    }

    @Test func delayHelperInsertsPauses() throws {
        let story = try ArticleViewController.record { $0.delayChain() }
        #expect(story.timeline.text == """
            0.000 +0.500 box transform rotate(0°) -> rotate(90°) easeInOut
            1.000 +0.500 box center (200, 150) -> (250, 150) easeInOut
            2.500 +0.500 box alpha 1 -> 0 easeInOut

            """)
        #expect(story.duration == 3)
    }

    @Test func rotateEndlesslyTakeFive() throws {
        let story = try ArticleViewController.record { $0.endlessChain() }
        #expect(story.timeline.text == fiveTurnsShiftFade)
        #expect(story.duration == 3.5)
        let turns = story.timeline.segments(of: 0, .transform)
        #expect(turns.map(\.start) == [0, 0.5, 1, 1.5, 2].map { try! StoryTime(seconds: $0) })
        #expect(turns.count == 5)   // no sixth turn after take(5) disposed the source
    }

    @Test func reactiveExtensionChain() throws {
        let story = try ArticleViewController.record { $0.reactiveExtensionChain() }
        #expect(story.timeline.text == fiveTurnsShiftFade)
        #expect(story.duration == 3.5)
    }

    /// The article's own chain, completed: take(5) ends the rotations, the shift starts at
    /// exactly 2.5 s and the whole chain completes at 3.5 s. (`Story.record` throws when the
    /// story reports a failure or still has actions pending at its end: neither here.)
    @Test func takeFiveThenShiftStartsAtExactlyTwoAndAHalfSeconds() throws {
        var completedAt: Double?
        let story = try ArticleViewController.record { controller in
            Observable.concat([
                controller.animatableView.rx.rotateEndlessly(duration: 0.5).take(5),
                controller.animatableView.rx.shift(duration: 0.5),
                controller.animatableView.rx.fade(duration: 0.5),
            ])
            .subscribe(onCompleted: { completedAt = MainScheduler.instance.storyNow.seconds })
            .disposed(by: controller.disposeBag)
        }
        let t = story.timeline
        #expect(t.segments(of: 0, .transform).map(\.start.seconds) == [0, 0.5, 1, 1.5, 2])   // no sixth rotation
        #expect(t.segments(of: 0, .center).map(\.start.seconds) == [2.5])
        #expect(t.segments(of: 0, .alpha).map(\.start.seconds) == [3])
        #expect(completedAt == 3.5)
    }

    /// The article's delay(_:) pauses a concat chain; a flatMap chain of the .rx primitives
    /// on a second view runs alongside it.
    @Test func delaysBetweenStepsAndFlatMapChains() throws {
        let controller = ArticleViewController()
        let other = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        other.accessibilityIdentifier = "other"
        let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(controller.animatableView)
            stage.addSubview(other)
            Observable.concat([
                controller.animatableView.rx.shift(duration: 0.5),
                controller.delay(0.5),
                controller.animatableView.rx.fade(duration: 0.5),
            ])
            .subscribe()
            .disposed(by: controller.disposeBag)
            other.rx.shift(duration: 1)
                .flatMap { other.rx.fade(duration: 1) }
                .subscribe()
                .disposed(by: controller.disposeBag)
        }
        func starts(_ property: AnimatedProperty) -> [Double] {
            [0, 1].flatMap { story.timeline.segments(of: $0, property).map(\.start.seconds) }
        }
        #expect(starts(.center) == [0, 0])
        #expect(starts(.alpha) == [1, 1])   // 0.5 shift + 0.5 pause; 1 s shift
    }

    /// The benchmark's story for one view (BENCHMARKS.md): seven segments, the fade at 3.5 s,
    /// the merged chain completing at 4 s.
    @Test func anchorStoryForOneViewEndsAtFourSeconds() throws {
        var end: Double?
        let story = try ArticleViewController.record { controller in
            let view = controller.animatableView
            _ = Observable.merge([Observable.concat([
                view.rx.rotateEndlessly(duration: 0.5).take(5),
                view.rx.shift(duration: 0.5),
                Observable<Void>.empty().delay(0.5, scheduler: MainScheduler.instance),
                view.rx.fade(duration: 0.5),
            ])]).subscribe(onCompleted: { end = MainScheduler.instance.storyNow.seconds })
        }
        #expect(story.timeline.segments.count == 7)
        #expect(story.timeline.segments(of: 0, .alpha).map(\.start.seconds) == [3.5])
        #expect(end == 4)
    }

    @Test func theContractExampleVerbatim() throws {
        let box = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        box.backgroundColor = .red
        box.accessibilityIdentifier = "box"
        let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(box)
            Observable.concat([
                box.rx.rotateEndlessly(duration: 0.5).take(5),   // user-written Reactive extension
                box.rx.shift(duration: 0.5),
                box.rx.fade(duration: 0.5),
            ])
            .subscribe()
            .disposed(by: stage.disposeBag)
        }
        #expect(story.duration == 3.5)
        #expect(story.timeline.text == fiveTurnsShiftFade)
        let end = try story.state(at: 3.5)["box"]!
        #expect(end.effectiveOpacity == 0)
        #expect(abs(end.state.transform.rotation - 5 * .pi / 2) < 1e-12)
    }
}
