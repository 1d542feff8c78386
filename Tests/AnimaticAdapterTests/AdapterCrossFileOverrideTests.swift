import AnimaticAdapter
import Foundation
import Testing

/// An override written in an extension of the app's class declared in another file (SnapKit's
/// `override var description` in `Debugging.swift`, its `LayoutConstraint` in
/// `LayoutConstraint.swift`) stays in its file, renamed, and the class's body gets the override,
/// forwarding to it.
@Suite struct AdapterCrossFileOverrideTests {
    static let classFile = """
        public class LayoutConstraint: NSLayoutConstraint {
            public var label: String?
        }

        """
    static let extensionFile = """
        public extension LayoutConstraint {
            override var description: String {
                return "<" + describe(self) + ">"
            }
            override public func offset(_ value: Int, by step: inout Int) throws -> Int { step += 1; return value + step }
            override var tag: Int { get { return 7 } set { } }
            func helper() {}
        }
        private func describe(_ constraint: LayoutConstraint) -> String { constraint.label ?? "?" }

        """

    static func adapter() -> SourceAdapter {
        var index = AppIndex()
        index.add(source: classFile, path: "/pod/LayoutConstraint.swift")
        index.add(source: extensionFile, path: "/pod/Debugging.swift")
        return SourceAdapter(index: index)
    }

    @Test func theClassForwardsAndTheExtensionsMembersAreRenamedInPlace() {
        let adapter = Self.adapter()
        #expect(adapter.adapt(source: Self.classFile, path: "/pod/LayoutConstraint.swift") == """
            public class LayoutConstraint: NSLayoutConstraint {
                public var label: String?
            public override var description: String { return self.animaticOverride_description }; \
            public override func offset(_ value: Int, by step: inout Int) throws -> Int { return try self.animaticOverride_offset(value, by: &step) }; \
            public override var tag: Int { get { return self.animaticOverride_tag } set { self.animaticOverride_tag = newValue } }; }

            """)
        #expect(adapter.adapt(source: Self.extensionFile, path: "/pod/Debugging.swift") == """
            public extension LayoutConstraint {
                         var animaticOverride_description: String {
                    return "<" + describe(self) + ">"
                }
                         public func animaticOverride_offset(_ value: Int, by step: inout Int) throws -> Int { step += 1; return value + step }
                         var animaticOverride_tag: Int { get { return 7 } set { } }
                func helper() {}
            }
            private func describe(_ constraint: LayoutConstraint) -> String { constraint.label ?? "?" }

            """)
    }

    @Test func whatCannotBeForwardedIsLeftAlone() {
        // A private extension or member, a `where` clause, an `#if`, a static member, a variadic
        // parameter, a class of another module (indexed, not adapted), and a framework class.
        let source = """
            private extension Card { override func layoutSubviews() {} }
            extension Card { private override func didMoveToWindow() {} }
            extension Card { override class var layerClass: AnyClass { CALayer.self } }
            extension Card { override func log(_ items: Any...) {} }
            #if DEBUG
            extension Card { override func removeFromSuperview() {} }
            #endif
            extension Pager { override func layoutSubviews() {} }
            extension UIView { override open var description: String { "" } }

            """
        var index = AppIndex()
        index.add(source: "class Card: UIView {}\n", path: "/app/Card.swift")
        index.add(source: "open class Pager: UIView {}\n", path: "/kit/Pager.swift", adapted: false)
        index.add(source: source, path: "/app/Extensions.swift")
        let adapter = SourceAdapter(index: index)
        #expect(adapter.adapt(source: source, path: "/app/Extensions.swift") == source)
        #expect(adapter.adapt(source: "class Card: UIView {}\n", path: "/app/Card.swift") == "class Card: UIView {}\n")
    }

    /// The real compiler and a run: unadapted, Swift rejects the extension's override; adapted,
    /// the two files build, and a call through the base class reaches the extension's code.
    @Test func theForwardedOverrideIsCalledThroughTheBaseClass() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-cross-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Adapted"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = """
            open class NSLayoutConstraint {
                public init() {}
                open var description: String { "plain" }
                open func offset(_ value: Int, by step: inout Int) throws -> Int { value }
                open var tag: Int { get { 0 } set {} }
            }
            let constraint: NSLayoutConstraint = LayoutConstraint()
            (constraint as! LayoutConstraint).label = "top"
            var step = 1
            print(constraint.description, try constraint.offset(10, by: &step), step, constraint.tag)

            """
        let files = [("main.swift", base, "/pod/main.swift"), ("LayoutConstraint.swift", Self.classFile, "/pod/LayoutConstraint.swift"),
                     ("Debugging.swift", Self.extensionFile, "/pod/Debugging.swift")]
        for (name, text, _) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let before = try AdapterLocationTests.runSwiftc(["-typecheck"] + files.map { folder.appendingPathComponent($0.0).path })
        #expect(before.output.contains("property 'description' declared in 'NSLayoutConstraint' cannot be overridden from extension"),
                "\(before.output)")

        let adapter = Self.adapter()
        var copies: [String] = []
        for (name, text, path) in files {
            let copy = folder.appendingPathComponent("Adapted/" + name)
            try adapter.adaptedFile(source: text, path: path).write(to: copy, atomically: true, encoding: .utf8)
            copies.append(copy.path)
        }
        let program = folder.appendingPathComponent("program").path
        let build = try AdapterLocationTests.runSwiftc(copies + ["-o", program])
        #expect(build.status == 0, "\(build.output)")
        #expect(try AdapterLocationTests.runProgram(program) == "<top> 12 2 7\n")
    }
}
