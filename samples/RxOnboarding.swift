import Animatic

extension Samples {
    /// An onboarding pager written as RxCocoa apps write it: the page index is a `BehaviorRelay`;
    /// the Next and Back buttons' `rx.tap` (fired by scripted taps) are bound to it; a `Driver` of
    /// the index slides the pages in an animation block, inside which a `PublishRelay` bound to
    /// the dots' and the Get started button's `rx.alpha` (Binders) animates them too; the
    /// buttons' visibility is driven straight from the index.
    static let rxOnboarding = Sample(
        name: "rx-onboarding",
        title: "Rx onboarding",
        summary: "A pager whose page index is a BehaviorRelay: scripted taps on Next and Back reach it through rx.tap, "
            + "a Driver slides the pages and, through Binders fed inside the animation block, fades the dots and "
            + "the Get started button; its tap slides the home screen in.") {
        let size = CGSize(width: 360, height: 560)
        let ink = UIColor(red: 0.09, green: 0.10, blue: 0.18, alpha: 1)
        let colours = [UIColor(red: 0.96, green: 0.45, blue: 0.38, alpha: 1),
                       UIColor(red: 0.36, green: 0.62, blue: 0.96, alpha: 1),
                       UIColor(red: 0.30, green: 0.82, blue: 0.62, alpha: 1)]
        let background = makeView("background", CGRect(origin: .zero, size: size), ink)

        // The pages sit side by side on a strip that slides by a page width per step.
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: size.width * 3, height: 400))
        strip.accessibilityIdentifier = "strip"
        for (i, title) in ["Plan", "Track", "Celebrate"].enumerated() {
            let card = makeView("card\(i)", CGRect(x: CGFloat(i) * size.width + 40, y: 90, width: 280, height: 280), colours[i])
            card.layer.cornerRadius = 28
            let label = UILabel(frame: CGRect(x: 20, y: 110, width: 240, height: 60))
            label.text = title
            label.font = .boldSystemFont(ofSize: 34)
            label.textColor = .white
            label.textAlignment = .center
            label.accessibilityIdentifier = "title\(i)"
            card.addSubview(label)
            strip.addSubview(card)
        }

        let dots = (0..<3).map { i -> UIView in
            let dot = makeView("dot\(i)", CGRect(x: 150 + CGFloat(i) * 24, y: 410, width: 12, height: 12), .white)
            dot.layer.cornerRadius = 6
            dot.alpha = i == 0 ? 1 : 0.3
            return dot
        }

        func button(_ id: String, _ title: String, _ frame: CGRect, _ colour: UIColor) -> UIButton {
            let button = UIButton(type: .custom)
            button.frame = frame
            button.backgroundColor = colour
            button.layer.cornerRadius = frame.height / 2
            button.setTitle(title, for: .normal)
            button.setTitleColor(ink, for: .normal)
            button.titleLabel?.font = .boldSystemFont(ofSize: 17)
            button.accessibilityIdentifier = id
            button.titleLabel?.accessibilityIdentifier = "\(id)-title"
            return button
        }
        let back = button("back", "Back", CGRect(x: 24, y: 470, width: 120, height: 48), UIColor(white: 0.85, alpha: 1))
        let next = button("next", "Next", CGRect(x: 216, y: 470, width: 120, height: 48), .white)
        let start = button("start", "Get started", CGRect(x: 196, y: 470, width: 140, height: 48), colours[2])
        start.alpha = 0

        let home = makeView("home", CGRect(x: 0, y: size.height, width: size.width, height: size.height), .white)

        let page = BehaviorRelay(value: 0)
        let shown = PublishRelay<Int>()
        let bag = DisposeBag()

        let story = try Story.record(size: size) { stage in
            stage.addSubview(background)
            background.addSubview(strip)
            dots.forEach(background.addSubview)
            background.addSubview(back)
            background.addSubview(next)
            background.addSubview(start)
            stage.addSubview(home)

            // The taps move the index.
            next.rx.tap.map { min(page.value + 1, 2) }.bind(to: page).disposed(by: bag)
            back.rx.tap.map { max(page.value - 1, 0) }.bind(to: page).disposed(by: bag)
            start.rx.tap.asSignal()
                .emit(onNext: {
                    UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                                   options: [], animations: { home.frame.origin.y = 0 })
                })
                .disposed(by: bag)

            // The index drives the animations; the Binders fed inside the block animate with it.
            for (i, dot) in dots.enumerated() {
                shown.map { $0 == i ? 1 : 0.3 }.bind(to: dot.rx.alpha).disposed(by: bag)
            }
            shown.map { $0 == 2 ? 1 : 0 }.bind(to: start.rx.alpha).disposed(by: bag)
            let current = page.asDriver().distinctUntilChanged()
            current.skipFirst()
                .drive(onNext: { index in
                    UIView.animate(withDuration: 0.45, delay: 0, options: .curveEaseInOut, animations: {
                        strip.frame.origin.x = -CGFloat(index) * size.width
                        shown.accept(index)
                    })
                })
                .disposed(by: bag)
            current.map { $0 == 0 }.drive(back.rx.isHidden).disposed(by: bag)
            current.map { $0 == 2 }.drive(next.rx.isHidden).disposed(by: bag)

            stage.tap(next, at: 1)
            stage.tap(next, at: 2.5)
            stage.tap(back, at: 4)
            stage.tap(next, at: 5)
            stage.tap(start, at: 6.5)
        }
        withExtendedLifetime(bag) {}
        return story
    }
}

private extension SharedSequence {
    /// The sequence without its first element (the index the pager starts on).
    func skipFirst() -> SharedSequence<SharingStrategy, Element> {
        var first = true
        return filter { _ in
            defer { first = false }
            return !first
        }
    }
}
