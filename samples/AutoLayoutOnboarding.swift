import Animatic

/// An onboarding screen laid out entirely with Auto Layout, as apps write it: a title pinned to
/// the safe area, a stack view of feature rows (each a row stack of an icon and a label) pinned
/// to the layout margins, and a Get started button whose bottom constraint starts below the
/// screen. When the screen appears the rows fade in one by one, the button's constraint constant
/// changes and `layoutIfNeeded()` inside a spring animation slides it up, and the last row (a
/// tip) is hidden inside an animation block, so the stack collapses it.
final class AutoLayoutOnboardingViewController: UIViewController {
    let titleLabel = UILabel()
    let rows = UIStackView()
    let tip = UIStackView()
    let button = UIButton(type: .system)
    private var buttonBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 1, alpha: 1)
        view.accessibilityIdentifier = "screen"

        titleLabel.text = "Welcome to Animatic"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.accessibilityIdentifier = "title"

        rows.axis = .vertical
        rows.spacing = 20
        rows.alignment = .leading
        rows.accessibilityIdentifier = "rows"
        let features: [(String, UIColor)] = [
            ("Paste your intro code", UIColor(red: 0.36, green: 0.55, blue: 0.98, alpha: 1)),
            ("Watch it on a virtual clock", UIColor(red: 0.98, green: 0.55, blue: 0.3, alpha: 1)),
            ("Export an animated SVG", UIColor(red: 0.3, green: 0.75, blue: 0.5, alpha: 1)),
        ]
        for (index, (text, color)) in features.enumerated() {
            let row = makeRow(text, color, name: "row\(index + 1)")
            row.alpha = 0
            rows.addArrangedSubview(row)
        }
        fillRow(tip, "Tip: layouts animate too", UIColor(white: 0.6, alpha: 1), name: "tip")
        rows.addArrangedSubview(tip)

        button.setTitle("Get started", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 18)
        button.backgroundColor = UIColor(red: 0.2, green: 0.22, blue: 0.3, alpha: 1)
        button.layer.cornerRadius = 26
        button.accessibilityIdentifier = "start"

        for part in [titleLabel, rows, button] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        let safe = view.safeAreaLayoutGuide, margins = view.layoutMarginsGuide
        buttonBottom = button.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: 120)
        buttonBottom.identifier = "button bottom"
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 32),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            rows.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 32),
            rows.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            rows.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            button.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            button.heightAnchor.constraint(equalToConstant: 52),
            buttonBottom,
        ])
    }

    private func makeRow(_ text: String, _ color: UIColor, name: String) -> UIStackView {
        let row = UIStackView()
        fillRow(row, text, color, name: name)
        return row
    }

    private func fillRow(_ row: UIStackView, _ text: String, _ color: UIColor, name: String) {
        row.axis = .horizontal
        row.spacing = 12
        row.alignment = .center
        row.accessibilityIdentifier = name
        let icon = UIView()
        icon.backgroundColor = color
        icon.layer.cornerRadius = 10
        icon.accessibilityIdentifier = "\(name)-icon"
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 17)
        label.accessibilityIdentifier = "\(name)-label"
        row.addArrangedSubview(icon)
        row.addArrangedSubview(label)
        // 999, not required: when the row collapses, its zero height wins (a required height
        // here conflicts with the stack's hiding constraint, as in UIKit).
        let height = icon.heightAnchor.constraint(equalToConstant: 36)
        height.priority = .required - 1
        NSLayoutConstraint.activate([icon.widthAnchor.constraint(equalToConstant: 36), height])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for (index, row) in rows.arrangedSubviews.dropLast().enumerated() {
            UIView.animate(withDuration: 0.4, delay: 0.2 + 0.25 * Double(index), options: .curveEaseOut,
                           animations: { row.alpha = 1 })
        }
        // The button's constraint moves it up from below the screen, on a spring.
        buttonBottom.constant = -16
        UIView.animate(withDuration: 0.7, delay: 1.1, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                       options: [], animations: { self.view.layoutIfNeeded() })
        // The tip goes: the stack collapses it inside the block.
        UIView.animate(withDuration: 0.4, delay: 2, options: .curveEaseInOut, animations: { self.tip.isHidden = true })
    }
}

extension Samples {
    static let autoLayoutOnboarding = Sample(
        name: "auto-layout-onboarding",
        title: "Auto Layout onboarding",
        summary: "An onboarding screen laid out with constraints and stack views on an iPhone 15 stage: the rows fade "
            + "in, a constraint constant and layoutIfNeeded() in a spring animation slide the Get started button "
            + "up, and hiding a row in an animation block collapses it in its stack.") {
        try Story.record(presenting: AutoLayoutOnboardingViewController(), device: .iPhone15)
    }
}
