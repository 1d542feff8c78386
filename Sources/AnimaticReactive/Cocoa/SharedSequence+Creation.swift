// RxCocoa's shared-sequence factories on the strategy's scheduler
// (RxCocoa/Traits/SharedSequence/SharedSequence.swift).

extension SharedSequence {
    /// The sequence's elements, as `from(_:)` of an array sends them (RxCocoa's
    /// `from(_:)` of a `Sequence`); inside ``SharingScheduler/mock(scheduler:action:)`` each
    /// element is an action on the mock.
    ///
    /// ```swift
    /// Driver.from(stride(from: 0.0, through: 1, by: 0.25))
    /// ```
    public static func from<Source: Sequence>(_ sequence: Source) -> SharedSequence<SharingStrategy, Element>
        where Source.Element == Element
    {
        from(Array(sequence))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2, ... one every `period` on the strategy's scheduler (RxCocoa's `interval(_:)`).
    ///
    /// ```swift
    /// Driver<Int>.interval(.milliseconds(500)).map { $0 % 2 == 0 }.drive(dot.rx.isHidden)
    /// ```
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime`, then 1, 2, ... every `period` on the strategy's scheduler (RxCocoa's
    /// `timer(_:period:)`).
    ///
    /// ```swift
    /// Signal<Int>.timer(.seconds(1), period: .milliseconds(250))
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
