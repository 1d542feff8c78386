import Animatic
import Testing

/// Completable-returning animation helpers, the way iOS code often writes them with RxSwift 6.
private extension Reactive where Base == UIView {
    func fadeOut(duration: TimeInterval) -> Completable {
        Completable.create { completable in
            UIView.animate(withDuration: duration, animations: { self.base.alpha = 0 }) { _ in
                completable(.completed)
            }
            return Disposables.create()
        }
    }

    func shift(by dx: CGFloat, duration: TimeInterval) -> Completable {
        Completable.create { completable in
            UIView.animate(withDuration: duration, animations: {
                self.base.frame = self.base.frame.offsetBy(dx: dx, dy: 0)
            }) { _ in
                completable(.completed)
            }
            return Disposables.create()
        }
    }

    func measureAlpha() -> Single<CGFloat> {
        Single.create { single in
            single(.success(self.base.alpha))
            return Disposables.create()
        }
    }
}

@Suite struct CompletableStoryTests {
    private func makeBox(_ name: String, x: CGFloat) -> UIView {
        let box = UIView(frame: CGRect(x: x, y: 100, width: 100, height: 100))
        box.accessibilityIdentifier = name
        return box
    }

    @Test func andThenAndConcatChainTheSegmentsEndToEnd() throws {
        let box = makeBox("box", x: 150)
        var finishedAt: StoryTime?
        let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(box)
            box.rx.shift(by: 50, duration: 0.5)
                .andThen(Completable.concat([
                    box.rx.shift(by: -50, duration: 0.25),
                    Completable.empty().delay(0.25, scheduler: MainScheduler.instance),   // a pause
                    box.rx.fadeOut(duration: 0.5),
                ]))
                .subscribe(onCompleted: { finishedAt = MainScheduler.instance.storyNow })
                .disposed(by: stage.disposeBag)
        }
        #expect(story.timeline.text == """
            0.000 +0.500 box center (200, 150) -> (250, 150) easeInOut
            0.500 +0.250 box center (250, 150) -> (200, 150) easeInOut
            1.000 +0.500 box alpha 1 -> 0 easeInOut

            """)
        #expect(finishedAt?.seconds == 1.5)
        #expect(story.duration == 1.5)
    }

    @Test func zipRunsTwoViewsTogetherThenASingleReadsTheResult() throws {
        let left = makeBox("left", x: 0), right = makeBox("right", x: 200)
        var measured: CGFloat?
        let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(left)
            stage.addSubview(right)
            Completable.zip(left.rx.fadeOut(duration: 0.5), right.rx.shift(by: 50, duration: 1))
                .andThen(left.rx.measureAlpha())
                .flatMap { alpha in right.rx.fadeOut(duration: 0.25).andThen(Single.just(alpha)) }
                .subscribe(onSuccess: { measured = $0 })
                .disposed(by: stage.disposeBag)
        }
        #expect(story.timeline.text == """
            0.000 +0.500 left alpha 1 -> 0 easeInOut
            0.000 +1.000 right center (250, 150) -> (300, 150) easeInOut
            1.000 +0.250 right alpha 1 -> 0 easeInOut

            """)
        #expect(measured == 0)
        #expect(story.duration == 1.25)
    }

    @Test func anUnhandledCompletableErrorFailsTheRecording() {
        struct Broken: Error {}
        #expect(throws: (any Error).self) {
            _ = try Story.record(size: CGSize(width: 10, height: 10)) { stage in
                Completable.error(Broken()).subscribe().disposed(by: stage.disposeBag)
            }
        }
    }

    @Test func aSubjectStopsAnEndlessPulse() throws {
        let box = makeBox("box", x: 150)
        let stop = PublishSubject<Void>()
        let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(box)
            let pulse = box.rx.fadeOut(duration: 0.5).andThen(Completable.create { completable in
                UIView.animate(withDuration: 0.5, animations: { box.alpha = 1 }) { _ in completable(.completed) }
                return Disposables.create()
            })
            Completable.concat(sequence(first: pulse) { $0 })
                .asObservable()
                .take(until: stop)
                .subscribe()
                .disposed(by: stage.disposeBag)
            Observable<Int>.timer(.milliseconds(2000), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in stop.onNext(()) })
                .disposed(by: stage.disposeBag)
        }
        #expect(story.timeline.text == """
            0.000 +0.500 box alpha 1 -> 0 easeInOut
            0.500 +0.500 box alpha 0 -> 1 easeInOut
            1.000 +0.500 box alpha 1 -> 0 easeInOut
            1.500 +0.500 box alpha 0 -> 1 easeInOut

            """)
    }
}
