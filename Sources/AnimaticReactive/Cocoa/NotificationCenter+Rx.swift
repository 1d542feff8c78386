import Foundation

#if !canImport(ObjectiveC)
/// `.rx` on `NotificationCenter`, which RxSwift reaches through `NSObject`: on Linux Foundation's
/// `NotificationCenter` is not an `NSObject`.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (any name when `nil`) posted by `object` (any sender when
    /// `nil`), from subscription until disposal (RxCocoa's `NotificationCenter.rx.notification(_:object:)`,
    /// RxCocoa/Foundation/NotificationCenter+Rx.swift): each subscription adds an observer
    /// block and removes it when disposed. Notifications arrive on the thread that posts them,
    /// as Foundation delivers them (the story's, in a recording).
    ///
    /// ```swift
    /// NotificationCenter.default.rx.notification(UIApplication.didBecomeActiveNotification)
    ///     .subscribe(onNext: { _ in intro.replay() })
    /// ```
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            // The center's block is `@Sendable`; notifications are posted and observed on the
            // story's one thread.
            nonisolated(unsafe) let observer = observer
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                observer.onNext(notification)
            }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}
