import AnimaticAdapter
import Foundation
import Testing

/// A layer subclass with initializers of its own but no `init()` compiles against Animatic's
/// required `CALayer.init()` as it does against QuartzCore's: the adapter adds `required init()`
/// that traps with Swift's message, on the line of the closing brace.
@Suite struct AdapterLayerInitializerTests {
    @Test func aShapeLayerWithItsOwnInitializerGetsATrappingInit() {
        #expect(adapt("""
            class SpinnerLayer: CAShapeLayer {
                var color = UIColor.white
                init(frame: CGRect) { super.init() }
                required init?(coder aDecoder: NSCoder) { fatalError() }
            }

            """) == """
            class SpinnerLayer: CAShapeLayer {
                var color = UIColor.white
                init(frame: CGRect) { super.init() }
                required init?(coder aDecoder: NSCoder) { fatalError() }
            required init() { fatalError("Use of unimplemented initializer 'init()' for class 'SpinnerLayer'") }; }

            """)
    }

    @Test func anOpenSubclassOfAnAppLayerGetsAPublicOne() {
        let adapted = adapt("""
            class Base: CALayer {}
            open class Ring: Base {
                public init(radius: CGFloat) { super.init() }
            }

            """)
        #expect(adapted == """
            class Base: CALayer {}
            open class Ring: Base {
                public init(radius: CGFloat) { super.init() }
            public required init() { fatalError("Use of unimplemented initializer 'init()' for class 'Ring'") }; }

            """)
    }

    @Test func layersWithInitOrWithoutInitializersAndOtherClassesAreUnchanged() {
        let source = """
            class Plain: CAGradientLayer { var stops: [CGFloat] = [] }
            class WithInit: CATextLayer {
                override init() { super.init() }
                init(text: String) { super.init() }
            }
            class OnlyConvenience: CAShapeLayer { convenience init(color: UIColor) { self.init() } }
            class Card: UIView {
                init(title: String) { super.init(frame: .zero) }
            }

            """
        #expect(adapt(source) == source)
    }

    @Test func theAdaptedLayerTypeChecksAgainstARequiredInit() throws {
        // The real compiler: a stand-in for Animatic's layer (required init()) and the app's
        // subclass, adapted; without the rewrite swiftc says "'required' initializer 'init()'
        // must be provided by subclass of 'CAShapeLayer'".
        let app = """
            class SpinnerLayer: CAShapeLayer {
                init(frame: CGRect) { super.init() }
            }

            """
        let stand = "class CAShapeLayer { required init() {} }\nstruct CGRect {}\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layer-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func typecheck(_ text: String) throws -> (Int32, String) {
            let file = folder.appendingPathComponent("App.swift")
            try (stand + text).write(to: file, atomically: true, encoding: .utf8)
            return try AdapterLocationTests.runSwiftc(["-typecheck", "-parse-as-library", file.path])
        }
        let before = try typecheck(app)
        #expect(before.0 != 0)
        #expect(before.1.contains("'required' initializer 'init()' must be provided by subclass of 'CAShapeLayer'"))
        let after = try typecheck(adapt(app))
        #expect(after.0 == 0, "\(after.1)")
    }
}

/// `UIGestureRecognizer.init()` is required in Animatic (generic code makes recognizers from
/// their metatypes, as RxGesture does); a recognizer subclass with a designated initializer of its
/// own gets the trapping `init()` Swift's stub gives on iOS, unless it overrides
/// `init(target:action:)` and so inherits the convenience one.
@Suite struct AdapterGestureInitializerTests {
    @Test func aRecognizerWithItsOwnInitializerGetsATrappingInit() {
        #expect(adapt("""
            final class DragRecognizer: UIPanGestureRecognizer {
                let axis: Int
                init(axis: Int) { self.axis = axis; super.init(target: nil, action: nil) }
            }

            """) == """
            final class DragRecognizer: UIPanGestureRecognizer {
                let axis: Int
                init(axis: Int) { self.axis = axis; super.init(target: nil, action: nil) }
            required init() { fatalError("Use of unimplemented initializer 'init()' for class 'DragRecognizer'") }; }

            """)
    }

    @Test func aRecognizerOverridingTargetActionIsUnchanged() {
        let source = """
            class Tap: UITapGestureRecognizer {
                var count = 0
                override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
            }

            """
        #expect(adapt(source) == source)
    }
}
