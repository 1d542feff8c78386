import AnimaticAdapter
import Testing

/// A method that a `#selector` of the app names is `@objc` on Darwin, marked or not (Swift 3
/// inferred `@objc` for every method of an `NSObject` subclass; `#selector` accepts nothing
/// else): its class's table answers it as it answers `@objc` methods (DOFavoriteButton, Swift 3).
@Suite struct AdapterSelectorNamedMethodTests {
    /// DOFavoriteButton's shape: `#selector(Type.method(_:))` of an unmarked method.
    @Test func anUnmarkedMethodNamedWithItsTypeGetsATableEntry() {
        let source = """
            open class FavoriteButton: UIButton {
                fileprivate func addTargets() {
                    addTarget(self, action: #selector(FavoriteButton.touchDown(_:)), for: .touchDown)
                }
                func touchDown(_ sender: FavoriteButton) {}
                func unnamed(_ sender: FavoriteButton) {}
            }

            """
        #expect(adapt(source) == """
            open class FavoriteButton: UIButton {
                fileprivate func addTargets() {
                    addTarget(self, action: Selector("touchDown:"), for: .touchDown)
                }
                func touchDown(_ sender: FavoriteButton) {}
                func unnamed(_ sender: FavoriteButton) {}
            open func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool { switch String(describing: selector) { \
            case "touchDown:": if let argument = argument as? FavoriteButton { self.touchDown(argument); return true }; return false; \
            case "touchDown": if let argument = argument as? FavoriteButton { self.touchDown(argument); return true }; return false; \
            default: return false } }; open func animaticResponds(to selector: Selector) -> Bool { switch String(describing: selector) { \
            case "touchDown:": return true; default: return false } } }
            extension FavoriteButton: AnimaticSelectorTarget {}

            """)
    }

    /// Unqualified, through `self.`, and by base name: the enclosing class's method; a method of
    /// an ancestor in the app goes in the ancestor's table.
    @Test func unqualifiedReferencesNameTheEnclosingClassOrItsAncestors() {
        let source = """
            class Base: NSObject { func refresh() {} ; func other() {} }
            class Intro: Base {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    NotificationCenter.default.addObserver(self, selector: #selector(self.refresh), name: .x, object: nil)
                }
                func tick() {}
            }

            """
        let adapted = adapt(source)
        #expect(adapted.contains("class Base: NSObject { func refresh() {} ; func other() {} func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool { "
            + "switch String(describing: selector) { case \"refresh\": self.refresh(); return true; default: return false } }"))
        #expect(adapted.contains("override func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool { "
            + "switch String(describing: selector) { case \"tick\": self.tick(); return true; default: return super.animaticPerform(selector, with: argument) } }"))
        #expect(!adapted.contains("\"other\""))
        #expect(!adapted.contains("\"start\""))
    }

    /// Labels must match; a method of an unrelated class with the same name is not taken;
    /// `#selector(getter:)`, overrides, `@nonobjc` and static methods never get an entry.
    @Test func labelsOwnersAndKindsAreRespected() {
        let source = """
            class A: NSObject {
                func go() { _ = #selector(A.move(to:)); _ = #selector(getter: A.size); _ = #selector(A.stay) }
                func move(_ x: Int) {}
                func move(to x: Int) {}
                var size: Int { 1 }
                @nonobjc func stay() {}
                static func stay(_ x: Int) {}
            }
            class B: NSObject { func move(to x: Int) {} }

            """
        let adapted = adapt(source)
        #expect(adapted.contains("switch String(describing: selector) { case \"moveWithTo:\": if let argument = argument as? Int { self.move(to: argument); return true }; return false; "))
        #expect(!adapted.contains("case \"move:\""))
        #expect(!adapted.contains("case \"size"))
        #expect(!adapted.contains("extension B: AnimaticSelectorTarget"))
        #expect(!adapted.contains("case \"stay"))
    }

    /// The selector may be written in another file than the method (the index sees every file
    /// before any is rewritten), in either order.
    @Test func aSelectorInAnotherFileNamesTheMethod() {
        let controller = "class Intro: UIViewController { func next() {} }\n"
        let caller = "final class Driver { func run(_ intro: Intro) { intro.perform(#selector(Intro.next), with: nil, afterDelay: 1) } }\n"
        for order in [[("/app/Intro.swift", controller), ("/app/Driver.swift", caller)],
                      [("/app/Driver.swift", caller), ("/app/Intro.swift", controller)]] {
            var index = AppIndex()
            for (path, source) in order { index.add(source: source, path: path) }
            let adapted = SourceAdapter(index: index).adapt(source: controller, path: "/app/Intro.swift")
            #expect(adapted.contains("case \"next\": self.next(); return true; default: return false"))
        }
    }

    /// A file whose `#selector`s name only marked methods comes out as before this rule.
    @Test func markedMethodsAloneAreUnchanged() {
        let source = "class A: NSObject { @objc func tick() {} ; func helper() {} ; func go() { _ = #selector(tick) } }\n"
        #expect(adapt(source) == "class A: NSObject {       func tick() {} ; func helper() {} ; func go() { _ = Selector(\"tick\") } "
            + "func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool { switch String(describing: selector) { "
            + "case \"tick\": self.tick(); return true; default: return false } }; func animaticResponds(to selector: Selector) -> Bool { "
            + "switch String(describing: selector) { case \"tick\": return true; default: return false } } }\nextension A: AnimaticSelectorTarget {}\n")
    }
}
