import Foundation
import Testing
import AnimaticClock
@testable import AnimaticReactive

/// RxCocoa's shared-sequence operators over collections, key-based `distinctUntilChanged`,
/// `debug`, the shared `do`, `Infallible.asDriver()` and `ScheduledDisposable`.
@Suite struct SharedSequenceCollectionTests {
    /// Runs `body` in a story and then its clock to the end.
    private func story(_ body: () -> Void) {
        let context = StoryContext()
        context.bind {
            body()
            _ = context.clock.run(until: .maximum)
        }
    }

    /// As RxSwift's (CombineLatest+Collection.swift, Zip+Collection.swift): combineLatest of no
    /// sources sends the selector's result for `[]` and completes; zip of none just completes.
    @Test func combineLatestOfAnEmptyCollectionSendsOneEmptyArrayZipOnlyCompletes() {
        var log: [String] = []
        story {
            let none: [Driver<Int>] = []
            _ = Driver.combineLatest(none).drive(onNext: { log.append("combined \($0)") }, onCompleted: { log.append("combined done") })
            _ = Driver.zip(none).drive(onNext: { log.append("zipped \($0)") }, onCompleted: { log.append("zipped done") })
        }
        #expect(log == ["combined []", "combined done", "zipped done"])
    }

    @Test func combineLatestAndZipOfACollectionOfDrivers() {
        var log: [String] = []
        story {
            let a = PublishSubject<Int>(), b = PublishSubject<Int>()
            let drivers = [a.asDriver(onErrorJustReturn: -1), b.asDriver(onErrorJustReturn: -1)]
            _ = Driver.combineLatest(drivers) { $0.reduce(0, +) }.drive(onNext: { log.append("sum \($0)") })
            _ = Driver.combineLatest(AnyCollection(drivers)).drive(onNext: { log.append("latest \($0)") })
            _ = Driver.zip(drivers) { $0.map(String.init).joined(separator: "+") }.drive(onNext: { log.append("zip \($0)") })
            _ = Driver.zip(drivers).drive(onNext: { log.append("pair \($0)") })
            a.onNext(1)
            a.onNext(2)
            b.onNext(10)
            b.onNext(20)
        }
        #expect(log == ["sum 12", "latest [2, 10]", "zip 1+10", "pair [1, 10]",
                        "sum 22", "latest [2, 20]", "zip 2+20", "pair [2, 20]"])
    }

    @Test func mergeOfACollectionAndAnErrorBecomesTheReplacement() {
        var log: [String] = []
        story {
            let a = PublishSubject<Int>(), b = PublishSubject<Int>()
            let signals = AnyCollection([a.asSignal(onErrorJustReturn: -1), b.asSignal(onErrorJustReturn: -2)])
            _ = Signal.merge(signals).emit(onNext: { log.append("\($0)") }, onCompleted: { log.append("done") })
            a.onNext(1)
            b.onNext(2)
            a.onError(TestFailure.boom)
            b.onCompleted()
        }
        #expect(log == ["1", "2", "-1", "done"])
    }

    @Test func distinctUntilChangedByAKeyAndByAComparerOfKeys() {
        var byKey: [String] = [], byComparer: [String] = []
        story {
            let words = Driver.from(["apple", "avocado", "banana", "blueberry", "apricot"])
            _ = words.distinctUntilChanged { $0.first }.drive(onNext: { byKey.append($0) })
            // Lengths within 2 of the previous kept one count as the same.
            _ = words.distinctUntilChanged({ $0.count }, comparer: { abs($0 - $1) <= 2 }).drive(onNext: { byComparer.append($0) })
        }
        #expect(byKey == ["apple", "banana", "apricot"])
        // avocado (7) and banana (6) are within 2 of apple (5); apricot (7) within 2 of blueberry (9).
        #expect(byComparer == ["apple", "blueberry"])
    }

    @Test func doRunsItsHandlersOnceForTwoSubscribersInOrder() {
        var log: [String] = []
        var first: [Int] = [], second: [Int] = []
        story {
            let subject = PublishSubject<Int>()
            let driver = subject.asDriver(onErrorJustReturn: -1).do(
                onNext: { log.append("next \($0)") }, afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed") }, afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") })
            _ = driver.drive(onNext: { first.append($0) })
            _ = driver.drive(onNext: { second.append($0) })
            subject.onNext(1)
            subject.onCompleted()
        }
        #expect(log == ["subscribe", "next 1", "after 1", "completed", "after completed"])
        #expect(first == [1])
        #expect(second == [1])
    }

    @Test func debugPrintsOnceForTheSharedSubscription() {
        var values: [Int] = []
        story {
            let driver = Driver.just(4).debug("shared")
            _ = driver.drive(onNext: { values.append($0) })
        }
        #expect(values == [4])
    }

    @Test func infallibleAsDriverDeliversOnTheMainScheduler() {
        var log: [String] = []
        story {
            let subject = PublishSubject<Int>()
            let driver = subject.asInfallible(onErrorJustReturn: 0).asDriver()
            _ = driver.drive(onNext: { log.append("a\($0)") })
            subject.onNext(3)
            _ = driver.drive(onNext: { log.append("b\($0)") })   // a driver replays the latest
            subject.onError(TestFailure.boom)
        }
        #expect(log == ["a3", "b3", "a0", "b0"])
    }

    @Test func scheduledDisposableDisposesInAnActionOfItsSchedulerOnce() {
        var log: [String] = []
        let clock = VirtualClock()
        let scheduled = ScheduledDisposable(scheduler: StoryScheduler(clock: clock),
                                            disposable: Disposables.create { log.append("disposed at \(clock.now.ticks)") })
        #expect(!scheduled.isDisposed)
        _ = clock.schedule(at: StoryTime(ticks: 7)) {
            scheduled.dispose()
            log.append("asked")
            scheduled.dispose()
        }
        _ = clock.run(until: .maximum)
        #expect(log == ["asked", "disposed at 7"])
        #expect(scheduled.isDisposed)
    }
}

private enum TestFailure: Error { case boom }
