import Animatic

extension Samples {
    /// Onboarding cards driven by an Rx chain: each step resets its card to a start value
    /// outside the animation block and then animates it (the commonest intro idiom), the page
    /// indicator follows, and the screen ends on an endless "swipe" hint, recorded for a fixed
    /// time with `Story.record(size:duration:)` so the export can loop.
    static let onboardingCards = Sample(
        name: "onboarding-cards",
        title: "Onboarding cards",
        summary: "Three cards slide in one after another through a concat of Observable.create steps that set "
            + "each card's start position and scale before animating; the page indicator slides along; an "
            + "endless swipe hint keeps pulsing, recorded for 6 s.") {
        let size = CGSize(width: 360, height: 480)
        let paper = UIColor(red: 0.97, green: 0.96, blue: 0.93, alpha: 1)
        let colors = [UIColor(red: 0.98, green: 0.45, blue: 0.38, alpha: 1),
                      UIColor(red: 0.36, green: 0.55, blue: 0.98, alpha: 1),
                      UIColor(red: 0.99, green: 0.74, blue: 0.25, alpha: 1)]
        let backdrop = makeView("backdrop", CGRect(origin: .zero, size: size), paper)
        let cards = (0..<3).map { i -> UIView in
            let card = makeView("card\(i)", CGRect(x: 40, y: 60, width: 280, height: 300), colors[i])
            card.layer.cornerRadius = 24
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.18
            card.layer.shadowRadius = 12
            card.layer.shadowOffset = CGSize(width: 0, height: 6)
            let heading = UILabel(frame: CGRect(x: 24, y: 220, width: 232, height: 34))
            heading.text = ["Discover", "Connect", "Create"][i]
            heading.font = .boldSystemFont(ofSize: 28)
            heading.textColor = .white
            heading.accessibilityIdentifier = "card\(i)-heading"
            card.addSubview(heading)
            return card
        }
        let track = makeView("indicator-track", CGRect(x: 130, y: 392, width: 100, height: 6), UIColor(white: 0, alpha: 0.1))
        track.layer.cornerRadius = 3
        let thumb = makeView("indicator", CGRect(x: 0, y: 0, width: 33, height: 6), UIColor(white: 0.1, alpha: 1))
        thumb.layer.cornerRadius = 3
        track.addSubview(thumb)
        let hint = makeView("swipe-hint", CGRect(x: 150, y: 424, width: 60, height: 24), UIColor(white: 0.1, alpha: 1))
        hint.layer.cornerRadius = 12

        /// One onboarding step: set the card's start, then bring it in and move the indicator.
        func show(_ index: Int) -> Observable<Void> {
            Observable.create { observer in
                let card = cards[index]
                card.isHidden = false
                card.center.x = size.width + 160                      // start off the right edge
                card.transform = CGAffineTransform(rotationAngle: 0.2).scaledBy(x: 0.9, y: 0.9)
                UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                               options: [], animations: {
                    card.center.x = size.width / 2
                    card.transform = .identity
                }, completion: { _ in
                    observer.onNext(())
                    observer.onCompleted()
                })
                UIView.animate(withDuration: 0.4, delay: 0.2, options: .curveEaseInOut, animations: {
                    thumb.frame.origin.x = CGFloat(index) * 33.5
                })
                if index > 0 {
                    // The card underneath steps back.
                    UIView.animate(withDuration: 0.5) {
                        cards[index - 1].transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
                        cards[index - 1].alpha = 0.6
                    }
                }
                return Disposables.create()
            }
        }

        return try Story.record(size: size, duration: 6) { stage in
            stage.addSubview(backdrop)
            for card in cards {
                card.isHidden = true
                stage.addSubview(card)
            }
            stage.addSubview(track)
            stage.addSubview(hint)
            hint.alpha = 0
            Observable.concat([
                show(0), pause(0.6), show(1), pause(0.6), show(2),
                Observable.create { observer in
                    // The endless hint: fades in, then breathes forever.
                    UIView.animate(withDuration: 0.3) { hint.alpha = 1 }
                    UIView.animate(withDuration: 0.6, delay: 0.3, options: [.repeat, .autoreverse, .curveEaseInOut],
                                   animations: { hint.transform = CGAffineTransform(translationX: -14, y: 0) })
                    observer.onCompleted()
                    return Disposables.create()
                },
            ])
            .subscribe()
            .disposed(by: stage.disposeBag)
        }
    }
}
