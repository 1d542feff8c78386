import Animatic

extension Reactive where Base == UIView {
    func shift(duration: TimeInterval) -> Observable<Void> {
        return Observable.create { (observer) -> Disposable in
            UIView.animate(withDuration: duration, animations: {
                self.base.frame = self.base.frame.offsetBy(dx: 50, dy: 0)
            }, completion: { (_) in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    func fade(duration: TimeInterval) -> Observable<Void> {
        return Observable.create { (observer) -> Disposable in
            UIView.animate(withDuration: duration, animations: {
                self.base.alpha = 0
            }, completion: { (_) in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    func rotateEndlessly(duration: TimeInterval) -> Observable<Void> {
        var disposed = false
        return Observable.create { (observer) -> Disposable in
            func animate() {
                UIView.animate(withDuration: duration, animations: {
                    self.base.transform = self.base.transform.rotated(by: .pi/2)
                }, completion: { (_) in
                    observer.onNext(())
                    if !disposed {
                        animate()
                    }
                })
            }
            animate()
            return Disposables.create {
                disposed = true
            }
        }
    }
}

extension Samples {
    static let reactiveExtension = Sample(
        name: "article-rx-extension",
        title: "The .rx extension",
        summary: "The primitives as a Reactive extension of UIView: box.rx.rotateEndlessly(...).take(5).") {
        let animatableView = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        animatableView.backgroundColor = .red
        animatableView.accessibilityIdentifier = "box"
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(animatableView)
            Observable.concat([
                animatableView.rx.rotateEndlessly(duration: 0.5).take(5),
                animatableView.rx.shift(duration: 0.5),
                animatableView.rx.fade(duration: 0.5)
                ])
                .subscribe()
                .disposed(by: stage.disposeBag)
        }
    }
}
