import Animatic

/// The storyboard sample's screen: laid out in `Interface/StoryboardIntro.storyboard` (frames,
/// constraints to the safe area and margins, colours, fonts, corner radii as runtime
/// attributes), its outlets and the button's action connected there. Written as an app writes
/// it, except for the two tables the adapter plugin would generate (samples are not adapted).
final class StoryboardIntroViewController: UIViewController {
    var logo: UIView!
    var titleLabel: UILabel!
    var subtitleLabel: UILabel!
    var startButton: UIButton!
    var dots: [UIView]!

    override func viewDidLoad() {
        super.viewDidLoad()
        logo.alpha = 0
        logo.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        for label in [titleLabel!, subtitleLabel!] as [UIView] {
            label.alpha = 0
            label.transform = CGAffineTransform(translationX: 0, y: 16)
        }
        startButton.alpha = 0
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
                       animations: {
            self.logo.alpha = 1
            self.logo.transform = .identity
        })
        UIView.animate(withDuration: 0.4, delay: 0.3, options: .curveEaseOut, animations: {
            self.titleLabel.alpha = 1
            self.titleLabel.transform = .identity
        })
        UIView.animate(withDuration: 0.4, delay: 0.45, options: .curveEaseOut, animations: {
            self.subtitleLabel.alpha = 1
            self.subtitleLabel.transform = .identity
        })
        UIView.animate(withDuration: 0.3, delay: 0.8, options: .curveEaseOut, animations: {
            self.startButton.alpha = 1
        })
    }

    /// Connected in the storyboard to the button's Touch Up Inside.
    func startTapped(_ sender: UIButton) {
        UIView.animate(withDuration: 0.25) {
            self.dots[0].backgroundColor = .systemGray4
            self.dots[1].backgroundColor = .systemBlue
        }
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: {
            self.logo.transform = CGAffineTransform(rotationAngle: .pi / 2)
            self.logo.backgroundColor = UIColor(red: 0.98, green: 0.55, blue: 0.36, alpha: 1)
            self.titleLabel.alpha = 0
            self.subtitleLabel.alpha = 0
        })
    }
}

// What the adapter plugin generates for an app's class with @IBOutlets and @IBActions.
extension StoryboardIntroViewController: AnimaticOutletTarget, AnimaticSelectorTarget {
    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        switch name {
        case "logo": if let value = animaticOutletValue(value, as: UIView.self) { logo = value; return true }; return false
        case "titleLabel": if let value = animaticOutletValue(value, as: UILabel.self) { titleLabel = value; return true }; return false
        case "subtitleLabel": if let value = animaticOutletValue(value, as: UILabel.self) { subtitleLabel = value; return true }; return false
        case "startButton": if let value = animaticOutletValue(value, as: UIButton.self) { startButton = value; return true }; return false
        case "dots": if let value = animaticOutletValue(value, as: [UIView].self) { dots = value; return true }; return false
        default: return false
        }
    }

    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        switch String(describing: selector) {
        case "startTapped:": if let argument = argument as? UIButton { startTapped(argument); return true }; return false
        default: return false
        }
    }
}

extension Samples {
    /// A screen laid out in a storyboard.
    static let storyboardIntro = Sample(
        name: "storyboard-intro",
        title: "Storyboard intro",
        summary: "A screen read from a .storyboard: its views, constraints, colours, fonts, corner radii and "
            + "outlets come from the XML; the logo springs in, the labels rise, and a tap on the storyboard's "
            + "button at 2 s runs its @IBAction.") {
        try Story.record(storyboard: "StoryboardIntro", device: .iPhone15) { stage in
            if let intro = stage.rootViewController as? StoryboardIntroViewController {
                stage.tap(intro.startButton, at: 2)
            }
        }
    }
}
