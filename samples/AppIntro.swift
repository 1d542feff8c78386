import Animatic

/// A view drawn by its shape layer, the UIKit way (`layerClass`).
final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

/// A small app intro of the kind the article's client asked for: the logo draws itself
/// (`CAShapeLayer` + `CABasicAnimation` on `strokeEnd`), the title fades up and gets underlined
/// (a shape view's `strokeEnd`, drawn the same way), the tagline follows, three rounded
/// feature cards with soft shadows and embedded PNG icons slide in one after another, and a
/// rounded call-to-action pops in on a spring and then
/// breathes forever (`.repeat`, `.autoreverse`).
///
/// The intro owns its `disposeBag`, as a view controller does, and the pulse never completes,
/// so its subscription stays in that bag until the intro goes away. The chains in the bag
/// therefore capture the intro `[unowned self]`: captured strongly, the bag would keep the
/// intro alive and the intro the bag, and neither would ever be freed (RxSwift's usual cycle).
final class AppIntro {
    static let size = CGSize(width: 360, height: 640)

    static let coral = UIColor(red: 1.0, green: 0.42, blue: 0.36, alpha: 1)
    static let gold = UIColor(red: 1.0, green: 0.76, blue: 0.28, alpha: 1)
    static let teal = UIColor(red: 0.22, green: 0.78, blue: 0.68, alpha: 1)
    static let indigo = UIColor(red: 0.45, green: 0.48, blue: 0.98, alpha: 1)

    let backdrop = makeView("backdrop", CGRect(origin: .zero, size: AppIntro.size),
                            UIColor(red: 0.07, green: 0.09, blue: 0.16, alpha: 1))
    let logo = UIView(frame: CGRect(x: 120, y: 86, width: 120, height: 120))
    let ring = CAShapeLayer()
    let mark = CAShapeLayer()
    let title = UILabel(frame: CGRect(x: 20, y: 232, width: 320, height: 44))
    let underline = ShapeView(frame: CGRect(x: 130, y: 280, width: 100, height: 8))
    let tagline = UILabel(frame: CGRect(x: 30, y: 296, width: 300, height: 46))
    let cards: [UIView]
    let button = UIView(frame: CGRect(x: 80, y: 566, width: 200, height: 52))
    let disposeBag = DisposeBag()

    init() {
        logo.accessibilityIdentifier = "logo"
        logo.alpha = 0
        logo.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)

        // The logo: a rounded square outline, then an "A" drawn inside it.
        ring.name = "logo-ring"
        ring.path = UIBezierPath(roundedRect: CGRect(x: 6, y: 6, width: 108, height: 108), cornerRadius: 32).cgPath
        ring.strokeColor = AppIntro.coral.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 7
        ring.lineCap = .round
        ring.strokeEnd = 0
        logo.layer.addSublayer(ring)

        let letter = UIBezierPath()
        letter.move(to: CGPoint(x: 38, y: 84))
        letter.addLine(to: CGPoint(x: 60, y: 34))
        letter.addLine(to: CGPoint(x: 82, y: 84))
        letter.move(to: CGPoint(x: 46, y: 68))
        letter.addQuadCurve(to: CGPoint(x: 74, y: 68), controlPoint: CGPoint(x: 60, y: 60))
        mark.name = "logo-mark"
        mark.path = letter.cgPath
        mark.strokeColor = UIColor.white.cgColor
        mark.fillColor = nil
        mark.lineWidth = 8
        mark.lineCap = .round
        mark.lineJoin = .round
        mark.strokeEnd = 0
        logo.layer.addSublayer(mark)

        title.accessibilityIdentifier = "title"
        title.text = "Hello, Animatic"
        title.font = .systemFont(ofSize: 32, weight: .bold)
        title.textColor = .white
        title.textAlignment = .center
        title.alpha = 0
        title.center.y += 16

