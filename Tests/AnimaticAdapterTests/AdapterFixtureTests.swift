import AnimaticAdapter
import Foundation
import Testing

/// Adapts `source` as the tool does: indexed alone, then rewritten.
func adapt(_ source: String, path: String = "/app/Intro.swift") -> String {
    var index = AppIndex()
    index.add(source: source, path: path)
    return SourceAdapter(index: index).adapt(source: source, path: path)
}

/// Each rewrite, input -> exact output. Lines never move: every output has the input's line count
/// before anything appended after the last line.
@Suite struct AdapterFixtureTests {
    @Test func objcAttributesAreBlankedKeepingColumns() {
        #expect(adapt("@objc(tapped:) func tap() {}\n@objcMembers final class A {}\n@nonobjc var x = 1\n")
            == "               func tap() {}\n             final class A {}\n         var x = 1\n")
    }

    @Test func dynamicIsBlanked() {
        #expect(adapt("struct S { dynamic var angle: CGFloat = 0 }\n") == "struct S {         var angle: CGFloat = 0 }\n")
    }

    @Test func interfaceBuilderAttributesAreBlanked() {
        #expect(adapt("""
            @IBDesignable struct Card {
                @IBInspectable var radius: CGFloat = 4
                @IBOutlet weak var title: UILabel!
            }

            """) == """
                          struct Card {
                               var radius: CGFloat = 4
                          weak var title: UILabel!
            }

            """)
    }

    /// circle-menu's `weak var delegate: AnyObject?` (so Interface Builder can connect any
    /// object): iOS calls `delegate?.menuOpened?(self)` through Objective-C's dynamic lookup; the
    /// copy asks the one app protocol with that optional requirement. A typed delegate, a
    /// property of another class, or a requirement two protocols declare keep the plain rewrite.
    @Test func anOptionalRequirementCalledOnAnAnyObjectPropertyAsksItsProtocol() {
        let source = """
            @objc protocol MenuDelegate {
                @objc optional func menuOpened(_ menu: Menu)
                @objc optional func shared()
            }
            @objc protocol Other { @objc optional func shared() }
            class Menu: UIButton {
                weak var delegate: AnyObject?
                weak var typed: MenuDelegate?
                func open() {
                    delegate?.menuOpened?(self)
                    self.delegate?.menuOpened?(self)
                    typed?.menuOpened?(self)
                    delegate?.shared?()
                }
            }
            extension Menu { func close() { delegate?.menuOpened?(self) } }
            class Outside { func f(_ menu: Menu) { menu.delegate?.menuOpened?(menu) } }

            """
        let adapted = adapt(source)
        let body = adapted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(body[9] == "        (delegate as? MenuDelegate)?.menuOpened(self)")
        #expect(body[10] == "        (self.delegate as? MenuDelegate)?.menuOpened(self)")
        #expect(body[11] == "        typed?.menuOpened(self)")
        #expect(body[12] == "        delegate?.shared()")
        #expect(body[15] == "extension Menu { func close() { (delegate as? MenuDelegate)?.menuOpened(self) } }")
        #expect(body[16] == "class Outside { func f(_ menu: Menu) { menu.delegate?.menuOpened(menu) } }")
    }

    @Test func objcProtocolKeepsItsClassBoundAndOptionalRequirementsGetDefaults() {
        #expect(adapt("""
            @objc protocol PagerDelegate {
                @objc optional func pager(_ pager: Pager, didShow page: Int)
                func pagerDidEnd()
            }
            @objc public protocol Named: NSObjectProtocol {}
            func f(d: PagerDelegate?) { d?.pager?(p, didShow: 2) }

            """) == """
                  protocol PagerDelegate: AnyObject {
                               func pager(_ pager: Pager, didShow page: Int)
                func pagerDidEnd()
            }
                  public protocol Named: AnyObject, NSObjectProtocol {}
            func f(d: PagerDelegate?) { d?.pager(p, didShow: 2) }
            extension PagerDelegate {
                func pager(_ pager: Pager, didShow page: Int) {}
            }

            """)
    }

    @Test func selectorsBecomeTheirObjectiveCNames() {
        #expect(adapt("""
            let a = #selector(Intro.tapped(_:))
            let b = #selector(handle(gesture:))
            let c = #selector(self.move(_:to:))
            let d = #selector(getter: Intro.progress)
            let e = #selector(setter: progress)
            let f = #selector(unknown)

            """) == """
            let a = Selector("tapped:")
            let b = Selector("handleWithGesture:")
            let c = Selector("move:to:")
            let d = Selector("progress")
            let e = Selector("setProgress:")
            let f = Selector("unknown")

            """)
    }

    @Test func aBareSelectorTakesTheNameOfTheAppsOnlyMethodOfThatName() {
        let source = """
            final class Ticker: NSObject {
                func start() { Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true) }
                @objc private func tick(_ timer: Timer) {}
            }

            """
        #expect(adapt(source) == """
            final class Ticker: NSObject {
                func start() { Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick:"), userInfo: nil, repeats: true) }
                      private func tick(_ timer: Timer) {}
            func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool { switch String(describing: selector) { case "tick:": if let argument = argument as? Timer { self.tick(argument); return true }; return false; case "tick": if let argument = argument as? Timer { self.tick(argument); return true }; return false; default: return false } }; func animaticResponds(to selector: Selector) -> Bool { switch String(describing: selector) { case "tick:": return true; default: return false } } }
            extension Ticker: AnimaticSelectorTarget {}

            """)
    }

    @Test func aMethodOfTwoParametersTakesThePairPerformWithWithPasses() {
        #expect(adapt("""
            final class Tracker: NSObject {
                @objc func log(_ name: String, parameters: [String: Any]?) {}
                @objc func move(_ a: Any, to b: Any?) {}
                @objc func skip(_ a: Int, _ b: Int, _ c: Int) {}
            }

            """) == """
            final class Tracker: NSObject {
                      func log(_ name: String, parameters: [String: Any]?) {}
                      func move(_ a: Any, to b: Any?) {}
                      func skip(_ a: Int, _ b: Int, _ c: Int) {}
            func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool { switch String(describing: selector) { \
            case "log:parameters:": if let arguments = argument as? (Any?, Any?), let argument0 = arguments.0 as? String { self.log(argument0, parameters: arguments.1 as? [String: Any]); return true }; return false; \
            case "move:to:": if let arguments = argument as? (Any?, Any?) { self.move(arguments.0 as Any, to: arguments.1); return true }; return false; \
            case "log": if let arguments = argument as? (Any?, Any?), let argument0 = arguments.0 as? String { self.log(argument0, parameters: arguments.1 as? [String: Any]); return true }; return false; \
            case "move": if let arguments = argument as? (Any?, Any?) { self.move(arguments.0 as Any, to: arguments.1); return true }; return false; \
            default: return false } }; func animaticResponds(to selector: Selector) -> Bool { switch String(describing: selector) { case "log:parameters:", "move:to:": return true; default: return false } } }
            extension Tracker: AnimaticSelectorTarget {}

            """)
    }

    @Test func dispatchTablesCoverExtensionsAndSubclassesOverride() {
        var index = AppIndex()
        let base = """
            public class Base: UIViewController {
                @IBAction func close() {}
            }

            """
        let child = """
            class Child: Base {
            }
            extension Child {
                @objc(showWithSender:) func show(sender: Any?) {}
                @objc func fail() throws {}
            }

            """
        index.add(source: base, path: "/app/Base.swift")
        index.add(source: child, path: "/app/Child.swift")
        let adapter = SourceAdapter(index: index)
        #expect(adapter.adapt(source: base, path: "/app/Base.swift") == """
            public class Base: UIViewController {
                          func close() {}
            public func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool { switch String(describing: selector) { case "close": self.close(); return true; default: return false } }; public func animaticResponds(to selector: Selector) -> Bool { switch String(describing: selector) { case "close": return true; default: return false } } }
            extension Base: AnimaticSelectorTarget {}

            """)
        #expect(adapter.adapt(source: child, path: "/app/Child.swift") == """
            class Child: Base {
            override func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool { switch String(describing: selector) { case "showWithSender:": self.show(sender: argument); return true; case "fail": try? self.fail(); return true; case "show": self.show(sender: argument); return true; default: return super.animaticPerform(selector, with: argument) } }; override func animaticResponds(to selector: Selector) -> Bool { switch String(describing: selector) { case "showWithSender:", "fail": return true; default: return super.animaticResponds(to: selector) } } }
            extension Child {
                                       func show(sender: Any?) {}
                      func fail() throws {}
            }

            """)
    }

    @Test func appleModulesBecomeAnimatic() {
        #expect(adapt("""
            import UIKit.UIGestureRecognizerSubclass
            import Foundation
            import class UIKit.UIView
            @testable import RxSwift
            import Darwin
            import Testing
            #if canImport(UIKit) && !os(iOS)
            #elseif os(macOS) || canImport(QuartzCore)
            #endif

            """) == """
            import Animatic; import Foundation
            import Animatic; import Foundation
            import Animatic; import Foundation
            @testable import Animatic; import Foundation
            import Animatic; import Foundation
            import Testing
            #if canImport(Animatic) && !canImport(Animatic)
            #elseif !canImport(Animatic) || canImport(Animatic)
            #endif

            """)
    }

    /// A file declaring operators keeps `import Animatic` alone: Linux's Foundation, imported
    /// whole, has operators Apple's lacks (`NSNumber`'s `<`), which made SwiftyJSON 4.0.0's own
    /// `func < (lhs: NSNumber, rhs: NSNumber)` ambiguous at its uses.
    @Test func aFileDeclaringOperatorsGetsAnimaticWithoutFoundationWhole() {
        #expect(adapt("import Foundation\nfunc < (lhs: NSNumber, rhs: NSNumber) -> Bool { true }\n")
            == "import Animatic\nfunc < (lhs: NSNumber, rhs: NSNumber) -> Bool { true }\n")
        #expect(adapt("import UIKit\nprefix func - (p: CGPoint) -> CGPoint { p }\n")
            == "import Animatic\nprefix func - (p: CGPoint) -> CGPoint { p }\n")
        #expect(adapt("import UIKit\nlet x = 1 < 2\nfunc f<T>(_ t: T) {}\n")
            == "import Animatic; import Foundation\nlet x = 1 < 2\nfunc f<T>(_ t: T) {}\n")
    }

    @Test func playgroundSupportBecomesAnimatic() {
        // A playground page's `import PlaygroundSupport`: `PlaygroundPage` is Animatic's.
        #expect(adapt("import UIKit\nimport PlaygroundSupport\nPlaygroundPage.current.needsIndefiniteExecution = true\n")
            == "import Animatic; import Foundation\nimport Animatic; import Foundation\nPlaygroundPage.current.needsIndefiniteExecution = true\n")
    }

    @Test func objectiveCAndAudioToolboxBecomeAnimatic() {
        // Associated objects (`objc_setAssociatedObject`) and system sounds are Animatic's; the
        // module names in `canImport` take the iOS branch, as the other Apple modules do; a module
        // Animatic does not stand for (AVFoundation) is imported only where it exists.
        #expect(adapt("""
            import ObjectiveC
            import AudioToolbox
            import ObjectiveC.runtime
            import func AudioToolbox.AudioServicesPlaySystemSound
            #if canImport(ObjectiveC)
            #endif
            import AVFoundation

            """) == """
            import Animatic; import Foundation
            import Animatic; import Foundation
            import Animatic; import Foundation
            import Animatic; import Foundation
            #if canImport(Animatic)
            #endif

            """ + AdapterImportGuardTests.wrapped("import AVFoundation", module: "AVFoundation", line: 7) + "\n")
    }

    @Test func aClassesDescriptionIsItsName() {
        // Objective-C's `+description` of a class through `AnyObject` (SnapKit's Debugging.swift);
        // a `description` with arguments, or of something else, stays.
        #expect(adapt("""
            desc += type(of: object).description() + ":"
            let a = type(of: x).description(with: 1), b = kind(of: x).description(), c = type(of: x).debugDescription()

            """) == """
            desc += String(describing: type(of: object)) + ":"
            let a = type(of: x).description(with: 1), b = kind(of: x).description(), c = type(of: x).debugDescription()

            """)
    }

    /// The rewrite above is 6 characters longer: an error after it on its line is reported on
    /// the original's line, 6 columns to the right; the lines after it keep their columns.
    @Test func anErrorAfterAClassDescriptionKeepsItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-description-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("App/Debugging.swift").path
        let source = """
            final class Constraint {}
            let name = type(of: Constraint()).description(); let a: Int = "one"
            let b: Int = "two"

            """
        let copy = folder.appendingPathComponent("Debugging.swift")
        try SourceAdapter(index: AppIndex()).adaptedFile(source: source, path: original).write(to: copy, atomically: true, encoding: .utf8)
        let result = try AdapterLocationTests.runSwiftc(["-typecheck", copy.path])
        let headers = result.output.split(separator: "\n").filter { $0.contains(": error:") }.map { line in
            line.split(separator: ":").prefix(3).joined(separator: ":")
        }
        #expect(headers == ["\(original):2:69", "\(original):3:14"], "\(result.output)")
    }

    @Test func objcSelectorNamesFollowTheCompilersRule() {
        #expect(objcSelectorName(base: "tick", labels: []) == "tick")
        #expect(objcSelectorName(base: "tapped", labels: ["_"]) == "tapped:")
        #expect(objcSelectorName(base: "handle", labels: ["gesture"]) == "handleWithGesture:")
        #expect(objcSelectorName(base: "move", labels: ["_", "to"]) == "move:to:")
        #expect(objcSelectorName(base: "move", labels: ["from", "_"]) == "moveWithFrom::")
    }

    @Test func theCopyNamesTheOriginal() {
        let adapter = SourceAdapter(index: AppIndex())
        #expect(adapter.adaptedFile(source: "let x = 1\n", path: "/my \"app\"/A\\B.swift")
            == "#sourceLocation(file: \"/my \\\"app\\\"/A\\\\B.swift\", line: 1)\nlet x = 1\n")
    }
}
