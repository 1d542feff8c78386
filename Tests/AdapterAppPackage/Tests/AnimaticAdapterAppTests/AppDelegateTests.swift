import Animatic
import Testing

/// Xcode's template AppDelegate.swift and SceneDelegate.swift in the app's folder compile through
/// the plugin unchanged: `@main` on the app delegate is blanked (this test target has its own
/// entry point), and a story may launch the app through them.
@Suite struct AppDelegateTests {
    @Test func theTemplateDelegatesCompileAndAStoryCallsThem() throws {
        let app = AppDelegate()
        let scenes = SceneDelegate()
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
            #expect(app.application(.shared, didFinishLaunchingWithOptions: nil))
            let session = UISceneSession()
            #expect(app.application(.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions()).name
                    == "Default Configuration")
            let scene = try #require(UIApplication.shared.connectedScenes.first)
            scenes.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
            #expect(scenes.window?.isKeyWindow == true)
        }
    }
}
