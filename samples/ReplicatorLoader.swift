import Animatic

extension Samples {
    /// Core Animation's loaders: a replicator of fading dots, a ring drawn by strokeEnd and
    /// strokeStart, a replicator of arcs drawing one after another, and a text layer under a
    /// sweeping gradient mask.
    static let replicatorLoader = Sample(
        name: "replicator-loader",
        title: "Replicator and stroke loaders",
        summary: "Twelve dots fade in turn around a circle (CAReplicatorLayer with an instance delay), a ring "
            + "draws and erases itself with strokeEnd and strokeStart, eight arcs draw one after another, and a "
            + "gradient mask shimmers across a CATextLayer, recorded for 3 s.") {
        let card = makeView("card", CGRect(x: 20, y: 40, width: 360, height: 140), UIColor(white: 0.12, alpha: 1))
        card.layer.cornerRadius = 20
        return try Story.record(size: CGSize(width: 400, height: 220), duration: 3) { stage in
            stage.addSubview(card)
            // 1. Twelve dots around a circle, each fading 0.1 s after the one before.
            let dots = CAReplicatorLayer()
            dots.name = "dots"
            dots.frame = CGRect(x: 30, y: 30, width: 80, height: 80)
            let dot = CALayer()
            dot.name = "dot"
            dot.frame = CGRect(x: 36, y: 0, width: 8, height: 8)
            dot.cornerRadius = 4
            dot.backgroundColor = UIColor.white.cgColor
            dots.addSublayer(dot)
            dots.instanceCount = 12
            dots.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
            dots.instanceDelay = 1.2 / 12
            card.layer.addSublayer(dots)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.15
            fade.duration = 1.2
            fade.repeatCount = .infinity
            dot.add(fade, forKey: "fade")

            // 2. A ring that draws itself (strokeEnd), then erases from its start (strokeStart).
            let ring = CAShapeLayer()
            ring.name = "ring"
            ring.frame = CGRect(x: 140, y: 30, width: 80, height: 80)
            ring.path = UIBezierPath(ovalIn: CGRect(x: 6, y: 6, width: 68, height: 68)).cgPath
            ring.fillColor = UIColor.clear.cgColor
            ring.strokeColor = UIColor.systemBlue.cgColor
            ring.lineWidth = 6
            ring.lineCap = .round
            card.layer.addSublayer(ring)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 1
            draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            draw.repeatCount = .infinity
            ring.add(draw, forKey: "draw")
            let erase = CABasicAnimation(keyPath: "strokeStart")
            erase.fromValue = 0
            erase.toValue = 1
            erase.duration = 1
            erase.beginTime = CACurrentMediaTime() + 0.5
            erase.timingFunction = CAMediaTimingFunction(name: .easeIn)
            erase.repeatCount = .infinity
            ring.add(erase, forKey: "erase")

            // 3. Eight arcs around a circle, each drawing itself 0.15 s after the one before.
            let arcs = CAReplicatorLayer()
            arcs.name = "arcs"
            arcs.frame = CGRect(x: 250, y: 30, width: 80, height: 80)
            let arc = CAShapeLayer()
            arc.name = "arc"
            arc.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
            let path = UIBezierPath()
            path.addArc(withCenter: CGPoint(x: 40, y: 40), radius: 34, startAngle: -.pi / 2 + 0.08,
                        endAngle: -.pi / 4 - 0.08, clockwise: true)
            arc.path = path.cgPath
            arc.fillColor = UIColor.clear.cgColor
            arc.strokeColor = UIColor.systemOrange.cgColor
            arc.lineWidth = 5
            arc.lineCap = .round
            arc.strokeEnd = 0
            arcs.addSublayer(arc)
            arcs.instanceCount = 8
            arcs.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            arcs.instanceDelay = 0.15
            card.layer.addSublayer(arcs)
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 1.2
            grow.autoreverses = true
            grow.repeatCount = .infinity
            grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
            arc.add(grow, forKey: "grow")

            // 4. A "Loading" text layer with a shimmer: a gradient mask whose bright band sweeps
            //    across it forever.
            let caption = CATextLayer()
            caption.name = "caption"
            caption.frame = CGRect(x: 20, y: 112, width: 320, height: 24)
            caption.string = "Loading"
            caption.font = UIFont.systemFont(ofSize: 18, weight: .semibold)
            caption.fontSize = 18
            caption.foregroundColor = UIColor.white.cgColor
            caption.alignmentMode = .center
            caption.contentsScale = 3
            let shimmer = CAGradientLayer()
            shimmer.name = "shimmer"
            shimmer.frame = CGRect(x: -320, y: 0, width: 960, height: 24)
            let dim = UIColor.white.withAlphaComponent(0.35).cgColor
            shimmer.colors = [dim, UIColor.white.cgColor, dim]
            shimmer.locations = [0.42, 0.5, 0.58]
            shimmer.startPoint = CGPoint(x: 0, y: 0.5)
            shimmer.endPoint = CGPoint(x: 1, y: 0.5)
            caption.mask = shimmer
            card.layer.addSublayer(caption)
            let sweep = CABasicAnimation(keyPath: "position.x")
            sweep.fromValue = -160
            sweep.toValue = 480
            sweep.duration = 1.5
            sweep.repeatCount = .infinity
            shimmer.add(sweep, forKey: "sweep")
        }
    }
}
