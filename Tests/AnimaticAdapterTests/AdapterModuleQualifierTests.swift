import AnimaticAdapter
import Foundation
import Testing

/// A name qualified by a module Animatic stands for (`UIKit.UIButton`, `Foundation.URL`) loses the
/// qualifier: there is no module `UIKit` here, and on Linux `URL` is FoundationEssentials', not
/// Foundation's. The qualifier becomes spaces, so columns stay.
@Suite struct AdapterModuleQualifierTests {
    @Test func typesAndMembersOfAppleModulesLoseTheirQualifier() {
        #expect(adapt("""
            public typealias Button = UIKit.UIButton
            let url = Foundation.URL(string: "https://example.com")
            var stack: [QuartzCore.CALayer] = [], gap: CoreGraphics.CGFloat = CoreGraphics.CGFloat.pi
            func make() -> RxSwift.Observable<RxCocoa.ControlEvent<Void>>? { nil }
            let root = Darwin.sqrt(2.0), type = UIKit.UIView.self

            """) == """
            public typealias Button =       UIButton
            let url =            URL(string: "https://example.com")
            var stack: [           CALayer] = [], gap:              CGFloat =              CGFloat.pi
            func make() ->         Observable<        ControlEvent<Void>>? { nil }
            let root =        sqrt(2.0), type =       UIView.self

            """)
    }

    @Test func rightAfterAnOperatorTheQualifierIsTakenOut() {
        #expect(adapt("""
            let path = \\UIKit.UIView.frame
            let x=Foundation.Date(), y = -CoreGraphics.CGFloat.pi

            """) == """
            let path = \\UIView.frame
            let x=Date(), y = -CGFloat.pi

            """)
    }

    @Test func localNamesAndTheAppsOwnTypesKeepTheirQualifier() {
        // A variable named like a module, a type the app declares with the member's name (its own
        // `URL`), another module's name and a member of a value are not module qualifiers.
        let source = """
            struct URL { let text: String }
            let Foundation = (URL: 1, Date: 2)
            let a = Foundation.URL, b = Foundation.Date
            func f(UIKit: (UIView: Int, x: Int)) -> Int { UIKit.UIView }
            let c = Kingfisher.ImageCache.default, d = view.UIKit.UIView

            """
        #expect(adapt(source) == source)
        var index = AppIndex()
        index.add(source: "public final class Observable {}\n", path: "/app/Observable.swift")
        let other = "let o: RxSwift.Observable = RxSwift.Observable()\n"
        index.add(source: other, path: "/app/Other.swift")
        #expect(SourceAdapter(index: index).adapt(source: other, path: "/app/Other.swift") == other)
    }

    /// The real compiler: an error after a dropped qualifier keeps its column.
    @Test func anErrorAfterTheQualifierKeepsItsColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-qualifier-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("App/Web.swift").path
        let copy = folder.appendingPathComponent("Web.swift")
        let app = """
            let text = Foundation.String(describing: 1); let count: Int = "two"

            """
        var appIndex = AppIndex()
        appIndex.add(source: app, path: original)
        let adapted = SourceAdapter(index: appIndex).adaptedFile(source: app, path: original)
        #expect(adapted.hasSuffix("let text =            String(describing: 1); let count: Int = \"two\"\n"))
        try adapted.write(to: copy, atomically: true, encoding: .utf8)
        let result = try AdapterLocationTests.runSwiftc(["-typecheck", copy.path])
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(errors.count == 1, "\(result.output)")
        #expect(errors.first?.hasPrefix("\(original):1:63: error: cannot convert value of type 'String'") == true, "\(result.output)")
    }
}
