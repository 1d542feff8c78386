import Animatic
import Testing

// Xcode's app templates (iOS 13 and later: an app delegate with the two scene methods and a scene
// delegate), as an app folder has them, with the attribute the adapter blanks already blanked
// (`@main` on `AppDelegate`). They compile beside the app's screens, and a story can launch the
// app through its own delegate: `application(_:didFinishLaunchingWithOptions:)` makes the window
// and its root controller, as the app does on a device.

final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = TemplateIntroController()
        window?.makeKeyAndVisible()
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    }
}

final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = TemplateIntroController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

final class TemplateIntroController: UIViewController {
    let logo = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        logo.accessibilityIdentifier = "logo"
        logo.backgroundColor = .red
        logo.alpha = 0
        view.addSubview(logo)
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [], animations: { self.logo.alpha = 1 })
    }
}

/// A delegate that leaves every method out gets UIKit's behaviour for each.
final class EmptyAppDelegate: UIResponder, UIApplicationDelegate {}

@Suite struct AppDelegateTemplateTests {
    @Test func theAppDelegateLaunchesTheFirstScreen() throws {
        let delegate = TemplateAppDelegate()
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
            #expect(delegate.application(.shared, didFinishLaunchingWithOptions: nil))
            #expect(UIApplication.shared.keyWindow === delegate.window)
        }
        #expect(story.timeline.text.contains("0.250 +0.500 logo alpha 0 -> 1 easeInOut\n"))
    }

    @Test func theSceneDelegateLaunchesTheFirstScreenInTheStorysScene() throws {
        let delegate = TemplateSceneDelegate()
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
            let scene = try #require(UIApplication.shared.connectedScenes.first)
            delegate.scene(scene, willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
            #expect(delegate.window?.windowScene === scene)
            #expect(delegate.window?.isKeyWindow == true)
        }
        #expect(story.timeline.text.contains("0.250 +0.500 logo alpha 0 -> 1 easeInOut\n"))
    }

    @Test func leftOutMethodsBehaveAsUIKitsDefaults() {
        let delegate: any UIApplicationDelegate = EmptyAppDelegate()
        #expect(delegate.window == nil)
        #expect(delegate.application(.shared, willFinishLaunchingWithOptions: nil))
        #expect(delegate.application(.shared, didFinishLaunchingWithOptions: [.url: "intro://start"]))
        #expect(!delegate.application(.shared, open: URL(fileURLWithPath: "/tmp/a"), options: [:]))
        let session = UISceneSession(role: .windowApplication)
        let configuration = delegate.application(.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.name == "Default Configuration")
        #expect(configuration.role == .windowApplication)
        #expect(delegate.application(.shared, supportedInterfaceOrientationsFor: nil) == .allButUpsideDown)
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
    }
}
