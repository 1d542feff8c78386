import AnimaticAdapter
import Testing

/// `@objc` methods and `@IBInspectable` properties an app declares in an extension of a UIKit
/// class (scalessec/Toast-Swift, randyefan/PanicAway): no table of the app can hold them, so a
/// `#selector` of such a method carries the call, and such a property gets a setter of its own
/// in its file (`AnimaticInspectableSetter`), which a nib's runtime attribute finds by name.
@Suite struct AdapterFrameworkExtensionTests {
    static let source = """
        public extension UIView {
            func onTap() {
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTapGesture)))
                Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(UIView.dismissToast(_:)), userInfo: nil, repeats: false)
            }
            @objc private func handleTapGesture(sender: UITapGestureRecognizer) {}
            @objc func dismissToast(_ timer: Timer) {}
            @objc func fadeOut() {}
            @IBInspectable var cornerRadius: CGFloat {
                get { layer.cornerRadius }
                set { layer.cornerRadius = newValue }
            }
            @IBInspectable private var hidden2: Bool { get { isHidden } set { isHidden = newValue } }
        }
        final class Intro: UIViewController {
            @objc func fadeOut() {}
            func start() { perform(#selector(fadeOut)) }
        }
        let fade = #selector(UIView.fadeOut)

        """

    @Test func aSelectorOfAnExtensionMethodCarriesTheCall() {
        let adapted = adapt(Self.source)
        #expect(adapted.contains("""
            action: Selector("handleTapGestureWithSender:", of: UIView.self) { target, argument in \
            if let argument = argument as? UITapGestureRecognizer { target.handleTapGesture(sender: argument); return true }; return false })
            """))
        #expect(adapted.contains("""
            selector: Selector("dismissToast:", of: UIView.self) { target, argument in \
            if let argument = argument as? Timer { target.dismissToast(argument); return true }; return false }, userInfo
            """))
        // `fadeOut` is also the app class's: the name alone, outside the extension, is the
        // class's (its table answers it); named by UIView, it is the extension's.
        #expect(adapted.contains("perform(Selector(\"fadeOut\"))"))
        #expect(adapted.contains("let fade = Selector(\"fadeOut\", of: UIView.self) { target, argument in target.fadeOut(); return true }"))
        // No table or conformance for UIView.
        #expect(!adapted.contains("extension UIView: AnimaticSelectorTarget"))
    }

    /// The setter the adapter writes for `owner.name` of type `type`.
    static func setter(_ owner: String, _ name: String, _ type: String) -> String {
        let head = "final class AnimaticInspectable_\(owner)_\(name): AnimaticInspectableSetter { static func animaticSet(_ value: Any, on object: AnyObject) -> Bool { "
        let body = "guard let object = object as? \(owner), let value = animaticOutletValue(value, as: \(type).self) else { return false }; "
        return head + body + "object.\(name) = value; return true } }"
    }

    @Test func eachInspectablePropertyOfAnExtensionGetsItsSetterInItsFile() {
        let adapted = adapt(Self.source)
        let appended: [String] = adapted.split(separator: "\n").filter { $0.hasPrefix("final class AnimaticInspectable_") }.map(String.init)
        // A private property is set too: the setter is in its file.
        let expected: [String] = [Self.setter("UIView", "cornerRadius", "(CGFloat)"), Self.setter("UIView", "hidden2", "(Bool)")]
        #expect(appended == expected)
        // The lines of the app's file do not move: the setters follow its last line.
        let lines = adapted.split(separator: "\n", omittingEmptySubsequences: false)
        let sourceLines: Int = Self.source.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let inFile: [Substring] = Array(lines.prefix(sourceLines))
        #expect(!inFile.contains { $0.contains("AnimaticInspectable_") })
        #expect(inFile.last == "let fade = Selector(\"fadeOut\", of: UIView.self) { target, argument in target.fadeOut(); return true }")
    }

    @Test func anOptionalInspectablePropertyTakesNilAndAnAppClassKeepsItsOwnTable() {
        let source = """
            extension CALayer { @IBInspectable var tint: UIColor? { get { nil } set {} } }
            extension UIView { var plain: CGFloat { get { 0 } set {} } }
            final class Card: UIView { @IBInspectable var radius: CGFloat = 0 }
            extension Card { @IBInspectable var inset: CGFloat { get { 0 } set {} } }

            """
        let adapted = adapt(source)
        let tint: String = Self.setter("CALayer", "tint", "(UIColor)?")
        #expect(adapted.contains(tint))
        // A property that is not inspectable has no setter; the app class's extension property
        // is in the class's own table.
        #expect(!adapted.contains("AnimaticInspectable_UIView_plain"))
        #expect(!adapted.contains("AnimaticInspectable_Card"))
        #expect(adapted.contains("case \"inset\": if let value = animaticOutletValue(value, as: (CGFloat).self) { self.inset = value; return true }; return false"))
    }

    @Test func aSetterOfAnExtensionInAnIfClauseStaysInTheClause() {
        let source = """
            #if os(iOS)
            extension UIView { @IBInspectable var ring: CGFloat { get { 0 } set {} } }
            #endif

            """
        let lines = adapt(source).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[1].contains("var ring: CGFloat { get { 0 } set {} } }; final class AnimaticInspectable_UIView_ring: AnimaticInspectableSetter {"))
        #expect(lines[2] == "#endif")
    }
}
