import Animatic

/// The article's Observable-returning primitives, as a view controller would hold them.
final class ArticleChains {
    let animatableView = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
    let disposeBag = DisposeBag()

    init() {
        animatableView.backgroundColor = .red
        animatableView.accessibilityIdentifier = "box"
    }

    func rotate(_ view: UIView, duration: TimeInterval) -> Observable<Void> {
        return Observable.create { (observer) -> Disposable in
            UIView.animate(withDuration: duration, animations: {
                view.transform = CGAffineTransform(rotationAngle: .pi/2)
            }, completion: { (_) in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    func shift(_ view: UIView, duration: TimeInterval) -> Observable<Void> {
        return Observable.create { (observer) -> Disposable in
            UIView.animate(withDuration: duration, animations: {
                view.frame = view.frame.offsetBy(dx: 50, dy: 0)
            }, completion: { (_) in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    func fade(_ view: UIView, duration: TimeInterval) -> Observable<Void> {
        return Observable.create { (observer) -> Disposable in
            UIView.animate(withDuration: duration, animations: {
                view.alpha = 0
            }, completion: { (_) in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    func delay(_ duration: TimeInterval) -> Observable<Void> {
        return Observable.of(()).delay(duration, scheduler: MainScheduler.instance)
    }

    func rotateEndlessly(_ view: UIView, duration: TimeInterval) -> Observable<Void> {
        var disposed = false
        return Observable.create { (observer) -> Disposable in
            func animate() {
                UIView.animate(withDuration: duration, animations: {
                    view.transform = view.transform.rotated(by: .pi/2)
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

    func playFlatMap() {
        rotate(animatableView, duration: 0.5)
            .flatMap { [unowned self] in
                self.shift(self.animatableView, duration: 0.5)
            }
            .flatMap { [unowned self] in
                self.fade(self.animatableView, duration: 0.5)
            }
            .subscribe()
            .disposed(by: disposeBag)
    }

    func playConcat() {
        Observable.concat([
                rotate(animatableView, duration: 0.5),
                shift(animatableView, duration: 0.5),
                fade(animatableView, duration: 0.5)
            ])
            .subscribe()
            .disposed(by: disposeBag)
    }

    func playConcatWithDelays() {
        Observable.concat([
            rotate(animatableView, duration: 0.5),
            delay(0.5),
            shift(animatableView, duration: 0.5),
            delay(1),
            fade(animatableView, duration: 0.5)
            ])
            .subscribe()
            .disposed(by: disposeBag)
    }

    func playRotateFiveTimes() {
        Observable.concat([
            rotateEndlessly(animatableView, duration: 0.5).take(5),
            shift(animatableView, duration: 0.5),
            fade(animatableView, duration: 0.5)
            ])
             .subscribe()
            .disposed(by: disposeBag)
    }

    /// Records one of the plays on a 400×300 stage.
    static func record(_ play: (ArticleChains) -> () -> Void) throws -> Story {
        let chains = ArticleChains()
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(chains.animatableView)
            play(chains)()
        }
    }
}

extension Samples {
    static let flatMap = Sample(
        name: "article-flatmap",
        title: "flatMap chain",
        summary: "rotate, shift and fade as Observables chained with flatMap.") {
        try ArticleChains.record(ArticleChains.playFlatMap)
    }

    static let concat = Sample(
        name: "article-concat",
        title: "concat chain",
        summary: "The same steps listed in Observable.concat.") {
        try ArticleChains.record(ArticleChains.playConcat)
    }

    static let concatWithDelays = Sample(
        name: "article-concat-delays",
        title: "concat with delays",
        summary: "Pauses between the steps, built on Observable.of(()).delay on MainScheduler.") {
        try ArticleChains.record(ArticleChains.playConcatWithDelays)
    }

    static let rotateFiveTimes = Sample(
        name: "article-rotate-take5",
        title: "rotateEndlessly().take(5)",
        summary: "An endless rotation cut after five quarter turns by take(5), then shift and fade.") {
        try ArticleChains.record(ArticleChains.playRotateFiveTimes)
    }
}
