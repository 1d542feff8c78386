import Animatic

extension Samples {
    /// A welcome screen written the way app intros usually are: everything is configured and
    /// added at once, start values are set outside any animation block ("hide everything in
    /// viewWillAppear"), and the entrance is scheduled on the main run loop and with delays ("animate
    /// it in viewDidAppear"). Built from the idioms in Tests/AnimaticUserCodeTests.
    static let welcomeEntrance = Sample(
        name: "welcome-entrance",
        title: "Welcome entrance",
        summary: "Start values set before animating: the logo ring draws itself, the title rises and fades in, "
            + "three feature rows stagger in, a timer ticks the progress dots, and the Get started pill pops "
            + "in when every row has arrived (DispatchGroup).") {
        let size = CGSize(width: 360, height: 560)
        let night = UIColor(red: 0.06, green: 0.08, blue: 0.15, alpha: 1)
        let mint = UIColor(red: 0.30, green: 0.85, blue: 0.66, alpha: 1)
        let backdrop = makeView("backdrop", CGRect(origin: .zero, size: size), night)

        let logo = makeView("logo", CGRect(x: 130, y: 60, width: 100, height: 100), .clear)
        let ring = CAShapeLayer()
        ring.name = "ring"
        ring.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 90, height: 90)).cgPath
        ring.strokeColor = mint.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        logo.layer.addSublayer(ring)
        let core = makeView("core", CGRect(x: 30, y: 30, width: 40, height: 40), mint)
        core.layer.cornerRadius = 20
        logo.addSubview(core)

        let title = UILabel(frame: CGRect(x: 20, y: 182, width: 320, height: 40))
        title.text = "Welcome aboard"
        title.font = .boldSystemFont(ofSize: 30)
        title.textColor = .white
        title.textAlignment = .center
        title.accessibilityIdentifier = "title"

        let rows = (0..<3).map { i -> UIView in
            let row = makeView("row\(i)", CGRect(x: 40, y: 250 + CGFloat(i) * 64, width: 280, height: 48),
                               UIColor(white: 1, alpha: 0.08))
            row.layer.cornerRadius = 14
            let dot = makeView("row\(i)-icon", CGRect(x: 14, y: 14, width: 20, height: 20), mint)
            dot.layer.cornerRadius = 10
            row.addSubview(dot)
            let text = UILabel(frame: CGRect(x: 48, y: 12, width: 220, height: 24))
            text.text = ["Plan your week", "Track every habit", "Celebrate streaks"][i]
            text.font = .systemFont(ofSize: 17, weight: .medium)
            text.textColor = UIColor(white: 1, alpha: 0.9)
            text.accessibilityIdentifier = "row\(i)-text"
            row.addSubview(text)
            return row
        }

        let dots = (0..<3).map { i -> UIView in
            let dot = makeView("page\(i)", CGRect(x: 152 + CGFloat(i) * 22, y: 452, width: 12, height: 12),
                               UIColor(white: 1, alpha: 0.3))
            dot.layer.cornerRadius = 6
            return dot
        }

        let button = makeView("get-started", CGRect(x: 70, y: 484, width: 220, height: 52), mint)
        button.layer.cornerRadius = 26
        let label = UILabel(frame: CGRect(x: 0, y: 14, width: 220, height: 24))
        label.text = "Get started"
        label.font = .boldSystemFont(ofSize: 18)
        label.textColor = night
        label.textAlignment = .center
        label.accessibilityIdentifier = "get-started-label"
        button.addSubview(label)

        return try Story.record(size: size) { stage in
            stage.addSubview(backdrop)
            for view in [logo, title] + rows + dots + [button] { stage.addSubview(view) }

            // "viewWillAppear": hide everything and put it where it comes from.
            ring.strokeEnd = 0
            core.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            title.alpha = 0
            title.transform = CGAffineTransform(translationX: 0, y: 24)
            for row in rows {
                row.alpha = 0
                row.center.x += 60
            }
            button.alpha = 0
            button.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)

            // "viewDidAppear": one run-loop turn later. (Swift 6 mode checks closures given to
            // DispatchQueue as @Sendable, even on the main queue, so this sample, which compiles in
            // Swift 6 mode, uses the run loop; DispatchQueue.main.async does the same in Swift 5.)
            RunLoop.main.perform {
                // A layer's stroke is drawn with Core Animation (a UIView block would not animate it).
                let draw = CABasicAnimation(keyPath: "strokeEnd")
                draw.fromValue = 0
                draw.toValue = 1
                draw.duration = 1
                draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                ring.strokeEnd = 1
                ring.add(draw, forKey: "draw")
                UIView.animate(withDuration: 0.5, delay: 0.6, usingSpringWithDamping: 0.55, initialSpringVelocity: 0,
                               options: [], animations: { core.transform = .identity })
                UIView.animate(withDuration: 0.6, delay: 0.4, options: .curveEaseOut, animations: {
                    title.alpha = 1
                    title.transform = .identity
                })
            }

            // The rows stagger in; the pill pops in once every row has arrived.
            let arrived = DispatchGroup()
            for (i, row) in rows.enumerated() {
                arrived.enter()
                UIView.animate(withDuration: 0.5, delay: 1.0 + 0.15 * Double(i), options: .curveEaseOut, animations: {
                    row.alpha = 1
                    row.center.x -= 60
                }, completion: { _ in arrived.leave() })
            }
            arrived.notify(queue: .main) {
                UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                               options: [], animations: {
                    button.alpha = 1
                    button.transform = .identity
                })
            }

            // A timer lights the page dots one after another, then stops itself.
            var lit = 0
            Timer.scheduledTimer(withTimeInterval: 0.35, repeats: true) { timer in
                let dot = dots[lit]
                dot.alpha = 0.3
                UIView.animate(withDuration: 0.25) {
                    dot.alpha = 1
                    dot.backgroundColor = mint
                }
                lit += 1
                if lit == dots.count { timer.invalidate() }
            }
        }
    }
}
