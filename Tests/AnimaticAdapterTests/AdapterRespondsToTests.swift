import AnimaticAdapter
import Foundation
import Testing

/// `override func responds(to:)` loses `override`: Animatic's `responds(to:)` is an extension
/// member of `NSObjectProtocol` (Linux's NSObject declares none), as RxDataSources 3.1.0 and 4.0.1
/// override it in `CollectionViewSectionedDataSource`.
@Suite struct AdapterRespondsToTests {
    @Test func overrideOfRespondsToIsBlankedKeepingColumns() {
        #expect(adapt("""
            open class Source: NSObject {
                override open func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
            }

            """) == """
            open class Source: NSObject {
                         open func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
            }

            """)
    }

    /// The generated `animaticResponds(to:)` answers the names its `animaticPerform(_:with:)` runs
    /// (what `responds(to:)` asks, without running anything); a subclass's falls back to its
    /// superclass's, a root class's to `false`.
    @Test func theTableAnswersRespondsToWithItsSelectorNames() {
        let source = """
            class Intro: UIViewController {
                @objc func tick() {}
                @IBAction func tapped(_ sender: UIButton) {}
            }
            class Tour: Intro {
                @objc(goTo:) func go(to page: Int) {}
            }

            """
        let adapted = adapt(source)
        #expect(adapted.contains("func animaticResponds(to selector: Selector) -> Bool { switch String(describing: selector) { "
            + "case \"tick\", \"tapped:\": return true; default: return false } } }"))
        #expect(adapted.contains("override func animaticResponds(to selector: Selector) -> Bool { switch String(describing: selector) { "
            + "case \"goTo:\": return true; default: return super.animaticResponds(to: selector) } } }"))
    }

    /// `#selector(show)` of a base name the app's methods share is written `Selector("show")`,
    /// which the table runs and answers; a base name the app's one method has is not (iOS's
    /// `responds(to: Selector("tapped"))` is false for `tapped(_:)`).
    @Test func aBaseNameIsAnsweredOnlyWhereTheAdapterWritesSelectorsWithIt() {
        let source = """
            class A { @objc func show(sender: Any?) {} ; @objc func tapped(_ b: Any) {} }
            class B { @objc func show() {} }

            """
        let adapted = adapt(source)
        #expect(adapted.contains("case \"showWithSender:\", \"tapped:\", \"show\": return true; default: return false"))
        #expect(adapted.contains("case \"show\": return true; default: return false"))
    }

    @Test func otherRespondsMethodsKeepTheirOverride() {
        let source = """
            class A: Base {
                override func responds(forKey key: String) -> Bool { true }
                override func responds(to a: Int, b: Int) -> Bool { true }
                override func layoutSubviews() {}
            }

            """
        #expect(adapt(source) == source)
    }
}
