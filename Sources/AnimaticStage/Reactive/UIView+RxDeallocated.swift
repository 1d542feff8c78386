import AnimaticReactive
import Foundation

/// Tells its subject that the view holding it went away: a view keeps it in its extras, so
/// it is released, and fires, when the view is deallocated.
final class DeallocationSignal {
    let subject = PublishSubject<Void>()
    deinit {
        subject.onNext(())
        subject.onCompleted()
    }
}

extension Reactive where Base: UIView {
    /// One `()` when the view is deallocated, then completion (RxCocoa's `rx.deallocated`,
    /// RxCocoa/Foundation/NSObject+Rx.swift: "After object is deallocated one `()` element will
    /// be produced and sequence will immediately complete"). Nothing while the view lives.
    ///
    /// ```swift
    /// gestureEvents.take(until: view.rx.deallocated)   // ends with the view
    /// ```
    ///
    /// The observable does not keep the view alive. On the story clock, the element comes when
    /// the last reference to the view goes, as on iOS.
    public var deallocated: Observable<Void> {
        let view = base
        if view.extras == nil { view.extras = ViewExtras() }
        if let signal = view.extras!.deallocation { return signal.subject.asObservable() }
        let signal = DeallocationSignal()
        view.extras!.deallocation = signal
        return signal.subject.asObservable()
    }
}
