import Animatic

extension Samples {
    /// UIKit's remaining timing: a spring, an endless pulse, a finite blink, a redirected move
    /// and a cross-dissolve.
    static let springsAndRepeats = Sample(
        name: "springs-and-repeats",
        title: "Springs, repeats and interruptions",
        summary: "A button pops in on a spring, its badge pulses forever, a dot blinks 2.5 times, "
            + "a runner is redirected halfway and a card cross-dissolves to green.") {
        let button = makeView("button", CGRect(x: 130, y: 50, width: 140, height: 56), .systemBlue)
        button.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
        button.alpha = 0
        let badge = makeView("badge", CGRect(x: 122, y: -10, width: 26, height: 26), .systemRed)
        button.addSubview(badge)
        let runner = makeView("runner", CGRect(x: 20, y: 230, width: 40, height: 40), .systemOrange)
        let dot = makeView("dot", CGRect(x: 40, y: 60, width: 30, height: 30), .systemPurple)
        let card = makeView("card", CGRect(x: 300, y: 140, width: 80, height: 60), .systemGray)
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            [button, runner, dot, card].forEach(stage.addSubview)
            // The button pops in (the spring overshoots its scale), fading in meanwhile.
            let popIn = Observable<Void>.create { observer in
                UIView.animate(withDuration: 0.3) { button.alpha = 1 }
                UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.45,
                               initialSpringVelocity: 0, options: [], animations: {
                    button.transform = .identity
                }, completion: { _ in
                    observer.onNext(())
                    observer.onCompleted()
                })
                return Disposables.create()
            }
            // Then its badge pulses forever (its completion never runs, as in UIKit).
            let pulse = Observable<Void>.create { _ in
                UIView.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse], animations: {
                    badge.transform = CGAffineTransform(scaleX: 1.35, y: 1.35)
                })
                return Disposables.create()
            }
            Observable.concat([popIn, pulse]).subscribe().disposed(by: stage.disposeBag)
            // The runner heads right; at 0.6 s it is sent up instead, from where it is.
            animation(1.2) { runner.center = CGPoint(x: 360, y: 250) }
                .subscribe().disposed(by: stage.disposeBag)
            pause(0.6).flatMap { _ in
                animation(0.8, options: .beginFromCurrentState) { runner.center = CGPoint(x: 250, y: 170) }
            }
            .subscribe().disposed(by: stage.disposeBag)
            // The dot blinks 2.5 times (ending faded: a half cycle more) from 1.0 s.
            pause(1.0).flatMap { _ in
                animation(0.25) {
                    UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) { dot.alpha = 0.15 }
                }
            }
            .subscribe().disposed(by: stage.disposeBag)
            // The card cross-dissolves to green at 1.4 s.
            pause(1.4).flatMap { _ in
                Observable<Void>.create { observer in
                    UIView.transition(with: card, duration: 0.5, options: .transitionCrossDissolve, animations: {
                        card.backgroundColor = .systemGreen
                    }, completion: { _ in
                        observer.onNext(())
                        observer.onCompleted()
                    })
                    return Disposables.create()
                }
            }
            .subscribe().disposed(by: stage.disposeBag)
        }
    }
}
