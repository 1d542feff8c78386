import AnimaticAdapter
import Foundation
import Testing

/// Overrides written in an extension of the app's class (which iOS allows because UIKit's members
/// are `@objc`) move into the class body, framed by `#sourceLocation` lines; and conformances
/// the adapter adds to a class inside `#if` stay inside that `#if`.
@Suite struct AdapterExtensionOverrideTests {
    /// `text` with every character but newlines turned into a space (what the adapter leaves
    /// where it took something away).
    func blanked(_ text: String) -> String { String(text.map { $0 == "\n" ? "\n" : " " }) }

    @Test func anOverrideInAnExtensionMovesIntoTheClassBody() {
        let member = "override func awakeFromNib() {\n        super.awakeFromNib()\n    }"
        let source = "class Cell: UICollectionViewCell {\n    var x = 1\n}\n// life cycle\nextension Cell {\n    "
            + member + "\n    func helper() {}\n}\n"
        #expect(adapt(source, path: "/app/Cell.swift") == "class Cell: UICollectionViewCell {\n    var x = 1\n"
            + "\n#sourceLocation(file: \"/app/Cell.swift\", line: 6)\n    " + member
            + "\n#sourceLocation(file: \"/app/Cell.swift\", line: 3)\n}\n// life cycle\nextension Cell {\n    "
            + blanked(member) + "\n    func helper() {}\n}\n")
    }

    @Test func aMemberTakesTheExtensionsAccessAndKeepsItsOwn() {
        let a = "override var frameOfPresentedViewInContainerView: CGRect { .zero }"
        let b = "open override func containerViewWillLayoutSubviews() {}"
        let c = "override func dismissalTransitionWillBegin() {}"
        let source = "open class P: UIPresentationController {}\npublic extension P {\n    \(a)\n    \(b)\n}\n"
            + "private extension P { \(c) }\n"
        let location = { (line: Int) in "\n#sourceLocation(file: \"/app/P.swift\", line: \(line))\n" }
        #expect(adapt(source, path: "/app/P.swift") == "open class P: UIPresentationController {"
            + location(3) + "    public " + a + location(4) + "    " + b + location(6) + String(repeating: " ", count: 22)
            + "fileprivate " + c + location(1) + "}\npublic extension P {\n    \(blanked(a))\n    \(blanked(b))\n}\n"
            + "private extension P { \(blanked(c)) }\n")
    }

    @Test func whereClausesOtherFilesAndIfClausesAreLeftAlone() {
        let source = """
            class Base<T>: UIView {}
            extension Base where T == Int { override func layoutSubviews() {} }
            extension Elsewhere { override func layoutSubviews() {} }
            #if DEBUG
            extension Base { override func didMoveToWindow() {} }
            #endif
            extension Base {
            #if DEBUG
                override func removeFromSuperview() {}
            #endif
            }

            """
        #expect(adapt(source) == source)
    }

    @Test func aClassOrExtensionThatDoesNotParseIsLeftAlone() {
        // AdapterIdentityTests' token soup once held `override` inside an extension of a class,
        // both with syntax errors, and the member moved. Moving it changes a file the compiler
        // rejects anyway, whose error should point at the original text.
        let brokenClass = "class V: UIView { ] }\nextension V { override func layoutSubviews() {} }\n"
        #expect(adapt(brokenClass) == brokenClass)
        let brokenExtension = "class V: UIView {}\nextension V { override func layoutSubviews() {} ) }\n"
        #expect(adapt(brokenExtension) == brokenExtension)
    }

    @Test func aClassAndItsExtensionInTheSameIfClauseMove() {
        let member = "override func layoutSubviews() {}"
        #expect(adapt("#if os(iOS)\nclass V: UIView {}\nextension V { \(member) }\n#endif\n", path: "/app/V.swift")
            == "#if canImport(Animatic)\nclass V: UIView {\n#sourceLocation(file: \"/app/V.swift\", line: 3)\n"
            + String(repeating: " ", count: 14) + member + "\n#sourceLocation(file: \"/app/V.swift\", line: 2)\n}\n"
            + "extension V { \(blanked(member)) }\n#endif\n")
    }

    @Test func theSelectorTargetConformanceOfAClassInsideIfStaysInside() {
        #expect(adapt("#if canImport(AppKit)\nfinal class Target {\n    @objc func fire() {}\n}\n#endif\n")
            == "#if !canImport(Animatic)\nfinal class Target {\n    " + blanked("@objc") + " func fire() {}\n"
            + "func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool { switch String(describing: selector) { "
            + "case \"fire\": self.fire(); return true; default: return false } }; "
            + "func animaticResponds(to selector: Selector) -> Bool { switch String(describing: selector) { "
            + "case \"fire\": return true; default: return false } } }"
            + "; extension Target: AnimaticSelectorTarget {}\n#endif\n")
    }

    @Test func optionalRequirementDefaultsOfAProtocolInsideIfStayInside() {
        #expect(adapt("#if os(OSX)\n@objc protocol D { @objc optional func a(); @objc optional func b(_ x: Int) }\n#endif\n")
            == "#if !canImport(Animatic)\n" + blanked("@objc") + " protocol D: AnyObject { " + blanked("@objc optional")
            + " func a(); " + blanked("@objc optional") + " func b(_ x: Int) }"
            + "; extension D { func a() {}; func b(_ x: Int) {} }\n#endif\n")
    }

    /// The moved member's error, and an error after the class, point at their original lines.
    @Test func errorsInAndAfterAMovedMemberPointAtTheOriginalLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-override-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("App/Cell.swift").path
        let source = """
            class Base { func awake() {} }
            class Cell: Base {
                var x = 1
            }
            let a: Int = "one"
            extension Cell {
                override func awake() {
                    let b: Int = "two"
                }
            }
            let c: Int = "three"

            """
        let copy = folder.appendingPathComponent("Adapted/Cell.swift")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        var index = AppIndex()
        index.add(source: source, path: original)
        try SourceAdapter(index: index).adaptedFile(source: source, path: original).write(to: copy, atomically: true, encoding: .utf8)
        let output = try AdapterLocationTests.runSwiftc(["-typecheck", "-parse-as-library", copy.path]).output
        let headers = output.split(separator: "\n").filter { $0.contains(": error:") }.map { line in
            line.split(separator: ":").prefix(3).joined(separator: ":")
        }
        #expect(Set(headers) == ["\(original):5:14", "\(original):8:22", "\(original):11:14"], "\(output)")
        #expect(!output.contains("cannot be overridden"), "\(output)")
    }
}

/// `#keyPath` needs the Objective-C runtime on Linux; the adapter writes the string it stands for.
@Suite struct AdapterKeyPathTests {
    @Test func keyPathsBecomeTheirStrings() {
        #expect(adapt("""
            view.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: .new, context: nil)
            let a = #keyPath(contentInset)
            let b = #keyPath(Header.scrollView.contentOffset)
            let c = #keyPath(UIScrollView.contentOffset.x)

            """) == """
            view.addObserver(self, forKeyPath: "contentOffset", options: .new, context: nil)
            let a = "contentInset"
            let b = "scrollView.contentOffset"
            let c = "contentOffset.x"

            """)
    }
}
