import AnimaticAdapter
import Testing

/// The outlet tables the adapter generates for classes with `@IBOutlet` and `@IBInspectable`
/// properties (what storyboards and nibs set through key-value coding on iOS), input -> exact
/// output, lines kept.
@Suite struct AdapterOutletTests {
    @Test func aClassWithOutletsGetsASetterTableAndTheConformance() {
        #expect(adapt("""
            class Intro: UIViewController {
                @IBOutlet weak var logo: UIImageView!
                @IBOutlet private var dots: [UIView]!
                @IBInspectable var radius: CGFloat = 4
                @IBOutlet var optionalLabel: UILabel?
            }

            """) == """
            class Intro: UIViewController {
                          weak var logo: UIImageView!
                          private var dots: [UIView]!
                               var radius: CGFloat = 4
                          var optionalLabel: UILabel?
            func animaticSetOutlet(_ name: String, _ value: Any) -> Bool { switch name { \
            case "logo": if let value = animaticOutletValue(value, as: (UIImageView).self) { self.logo = value; return true }; return false; \
            case "dots": if let value = animaticOutletValue(value, as: ([UIView]).self) { self.dots = value; return true }; return false; \
            case "radius": if let value = animaticOutletValue(value, as: (CGFloat).self) { self.radius = value; return true }; return false; \
            case "optionalLabel": if let value = animaticOutletValue(value, as: (UILabel).self) { self.optionalLabel = value; return true }; return false; \
            default: return false } }; }
            extension Intro: AnimaticOutletTarget {}

            """)
    }

    @Test func anUnavailableInspectablePropertyGetsNoEntry() {
        #expect(adapt("""
            class Spinner: UIView {
                @available(*, unavailable, message: "Use 'type' instead.")
                @IBInspectable var typeName: String { get { "" } set {} }
                @IBInspectable var padding: CGFloat = 0
            }

            """) == """
            class Spinner: UIView {
                @available(*, unavailable, message: "Use 'type' instead.")
                               var typeName: String { get { "" } set {} }
                               var padding: CGFloat = 0
            func animaticSetOutlet(_ name: String, _ value: Any) -> Bool { switch name { \
            case "padding": if let value = animaticOutletValue(value, as: (CGFloat).self) { self.padding = value; return true }; return false; \
            default: return false } }; }
            final class AnimaticDeclaredKeys_Spinner: AnimaticDeclaredKeys { static func animaticDeclares(_ key: String) -> Bool { ["padding", "typeName"].contains(key) } }
            extension Spinner: AnimaticOutletTarget {}

            """)
    }

    @Test func aSubclassOverridesAndFallsBackToItsParent() {
        let output = adapt("""
            public class Base: UIView { @IBOutlet var a: UILabel! }
            class Child: Base { @IBOutlet var b: UIButton! }

            """)
        #expect(output == """
            public class Base: UIView {           var a: UILabel! \
            public func animaticSetOutlet(_ name: String, _ value: Any) -> Bool { switch name { \
            case "a": if let value = animaticOutletValue(value, as: (UILabel).self) { self.a = value; return true }; return false; \
            default: return false } }; }
            class Child: Base {           var b: UIButton! \
            override func animaticSetOutlet(_ name: String, _ value: Any) -> Bool { switch name { \
            case "b": if let value = animaticOutletValue(value, as: (UIButton).self) { self.b = value; return true }; return false; \
            default: return super.animaticSetOutlet(name, value) } }; }
            final class AnimaticDeclaredKeys_Base: AnimaticDeclaredKeys { static func animaticDeclares(_ key: String) -> Bool { ["a"].contains(key) } }
            extension Base: AnimaticOutletTarget {}
            final class AnimaticDeclaredKeys_Child: AnimaticDeclaredKeys { static func animaticDeclares(_ key: String) -> Bool { ["a", "b"].contains(key) } }

            """)
    }

    @Test func readOnlyStaticAndUntypedPropertiesAreLeftOut() {
        let output = adapt("""
            class Card: UIView {
                @IBInspectable var computed: CGFloat { 3 }
                @IBInspectable static var shared: Int = 1
                @IBInspectable var untyped = 4.0
                @IBOutlet let fixed: UILabel! = nil
            }

            """)
        #expect(!output.contains("animaticSetOutlet"))
        #expect(!output.contains("AnimaticOutletTarget"))
    }

    @Test func aViewClassListsEveryKeyKeyValueCodingFinds() {
        // Every property Swift exposes to Objective-C (in the body or an extension, of the class
        // or an app ancestor) and `x` for such a `setX(_:)`: what key-value coding finds since
        // Swift 4 (SE-0160). A plain `var` (`cachedTitle`, `spiner`, `plain`) or `func setBadge`
        // is not exposed, and so not listed: a runtime attribute naming it is logged by iOS.
        let output = adapt("""
            class Base: UIButton { var cachedTitle: String?; @objc var tint2: UIColor?; static var shared = 1 }
            class SubmitButton: Base {
                @IBInspectable var spinnerColor: UIColor = .white
                lazy var spiner: CALayer = CALayer()
                dynamic var pulse = 0.0
                override var isHighlighted: Bool { didSet {} }
                @nonobjc var hidden2 = 0
                @objc func setGlow(_ on: Bool) {}
                func setBadge(_ count: Int) {}
                func setup() {}
            }
            extension SubmitButton { @objc var isAnimating: Bool { false }; var plain: Int { 0 } }
            @objcMembers class Tagged: UIView { @IBInspectable var radius: CGFloat = 0; var note = ""; @nonobjc var skip = 0 }
            private class Hidden: UIView { @IBInspectable var radius: CGFloat = 0 }
            class Outer { class Inner: UIView { @IBInspectable var radius: CGFloat = 0 } }
            class Pager: UIViewController { @IBOutlet var bar: UIView! }

            """)
        #expect(output.contains("final class AnimaticDeclaredKeys_SubmitButton: AnimaticDeclaredKeys { static func animaticDeclares(_ key: String) -> Bool { "
            + "[\"glow\", \"isAnimating\", \"isHighlighted\", \"pulse\", \"spinnerColor\", \"tint2\"].contains(key) } }"))
        #expect(output.contains("final class AnimaticDeclaredKeys_Tagged: AnimaticDeclaredKeys { static func animaticDeclares(_ key: String) -> Bool { "
            + "[\"note\", \"radius\"].contains(key) } }"))
        // No list for a base without an outlet table, a private or nested class, a controller.
        #expect(!output.contains("AnimaticDeclaredKeys_Base"))
        #expect(!output.contains("AnimaticDeclaredKeys_Hidden"))
        #expect(!output.contains("AnimaticDeclaredKeys_Inner"))
        #expect(!output.contains("AnimaticDeclaredKeys_Pager"))
    }

    @Test func outletsAndActionsTogether() {
        let output = adapt("""
            class Intro: UIViewController {
                @IBOutlet weak var next: UIButton!
                @IBAction func go(_ sender: UIButton) {}
            }

            """)
        #expect(output.contains("case \"next\": if let value = animaticOutletValue(value, as: (UIButton).self)"))
        #expect(output.contains("case \"go:\": if let argument = argument as? UIButton { self.go(argument); return true }"))
        #expect(output.hasSuffix("extension Intro: AnimaticOutletTarget {}\nextension Intro: AnimaticSelectorTarget {}\n")
                || output.hasSuffix("extension Intro: AnimaticSelectorTarget {}\nextension Intro: AnimaticOutletTarget {}\n"))
        // Lines kept: the class's closing brace is still on line 4.
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false)[3].hasPrefix("func animatic"))
    }
}
