import Testing
import AnimaticClock
@testable import AnimaticReactive

@Suite struct DisposableTests {
    @Test func createWithNothingIsTheSharedNoOp() {
        let a = Disposables.create()
        #expect(a is NopDisposable)
        a.dispose()
    }

    @Test func anonymousDisposableRunsOnce() {
        var runs = 0
        let d = Disposables.create { runs += 1 }
        #expect(!d.isDisposed)
        d.dispose()
        d.dispose()
        #expect(runs == 1)
        #expect(d.isDisposed)
    }

    @Test func binaryAndCompositeDisposeInOrder() {
        var order: [Int] = []
        let pair = Disposables.create(Disposables.create { order.append(1) }, Disposables.create { order.append(2) })
        pair.dispose()
        pair.dispose()
        let group = Disposables.create([Disposables.create { order.append(3) }, Disposables.create { order.append(4) }])
        group.dispose()
        #expect(order == [1, 2, 3, 4])
    }

    @Test func compositeInsertRemoveAndLateInsert() {
        var order: [String] = []
        let group = CompositeDisposable()
        let a = group.insert(Disposables.create { order.append("a") })
        _ = group.insert(Disposables.create { order.append("b") })
        #expect(group.count == 2)
        group.remove(for: a!)
        group.remove(for: a!)
        #expect(order == ["a"])
        #expect(group.count == 1)
        group.dispose()
        #expect(order == ["a", "b"])
        let late = group.insert(Disposables.create { order.append("late") })
        #expect(late == nil)
        #expect(order == ["a", "b", "late"])
    }

    @Test func serialDisposableDisposesThePreviousOne() {
        var order: [String] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { order.append("first") }
        serial.disposable = Disposables.create { order.append("second") }
        #expect(order == ["first"])
        serial.dispose()
        serial.disposable = Disposables.create { order.append("third") }
        #expect(order == ["first", "second", "third"])
        #expect(serial.isDisposed)
    }

    @Test func singleAssignmentAssignedAfterDisposeAndTwice() {
        var order: [String] = []
        let single = SingleAssignmentDisposable()
        single.dispose()
        let context = StoryContext()
        context.bind {
            single.setDisposable(Disposables.create { order.append("late") })
            single.setDisposable(Disposables.create { order.append("twice") })
        }
        #expect(order == ["late", "twice"])
        #expect(context.failures.count == 1)
    }

    @Test func booleanDisposable() {
        let flag = BooleanDisposable()
        #expect(!flag.isDisposed)
        flag.dispose()
        #expect(flag.isDisposed)
    }

    @Test func disposeBagDisposesOnDeinit() {
        var disposed = 0
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { disposed += 1 }.disposed(by: bag!)
        Observable<Int>.never().subscribe(onDisposed: { disposed += 1 }).disposed(by: bag!)
        bag!.insert(Disposables.create { disposed += 1 }, Disposables.create { disposed += 1 })
        #expect(disposed == 0)
        bag = nil
        #expect(disposed == 4)
    }
}

@Suite struct ReactiveNamespaceTests {
    final class Thing: ReactiveCompatible { let name = "thing" }

    @Test func rxReachesTheBase() {
        let thing = Thing()
        #expect(thing.rx.base === thing)
        #expect(Thing.rx == Reactive<Thing>.self)
    }
}
