import AnimaticAdapter
import Foundation
import Testing

/// A method declared `@objc` in an extension of a class and overridden in a subclass (which iOS
/// runs through Objective-C's dispatch, and Swift on Linux rejects: "is declared in extension of
/// 'CALayer' and cannot be overridden"): the override is renamed, and the extension's method
/// hands the call to it, on the line of its opening brace.
@Suite struct AdapterExtensionMethodDispatchTests {
    func blanked(_ text: String) -> String { String(text.map { $0 == "\n" ? "\n" : " " }) }

    /// SkeletonView's `CALayer+Extensions.swift`, shortened: the base in `extension CALayer`,
    /// the override in `extension CAGradientLayer`, in the same file.
    @Test func aLayerExtensionsMethodHandsTheCallToTheGradientLayersOverride() {
        let source = """
            extension CAGradientLayer {
                override func tint(withColors colors: [UIColor], traitCollection: UITraitCollection?) {
                    self.colors = colors.map { $0.cgColor }
                }
            }
            extension CALayer {
                @objc func tint(withColors colors: [UIColor], traitCollection: UITraitCollection?) {
                    backgroundColor = colors.first?.cgColor
                }
            }

            """
        let dispatch = "if let animaticSelf = self as? CAGradientLayer { return animaticSelf."
            + "animaticExtensionOverride_CAGradientLayer_tint(withColors: colors, traitCollection: traitCollection) }; "
        #expect(adapt(source, path: "/app/CALayer+Extensions.swift") == """
            extension CAGradientLayer {
                         func animaticExtensionOverride_CAGradientLayer_tint(withColors colors: [UIColor], traitCollection: UITraitCollection?) {
                    self.colors = colors.map { $0.cgColor }
                }
            }
            extension CALayer {
                      func tint(withColors colors: [UIColor], traitCollection: UITraitCollection?) {
            """ + " " + dispatch + """

                    backgroundColor = colors.first?.cgColor
                }
            }

            """)
    }

    /// The override in an app class's body (another file), its subclass's too: the deepest
    /// class is asked first; `inout`, `throws` and an unlabelled parameter are passed on.
    @Test func appClassesOverridesAreAskedDeepestFirstAcrossFiles() {
        let base = """
            extension UIView {
                @objc func shake(_ times: Int, offset: inout CGFloat) throws -> Bool { false }
            }

            """
        let views = """
            class Card: UIView {
                override func shake(_ times: Int, offset: inout CGFloat) throws -> Bool { true }
            }
            class BigCard: Card {
                public override func shake(_ times: Int, offset: inout CGFloat) throws -> Bool { true }
            }

            """
        var index = AppIndex()
        index.add(source: base, path: "/app/UIView+Shake.swift")
        index.add(source: views, path: "/app/Card.swift")
        let adapter = SourceAdapter(index: index)
        #expect(adapter.adapt(source: base, path: "/app/UIView+Shake.swift") == """
            extension UIView {
                      func shake(_ times: Int, offset: inout CGFloat) throws -> Bool { \
            if let animaticSelf = self as? BigCard { return try animaticSelf.animaticExtensionOverride_BigCard_shake(times, offset: &offset) }; \
            if let animaticSelf = self as? Card { return try animaticSelf.animaticExtensionOverride_Card_shake(times, offset: &offset) };  return false }
            }

            """)
        #expect(adapter.adapt(source: views, path: "/app/Card.swift") == """
            class Card: UIView {
                         func animaticExtensionOverride_Card_shake(_ times: Int, offset: inout CGFloat) throws -> Bool { true }
            }
            class BigCard: Card {
                public          func animaticExtensionOverride_BigCard_shake(_ times: Int, offset: inout CGFloat) throws -> Bool { true }
            }

            """)
    }

    @Test func whatCannotBeDispatchedIsLeftAlone() {
        // An override calling super (super would reach the dispatching method again), a private
        // one, one in a class not of the extension's family (a view is not a layer), one of
        // another signature, a method of the extension that is not @objc.
        let source = """
            extension CALayer {
                @objc func pulse() {}
                @objc func fade(to value: Float) {}
                func spin() {}
            }
            extension CAShapeLayer {
                override func pulse() { super.pulse() }
            }
            extension CATextLayer {
                override private func fade(to value: Float) {}
            }
            class Badge: UIView {
                override func fade(to value: Float) {}
            }
            extension CAGradientLayer {
                override func fade(value: Float) {}
                override func spin() {}
            }

            """
        let adapted = adapt(source)
        #expect(adapted == source.replacingOccurrences(of: "@objc", with: "     "))
    }

    @Test func anOverrideInAnIndexOnlyFileIsNotDispatchedTo() {
        let base = "extension CALayer {\n    @objc func pulse() {}\n}\n"
        var index = AppIndex()
        index.add(source: base, path: "/app/Base.swift")
        index.add(source: "extension CAShapeLayer {\n    override func pulse() {}\n}\n", path: "/pods/Shape.swift", adapted: false)
        #expect(SourceAdapter(index: index).adapt(source: base, path: "/app/Base.swift")
            == "extension CALayer {\n          func pulse() {}\n}\n")
    }

    /// The adapted files, compiled and run by the real `swiftc` (with stand-ins for the two layer
    /// classes): a gradient layer runs its own version through the base's dispatch, a plain
    /// layer the base's; an error in the renamed override is reported at the original line.
    @Test func theDispatchRunsTheSubclassesVersionAndErrorsKeepTheirLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-dispatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("App/Tint.swift").path
        let source = """
            extension CAGradientLayer {
                override func tint(_ name: String) -> String {
                    "gradient " + name
                }
            }
            extension CALayer {
                @objc func tint(_ name: String) -> String {
                    "layer " + name
                }
            }

            """
        var index = AppIndex()
        index.add(source: source, path: original)
        let adapter = SourceAdapter(index: index)
        let copy = folder.appendingPathComponent("Adapted/Tint.swift")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try adapter.adaptedFile(source: source, path: original).write(to: copy, atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("Adapted/main.swift")
        try """
            class CALayer { init() {} }
            class CAGradientLayer: CALayer {}
            let layers: [CALayer] = [CALayer(), CAGradientLayer()]
            print(layers.map { $0.tint("red") }.joined(separator: ", "))

            """.write(to: main, atomically: true, encoding: .utf8)
        let binary = folder.appendingPathComponent("tint").path
        let (status, output) = try AdapterLocationTests.runSwiftc(["-o", binary, main.path, copy.path])
        #expect(status == 0, "\(output)")
        #expect(try AdapterLocationTests.runProgram(binary) == "layer red, gradient red\n")

        // An error in the override's body stays on its line of the original.
        let broken = source.replacingOccurrences(of: "\"gradient \" + name", with: "\"gradient \" + 3")
        var brokenIndex = AppIndex()
        brokenIndex.add(source: broken, path: original)
        try SourceAdapter(index: brokenIndex).adaptedFile(source: broken, path: original).write(to: copy, atomically: true, encoding: .utf8)
        let (brokenStatus, brokenOutput) = try AdapterLocationTests.runSwiftc(["-typecheck", main.path, copy.path])
        #expect(brokenStatus != 0)
        #expect(brokenOutput.contains("\(original):3:"), "\(brokenOutput)")
        #expect(!brokenOutput.contains("cannot be overridden"), "\(brokenOutput)")
    }
}
