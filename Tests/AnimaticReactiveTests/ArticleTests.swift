import Testing
import AnimaticClock
@testable import AnimaticReactive

/// The article's helpers, pasted with `UIView.animate` replaced by ``FakeStage/animate``.
private final class ArticleView: ReactiveCompatible {
    let stage: FakeStage
    init(stage: FakeStage) { self.stage = stage }
}

extension Reactive where Base == ArticleView {
    fileprivate func shift(duration: TimeIntervalAlias) -> Observable<Void> {
        return Observable.create { (observer) -> Disposable in
            self.base.stage.animate("shift", withDuration: duration, completion: { (_) in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    fileprivate func fade(duration: TimeIntervalAlias) -> Observable<Void> {
        return Observable.create { (observer) -> Disposable in
            self.base.stage.animate("fade", withDuration: duration, completion: { (_) in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    fileprivate func rotateEndlessly(duration: TimeIntervalAlias) -> Observable<Void> {
        var disposed = false
        return Observable.create { (observer) -> Disposable in
            func animate() {
                self.base.stage.animate("rotate", withDuration: duration, completion: { (_) in
                    observer.onNext(())
                    if !disposed {
                        animate()
                    }
                })
            }
            animate()
            return Disposables.create {
                disposed = true
            }
        }
    }
}

/// `TimeInterval` without importing Foundation.
typealias TimeIntervalAlias = Double

private func delay(_ duration: TimeIntervalAlias) -> Observable<Void> {
    return Observable.of(()).delay(duration, scheduler: MainScheduler.instance)
}

@Suite struct ArticleTests {
    @Test func takeFiveThenShiftStartsAtExactlyTwoAndAHalfSeconds() {
        let stage = FakeStage()
        let view = ArticleView(stage: stage)
        let disposeBag = DisposeBag()
        var completedAt: Double?
        let context = recordStory {
            Observable.concat([
                view.rx.rotateEndlessly(duration: 0.5).take(5),
                view.rx.shift(duration: 0.5),
                view.rx.fade(duration: 0.5),
            ])
            .subscribe(onCompleted: { completedAt = MainScheduler.instance.now.seconds })
            .disposed(by: disposeBag)
        }
        #expect(stage.starts("rotate") == [0, 0.5, 1, 1.5, 2])   // no sixth rotation
        #expect(stage.starts("shift") == [2.5])
        #expect(stage.starts("fade") == [3])
        #expect(completedAt == 3.5)
        #expect(context.failures.isEmpty)
        #expect(context.clock.pendingCount == 0)
    }

    @Test func delaysBetweenStepsAndFlatMapChains() {
        let stage = FakeStage()
        let view = ArticleView(stage: stage)
        let disposeBag = DisposeBag()
        _ = recordStory {
            Observable.concat([
                view.rx.shift(duration: 0.5),
                delay(0.5),
                view.rx.fade(duration: 0.5),
            ])
            .subscribe()
            .disposed(by: disposeBag)
            view.rx.shift(duration: 1)
                .flatMap { view.rx.fade(duration: 1) }
                .subscribe()
                .disposed(by: disposeBag)
        }
        #expect(stage.starts("shift") == [0, 0])
        #expect(stage.starts("fade") == [1, 1])   // 0.5 shift + 0.5 pause; 1 s shift
    }

    @Test func anchorStoryForOneViewEndsAtFourSeconds() {
        let stage = FakeStage()
        let view = ArticleView(stage: stage)
        var end: Double?
        _ = recordStory {
            _ = Observable.merge([anchorChain(view)]).subscribe(onCompleted: { end = MainScheduler.instance.now.seconds })
        }
        #expect(stage.log.count == 7)
        #expect(stage.starts("fade") == [3.5])
        #expect(end == 4)
    }

    @Test func tenThousandConsecutiveTenthsOfASecondReachExactlyAThousandSeconds() {
        var end: StoryTime?
        let context = recordStory {
            let steps = (0..<10_000).map { _ in Observable<Void>.empty().delay(0.1, scheduler: MainScheduler.instance) }
            _ = Observable.concat(steps).subscribe(onCompleted: { end = MainScheduler.instance.now })
        }
        #expect(end?.ticks == 1_000_000_000_000)
        #expect(context.clock.now.seconds == 1000)
    }

    @Test func badDurationsFailTheStoryInsteadOfCrashing() {
        var errors: [any Error] = []
        let context = recordStory {
            for bad in [-1.0, .nan, .infinity] {
                _ = Observable.of(()).delay(bad, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
            }
            _ = Observable.of(()).delaySubscription(.never, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
            _ = Observable<Int>.interval(-0.5, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
        }
        #expect(errors.count == 5)
        #expect(errors.allSatisfy { $0 is StoryTimeError })
        #expect(context.failures.count == 5)
        #expect("\(context.failures[0])" == "delay must not be negative, got -1.0 s")
    }
}

/// The benchmark's story for one view.
private func anchorChain(_ view: ArticleView) -> Observable<Void> {
    Observable.concat([
        view.rx.rotateEndlessly(duration: 0.5).take(5),
        view.rx.shift(duration: 0.5),
        Observable<Void>.empty().delay(0.5, scheduler: MainScheduler.instance),
        view.rx.fade(duration: 0.5),
    ])
}
