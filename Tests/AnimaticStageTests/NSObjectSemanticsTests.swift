import Foundation
import Testing
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A user class declared as iOS apps declare them: an `NSObject` that is an animation's delegate
/// and reads the animation's tag back when it stops.
private final class TagReader: NSObject, CAAnimationDelegate {
    let clock: VirtualClock
    var stops: [String] = []
    init(clock: VirtualClock) { self.clock = clock }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append("\(anim.value(forKey: "tag") as? String ?? "nil") at \(clock.now.seconds) \(flag)")
    }
}

/// A user NSObject with a selector table written by hand (the adapter writes it for `@objc`).
private final class Ticker: NSObject, AnimaticSelectorTarget {
    var ticks: [String] = []
    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        switch String(describing: selector) {
        case "tick": ticks.append("tick"); return true
        case "tickWith:": ticks.append("tick \(argument as? Int ?? -1)"); return true
        default: return false
        }
    }
}

/// A user NSObject with a property bound through `.rx`'s key-path binder.
private final class Meter: NSObject { var level: CGFloat = 0 }

/// Subclasses written for UIKit override `awakeFromNib()`; with no nibs it is never called.
private final class NibConstraint: NSLayoutConstraint {
    var woke = false
    override func awakeFromNib() { super.awakeFromNib(); woke = true }
}

private final class NibController: UIViewController {
    var woke = false
    override func awakeFromNib() { super.awakeFromNib(); woke = true }
}

/// A value that counts its deinits (for the association policies).
private final class Counted: NSObject, NSCopying {
    nonisolated(unsafe) static var deinits = 0
    let label: String
    init(_ label: String) { self.label = label }
    func copy(with zone: NSZone? = nil) -> Any { Counted(label + " copy") }
    deinit { Counted.deinits += 1 }
}

private enum Keys {
    nonisolated(unsafe) static var first: UInt8 = 0
    nonisolated(unsafe) static var second: UInt8 = 0
}

/// Views, layers, controllers, animations, constraints and animators are `NSObject`s, as in
/// UIKit: identity equality and hashing, `isKind(of:)`, `.rx`, `perform(_:)`, associated objects
/// and key-value storage on animations and layers.
@Suite struct NSObjectSemanticsTests {
    // MARK: - Identity equality and hashing

