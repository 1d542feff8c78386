import AnimaticClock
import AnimaticReactive
import AnimaticRuntime
import Foundation

// RxCocoa's `sentMessage(_:)` and `methodInvoked(_:)` (RxCocoa/Foundation/NSObject+Rx.swift),
// which RxViewController's `rx.viewDidLoad`, `rx.viewWillAppear`, … are made of. RxCocoa swizzles
// the method with the Objective-C runtime, which Linux does not have. What Animatic can observe
// is what the stage itself calls: a view controller's lifecycle methods (loading, appearance,
// layout). `sentMessage` sends just before the stage calls the method, `methodInvoked` just after
// the call returned (after an override's code, as RxCocoa's), each with the arguments (`[animated]`
// for the appearance methods). A call an app makes itself (`controller.viewDidLoad()`) is not
// seen, and the sequences do not complete when the controller is released (RxCocoa's do).

/// A lifecycle method of ``UIViewController`` that the stage calls and `rx.methodInvoked` observes.
package enum ObservedControllerMethod: String, CaseIterable, Sendable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
    case viewWillLayoutSubviews, viewDidLayoutSubviews, didReceiveMemoryWarning

    /// The method a selector names, in any of its spellings: Objective-C's (`viewWillAppear:`),
    /// `#selector` of the base name (`viewWillAppear`) or Swift's (`viewWillAppear(_:)`).
    init?(_ selector: Selector) {
        self.init(rawValue: String(selector.name.prefix { $0 != ":" && $0 != "(" }))
    }
}

/// The observers of one controller's lifecycle calls.
final class ControllerMethodObservers {
    var sent: [ObservedControllerMethod: PublishSubject<[Any]>] = [:]
    var invoked: [ObservedControllerMethod: PublishSubject<[Any]>] = [:]

    private enum Key { nonisolated(unsafe) static var storage: UInt8 = 0 }

    /// The observers of `controller`, made on first use when `create`.
    static func of(_ controller: UIViewController, create: Bool) -> ControllerMethodObservers? {
        if let existing = objc_getAssociatedObject(controller, &Key.storage) as? ControllerMethodObservers { return existing }
        guard create else { return nil }
        let made = ControllerMethodObservers()
        objc_setAssociatedObject(controller, &Key.storage, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }
}

extension UIViewController {
    /// Calls `method` (the stage's call of a lifecycle method) between its `rx.sentMessage`
    /// and `rx.methodInvoked` events.
    final func observedCall(_ method: ObservedControllerMethod, _ arguments: [Any] = [], _ call: () -> Void) {
        guard let observers = ControllerMethodObservers.of(self, create: false) else { return call() }
        observers.sent[method]?.onNext(arguments)
        call()
        observers.invoked[method]?.onNext(arguments)
    }
}

extension Reactive where Base: UIViewController {
    /// The arguments of each call of the lifecycle method `selector`, sent just before the
    /// method runs (RxCocoa's `sentMessage(_:)`). Animatic sees the calls the stage makes:
    /// `viewDidLoad`, `viewWillAppear:`, `viewIsAppearing:`, `viewDidAppear:`,
    /// `viewWillDisappear:`, `viewDidDisappear:`, `viewWillLayoutSubviews`,
    /// `viewDidLayoutSubviews` and `didReceiveMemoryWarning` (which a story never sends);
    /// another selector is reported as not supported and the sequence sends nothing.
    ///
    /// ```swift
    /// controller.rx.sentMessage(#selector(UIViewController.viewWillAppear(_:)))
    ///     .subscribe(onNext: { _ in logo.alpha = 0 })
    ///     .disposed(by: bag)
    /// ```
    public func sentMessage(_ selector: Selector) -> Observable<[Any]> {
        subject(for: selector, call: "sentMessage", \.sent)
    }

    /// The arguments of each call of the lifecycle method `selector`, sent just after the
    /// method returned (RxCocoa's `methodInvoked(_:)`; RxViewController's `rx.viewDidLoad`,
    /// `rx.viewDidAppear` are made of it). The methods observed are those of
    /// ``sentMessage(_:)``; another selector is reported as not supported.
    ///
    /// ```swift
    /// controller.rx.methodInvoked(#selector(UIViewController.viewDidAppear(_:)))
    ///     .subscribe(onNext: { _ in startIntro() })
    ///     .disposed(by: bag)
    /// ```
    public func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
        subject(for: selector, call: "methodInvoked", \.invoked)
    }

    private func subject(for selector: Selector, call: String,
                         _ table: ReferenceWritableKeyPath<ControllerMethodObservers, [ObservedControllerMethod: PublishSubject<[Any]>]>
                         ) -> Observable<[Any]> {
        guard let method = ObservedControllerMethod(selector) else {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "UIViewController.rx.\(call)(\"\(selector.name)\")",
                feature: "observing a method the stage does not call (Linux has no Objective-C runtime to intercept it); "
                    + "the lifecycle methods are observed: " + ObservedControllerMethod.allCases.map(\.rawValue).joined(separator: ", ")))
            return Observable.never()
        }
        let observers = ControllerMethodObservers.of(base, create: true)!
        if let existing = observers[keyPath: table][method] { return existing.asObservable() }
        let made = PublishSubject<[Any]>()
        observers[keyPath: table][method] = made
        return made.asObservable()
    }
}
