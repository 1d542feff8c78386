import AnimaticAdapter
import Testing

/// An app's entry point is the story: `@UIApplicationMain`, and `@main` on an app delegate, are
/// blanked (a library target cannot have `main`, and `@UIApplicationMain` is resolved by the
/// compiler in a module named UIKit); the class stays, for a story to call.
@Suite struct AdapterAppEntryPointTests {
    @Test func uiApplicationMainIsBlanked() {
        #expect(adapt("""
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """) == """
                              \n\
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """)
    }

    @Test func mainOnAnAppDelegateIsBlankedOnOneLineToo() {
        #expect(adapt("""
            @main class AppDelegate: UIResponder, UIApplicationDelegate {}
            @main final class Delegate: NSObject, UIApplicationDelegate, Sendable {}

            """) == """
                  class AppDelegate: UIResponder, UIApplicationDelegate {}
                  final class Delegate: NSObject, UIApplicationDelegate, Sendable {}

            """)
    }

    @Test func mainOnAnythingElseStays() {
        let source = """
            @main struct Tool { static func main() {} }
            @main struct IntroApp: App { var body: some Scene { WindowGroup { Text("") } } }

            """
        #expect(adapt(source) == source)
    }
}
