import AnimaticReactive
import Foundation

#if !canImport(ObjectiveC)
/// `.rx` on the notification center: on Apple's platforms it is an `NSObject` and has it
/// already (``ReactiveCompatible``); swift-corelibs-foundation's is not one.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (any name when `nil`) posted by `object` (by anyone when
    /// `nil`), as an observable that never completes: each subscription observes the center until
    /// it is disposed (RxCocoa's `NotificationCenter.rx.notification(_:object:)`, in
    /// RxCocoa/Foundation/NotificationCenter+Rx.swift). Notifications are delivered on the
    /// thread that posts them, the story's.
    ///
    /// ```swift
    /// NotificationCenter.default.rx.notification(UIWindow.didBecomeKeyNotification)
    ///     .subscribe(onNext: { _ in badge.alpha = 0 })
    ///     .disposed(by: stage.disposeBag)
    /// ```
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { observer in
            let box = NotificationObserverBox(observer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { box.observer.on(.next($0)) }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}

/// The subscriber of ``Reactive/notification(_:object:)``, for the center's `@Sendable` block:
/// notifications are posted and observed on the story's one thread.
private final class NotificationObserverBox: @unchecked Sendable {
    let observer: AnyObserver<Notification>
    init(_ observer: AnyObserver<Notification>) { self.observer = observer }
}