        underline.accessibilityIdentifier = "underline"
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 4, y: 4))
        line.addCurve(to: CGPoint(x: 96, y: 4), controlPoint1: CGPoint(x: 34, y: 8), controlPoint2: CGPoint(x: 66, y: 0))
        underline.shapeLayer.path = line.cgPath
        underline.shapeLayer.strokeColor = AppIntro.gold.cgColor
        underline.shapeLayer.fillColor = nil
        underline.shapeLayer.lineWidth = 4
        underline.shapeLayer.lineCap = .round
        underline.shapeLayer.strokeEnd = 0

        tagline.accessibilityIdentifier = "tagline"
        tagline.text = "Write intros with UIKit and RxSwift.\nPlay them in any browser."
        tagline.numberOfLines = 0
        tagline.font = .systemFont(ofSize: 15)
        tagline.textColor = UIColor(white: 1, alpha: 0.65)
        tagline.textAlignment = .center
        tagline.alpha = 0

        let features = ["Record on a virtual clock", "Export one animated SVG", "Review and snapshot-test"]
        let hues = [AppIntro.coral, AppIntro.teal, AppIntro.indigo]
        cards = (0..<3).map { i in
            let card = makeView("card\(i)", CGRect(x: 24, y: 370 + 64 * Double(i), width: 312, height: 52),
                                UIColor(red: 0.15, green: 0.19, blue: 0.3, alpha: 1))
            card.layer.cornerRadius = 14
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.35
            card.layer.shadowOffset = CGSize(width: 0, height: 6)
            card.layer.shadowRadius = 8
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor(white: 1, alpha: 0.08).cgColor

            let icon = UIImageView(image: AppIntro.icon(hues[i]))
            icon.accessibilityIdentifier = "icon\(i)"
            icon.frame = CGRect(x: 12, y: 10, width: 32, height: 32)
            icon.contentMode = .scaleAspectFit
            icon.layer.cornerRadius = 9
            icon.clipsToBounds = true
            card.addSubview(icon)

            let label = UILabel(frame: CGRect(x: 58, y: 0, width: 240, height: 52))
            label.accessibilityIdentifier = "feature\(i)"
            label.text = features[i]
            label.font = .systemFont(ofSize: 16, weight: .semibold)
            label.textColor = .white
            card.addSubview(label)

            card.center.x += 360
            return card
        }

        button.accessibilityIdentifier = "cta"
        button.backgroundColor = AppIntro.coral
        button.layer.cornerRadius = 26
        button.layer.shadowColor = AppIntro.coral.cgColor
        button.layer.shadowOpacity = 0.45
        button.layer.shadowOffset = CGSize(width: 0, height: 6)
        button.layer.shadowRadius = 10
        let caption = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 52))
        caption.accessibilityIdentifier = "cta-label"
        caption.text = "Get started"
        caption.font = .systemFont(ofSize: 18, weight: .semibold)
        caption.textColor = .white
        caption.textAlignment = .center
        button.addSubview(caption)
        button.alpha = 0
        button.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
    }

    /// A 32×32 PNG icon: a diagonal gradient of `color` with a white dot, made in code.
    static func icon(_ color: UIColor) -> UIImage? {
        let png = TinyPNG.make(width: 32, height: 32) { x, y in
            let t = Double(x + y) / 62
            func channel(_ c: CGFloat) -> UInt8 { UInt8(max(0, min(255, (Double(c) * (1.1 - 0.35 * t)) * 255))) }
            let dx = Double(x) - 15.5, dy = Double(y) - 15.5
            if dx * dx + dy * dy < 36 { return (255, 255, 255, 235) }
            return (channel(color.red), channel(color.green), channel(color.blue), 255)
        }
        return UIImage(data: Data(png))
    }

    /// Strokes a shape layer from nothing to the whole path, the Core Animation way.
    func draw(_ shape: CAShapeLayer, duration: TimeInterval) -> Observable<Void> {
        Observable.create { observer in
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                observer.onNext(())
                observer.onCompleted()
            }
            let stroke = CABasicAnimation(keyPath: "strokeEnd")
            stroke.fromValue = 0
            stroke.toValue = 1
            stroke.duration = duration
            stroke.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            shape.strokeEnd = 1
            shape.add(stroke, forKey: "draw")
            CATransaction.commit()
            return Disposables.create()
        }
    }

    /// The logo fades and grows in while its outline draws; the letter follows.
    func drawLogo() -> Observable<Void> {
        Observable.merge([
            animation(0.6, options: .curveEaseOut) { [unowned self] in
                self.logo.alpha = 1
                self.logo.transform = .identity
            },
            draw(ring, duration: 1.1),
            draw(mark, duration: 0.8).delaySubscription(.milliseconds(700), scheduler: MainScheduler.instance),
        ])
        .whenAllDone()
    }

    func revealTitle() -> Observable<Void> {
        Observable.merge([
            animation(0.5, options: .curveEaseOut) { [unowned self] in
                self.title.alpha = 1
                self.title.center.y -= 16
            },
            // A layer's stroke does not animate in a UIView block (UIKit changes it at once):
            // the underline draws itself with Core Animation, as on a phone.
            draw(underline.shapeLayer, duration: 0.5).delaySubscription(.milliseconds(300), scheduler: MainScheduler.instance),
            animation(0.45, delay: 0.45) { [unowned self] in self.tagline.alpha = 1 },
        ])
        .whenAllDone()
    }

    func slideCardsIn() -> Observable<Void> {
        Observable.concat(cards.map { card in
            animation(0.45, options: .curveEaseOut) { card.center.x -= 360 }
        })
    }

    /// The call-to-action pops in on a spring (its scale overshoots and settles) while it fades in.
    func popInButton() -> Observable<Void> {
        Observable.create { [unowned self] observer in
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
                self.button.alpha = 1
            }, completion: nil)
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5,
                           initialSpringVelocity: 0.5, options: [], animations: {
                self.button.transform = .identity
            }, completion: { _ in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    /// Then it breathes forever: a gentle scale up and back, repeated (its completion never
    /// runs, as in UIKit; the exported SVG repeats it indefinitely).
    func pulseForever() -> Observable<Void> {
        Observable.create { [unowned self] _ in
            UIView.animate(withDuration: 0.7, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
                           animations: {
                self.button.transform = CGAffineTransform(scaleX: 1.06, y: 1.06)
            })
            return Disposables.create()
        }
    }

    func play() {
        Observable.concat([
            drawLogo(),
            revealTitle(),
            slideCardsIn(),
            popInButton(),
            pulseForever(),
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
        summary: "The logo draws itself, the title fades up and is underlined, cards with icons slide in one by one, and the call-to-action springs in and pulses forever.") {
        try AppIntro().record()
    }
}

extension AppIntro {
    /// Puts the intro's views on a stage and records it playing.
    func record() throws -> Story {
        try Story.record(size: AppIntro.size) { stage in
            stage.addSubview(backdrop)
            stage.addSubview(logo)
            stage.addSubview(title)
            stage.addSubview(underline)
            stage.addSubview(tagline)
            cards.forEach(stage.addSubview)
            stage.addSubview(button)
            play()
        }
    }
}
