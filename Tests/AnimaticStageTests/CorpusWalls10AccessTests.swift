import Foundation
import Testing
import AnimaticClock
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIKit's informal `UIAccessibility` / `UIAccessibilityContainer` protocols of `NSObject`
/// (issue #29, tenth session): set on any object, overridden in views, read through `NSObject`.
@Suite struct CorpusWalls10AccessTests {
    /// A view overriding the label and the container methods (SwiftMessages' `MaskingView`).
    final class Badge: UIView {
        var count = 3
        let parts = [UILabel(), UILabel()]
        override var accessibilityLabel: String? {
            get { "\(count) new" }
            set { count = Int(newValue ?? "") ?? count }
        }
        override func accessibilityElementCount() -> Int { parts.count }
        override func accessibilityElement(at index: Int) -> Any? { parts[index] }
        override func index(ofAccessibilityElement element: Any) -> Int {
            parts.firstIndex { $0 === element as AnyObject } ?? 0
        }
    }

    /// An NSObject subclass redeclaring `awakeFromNib()` as the adapter leaves it (no `override`).
    final class Animation: NSObject {
        var awoken = 0
        func awakeFromNib() {
            super.awakeFromNib()
            awoken += 1
        }
    }

    // MARK: - Overrides read through NSObject

    @Test func aViewsOverrideIsWhatAnNSObjectTypedValueReadsAndWrites() {
        let badge = Badge()
        let element: NSObject = badge
        #expect(element.accessibilityLabel == "3 new")
        element.accessibilityLabel = "7"
        #expect(badge.count == 7)
        #expect(element.accessibilityLabel == "7 new")
        #expect(badge.accessibilityLabel == "7 new")
    }

    @Test func containerOverridesAreWhatAnNSObjectTypedValueAsks() {
        let badge = Badge()
        let element: NSObject = badge
        #expect(element.accessibilityElementCount() == 2)
        #expect(element.accessibilityElement(at: 1) as AnyObject === badge.parts[1])
        #expect(element.index(ofAccessibilityElement: badge.parts[1]) == 1)
    }

    @Test func aValueSetThroughNSObjectOnAViewIsTheViews() {
        let view = UIView()
        let element: NSObject = view
        #expect(element.isAccessibilityElement == false)
        element.isAccessibilityElement = true
        element.accessibilityTraits = .button
        element.accessibilityViewIsModal = true
        element.accessibilityHint = "Closes the message"
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityTraits == .button)
        #expect(view.accessibilityViewIsModal)
        #expect(view.accessibilityHint == "Closes the message")
        #expect(view.accessibilityValue == nil)
    }

    // MARK: - Any other object keeps what is set

    @Test func aPlainObjectStartsEmptyAndKeepsWhatIsSet() {
        let object = NSObject()
        #expect(object.isAccessibilityElement == false)
        #expect(object.accessibilityLabel == nil)
        #expect(object.accessibilityTraits == .none)
        #expect(object.accessibilityFrame == .zero)
        #expect(object.accessibilityElementCount() == 0)
        #expect(object.accessibilityElement(at: 0) == nil)
        object.isAccessibilityElement = true
        object.accessibilityLabel = "Saved"
        object.accessibilityValue = "50 %"
        object.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        object.shouldGroupAccessibilityChildren = true
        object.accessibilityElementsHidden = true
        #expect(object.isAccessibilityElement)
        #expect(object.accessibilityLabel == "Saved")
        #expect(object.accessibilityValue == "50 %")
        #expect(object.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(object.shouldGroupAccessibilityChildren)
        #expect(object.accessibilityElementsHidden)
        // Another object is untouched.
        #expect(NSObject().accessibilityLabel == nil)
    }

    @Test func elementsGiveTheContainerMethodsTheirAnswers() {
        let object = NSObject()
        let first = NSObject(), second = NSObject(), stranger = NSObject()
        object.accessibilityElements = [first, second]
        #expect(object.accessibilityElementCount() == 2)
        #expect(object.accessibilityElement(at: 1) as AnyObject === second)
        #expect(object.accessibilityElement(at: 2) == nil)
        #expect(object.accessibilityElement(at: -1) == nil)
        #expect(object.index(ofAccessibilityElement: second) == 1)
        #expect(object.index(ofAccessibilityElement: stranger) == NSNotFound)
        let view = UIView()
        view.accessibilityElements = [first]
        #expect(view.index(ofAccessibilityElement: first) == 0)
        #expect(view.index(ofAccessibilityElement: second) == NSNotFound)
    }

    @Test func aBarItemsLabelIsTheSameThroughNSObject() {
        let item = UITabBarItem(title: "Home", image: nil, tag: 1)
        let element: NSObject = item
        element.accessibilityLabel = "Home tab"
        #expect(item.accessibilityLabel == "Home tab")
    }

    // MARK: - UIKit's defaults

    @Test func labelsAndControlsAreElementsWithTheirClassesTraitsAndText() {
        let label = UILabel()
        label.text = "Welcome"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityTraits == .staticText)
        #expect(label.accessibilityLabel == "Welcome")
        label.accessibilityLabel = "Hello"
        #expect(label.accessibilityLabel == "Hello")
        let button = UIButton(type: .system)
        button.setTitle("Start", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityTraits == .button)
        #expect(button.accessibilityLabel == "Start")
        #expect(UIImageView().accessibilityTraits == .image)
        #expect(UISlider().accessibilityTraits == .adjustable)
        #expect(UIView().isAccessibilityElement == false)
        #expect(UIView().accessibilityTraits == .none)
        #expect(UIImageView().isAccessibilityElement == false)
    }

    @Test func traitsInsertAndRemoveAsXLPagerTabStripsCellDoes() {
        let cell = UICollectionViewCell(frame: .zero)
        cell.isAccessibilityElement = true
        cell.accessibilityTraits.insert([.button, .header])
        cell.accessibilityTraits.insert(.selected)
        #expect(cell.accessibilityTraits == [.button, .header, .selected])
        cell.accessibilityTraits.remove(.selected)
        #expect(cell.accessibilityTraits == UIAccessibility.Traits([.button, .header]))
        #expect(UIAccessibilityTraits.none.rawValue == 0)
    }

    @Test func aViewsFrameIsItsBoundsInItsRootsCoordinatesUnlessSet() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(child.accessibilityFrame == CGRect(x: 15, y: 25, width: 30, height: 40))
        child.accessibilityFrame = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect((child as NSObject).accessibilityFrame == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    // MARK: - awakeFromNib on NSObject

    @Test func anNSObjectSubclassesAwakeFromNibReachesNSObjectsThroughSuper() {
        let animation = Animation()
        animation.awakeFromNib()
        #expect(animation.awoken == 1)
        NSObject().awakeFromNib()   // UINibLoadingAdditions: does nothing
    }
}
