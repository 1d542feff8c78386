import Animatic

extension Samples {
    /// An intro whose last page waits for the user: three pages come in one after another, the
    /// "Get started" button pops in, and a scripted tap on it (`stage.tap(_:at:)`) highlights
    /// the button and runs its target's method, which slides the home screen in. The button's
    /// target is added the portable way (`addTarget(flow, action: Flow.showHome, ...)` for
    /// `#selector(showHome)`).
    static let getStarted = Sample(
        name: "get-started",
        title: "Get started",
        summary: "Three intro pages slide in, the Get started button pops in, and a scripted tap at 4 s highlights "
            + "it and runs its action, which slides the home screen in over the intro.") {
        let size = CGSize(width: 360, height: 560)
        let ink = UIColor(red: 0.10, green: 0.12, blue: 0.20, alpha: 1)
        let mint = UIColor(red: 0.30, green: 0.85, blue: 0.66, alpha: 1)
        let intro = makeView("intro", CGRect(origin: .zero, size: size), ink)

        let pages = ["Plan your week", "Track every habit", "Celebrate streaks"].enumerated().map { i, text -> UILabel in
            let page = UILabel(frame: CGRect(x: 30, y: 120 + CGFloat(i) * 70, width: 300, height: 40))
            page.text = text
            page.font = .boldSystemFont(ofSize: 26)
            page.textColor = .white
            page.textAlignment = .center
            page.accessibilityIdentifier = "page\(i)"
            page.alpha = 0
            intro.addSubview(page)
            return page
        }

        let start = UIButton(type: .custom)
        start.frame = CGRect(x: 70, y: 440, width: 220, height: 52)
        start.backgroundColor = mint
        start.layer.cornerRadius = 26
        start.setTitle("Get started", for: .normal)
        start.setTitleColor(ink, for: .normal)
        start.setTitleColor(.white, for: .highlighted)
        start.titleLabel?.font = .boldSystemFont(ofSize: 18)
        start.accessibilityIdentifier = "get-started"
        start.titleLabel?.accessibilityIdentifier = "get-started-title"
        start.alpha = 0
        start.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        intro.addSubview(start)

        let home = makeView("home", CGRect(x: size.width, y: 0, width: size.width, height: size.height), .white)
        let header = UILabel(frame: CGRect(x: 24, y: 60, width: 312, height: 40))
        header.text = "Today"
        header.font = .boldSystemFont(ofSize: 32)
        header.accessibilityIdentifier = "home-header"
        home.addSubview(header)
        let add = UIButton(type: .system)
        add.setTitle("Add a habit", for: .normal)
        add.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        add.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        add.sizeToFit()
        add.center = CGPoint(x: size.width / 2, y: 300)
        add.accessibilityIdentifier = "add-habit"
        add.titleLabel?.accessibilityIdentifier = "add-habit-title"
        home.addSubview(add)

        /// What the app's view controller would be: the button's target.
        final class Flow {
            let home: UIView
            let width: CGFloat
            init(home: UIView, width: CGFloat) { self.home = home; self.width = width }
            func showHome() {
                UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                               options: [], animations: { self.home.center.x = self.width / 2 })
            }
        }
        let flow = Flow(home: home, width: size.width)

        return try Story.record(size: size) { stage in
            stage.addSubview(intro)
            stage.addSubview(home)
            start.addTarget(flow, action: Flow.showHome, for: .touchUpInside)

            // The pages rise in one after another, then the button pops in.
            for (i, page) in pages.enumerated() {
                page.transform = CGAffineTransform(translationX: 0, y: 20)
                UIView.animate(withDuration: 0.5, delay: 0.3 + 0.6 * Double(i), options: .curveEaseOut, animations: {
                    page.alpha = 1
                    page.transform = .identity
                })
            }
            UIView.animate(withDuration: 0.3, delay: 2.2, options: .curveEaseOut, animations: { start.alpha = 1 })
            UIView.animate(withDuration: 0.6, delay: 2.2, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                           options: [], animations: { start.transform = .identity })

            // The intro waits for the user: a tap on Get started at 4 s.
            stage.tap(start, at: 4)
        }
    }
}
