import Animatic

extension Samples {
    /// An onboarding page driven by a property animator (started, paused as if the user grabbed
    /// the card, scrubbed back, then continued on a spring) and by keyframe animations (a badge
    /// that pops with `animateKeyframes`, a hint that bobs with a `CAKeyframeAnimation`).
    static let animatorOnboarding = Sample(
        name: "animator-onboarding",
        title: "Property animator onboarding",
        summary: "A UIViewPropertyAnimator slides the welcome card up, is paused at 0.6 s as a finger would, scrubbed "
            + "back to 40 % and continued on a spring; a badge pops in with animateKeyframes and a hint bobs with a "
            + "repeating CAKeyframeAnimation.") {
        let size = CGSize(width: 360, height: 560)
        let page = makeView("page", CGRect(origin: .zero, size: size),
                            UIColor(red: 0.96, green: 0.95, blue: 0.92, alpha: 1))
        let card = makeView("card", CGRect(x: 30, y: 600, width: 300, height: 260),
                            UIColor(red: 0.16, green: 0.20, blue: 0.38, alpha: 1))
        card.layer.cornerRadius = 28
        let title = UILabel(frame: CGRect(x: 24, y: 36, width: 252, height: 40))
        title.text = "Welcome aboard"
        title.font = .boldSystemFont(ofSize: 28)
        title.textColor = .white
        title.accessibilityIdentifier = "title"
        card.addSubview(title)
        let badge = makeView("badge", CGRect(x: 236, y: 196, width: 44, height: 44),
                             UIColor(red: 1.0, green: 0.62, blue: 0.25, alpha: 1))
        badge.layer.cornerRadius = 22
        badge.alpha = 0
        card.addSubview(badge)
        let hint = makeView("hint", CGRect(x: 170, y: 500, width: 20, height: 20),
                            UIColor(red: 0.16, green: 0.20, blue: 0.38, alpha: 1))
        hint.layer.cornerRadius = 10
        hint.alpha = 0

        return try Story.record(size: size, duration: 4) { stage in
            stage.addSubview(page)
            page.addSubview(card)
            page.addSubview(hint)

            // The card rises on an ease-out curve over 1.2 s...
            let rise = UIViewPropertyAnimator(duration: 1.2, curve: .easeOut) {
                card.center.y = 300
            }
            rise.addCompletion { position in
                guard position == .end else { return }
                // ...then the badge pops: grow past full size, settle back.
                UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { badge.alpha = 1 }
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) {
                        badge.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { badge.transform = .identity }
                })
                hint.alpha = 1
                let bob = CAKeyframeAnimation(keyPath: "position.y")
                bob.values = [510, 496, 510]
                bob.keyTimes = [0, 0.5, 1]
                bob.duration = 0.8
                bob.repeatCount = .infinity
                hint.layer.add(bob, forKey: "bob")
            }
            rise.startAnimation()

            // A finger catches the card at 0.6 s and drags it back to 40 %; on release at 1 s it
            // continues on a spring over what is left of the run.
            Observable.just(()).delay(0.6, scheduler: MainScheduler.instance).subscribe(onNext: {
                rise.pauseAnimation()
                rise.fractionComplete = 0.4
            }).disposed(by: stage.disposeBag)
            Observable.just(()).delay(1.0, scheduler: MainScheduler.instance).subscribe(onNext: {
                rise.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.7),
                                       durationFactor: 1)
            }).disposed(by: stage.disposeBag)
        }
    }
}
