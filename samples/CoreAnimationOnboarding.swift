import Animatic

extension Samples {
    /// An onboarding page built from Core Animation: a property animator lifts the card, the
    /// card's icon arrives in a `CAAnimationGroup`, a paper plane flies a keyframe path turning
    /// with it, the Next button springs in with a `CASpringAnimation`, the sky's gradient
    /// colours shift, and page dots hop with `animateKeyframes`.
    static let coreAnimationOnboarding = Sample(
        name: "core-animation-onboarding",
        title: "Core Animation onboarding",
        summary: "A UIViewPropertyAnimator lifts the card while its icon arrives in a CAAnimationGroup (scale, turn and "
            + "fade), a paper plane flies a CAKeyframeAnimation path turning with it, the Next button springs in with "
            + "CASpringAnimation, the sky's gradient colours shift and the page dots hop with animateKeyframes.") {
        let size = CGSize(width: 360, height: 560)
        let sky = GradientBackground(frame: CGRect(origin: .zero, size: size))
        sky.accessibilityIdentifier = "sky"
        sky.gradient.colors = [UIColor(red: 0.98, green: 0.85, blue: 0.70, alpha: 1).cgColor,
                               UIColor(red: 0.55, green: 0.72, blue: 0.95, alpha: 1).cgColor]
        let card = makeView("card", CGRect(x: 30, y: 620, width: 300, height: 250), .white)
        card.layer.cornerRadius = 26
        let icon = makeView("icon", CGRect(x: 120, y: 30, width: 60, height: 60),
                            UIColor(red: 0.35, green: 0.45, blue: 0.95, alpha: 1))
        icon.layer.cornerRadius = 16
        card.addSubview(icon)
        let title = UILabel(frame: CGRect(x: 24, y: 110, width: 252, height: 36))
        title.text = "Send it anywhere"
        title.font = .boldSystemFont(ofSize: 24)
        title.textAlignment = .center
        title.textColor = UIColor(red: 0.12, green: 0.14, blue: 0.25, alpha: 1)
        title.accessibilityIdentifier = "title"
        card.addSubview(title)
        let next = makeView("next", CGRect(x: 90, y: 176, width: 120, height: 44),
                            UIColor(red: 0.35, green: 0.45, blue: 0.95, alpha: 1))
        next.layer.cornerRadius = 22
        next.alpha = 0
        card.addSubview(next)
        let plane = makeView("plane", CGRect(x: 0, y: 0, width: 28, height: 14), .white)
        plane.layer.cornerRadius = 4
        plane.center = CGPoint(x: -40, y: 200)
        let dots = (0..<3).map { i in
            makeView("dot\(i)", CGRect(x: 150 + CGFloat(i) * 24, y: 520, width: 12, height: 12),
                     UIColor.white.withAlphaComponent(i == 0 ? 1 : 0.5))
        }
        for dot in dots { dot.layer.cornerRadius = 6 }

        return try Story.record(size: size, duration: 4) { stage in
            stage.addSubview(sky)
            stage.addSubview(plane)
            stage.addSubview(card)
            for dot in dots { stage.addSubview(dot) }

            // The card rises on a spring animator, a little small and tilted, straightening as it
            // comes (its layer's CATransform3D, animated in a view block).
            card.layer.transform = CATransform3DRotate(CATransform3DMakeScale(0.9, 0.9, 1), -0.08, 0, 0, 1)
            let lift = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) {
                card.center.y = 380
            }
            lift.startAnimation()

            // The icon arrives: scale up from nothing, a quarter turn back, fading in, together.
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = 0.2
            grow.toValue = 1
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = -Double.pi / 2
            turn.toValue = 0
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.3
            let arrive = CAAnimationGroup()
            arrive.animations = [grow, turn, fade]
            arrive.duration = 0.7
            arrive.beginTime = CACurrentMediaTime() + 0.6
            arrive.fillMode = .backwards
            icon.layer.add(arrive, forKey: "arrive")

            // The paper plane loops across the sky, nose along its path.
            let flight = UIBezierPath()
            flight.move(to: CGPoint(x: -40, y: 200))
            flight.addCurve(to: CGPoint(x: 200, y: 120), controlPoint1: CGPoint(x: 80, y: 300),
                            controlPoint2: CGPoint(x: 120, y: 40))
            flight.addCurve(to: CGPoint(x: 400, y: 60), controlPoint1: CGPoint(x: 280, y: 200),
                            controlPoint2: CGPoint(x: 330, y: 20))
            let fly = CAKeyframeAnimation(keyPath: "position")
            fly.path = flight.cgPath
            fly.calculationMode = .paced
            fly.rotationMode = .rotateAuto
            fly.duration = 2.4
            fly.beginTime = CACurrentMediaTime() + 0.3
            fly.fillMode = .backwards
            plane.layer.add(fly, forKey: "fly")

            // The sky warms up.
            let dusk = CABasicAnimation(keyPath: "colors")
            dusk.toValue = [UIColor(red: 0.99, green: 0.70, blue: 0.55, alpha: 1).cgColor,
                            UIColor(red: 0.40, green: 0.45, blue: 0.85, alpha: 1).cgColor]
            dusk.duration = 3
            dusk.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            dusk.isRemovedOnCompletion = false
            dusk.fillMode = .forwards
            sky.gradient.add(dusk, forKey: "dusk")

            // Once the card has landed, the Next button springs in and the dots hop along.
            lift.addCompletion { _ in
                next.alpha = 1
                let pop = CASpringAnimation(keyPath: "transform.scale")
                pop.fromValue = 0.4
                pop.toValue = 1
                pop.damping = 7
                pop.duration = pop.settlingDuration
                next.layer.add(pop, forKey: "pop")
                UIView.animateKeyframes(withDuration: 0.9, delay: 0.2, options: [], animations: {
                    for (i, dot) in dots.enumerated() {
                        let start = Double(i) * 0.25
                        UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: 0.12) {
                            dot.transform = CGAffineTransform(translationX: 0, y: -10)
                        }
                        UIView.addKeyframe(withRelativeStartTime: start + 0.12, relativeDuration: 0.13) {
                            dot.transform = .identity
                        }
                    }
                })
            }
            // The tilt straightens while the card rises.
            UIView.animate(withDuration: 0.8) { card.layer.transform = CATransform3DIdentity }
        }
    }
}

/// A view drawn by a gradient layer (`layerClass`), for the sky.
final class GradientBackground: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
}
