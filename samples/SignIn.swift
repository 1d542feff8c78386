import Animatic

/// A sign-in screen in the way public apps write theirs: a view controller laid out with
/// anchors, a stack view of text fields (one secure, with an eye button as its right view), a
/// wrapping subtitle in a Dynamic Type style, a filled button configuration, title and subtitle
/// brought in by property animators on their leading constraints, and a status label whose text
/// changes when the button is tapped.
final class SignInViewController: UIViewController {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let fields = UIStackView()
    let username = UITextField()
    let password = UITextField()
    let signIn = UIButton(configuration: .filled())
    let status = UILabel()
    private var titleLeading: NSLayoutConstraint?
    private var subtitleLeading: NSLayoutConstraint?
    private var attempts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        additionalSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0)
        for (label, text, style) in [(titleLabel, "Ledger", UIFont.TextStyle.largeTitle),
                                     (subtitleLabel, "Every account you keep, in one calm place.", .title3)] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = text
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.textAlignment = .center
            label.numberOfLines = 0
            label.alpha = 0
        }
        titleLabel.accessibilityIdentifier = "title"
        subtitleLabel.accessibilityIdentifier = "subtitle"

        fields.translatesAutoresizingMaskIntoConstraints = false
        fields.axis = .vertical
        fields.spacing = 8
        fields.isLayoutMarginsRelativeArrangement = true
        fields.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        fields.backgroundColor = .secondarySystemBackground
        fields.layer.cornerRadius = 8
        fields.accessibilityIdentifier = "fields"
        username.placeholder = "Username"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        let eye = UIButton(type: .custom)
        eye.setTitle("show", for: .normal)
        eye.setTitleColor(.secondaryLabel, for: .normal)
        eye.titleLabel?.font = .preferredFont(forTextStyle: .footnote)
        password.rightView = eye
        password.rightViewMode = .always
        let divider = UIView()
        divider.backgroundColor = .separator
        divider.heightAnchor.constraint(equalToConstant: 1).isActive = true
        [username, divider, password].forEach(fields.addArrangedSubview)

        signIn.translatesAutoresizingMaskIntoConstraints = false
        signIn.configuration?.title = "Sign In"
        signIn.configuration?.imagePadding = 8
        signIn.accessibilityIdentifier = "sign-in"
        signIn.addAction(UIAction { [weak self] _ in self?.signInTapped() }, for: .primaryActionTriggered)

        status.translatesAutoresizingMaskIntoConstraints = false
        status.textAlignment = .center
        status.font = .preferredFont(forTextStyle: .callout)
        status.textColor = .systemRed
        status.numberOfLines = 0
        status.accessibilityIdentifier = "status"

        [titleLabel, subtitleLabel, fields, signIn, status].forEach(view.addSubview)
        titleLeading = titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -1000)
        subtitleLeading = subtitleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -1000)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLeading!, subtitleLeading!,
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 96),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            subtitleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            fields.topAnchor.constraint(equalTo: subtitleLabel.bottomAnchor, constant: 32),
            fields.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            fields.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            signIn.topAnchor.constraint(equalTo: fields.bottomAnchor, constant: 16),
            signIn.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            signIn.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            status.topAnchor.constraint(equalTo: signIn.bottomAnchor, constant: 16),
            status.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            status.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let inset = view.layoutMargins.left
        let first = UIViewPropertyAnimator(duration: 0.8, curve: .easeInOut) {
            self.titleLeading?.constant = inset
            self.view.layoutIfNeeded()
        }
        first.startAnimation()
        let second = UIViewPropertyAnimator(duration: 0.8, curve: .easeInOut) {
            self.subtitleLeading?.constant = inset
            self.view.layoutIfNeeded()
        }
        second.startAnimation(afterDelay: 0.2)
        let fade = UIViewPropertyAnimator(duration: 1.6, curve: .easeInOut) {
            self.titleLabel.alpha = 1
            self.subtitleLabel.alpha = 1
        }
        fade.startAnimation(afterDelay: 0.2)
    }

    /// The first tap is a wrong password (the status says so and the button shakes); the second
    /// signs in (a spinner in the button, a new status text).
    func signInTapped() {
        attempts += 1
        if attempts == 1 {
            status.text = "Incorrect username or password"
            let shake = CAKeyframeAnimation(keyPath: "position.x")
            let x = signIn.layer.position.x
            shake.values = [x, x + 10, x - 10, x + 10, x]
            shake.keyTimes = [0, 0.16, 0.5, 0.83, 1]
            shake.duration = 0.4
            signIn.layer.add(shake, forKey: "shake")
        } else {
            status.textColor = .secondaryLabel
            status.text = "Signing in…"
            signIn.configuration?.showsActivityIndicator = true
        }
    }
}

extension Samples {
    /// Our own sign-in screen with the API public login screens use (see `SignInViewController`).
    static let signInScreen = Sample(
        name: "sign-in",
        title: "Sign-in screen",
        summary: "A view controller laid out with anchors slides its title and wrapping subtitle in with property "
            + "animators; a wrong password at 2.2 s changes the status text and shakes the filled button; the "
            + "second tap at 3.2 s shows the button's activity indicator and a new status.") {
        let screen = SignInViewController()
        return try Story.record(presenting: screen, device: .iPhone15) { stage in
            _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                screen.username.text = "ada"
                screen.password.text = "hunter2"
            }
            stage.tap(screen.signIn, at: 2.2)
            stage.tap(screen.signIn, at: 3.2)
        }
    }
}
