import Animatic
import Testing

// Sources/Animatic/Animatic.docc/AutoLayout.md's code (DocumentationCodeTests checks it is here).

final class SpringButtonViewController: UIViewController {
    let button = UIButton(type: .system)
    var buttonBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        button.accessibilityIdentifier = "button"
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        buttonBottom = button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: 120)
        NSLayoutConstraint.activate([
            buttonBottom,
            button.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            button.heightAnchor.constraint(equalToConstant: 52),
        ])
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        buttonBottom.constant = -16
        UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                       options: [], animations: { self.view.layoutIfNeeded() })   // the button springs up
    }
}

@Suite struct AutoLayoutArticleTests {
    @Test func theButtonSpringsUpFromBelowTheSafeAreaToSixteenPointsAboveIt() throws {
        let controller = SpringButtonViewController()
        let story = try Story.record(presenting: controller, device: .iPhone15)
        #expect(story.duration == 0.7)
        let bottom = 852.0 - 34   // the iPhone 15's height and its bottom safe-area inset
        let start = try #require(try story.state(at: 0)["button"]).state
        let end = try #require(try story.state(at: 0.7)["button"]).state
        #expect(start.centerY + start.height / 2 == bottom + 120)
        #expect(end.centerY + end.height / 2 == bottom - 16)
        #expect(end.height == 52)
    }
}
