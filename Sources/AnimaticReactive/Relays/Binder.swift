/// An observer that sets something on a target object for each element, on the main
/// scheduler, and refuses errors: RxSwift's `Binder` (RxSwift/Binder.swift), the type behind
/// RxCocoa's `rx.isHidden`, `rx.text` and the other view bindings.
///
/// ```swift
/// extension Reactive where Base: UIView {
///     var cornerRadius: Binder<CGFloat> { Binder(base) { view, radius in view.layer.cornerRadius = radius } }
/// }
/// page.map { $0 == 0 ? 0 : 12 }.bind(to: card.rx.cornerRadius).disposed(by: bag)
/// ```
///
/// The target is held weakly: once it is gone, elements are dropped. With the default
/// `MainScheduler` the binding runs at once on the story's thread, as RxCocoa's does on the
/// main thread (so inside `UIView.animate`'s block it animates as setting the property there
/// would). Only an element sent to a binder while that same binder's binding runs is queued
/// after it, at the same story time, as RxSwift's `MainScheduler()` of the binder does. A
/// `MainScheduler` passed explicitly counts as the binder's own (RxSwift's `MainScheduler.instance`
/// would share its count with the traits). An `.error` is reported to the story
/// as a ``BindingError`` (RxCocoa stops a debug build); `.completed` is ignored.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value
    private let binding: (Event<Value>) -> Void

    /// A binder running `binding` with `target` and each element on `scheduler`.
    public init<Target: AnyObject>(_ target: Target, scheduler: any ImmediateSchedulerType = MainScheduler(),
                                   binding: @escaping (Target, Value) -> Void) {
        let name = "a Binder of \(type(of: target))"
        // RxSwift's default argument makes a new `MainScheduler()` per binder, with its own count.
        let depth = MainSchedulerQueueDepth()
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                let action = {
                    if let target { binding(target, element) }
                }
                if let main = scheduler as? MainScheduler {
                    _ = main.scheduleLikeMainThread(depth: depth, action)
                } else {
                    _ = scheduler.scheduleNow(action)
                }
            case .error(let error):
                reportBindingError(error, target: name)
            case .completed:
                break
            }
        }
    }

    /// Binds a `.next` element; see the type's description for errors and completion.
    public func on(_ event: Event<Value>) { binding(event) }

    /// The binder as an ``AnyObserver``.
    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}
