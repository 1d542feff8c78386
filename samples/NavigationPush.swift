import Animatic

/// A page of the navigation sample: a coloured card with a headline and a button.
final class NavigationPage: UIViewController {
    let headline = UILabel()
    let card = UIView()
    let button = UIButton(configuration: .filled())
    var onButton: (() -> Void)?
    private let color: UIColor
    private let text: String
    private let buttonTitle: String

    init(title: String, text: String, button: String, color: UIColor) {
        self.color = color; self.text = text; buttonTitle = button
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "page-\(title ?? "")".lowercased()
        card.backgroundColor = color
        card.layer.cornerRadius = 20
        headline.text = text
        headline.font = .preferredFont(forTextStyle: .title2)
        headline.numberOfLines = 0
        headline.textAlignment = .center
        button.configuration?.title = buttonTitle
        button.addAction(UIAction { [weak self] _ in self?.onButton?() }, for: .primaryActionTriggered)
        for v in [card, headline, button] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 220),
            headline.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 24),
            headline.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            headline.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -24),
            button.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

/// The navigation sample's two pages and their navigation controller.
///
/// The pages' button closures reach the controller `unowned`: the controller owns the pages,
/// and a page holding its controller strongly would keep all three alive after the story.
final class NavigationPushIntro {
    let first = NavigationPage(title: "Welcome", text: "Budgets that keep themselves.", button: "Next",
                               color: UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1))
    let second = NavigationPage(title: "Goals", text: "Set a goal and watch it fill up, week by week.",
                                button: "Back to start", color: UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1))
    let navigation: UINavigationController

    init() {
        let navigation = UINavigationController(rootViewController: first), second = self.second
        self.navigation = navigation
        first.onButton = { [unowned navigation] in navigation.pushViewController(second, animated: true) }
        second.onButton = { [unowned navigation] in navigation.popViewController(animated: true) }
    }

    /// Presents the controller on an iPhone 15 and taps through: push at 1.5 s, pop at 3.5 s.
    func record() throws -> Story {
        try Story.record(presenting: navigation, device: .iPhone15) { stage in
            stage.tap(first.button, at: 1.5)
            stage.tap(second.button, at: 3.5)
        }
    }
}

extension Samples {
    /// A navigation controller's bar, push and pop.
    static let navigationPush = Sample(
        name: "navigation-push",
        title: "Navigation push and pop",
        summary: "A navigation controller with its bar: a scripted tap at 1.5 s pushes the second page, which slides in "
            + "from the right as the first moves a third of the way left and the bar's title cross-fades; a tap at "
            + "3.5 s pops back.") {
        try NavigationPushIntro().record()
    }
}
