import Animatic
@testable import AnimaticSamples
import Testing

/// The message `Story.record` throws for `body`, or nil if it succeeds.
private func failure(limit: TimeInterval = 600, _ body: (Stage, ArticleViewController) -> Void) -> String? {
    let controller = ArticleViewController()
    do {
        _ = try Story.record(size: CGSize(width: 400, height: 300), limit: limit) { stage in
            stage.addSubview(controller.animatableView)
            body(stage, controller)
        }
        return nil
    } catch {
        return "\(error)"
    }
}

@Suite struct StoryFailureTests {
    @Test func anEndlessStoryNamesWhatWasStillAnimating() {
        let message = failure { stage, controller in
            controller.animatableView.rx.rotateEndlessly(duration: 0.5)
                .subscribe()
                .disposed(by: stage.disposeBag)
        }
        #expect(message == "Story.record: the story was still running at its limit of 600 s; still animating: "
            + "box.transform (end an endless animation, for example with take(_:), pass a larger limit:, or record a fixed time with duration:)")
    }

    @Test func theLimitIsSettable() {
        let message = failure(limit: 2.25) { stage, controller in
            controller.rotateEndlessly(controller.animatableView, duration: 0.5)
                .subscribe()
                .disposed(by: stage.disposeBag)
        }
        #expect(message?.hasPrefix("Story.record: the story was still running at its limit of 2.25 s; still animating: box.transform") == true)
    }

    @Test func negativeDuration() {
        let message = failure { stage, controller in
            controller.fade(controller.animatableView, duration: -0.5).subscribe().disposed(by: stage.disposeBag)
        }
        #expect(message == "Story.record: UIView.animate(withDuration:animations:completion:): duration must not be negative, got -0.5 s"
            + " (at AnimaticSamples/ArticleViewController.swift:86)")
    }

    @Test func notANumberDuration() {
        let message = failure { stage, controller in
            controller.animatableView.rx.shift(duration: .nan).subscribe().disposed(by: stage.disposeBag)
        }
        #expect(message == "Story.record: UIView.animate(withDuration:animations:completion:): duration must be a finite number of seconds, got nan"
            + " (at AnimaticSamples/ArticleViewController.swift:178)")
    }

    @Test func infiniteDuration() {
        let message = failure { stage, controller in
            controller.rotate(controller.animatableView, duration: .infinity).subscribe().disposed(by: stage.disposeBag)
        }
        #expect(message == "Story.record: UIView.animate(withDuration:animations:completion:): duration must be a finite number of seconds, got inf"
            + " (at AnimaticSamples/ArticleViewController.swift:62)")
    }

    @Test func negativeAndInfiniteDelays() {
        let view = UIView()
        let message = failure { stage, _ in
            stage.addSubview(view)
            UIView.animate(withDuration: 1, delay: -1, options: [], animations: { view.alpha = 0 }, completion: nil)
            UIView.animateKeyframes(withDuration: 1, delay: .infinity, options: [], animations: {}, completion: nil)
        }
        #expect(message == "Story.record: 2 problems while recording: "
            + "(1) UIView.animate(withDuration:delay:options:animations:completion:): delay must not be negative, got -1.0 s"
            + " (at AnimaticTests/StoryFailureTests.swift:67); "
            + "(2) UIView.animateKeyframes(withDuration:delay:options:animations:completion:): delay must be a finite number of seconds, got inf"
            + " (at AnimaticTests/StoryFailureTests.swift:68)")
    }

    @Test func keyframeTimesOutsideTheWhole() {
        let call = "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)"
        let cases: [(Double, Double, String)] = [
            (-0.1, 0.5, "relativeStartTime must lie within 0...1, got -0.1"),
            (1.2, 0, "relativeStartTime must lie within 0...1, got 1.2"),
            (0, 1.5, "relativeDuration must lie within 0...1, got 1.5"),
            (0.5, .nan, "relativeDuration must lie within 0...1, got nan"),
            (0.7, 0.5, "relativeStartTime + relativeDuration must not exceed 1, got 0.7 + 0.5"),
        ]
        for (start, duration, problem) in cases {
            var finished: Bool?
            let message = failure { _, controller in
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                    UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: duration) {
                        controller.animatableView.alpha = 0
                    }
                }, completion: { finished = $0 })
            }
            #expect(message == "Story.record: \(call): \(problem) (at AnimaticTests/StoryFailureTests.swift:90)")
            #expect(finished == false)
        }
    }

    @Test func anUnhandledErrorFailsTheRecording() {
        struct Broken: Error, CustomStringConvertible { var description: String { "the network is down" } }
        let message = failure { stage, _ in
            Observable<Void>.error(Broken()).subscribe().disposed(by: stage.disposeBag)
        }
        #expect(message?.contains("the network is down") == true)
    }
}
