import Animatic

/// The first onboarding screen: a logo and a title laid out from the safe area, brought in when
/// the screen appears, then a second screen presented over it.
final class OnboardingViewController: UIViewController {
    let logo = UIView(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
    let titleLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let button = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 52))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)
        view.accessibilityIdentifier = "welcome"
        logo.backgroundColor = UIColor(red: 0.36, green: 0.55, blue: 0.98, alpha: 1)
        logo.layer.cornerRadius = 24
        logo.accessibilityIdentifier = "logo"
        titleLabel.text = "Welcome aboard"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "title"
        button.backgroundColor = UIColor(white: 0.1, alpha: 1)
        button.layer.cornerRadius = 26
        button.accessibilityIdentifier = "continue"
        [logo, titleLabel, button].forEach(view.addSubview)
        // Start values: the pieces appear in viewDidAppear.
        logo.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        logo.alpha = 0
        titleLabel.alpha = 0
        button.alpha = 0
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        logo.center = CGPoint(x: area.midX, y: area.minY + 160)
        titleLabel.center = CGPoint(x: area.midX, y: area.minY + 260)
        button.center = CGPoint(x: area.midX, y: area.maxY - 40)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       options: [], animations: {
            self.logo.transform = .identity
            self.logo.alpha = 1
        })
        UIView.animate(withDuration: 0.4, delay: 0.3, options: .curveEaseOut, animations: {
            self.titleLabel.alpha = 1
        })
        UIView.animate(withDuration: 0.4, delay: 0.6, options: .curveEaseOut, animations: {
            self.button.alpha = 1
        }, completion: { _ in
            let permissions = PermissionsViewController()
            permissions.modalPresentationStyle = .fullScreen
            self.present(permissions, animated: true)
        })
    }
}

/// The second screen: presented full screen (it slides up), its rows stagger in once it is up.
final class PermissionsViewController: UIViewController {
    let rows = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 64)) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.13, green: 0.15, blue: 0.22, alpha: 1)
        view.accessibilityIdentifier = "permissions"
        for (i, row) in rows.enumerated() {
            row.backgroundColor = UIColor(white: 1, alpha: 0.12)
            row.layer.cornerRadius = 16
            row.accessibilityIdentifier = "row\(i)"
            row.alpha = 0
            view.addSubview(row)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        for (i, row) in rows.enumerated() {
            row.center = CGPoint(x: area.midX, y: area.minY + 120 + CGFloat(i) * 84)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for (i, row) in rows.enumerated() {
            row.transform = CGAffineTransform(translationX: 0, y: 24)
            UIView.animate(withDuration: 0.4, delay: 0.12 * Double(i), options: .curveEaseOut, animations: {
                row.alpha = 1
                row.transform = .identity
            })
        }
    }
}

extension Samples {
    /// View controllers: an onboarding screen recorded with `Story.record(presenting:device:)`
    /// on an iPhone 15, laid out from its safe area, that presents a second screen full screen.
    static let onboardingController = Sample(
        name: "onboarding-controller",
        title: "Onboarding view controller",
        summary: "A UIViewController shown on an iPhone 15 stage lays out from its safe area, brings its logo, title "
            + "and button in from viewDidAppear, then presents a second controller full screen: it slides up in "
            + "0.5 s and its rows stagger in from its own viewDidAppear.") {
        try Story.record(presenting: OnboardingViewController(), device: .iPhone15)
    }
}