    @Test func viewsAreEqualOnlyToThemselvesWhateverTheirValues() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(a == a)
        #expect(a != b)
        #expect(a.isEqual(a) && !a.isEqual(b) && !a.isEqual(nil) && !a.isEqual("a"))
        #expect(a.hash == ObjectIdentifier(a).hashValue)
        #expect(Set<UIView>([a, b, a, b]).count == 2)
        var names: [UIView: String] = [a: "a"]
        names[b] = "b"
        names[a] = "A"
        #expect(names.count == 2 && names[a] == "A" && names[b] == "b")
    }

    @Test func arrangedSubviewsAndSubviewsFindAViewByEquality() {
        let first = UIView(), second = UIView(), stranger = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        #expect(stack.arrangedSubviews.contains(second))
        #expect(!stack.arrangedSubviews.contains(stranger))
        #expect(stack.arrangedSubviews.firstIndex(of: second) == 1)
        #expect(stack.subviews.firstIndex(of: first) == 0)
    }

    @Test func layersControllersAnimationsConstraintsAndAnimatorsHashByIdentity() {
        let layers = [CALayer(), CALayer(), CAShapeLayer()]
        #expect(Set(layers + layers).count == 3)
        let controllers = [UIViewController(), UIViewController()]
        #expect(Set(controllers + controllers).count == 2)
        let animations: [CAAnimation] = [CABasicAnimation(keyPath: "opacity"), CABasicAnimation(keyPath: "opacity")]
        #expect(Set(animations + animations).count == 2)
        let view = UIView()
        let constraints = [view.widthAnchor.constraint(equalToConstant: 10), view.widthAnchor.constraint(equalToConstant: 10)]
        #expect(Set(constraints + constraints).count == 2)
        let animators = [UIViewPropertyAnimator(duration: 1, curve: .linear), UIViewPropertyAnimator(duration: 1, curve: .linear)]
        #expect(Set(animators + animators).count == 2)
        #expect(animators[0] == animators[0] && animators[0] != animators[1])
        // A mixed collection of NSObjects, as apps keep for observers.
        let objects: [NSObject] = [view, layers[0], controllers[0], animations[0], constraints[0], animators[0], UILayoutGuide()]
        #expect(Set(objects).count == 7)
    }

    @Test func classQueriesAnswerAsTheObjectiveCRuntimeDoes() {
        let label = UILabel()
        #expect(label.isKind(of: UIView.self))
        #expect(label.isKind(of: UILabel.self))
        #expect(!label.isMember(of: UIView.self))
        #expect(label.isMember(of: UILabel.self))
        #expect(!label.isKind(of: CALayer.self))
        #expect(UILabel.isSubclass(of: NSObject.self))
        #expect(CAShapeLayer().isKind(of: CALayer.self))
        #expect(CASpringAnimation().isKind(of: CABasicAnimation.self))
        #expect(UINavigationController().isKind(of: UIViewController.self))
    }

    @Test func descriptionsStartAsUIKitsDo() {
        #expect(UIView().description.hasPrefix("<UIView: 0x"))
        #expect(UILabel().description.hasPrefix("<UILabel: 0x"))
        #expect(CALayer().description.hasPrefix("<CALayer: 0x"))
        // The constraint keeps its own readable form.
        let box = UIView()
        box.accessibilityIdentifier = "box"
        let width = box.widthAnchor.constraint(equalToConstant: 120)
        #expect(width.description == "<NSLayoutConstraint UIView:'box'.width == 120>")
    }

    @Test func awakeFromNibIsOverridableAndNeverCalledWithoutNibs() {
        // `NibConstraint` compiling is half the test (UIKit makes such constraints only from nibs).
        #expect(NibConstraint.isSubclass(of: NSLayoutConstraint.self))
        let controller = NibController()
        let r = record { stage, _ in
            stage.addSubview(controller.view)
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(!controller.woke)
    }

    // MARK: - .rx on any NSObject

    @Test func constraintRxConstantAnimatesWithTheBlocksLayout() throws {
        let button = UIView()
        button.accessibilityIdentifier = "button"
        button.translatesAutoresizingMaskIntoConstraints = false
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        box.accessibilityIdentifier = "container"
        box.addSubview(button)
        let bottom = button.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 60)
        NSLayoutConstraint.activate([
            bottom, button.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            button.widthAnchor.constraint(equalToConstant: 200), button.heightAnchor.constraint(equalToConstant: 50),
        ])
        let offset = PublishRelay<CGFloat>()
        let bag = DisposeBag()
        offset.bind(to: bottom.rx.constant).disposed(by: bag)
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                    offset.accept(-20)
                    box.layoutIfNeeded()
                })
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(bottom.constant == -20)
        #expect(try recordedFrame(r, "button", at: 1) == CGRect(x: 100, y: 310, width: 200, height: 50))
        #expect(try recordedFrame(r, "button", at: 1.25) == CGRect(x: 100, y: 270, width: 200, height: 50))
        #expect(try recordedFrame(r, "button", at: 1.5) == CGRect(x: 100, y: 230, width: 200, height: 50))
    }

    @Test func constraintRxActiveSwitchesTheConstraint() throws {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        box.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 80)
        let active = PublishRelay<Bool>()
        let bag = DisposeBag()
        active.bind(to: width.rx.active).disposed(by: bag)
        #expect(!width.isActive)
        active.accept(true)
        #expect(width.isActive)
        box.layoutIfNeeded()
        #expect(view.frame.width == 80)
        active.accept(false)
        #expect(!width.isActive)
    }

    @Test func layerAndUserObjectsHaveRxKeyPathBinders() {
        let box = makeBox()
        let radius = PublishRelay<CGFloat>()
        let meter = Meter()
        let levels = PublishRelay<CGFloat>()
        let bag = DisposeBag()
        levels.bind(to: meter.rx.level).disposed(by: bag)
        levels.accept(0.75)
        #expect(meter.level == 0.75)
        let r = record { stage, clock in
            stage.addSubview(box)
            radius.bind(to: box.layer.rx.cornerRadius).disposed(by: bag)
            clock.schedule(at: s(0.5)) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { radius.accept(20) })
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(r.timeline.text.contains("0.500 +1.000 box cornerRadius 0 -> 20 linear"), "\(r.timeline.text)")
    }

    // MARK: - perform(_:)

    @Test func performRunsTheSelectorAtOnceAndReportsOneNotAnswered() {
        let ticker = Ticker()
        #expect(ticker.perform(Selector("tick")) == nil)
        ticker.perform(Selector("tickWith:"), with: 7)
        #expect(ticker.ticks == ["tick", "tick 7"])
        let r = record { _, _ in
            ticker.perform(Selector("missing"))
            UIView().perform(Selector("layoutSubviews"))
        }
        #expect(r.problems == [
            .misuse(call: "NSObject.perform(_:)",
                    problem: "unrecognized selector 'missing' sent to a Ticker (no such @objc method, or an argument of another type)"),
            .misuse(call: "NSObject.perform(_:)", problem: "unrecognized selector 'layoutSubviews' sent to a UIView (it has no @objc methods)"),
        ])
    }

    // MARK: - Key-value storage on animations and layers

    @Test func anAnimationsTagIsReadBackWhenItStops() {
        let box = makeBox()
        var reader: TagReader?
        let r = record { stage, clock in
            stage.addSubview(box)
            let delegate = TagReader(clock: clock)
            reader = delegate
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.75
            fade.setValue("intro-fade", forKey: "tag")
            fade.delegate = delegate
            #expect(fade.value(forKey: "tag") as? String == "intro-fade")
            #expect(fade.value(forKey: "other") == nil)
            box.layer.add(fade, forKey: "fade")
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(reader?.stops == ["intro-fade at 0.75 true"])
    }

    @Test func keyedValuesAreSetReplacedRemovedAndKeptPerObject() {
        let one = CABasicAnimation(keyPath: "opacity"), two = CABasicAnimation(keyPath: "opacity")
        one.setValue(1, forKey: "step")
        two.setValue(2, forKey: "step")
        #expect(one.value(forKey: "step") as? Int == 1 && two.value(forKey: "step") as? Int == 2)
        one.setValue(3, forKey: "step")
        #expect(one.value(forKey: "step") as? Int == 3)
        one.setValue(nil, forKey: "step")
        #expect(one.value(forKey: "step") == nil)
        let layer = CALayer()
        layer.setValue("pulse", forKey: "role")
        #expect(layer.value(forKey: "role") as? String == "pulse")
        #expect(CALayer().value(forKey: "role") == nil)
    }

    @Test func aKeyNamingAnAnimationPropertyOrAnUnrecordedLayerPropertyIsReportedNotStored() {
        let r = record { _, _ in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.setValue(2.0, forKey: "duration")
            #expect(fade.duration == 0)
            let layer = CALayer()
            layer.setValue(true, forKey: "masksToBounds")
            #expect(layer.value(forKey: "masksToBounds") == nil)
        }
        #expect(r.problems == [
            .notSupported(call: "CAAnimation.setValue(_:forKey:)", feature: "setting the animation's property 'duration' by key (set the property itself)"),
            .notSupported(call: "CALayer.setValue(_:forKey:)", feature: "setting the layer's property 'masksToBounds' by key (set the property itself)"),
            .notSupported(call: "CALayer.value(forKey:)", feature: "reading the layer's property 'masksToBounds' by key (read the property itself)"),
        ])
    }

    // MARK: - Associated objects (import ObjectiveC)

    @Test func associatedObjectsAreKeptPerObjectAndKey() {
        let view = UIView(), other = UIView()
        #expect(objc_getAssociatedObject(view, &Keys.first) == nil)
        objc_setAssociatedObject(view, &Keys.first, "shimmer", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &Keys.second, 2.5, .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(other, &Keys.first, "other", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Keys.first) as? String == "shimmer")
        #expect(objc_getAssociatedObject(view, &Keys.second) as? Double == 2.5)
        #expect(objc_getAssociatedObject(other, &Keys.first) as? String == "other")
        objc_setAssociatedObject(view, &Keys.first, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Keys.first) == nil)
        #expect(objc_getAssociatedObject(view, &Keys.second) as? Double == 2.5)
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &Keys.second) == nil)
        #expect(objc_getAssociatedObject(other, &Keys.first) as? String == "other")
        #expect(objc_AssociationPolicy(rawValue: 769) == .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 771)
    }

    @Test func policiesRetainAssignAndCopyAsTheirNamesSay() {
        let owner = CALayer()
        var retained: Counted? = Counted("kept")
        weak let weakRetained = retained
        objc_setAssociatedObject(owner, &Keys.first, retained, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        retained = nil
        #expect(weakRetained != nil)   // the association holds it
        var assigned: Counted? = Counted("assigned")
        objc_setAssociatedObject(owner, &Keys.second, assigned, .OBJC_ASSOCIATION_ASSIGN)
        #expect((objc_getAssociatedObject(owner, &Keys.second) as? Counted)?.label == "assigned")
        assigned = nil
        #expect(objc_getAssociatedObject(owner, &Keys.second) == nil)   // not retained: gone
        let original = Counted("original")
        let other = CALayer()
        objc_setAssociatedObject(other, &Keys.first, original, .OBJC_ASSOCIATION_COPY)
        let copied = objc_getAssociatedObject(other, &Keys.first) as? Counted
        #expect(copied?.label == "original copy" && copied !== original)
        objc_setAssociatedObject(owner, &Keys.first, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(weakRetained == nil)   // replaced: released
    }

    @Test func theValuesOfADeallocatedObjectAreReleased() {
        var owner: UIView? = UIView()
        var value: Counted? = Counted("orphan")
        weak let weakValue = value
        objc_setAssociatedObject(owner!, &Keys.first, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        value = nil
        owner = nil
        // The table notices dead owners when it makes entries; other tests run in parallel, so
        // make entries until it has (a sweep comes at most every max(64, entries) new entries).
        var made = 0
        while weakValue != nil, made < 100_000 {
            let temporary = NSObject()
            objc_setAssociatedObject(temporary, &Keys.second, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            made += 1
        }
        #expect(weakValue == nil)
    }

    @Test func aValueTypeCannotHoldAssociationsAndSaysSo() {
        let r = record { _, _ in
            objc_setAssociatedObject(CGPoint.zero, &Keys.first, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(CGPoint.zero, &Keys.first) == nil)
        }
        #expect(r.problems == [
            .misuse(call: "objc_setAssociatedObject", problem: "a CGPoint is not a class instance, so it cannot hold associated objects"),
            .misuse(call: "objc_getAssociatedObject", problem: "a CGPoint is not a class instance, so it cannot hold associated objects"),
        ])
    }

    @Test func anOptionalObjectPassedAsAnyIsTheObjectItHolds() {
        // SnapKit: `objc_setAssociatedObject(self.target as Any, &labelKey, value, …)` with
        // `target: AnyObject?`; Swift bridges the Optional to the object it holds.
        let view = UIView()
        let target: AnyObject? = view
        let empty: AnyObject? = nil
        let r = record { _, _ in
            objc_setAssociatedObject(target as Any, &Keys.first, "card", .OBJC_ASSOCIATION_COPY_NONATOMIC)
            #expect(objc_getAssociatedObject(view, &Keys.first) as? String == "card")
            #expect(objc_getAssociatedObject(target as Any, &Keys.first) as? String == "card")
            #expect(objc_getAssociatedObject(empty as Any, &Keys.first) == nil)
        }
        #expect(r.problems == [
            .misuse(call: "objc_getAssociatedObject", problem: "a Optional<AnyObject> is not a class instance, so it cannot hold associated objects"),
        ])
    }

    @Test func objcSyncLocksRecursivelyAndRefusesAnUnlockedExit() {
        let guardObject = NSObject()
        #expect(objc_sync_exit(guardObject) == -1)
        #expect(objc_sync_enter(guardObject) == 0)
        #expect(objc_sync_enter(guardObject) == 0)   // recursive, as @synchronized
        #expect(objc_sync_exit(guardObject) == 0)
        #expect(objc_sync_exit(guardObject) == 0)
    }
}
