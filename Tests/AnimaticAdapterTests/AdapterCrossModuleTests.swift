import AnimaticAdapter
import Foundation
import Testing

/// A class subclassing another module's adapted class with a selector table (hyperoslo/
/// Presentation's `PresentationController: PagesController`, a pod): with that module's files
/// indexed, the subclass overrides the table (open in an open class) instead of conforming to
/// `AnimaticSelectorTarget` a second time; compiled by the real `swiftc`, module by module.
@Suite struct AdapterCrossModuleTests {
    static let pod = """
        import UIKit

        open class PagesController: UIViewController {
            @objc func goForward(_ sender: Any?) {}
        }

        """
    static let app = """
        import UIKit
        import Pages

        final class PresentationController: PagesController {
            @objc func tick(_ timer: Timer) {}
        }

        """

    @Test func theTableOfAnOpenClassIsOpenAndASubclassInAnotherModuleOverridesIt() {
        var podIndex = AppIndex()
        podIndex.add(source: Self.pod, path: "/pod/PagesController.swift")
        let pod = SourceAdapter(index: podIndex).adapt(source: Self.pod, path: "/pod/PagesController.swift")
        #expect(pod.contains("open func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool"))
        #expect(pod.contains("extension PagesController: AnimaticSelectorTarget {}"))

        var index = AppIndex()
        index.add(source: Self.app, path: "/app/PresentationController.swift")
        index.add(source: Self.pod, path: "/pod/PagesController.swift")
        let app = SourceAdapter(index: index).adapt(source: Self.app, path: "/app/PresentationController.swift")
        #expect(app.contains("override func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool"))
        #expect(app.contains("default: return super.animaticPerform(selector, with: argument)"))
        #expect(!app.contains("AnimaticSelectorTarget {}"))
    }

    @Test func bothModulesCompile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-modules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The stage's names the tables use, as a module named Animatic (what `import UIKit` becomes),
        // its story-clock `Timer` re-exported by name from another module as Animatic's is, so
        // that it wins over Foundation's, which the adapted files import too.
        let runtime = folder.appendingPathComponent("AnimaticRuntime.swift")
        try "public final class Timer {}\n".write(to: runtime, atomically: true, encoding: .utf8)
        let stub = folder.appendingPathComponent("Animatic.swift")
        try """
            @_exported import class AnimaticRuntime.Timer
            open class UIResponder { public init() {} }
            open class UIViewController: UIResponder {}
            public struct Selector: CustomStringConvertible {
                public let name: String
                public init(_ name: String) { self.name = name }
                public var description: String { name }
            }
            public protocol AnimaticSelectorTarget: AnyObject { func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool }

            """.write(to: stub, atomically: true, encoding: .utf8)
        func emit(_ module: String, _ files: [String]) throws {
            let result = try AdapterLocationTests.runSwiftc(["-emit-module", "-parse-as-library", "-module-name", module, "-I", folder.path,
                                                             "-o", folder.appendingPathComponent(module + ".swiftmodule").path] + files)
            #expect(result.status == 0, "\(module): \(result.output)")
        }
        try emit("AnimaticRuntime", [runtime.path])
        try emit("Animatic", [stub.path])

        let podPath = folder.appendingPathComponent("Pods/PagesController.swift").path
        let appPath = folder.appendingPathComponent("App/PresentationController.swift").path
        var podIndex = AppIndex()
        podIndex.add(source: Self.pod, path: podPath)
        let podCopy = folder.appendingPathComponent("PagesController.adapted.swift")
        try SourceAdapter(index: podIndex).adaptedFile(source: Self.pod, path: podPath).write(to: podCopy, atomically: true, encoding: .utf8)
        try emit("Pages", [podCopy.path])

        var index = AppIndex()
        index.add(source: Self.app, path: appPath)
        index.add(source: Self.pod, path: podPath)
        let appCopy = folder.appendingPathComponent("PresentationController.adapted.swift")
        try SourceAdapter(index: index).adaptedFile(source: Self.app, path: appPath).write(to: appCopy, atomically: true, encoding: .utf8)
        let result = try AdapterLocationTests.runSwiftc(["-typecheck", "-parse-as-library", "-module-name", "App", "-I", folder.path, appCopy.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("error:"), "\(result.output)")
    }
}
