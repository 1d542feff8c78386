import Animatic
import Testing

// Sources/Animatic/Animatic.docc/ViewControllers.md's code, in Swift 5 mode as app code is:
// AnimaticDocumentationTests' DocumentationCodeTests checks its lines are here, in order.

final class PermissionsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        view.accessibilityIdentifier = "permissions"
    }
}

final class OnboardingViewController: UIViewController {
    let logo = UIView(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        logo.accessibilityIdentifier = "logo"
        view.addSubview(logo)
        logo.alpha = 0
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)     // below the status bar
        logo.center = CGPoint(x: area.midX, y: area.minY + 160)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.6, animations: { self.logo.alpha = 1 }) { _ in
            let next = PermissionsViewController()
            next.modalPresentationStyle = .fullScreen
            self.present(next, animated: true)                   // slides up in 0.5 s
        }
    }
}

@Suite struct ViewControllersArticleTests {
    @Test func theLogoFadesInBelowTheStatusBarThenTheNextScreenSlidesUp() throws {
        let story = try Story.record(presenting: OnboardingViewController(), device: .iPhone15)
        #expect(story.duration == 1.1)
        let logo = try #require(try story.state(at: 0.6)["logo"]).state
        #expect(logo.alpha == 1)
        #expect(logo.centerX == 196.5 && logo.centerY == 59 + 160)
        let permissions = try #require(try story.state(at: 1.1)["permissions"]).state
        #expect(permissions.centerY == 426)
    }
}
