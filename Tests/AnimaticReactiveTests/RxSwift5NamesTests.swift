import Testing
import AnimaticClock
@testable import AnimaticReactive

/// What the tests check of RxSwift 5's deprecated names. The checks live in a deprecated type
/// (using a deprecated name anywhere else is a warning, and a `@Test` cannot be deprecated);
/// the tests reach it by its name at run time.
protocol RxSwift5Checking {
    static func elementsThroughAnOldConstraint() -> [Int]
    static func oldNamesAreTheElementTypes() -> Bool
    static func variableEvents() -> (events: [Event<Int>], late: [Event<Int>], value: Int)
    static func bindToVariables() -> (Int, Int?)
    static func bindingErrorFailures() -> (failures: Int, value: Int)
}

@available(*, deprecated, message: "uses RxSwift 5's deprecated names on purpose")
enum RxSwift5Checks: RxSwift5Checking {
    /// An observable written against RxSwift 4: its constraint says `O.E` (ReactorKit 1's
    /// `ActionSubject`, RxOptional 3's operators).
    final class ForwardingSubject<Element>: ObservableType {
        var observers: [(Event<Element>) -> Void] = []
        func subscribe<O: ObserverType>(_ observer: O) -> any Disposable where O.E == Element {
            observers.append(observer.on)
            return Disposables.create()
        }
        func send(_ element: Element) { for observer in observers { observer(.next(element)) } }
    }

    static func elements<S: ObservableConvertibleType>(of source: S) -> Observable<S.E> { source.asObservable() }

    static func elementsThroughAnOldConstraint() -> [Int] {
        let subject = ForwardingSubject<Int>()
        var got: [Int] = []
        _ = elements(of: subject).subscribe(onNext: { got.append($0) })
        subject.send(1)
        subject.send(2)
        return got
    }

    static func oldNamesAreTheElementTypes() -> Bool {
        PublishSubject<String>.E.self == String.self && AnyObserver<Double>.E.self == Double.self
    }

    static func variableEvents() -> (events: [Event<Int>], late: [Event<Int>], value: Int) {
        var variable: Variable<Int>? = Variable(1)
        var events: [Event<Int>] = []
        let subscription = variable!.asObservable().subscribe { events.append($0) }
        variable!.value = 2
        variable!.value = 2
        let value = variable!.value
        var late: [Event<Int>] = []
        _ = variable!.asObservable().subscribe { late.append($0) }
        variable = nil
        subscription.dispose()
        return (events, late, value)
    }

    static func bindToVariables() -> (Int, Int?) {
        let first = Variable(0), second = Variable<Int?>(nil)
        _ = Observable.of(3, 4).bind(to: first)
        _ = Observable.of(5).bind(to: second)
        return (first.value, second.value)
    }

    static func bindingErrorFailures() -> (failures: Int, value: Int) {
        struct Failure: Error {}
        let context = StoryContext()
        let variable = Variable(0)
        context.bind { _ = Observable<Int>.error(Failure()).bind(to: variable) }
        return (context.failures.count, variable.value)
    }
}

/// RxSwift 5's deprecated names that code locked at RxSwift 4 or 5 uses: `E` and `Variable`
/// (RxSwift 5.0, RxSwift/Deprecated.swift; RxCocoa/Deprecated.swift).
@Suite struct RxSwift5NamesTests {
    private var checks: any RxSwift5Checking.Type {
        // The mangled name of `AnimaticReactiveTests.RxSwift5Checks` (an enum: `O`).
        _typeByName("21AnimaticReactiveTests14RxSwift5ChecksO") as! any RxSwift5Checking.Type
    }

    @Test func ETheOldNameOfElementWorksInConstraints() {
        let elements = checks.elementsThroughAnOldConstraint(), sameTypes = checks.oldNamesAreTheElementTypes()
        #expect(elements == [1, 2])
        #expect(sameTypes)
    }

    /// A variable replays its current value, sends each value set (an equal one too), and
    /// completes when it is released, unlike a `BehaviorRelay`.
    @Test func aVariableReplaysSendsEachSetAndCompletesWhenReleased() {
        let result = checks.variableEvents()
        #expect(result.value == 2)
        #expect(result.late == [.next(2), .completed])
        #expect(result.events == [.next(1), .next(2), .next(2), .completed])
    }

    /// `bind(to:)` sets the value of each variable (an optional one too).
    @Test func bindToVariablesSetsTheirValues() {
        let (first, second) = checks.bindToVariables()
        #expect(first == 4 && second == 5)
    }

    /// A binding error is reported to the story being recorded, as every binding's.
    @Test func aBindingErrorIsReported() {
        let result = checks.bindingErrorFailures()
        #expect(result.failures == 1 && result.value == 0)
    }
}
