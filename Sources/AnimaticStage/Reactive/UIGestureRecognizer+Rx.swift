import AnimaticReactive
import Foundation

extension Reactive where Base: UIGestureRecognizer {
    /// The recognizer's actions, as RxCocoa's `UIGestureRecognizer.rx.event`: the recognizer
    /// itself each time it sends its action (its `.began`, `.changed`, `.ended` and `.cancelled`
    /// states), so `.filter { $0.state == .ended }` gives the finished gestures. Each
    /// subscription adds an action and removes it when disposed; the recognizer is held weakly.
    ///
    /// ```swift
    /// pan.rx.event
    ///     .subscribe(onNext: { pan in card.center.y = 400 + pan.translation(in: nil).y })
    ///     .disposed(by: stage.disposeBag)
    /// ```
    public var event: ControlEvent<Base> {
        let source = Observable<Base>.create { [weak recognizer = base] observer in
            guard let recognizer else {
                observer.onCompleted()
                return Disposables.create()
            }
            let id = recognizer.addActionBlock { sender in
                if let sender = sender as? Base { observer.onNext(sender) }
            }
            return Disposables.create { [weak recognizer] in recognizer?.removeActionBlock(id) }
        }
        return ControlEvent(events: source)
    }
}
