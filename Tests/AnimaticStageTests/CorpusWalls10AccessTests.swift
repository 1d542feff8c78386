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

    // MARK: - UIAppearance

    /// A container class for a contained appearance rule.
    final class Holder: UIView {}

    @Test func aProxysValueReachesViewsEnteringAWindowUnlessTheAppSetTheirOwn() {
        var plain: UISwitch?, own: UISwitch?, offStage: UISwitch?
        let r = record { stage, _ in
            UISwitch.appearance().onTintColor = .red
            #expect(UISwitch.appearance() === UISwitch.appearance())
            plain = UISwitch()
            own = UISwitch()
            own!.onTintColor = .blue
            offStage = UISwitch()
            stage.addSubview(plain!)
            stage.addSubview(own!)
        }
        #expect(r.problems.isEmpty)
        #expect(plain?.onTintColor == .red)
        #expect(own?.onTintColor == .blue)
        #expect(offStage?.onTintColor == nil)
    }

    @Test func aContainedRuleWinsInsideItsContainerOnly() {
        var inside: UIPageControl?, outside: UIPageControl?
        _ = record { stage, _ in
            UIPageControl.appearance().currentPageIndicatorTintColor = .green
            UIPageControl.appearance(whenContainedInInstancesOf: [Holder.self]).currentPageIndicatorTintColor = .red
            let holder = Holder(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            inside = UIPageControl()
            outside = UIPageControl()
            holder.addSubview(inside!)
            stage.addSubview(holder)
            stage.addSubview(outside!)
        }
        #expect(inside?.currentPageIndicatorTintColor == .red)
        #expect(outside?.currentPageIndicatorTintColor == .green)
    }

    @Test func aNavigationBarsTitleTakesTheProxysAttributes() {
        var navigation: UINavigationController?
        var font: UIFont?
        _ = record { stage, _ in
            let bar = UINavigationBar.appearance()
            bar.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20)]
            bar.barTintColor = .black
            bar.isTranslucent = false
            // preview-transition's ParallaxCell reads the proxy back.
            if case let proxyFont as UIFont = UINavigationBar.appearance().titleTextAttributes?[NSAttributedString.Key.font] { font = proxyFont }
            let page = UIViewController()
            page.title = "Cities"
            navigation = UINavigationController(rootViewController: page)
            stage.rootViewController = navigation
        }
        #expect(font?.pointSize == 20)
        let bar = navigation?.navigationBar
        #expect(bar?.isTranslucent == false && bar?.barTintColor == .black)
        // A navigation controller's bar keeps the legacy tint undrawn (iOS 15's transparent scroll edge).
        #expect(bar?.backgroundColor == UINavigationController(rootViewController: UIViewController()).navigationBar.backgroundColor)
        let title = bar?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Cities" }
        #expect(title?.textColor == .white)
        #expect(title?.font.pointSize == 20)
    }

    @Test func aSubclassesTintWinsOverItsSuperclasses() {
        final class Accent: UIView {}
        var accent: Accent?, plain: UIView?
        _ = record { stage, _ in
            UIView.appearance().tintColor = .orange
            Accent.appearance().tintColor = .purple
            accent = Accent()
            plain = UIView()
            stage.addSubview(accent!)
            stage.addSubview(plain!)
        }
        #expect(accent?.tintColor == .purple)
        #expect(plain?.tintColor == .orange)
    }

    @Test func aBarOfItsOwnDrawsItsTintUntilABackgroundImageReplacesIt() throws {
        let r = record { stage, _ in
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            bar.barTintColor = .red
            #expect(bar.backgroundColor == .red)
            bar.setBackgroundImage(UIImage(), for: .default)       // the usual clear bar
            #expect(bar.backgroundImage(for: .default) != nil)
            #expect(bar.backgroundColor == nil)
            let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
            bar.setBackgroundImage(drawn, for: .compact)           // landscape: kept, not shown
            #expect(bar.backgroundImageView?.image?.size == .zero)
            bar.setBackgroundImage(nil, for: .default)
            #expect(bar.backgroundImageView == nil && bar.backgroundColor == .red)
            stage.addSubview(bar)
        }
        #expect(r.problems.isEmpty)
    }

    @Test func aNavigationControllersBarKeepsItsBackgroundImageUndrawn() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let standard = navigation.navigationBar.backgroundColor
        navigation.navigationBar.setBackgroundImage(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }, for: .default)
        #expect(navigation.navigationBar.backgroundImage(for: .default) != nil)
        #expect(navigation.navigationBar.backgroundImageView == nil)
        #expect(navigation.navigationBar.backgroundColor == standard)
    }

    // MARK: - UIKit Dynamics

    @Test func behavioursOffStageAreKeptWithTheirValues() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        container.addSubview(card)
        let r = record { _, _ in
            let animator = UIDynamicAnimator(referenceView: container)
            let item = UIDynamicItemBehavior(items: [card])
            item.allowsRotation = true
            animator.addBehavior(item)
            let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: UIOffset(horizontal: 3, vertical: 4), attachedToAnchor: CGPoint(x: 150, y: 150))
            #expect(attachment.length == 5)
            #expect(attachment.attachedBehaviorType == .anchor)
            animator.addBehavior(attachment)
            animator.addBehavior(attachment)
            #expect(animator.behaviors.count == 2)
            #expect(attachment.dynamicAnimator === animator)
            item.addLinearVelocity(CGPoint(x: 10, y: 0), for: card)
            item.addLinearVelocity(CGPoint(x: 5, y: 2), for: card)
            item.addAngularVelocity(1.5, for: card)
            #expect(item.linearVelocity(for: card) == CGPoint(x: 15, y: 2))
            #expect(item.angularVelocity(for: card) == 1.5)
            animator.removeBehavior(attachment)
            #expect(attachment.dynamicAnimator == nil)
            animator.removeAllBehaviors()
            #expect(animator.behaviors.isEmpty)
            #expect(animator.isRunning == false)
        }
        #expect(r.problems.isEmpty)
        #expect(card.center == CGPoint(x: 150, y: 150))
        let gravity = UIGravityBehavior(items: [card])
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(gravity.magnitude == 1)
        gravity.setAngle(0, magnitude: 2)
        #expect(gravity.gravityDirection == CGVector(dx: 2, dy: 0))
    }

    @Test func addingABehaviourWithItemsOnStageIsReportedAndAnEmptyOneIsNot() {
        let r = record { stage, _ in
            let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            stage.addSubview(card)
            let animator = UIDynamicAnimator(referenceView: stage)
            animator.addBehavior(UIDynamicBehavior())
            animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 10, y: 10)))
        }
        #expect(r.problems == [.notSupported(
            call: "UIDynamicAnimator.addBehavior(_:)",
            feature: "a physics simulation (UIKit Dynamics, UISnapBehavior) of views on stage: there is no physics engine to move them")])
    }

    // MARK: - Editing (RxTodo's task list)

    @Test func theEditButtonItemTogglesEditingAndATableControllersTableFollows() {
        let controller = UITableViewController()
        let item = controller.editButtonItem
        #expect(controller.editButtonItem === item)
        #expect(item.title == "Edit" && item.style == .plain)
        item.primaryAction?.handler(item.primaryAction!)
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        controller.setEditing(false, animated: false)
        #expect(!controller.tableView.isEditing && item.title == "Edit")
    }

    @Test func whileEditingATouchSelectsOnlyWithAllowsSelectionDuringEditing() {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        table.dataSource = rows
        table.isEditing = true
        #expect(table.allowsSelectionDuringEditing == false)
        table.touchSelect(IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == nil)
        table.allowsSelectionDuringEditing = true
        table.touchSelect(IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }
}
