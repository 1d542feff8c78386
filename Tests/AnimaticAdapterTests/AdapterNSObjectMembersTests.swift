import AnimaticAdapter
import Foundation
import Testing

/// UIKit declares `awakeFromNib()` and the accessibility members on `NSObject`
/// (UINibLoadingAdditions, UIAccessibility, UIAccessibilityContainer); Animatic declares them on
/// views as `open` members and on every `NSObject` through `NSObjectProtocol`, which a class
/// redeclares without `override`. The adapter drops `override` where the class descends from
/// `NSObject` through app classes only, and a cell that declares initializers but not the one
/// Animatic requires gets a trapping one, as Swift traps on iOS.
@Suite struct AdapterNSObjectMembersTests {
    @Test func anNSObjectSubclassesAwakeFromNibLosesOverride() {
        #expect(adapt("""
            open class Animation: NSObject {
                open override func awakeFromNib() { super.awakeFromNib() }
            }

            """) == """
            open class Animation: NSObject {
                open          func awakeFromNib() { super.awakeFromNib() }
            }

            """)
    }

    @Test func throughAnAppClassInAnotherFileOnlyTheFirstOverrideLosesIt() {
        let base = """
            open class ItemAnimation: NSObject {
                open func playAnimation() {}
            }

            """
        let frame = """
            open class FrameAnimation: ItemAnimation {
                open override func awakeFromNib() { super.awakeFromNib() }
                open override func playAnimation() {}
            }

            """
        let deeper = """
            final class SlowFrameAnimation: FrameAnimation {
                override func awakeFromNib() { super.awakeFromNib() }
            }

            """
        var index = AppIndex()
        index.add(source: base, path: "/app/ItemAnimation.swift")
        index.add(source: frame, path: "/app/FrameAnimation.swift")
        index.add(source: deeper, path: "/app/SlowFrameAnimation.swift")
        let adapter = SourceAdapter(index: index)
        let adapted = adapter.adapt(source: frame, path: "/app/FrameAnimation.swift")
        #expect(adapted.contains("open          func awakeFromNib()"))
        #expect(adapted.contains("open override func playAnimation()"))
        // FrameAnimation now declares it: the deeper class's override stays.
        #expect(adapter.adapt(source: deeper, path: "/app/SlowFrameAnimation.swift").contains("override func awakeFromNib()"))
    }

    @Test func accessibilityOverridesOfAnNSObjectSubclassLoseOverride() {
        #expect(adapt("""
            final class Element: NSObject {
                override var accessibilityLabel: String? { get { "Tab" } set {} }
                override func accessibilityElementCount() -> Int { 0 }
            }

            """) == """
            final class Element: NSObject {
                         var accessibilityLabel: String? { get { "Tab" } set {} }
                         func accessibilityElementCount() -> Int { 0 }
            }

            """)
    }

    @Test func viewsKeepTheirOverrides() {
        let source = """
            final class MaskingView: UIView {
                override func accessibilityElementCount() -> Int { 0 }
                override func awakeFromNib() { super.awakeFromNib() }
                override var accessibilityLabel: String? { get { "Mask" } set {} }
            }
            final class Other: NSObject {
                override func isEqual(_ object: Any?) -> Bool { false }
            }

            """
        #expect(adapt(source) == source)
    }

    @Test func aCollectionCellWithOnlyACoderInitializerGetsATrappingFrameInitializer() {
        #expect(adapt("""
            open class ButtonBarViewCell: UICollectionViewCell {
                public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
            }

            """) == """
            open class ButtonBarViewCell: UICollectionViewCell {
                public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
            public required init(frame: CGRect) { fatalError("Use of unimplemented initializer 'init(frame:)' for class 'ButtonBarViewCell'") }; }

            """)
    }

    @Test func aTableCellWithItsOwnInitializerGetsATrappingStyleInitializer() {
        let adapted = adapt("""
            final class NoteCell: UITableViewCell {
                init(note: String) { super.init(style: .default, reuseIdentifier: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        #expect(adapted.contains("required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError(\"Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class 'NoteCell'\") }; }"))
    }

    @Test func cellsThatInheritOrDeclareTheInitializerGetNone() {
        let inherits = """
            final class Plain: UICollectionViewCell {
                let title = UILabel()
                convenience init(title: String) { self.init(frame: .zero) }
            }

            """
        #expect(adapt(inherits) == inherits)
        let declares = adapt("""
            final class Card: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        #expect(!declares.contains("fatalError(\"Use of unimplemented"))
    }
}
