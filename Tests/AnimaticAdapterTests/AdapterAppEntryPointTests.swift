import AnimaticAdapter
import Foundation
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

/// `URLSession` and its family are Foundation's on iOS (UIKit brings them) and FoundationNetworking's
/// on Linux; Animatic does not re-export that module (it costs every process 24 M instructions at
/// start), so the adapter imports it into the files that name one of its types, and only those.
@Suite struct AdapterNetworkingImportTests {
    @Test func aFileThatNamesURLSessionImportsFoundationNetworking() {
        #expect(adapt("""
            import UIKit
            let task = URLSession.shared.dataTask(with: URL(string: "https://example.com")!)

            """) == """
            import Animatic; import Foundation; import FoundationNetworking
            let task = URLSession.shared.dataTask(with: URL(string: "https://example.com")!)

            """)
    }

    @Test func aFileThatNamesNoneKeepsAnimaticsImportAlone() {
        #expect(adapt("""
            import UIKit
            let url = URL(string: "https://example.com")   // URLSession in a comment is no use
            let session = "URLSession"

            """) == """
            import Animatic; import Foundation
            let url = URL(string: "https://example.com")   // URLSession in a comment is no use
            let session = "URLSession"

            """)
    }

    /// The real compiler: the adapted copy of a file that loads through `URLSession` and reads an
    /// `HTTPURLResponse` type-checks against Animatic, which no longer brings them itself.
    @Test func theAdaptedCopyTypeChecks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-networking-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Loader.swift")
        let adapted = adapt("""
            import UIKit
            func load(_ url: URL, into view: UIImageView) {
                URLSession.shared.dataTask(with: url) { data, response, _ in
                    guard (response as? HTTPURLResponse)?.statusCode == 200, let data else { return }
                    _ = data
                }.resume()
            }

            """)
        try adapted.replacingOccurrences(of: "import Animatic; ", with: "").write(to: copy, atomically: true, encoding: .utf8)
        let stub = folder.appendingPathComponent("Stub.swift")
        try "class UIImageView {}\n".write(to: stub, atomically: true, encoding: .utf8)
        let result = try AdapterLocationTests.runSwiftc(["-typecheck", copy.path, stub.path])
        #expect(result.status == 0, "\(result.output)")
    }
}
