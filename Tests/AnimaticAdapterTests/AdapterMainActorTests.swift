import AnimaticAdapter
import Foundation
import Testing

/// `@MainActor` on the app's declarations becomes `@preconcurrency @MainActor` (blanked on an
/// extension): UIKit's views are `@MainActor` and so are the app's views derived from them,
/// Animatic's are not, so a view's static method calling the app's own `@MainActor` type
/// (SwiftMessages' `MessageView.viewFromNib(layout:)` calling `SwiftMessages.viewFromNib`)
/// compiles as on iOS.
@Suite struct AdapterMainActorTests {
    @Test func aDeclarationsMainActorGetsPreconcurrencyOnItsLine() {
        #expect(adapt("""
            @MainActor
            open class SwiftMessages {
                @MainActor public static func hide() {}
                nonisolated func ping() {}
            }
            @MainActor extension SwiftMessages { func more() {} }

            """) == """
            @preconcurrency @MainActor
            open class SwiftMessages {
                @preconcurrency @MainActor public static func hide() {}
                nonisolated func ping() {}
            }
                       extension SwiftMessages { func more() {} }

            """)
    }

    @Test func closuresFunctionTypesAndPreconcurrencyDeclarationsAreLeftAsTheyAre() {
        let source = """
            @preconcurrency @MainActor final class Presenter {}
            func later(_ work: @escaping @MainActor () -> Void) {
                Task { @MainActor in work() }
            }

            """
        #expect(adapt(source) == source)
    }

    @Test func aNonisolatedSubclassCallsTheAppsMainActorTypeOnceAdapted() throws {
        // The real compiler, Swift 5 mode as the app's: `View` stands for Animatic's UIView
        // (not `@MainActor`), `MessageView` for the app's view, `SwiftMessages` for its
        // `@MainActor` class.
        let stand = "open class View { public init() {} }\n"
        let app = """
            @MainActor
            open class SwiftMessages {
                public static var shown = 0
                public class func viewFromNib<T: View>(named name: String) -> T? { shown += 1; return nil }
            }
            open class MessageView: View {
                public static func viewFromNib(layout: String) -> MessageView? {
                    SwiftMessages.viewFromNib(named: layout)
                }
            }

            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("main-actor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func typecheck(_ text: String) throws -> (Int32, String) {
            let file = folder.appendingPathComponent("App.swift")
            try (stand + text).write(to: file, atomically: true, encoding: .utf8)
            return try AdapterLocationTests.runSwiftc(["-typecheck", "-parse-as-library", "-swift-version", "5", file.path])
        }
        let before = try typecheck(app)
        #expect(before.0 != 0)
        #expect(before.1.contains("call to main actor-isolated class method 'viewFromNib(named:)' in a synchronous nonisolated context"))
        let after = try typecheck(adapt(app))
        #expect(after.0 == 0, "\(after.1)")
    }
}
