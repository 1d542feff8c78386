/// RxSwift 4's state holder, kept (deprecated) as RxSwift 5 kept it for code written before
/// `BehaviorRelay` (RxSwift 5.0, RxSwift/Deprecated.swift: `Variable`; RxCocoa/Deprecated.swift:
/// `asDriver()`, `bind(to:)`, `drive(_:)`). RxSwift 6 removed it; apps and pods locked at
/// RxSwift 4 use it everywhere.
///
/// It wraps a ``BehaviorSubject``: ``value`` is the current value, setting it sends the new
/// value to every subscriber (also when it equals the old one), ``asObservable()`` replays the
/// current value to each new subscriber, and the sequence completes when the variable is
/// released (its `deinit`), which is where it differs from ``BehaviorRelay``.
///
/// ```swift
/// let progress = Variable<CGFloat>(0)
/// progress.asObservable().subscribe(onNext: { bar.progress = $0 }).disposed(by: bag)
/// progress.value = 0.5
/// ```
@available(*, deprecated, message: "RxSwift 5 deprecated Variable: use BehaviorRelay")
public final class Variable<Element> {
    private let subject: BehaviorSubject<Element>
    private var stored: Element

    /// A variable holding `value`.
    public init(_ value: Element) {
        stored = value
        subject = BehaviorSubject(value: value)
    }

    /// The current value; setting it sends the new value to every subscriber.
    public var value: Element {
        get { stored }
        set {
            stored = newValue
            subject.on(.next(newValue))
        }
    }

    /// The variable's values: the current one at once, then each one set, and completion when
    /// the variable is released.
    public func asObservable() -> Observable<Element> { subject }

    deinit { subject.on(.completed) }
}

@available(*, deprecated, message: "RxSwift 5 deprecated Variable: use BehaviorRelay")
extension Variable {
    /// The variable as a ``Driver`` (RxCocoa 5's `Variable.asDriver()`).
    public func asDriver() -> Driver<Element> { Driver(CocoaObserveOnMain(asObservable())) }
}

extension ObservableType {
    /// Sets every element as the `value` of `variables` (RxCocoa 5's `bind(to:)` for a
    /// ``Variable``); an error is reported to the story being recorded, which then fails.
    @available(*, deprecated, message: "RxSwift 5 deprecated Variable: use BehaviorRelay")
    public func bind(to variables: Variable<Element>...) -> any Disposable {
        bindVariables(variables) { $0.value = $1 }
    }

    /// Sets every element, as an optional, as the `value` of `variables` (RxCocoa 5's
    /// `bind(to:)` for a ``Variable`` of an optional).
    @available(*, deprecated, message: "RxSwift 5 deprecated Variable: use BehaviorRelay")
    public func bind(to variables: Variable<Element?>...) -> any Disposable {
        bindVariables(variables) { $0.value = $1 }
    }

    @available(*, deprecated, message: "RxSwift 5 deprecated Variable: use BehaviorRelay")
    private func bindVariables<Target>(_ variables: [Variable<Target>], _ set: @escaping (Variable<Target>, Element) -> Void) -> any Disposable {
        subscribe { event in
            switch event {
            case .next(let element): for variable in variables { set(variable, element) }
            case .error(let error): reportBindingError(error, target: "Variable")
            case .completed: break
            }
        }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sets every element as the `value` of `variables` (RxCocoa 5's `drive(_:)` for a
    /// ``Variable``).
    @available(*, deprecated, message: "RxSwift 5 deprecated Variable: use BehaviorRelay")
    public func drive(_ variables: Variable<Element>...) -> any Disposable {
        drive(onNext: { element in for variable in variables { variable.value = element } })
    }

    /// Sets every element, as an optional, as the `value` of `variables` (RxCocoa 5's
    /// `drive(_:)` for a ``Variable`` of an optional).
    @available(*, deprecated, message: "RxSwift 5 deprecated Variable: use BehaviorRelay")
    public func drive(_ variables: Variable<Element?>...) -> any Disposable {
        drive(onNext: { element in for variable in variables { variable.value = element } })
    }
}
