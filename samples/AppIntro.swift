import Animatic

/// A small app intro of the kind the article's client asked for: a logo assembles from four
/// tiles and turns into a diamond, the title and tagline fade up, three feature cards slide in
/// one after another, and a call-to-action pops in and pulses.
final class AppIntro {
    static let size = CGSize(width: 360, height: 640)

    let backdrop = makeView("backdrop", CGRect(origin: .zero, size: AppIntro.size),
                            UIColor(red: 0.07, green: 0.09, blue: 0.16, alpha: 1))
    let logo = UIView(frame: CGRect(x: 120, y: 110, width: 120, height: 120))
    let tiles: [UIView]
    let title = makeView("title", CGRect(x: 70, y: 290, width: 220, height: 26), .white)
    let tagline = [
        makeView("tagline1", CGRect(x: 90, y: 330, width: 180, height: 8), UIColor(white: 1, alpha: 0.55)),
        makeView("tagline2", CGRect(x: 115, y: 346, width: 130, height: 8), UIColor(white: 1, alpha: 0.55)),
    ]
    let cards: [UIView]
    let button = makeView("cta", CGRect(x: 80, y: 560, width: 200, height: 48),
                          UIColor(red: 1.0, green: 0.42, blue: 0.36, alpha: 1))
    let disposeBag = DisposeBag()

    /// Where each tile rests inside the logo, and where it flies in from.
    private let restingCenters = [CGPoint(x: 31, y: 31), CGPoint(x: 89, y: 31),
                                  CGPoint(x: 31, y: 89), CGPoint(x: 89, y: 89)]
    private let entryOffsets = [CGPoint(x: -260, y: -180), CGPoint(x: 260, y: -180),
                                CGPoint(x: -260, y: 220), CGPoint(x: 260, y: 220)]

    init() {
        logo.accessibilityIdentifier = "logo"
        let colors = [UIColor(red: 1.0, green: 0.42, blue: 0.36, alpha: 1),
                      UIColor(red: 1.0, green: 0.76, blue: 0.28, alpha: 1),
                      UIColor(red: 0.22, green: 0.78, blue: 0.68, alpha: 1),
                      UIColor(red: 0.45, green: 0.48, blue: 0.98, alpha: 1)]
        tiles = (0..<4).map { i in
            makeView("tile\(i)", CGRect(x: 0, y: 0, width: 54, height: 54), colors[i])
        }
        cards = (0..<3).map { i in
            makeView("card\(i)", CGRect(x: 40, y: 390 + 54 * Double(i), width: 280, height: 44),
                     UIColor(red: 0.16, green: 0.2, blue: 0.32, alpha: 1))
        }
        for (i, tile) in tiles.enumerated() {
            tile.center = CGPoint(x: restingCenters[i].x + entryOffsets[i].x,
                                  y: restingCenters[i].y + entryOffsets[i].y)
            tile.transform = CGAffineTransform(rotationAngle: .pi * 0.75)
            tile.alpha = 0
            logo.addSubview(tile)
        }
        title.alpha = 0
        title.center.y += 16
        tagline.forEach { $0.alpha = 0 }
        cards.forEach { $0.center.x += 360 }
        button.alpha = 0
        button.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
    }

    /// Tiles fly in together, staggered, and settle upright.
    func assembleLogo() -> Observable<Void> {
        Observable.merge(tiles.enumerated().map { i, tile in
            animation(0.7, delay: 0.12 * Double(i), options: .curveEaseOut) {
                tile.center = self.restingCenters[i]
                tile.transform = .identity
                tile.alpha = 1
            }
        })
        .whenAllDone()
    }

    /// The whole logo turns into a diamond and settles a little smaller.
    func turnLogo() -> Observable<Void> {
        animation(0.6) {
            self.logo.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 0.85, y: 0.85)
        }
    }

    func revealTitle() -> Observable<Void> {
        Observable.merge([
            animation(0.5, options: .curveEaseOut) {
                self.title.alpha = 1
                self.title.center.y -= 16
            },
            animation(0.4, delay: 0.25) { self.tagline[0].alpha = 1 },
            animation(0.4, delay: 0.4) { self.tagline[1].alpha = 1 },
        ])
        .whenAllDone()
    }

    func slideCardsIn() -> Observable<Void> {
        Observable.concat(cards.map { card in
            animation(0.45, options: .curveEaseOut) { card.center.x -= 360 }
        })
    }

    /// One gentle pulse, forever, until the subscriber has seen enough.
    func pulseEndlessly() -> Observable<Void> {
        var disposed = false
        return Observable.create { observer in
            func pulse() {
                UIView.animate(withDuration: 0.35, animations: {
                    self.button.transform = CGAffineTransform(scaleX: 1.08, y: 1.08)
                }, completion: { _ in
                    UIView.animate(withDuration: 0.35, animations: {
                        self.button.transform = .identity
                    }, completion: { _ in
                        observer.onNext(())
                        if !disposed { pulse() }
                    })
                })
            }
            pulse()
            return Disposables.create { disposed = true }
        }
    }

    func play() {
        Observable.concat([
            assembleLogo(),
            turnLogo(),
            revealTitle(),
            slideCardsIn(),
            animation(0.4, options: .curveEaseOut) {
                self.button.alpha = 1
                self.button.transform = .identity
            },
            pulseEndlessly().take(3),
        ])
        .subscribe()
        .disposed(by: disposeBag)
    }
}

extension ObservableType where Element == Void {
    /// Completes with one element once every element has arrived (for merged steps that
    /// should count as one step in a concat).
    func whenAllDone() -> Observable<Void> {
        Observable.concat([asObservable().filter { _ in false }, Observable.just(())])
    }
}

extension Samples {
    static let appIntro = Sample(
        name: "app-intro",
        title: "App intro",
        summary: "A logo assembles and turns, the title fades up, cards slide in one by one, and the call-to-action pulses.") {
        let intro = AppIntro()
        return try Story.record(size: AppIntro.size) { stage in
            stage.addSubview(intro.backdrop)
            stage.addSubview(intro.logo)
            stage.addSubview(intro.title)
            intro.tagline.forEach(stage.addSubview)
            intro.cards.forEach(stage.addSubview)
            stage.addSubview(intro.button)
            intro.play()
        }
    }
}
