import AnimaticClock
import AnimaticRuntime
import class AnimaticRuntime.Timer
import class AnimaticRuntime.RunLoop
import Foundation

#if !canImport(ObjectiveC)
/// The name of a method, as Objective-C's `Selector` (`SEL`): what UIKit's target-action calls
/// take. Linux has no Objective-C runtime, so a selector here is only its name (`"tapped:"`,
/// `"tick"`); the class whose method it names answers it through ``AnimaticSelectorTarget``,
/// which the source adapter (`AnimaticAdapterPlugin`) generates for every class with `@objc` or
/// `@IBAction` methods, and turns `#selector(Intro.tapped(_:))` into `Selector("tapped:")`.
///
/// ```swift
/// let tap = Selector("tapped:")   // #selector(tapped(_:)) after adaptation
/// ```
///
/// On Apple platforms Objective-C's own `Selector` is used instead.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C name of the method (`"tapped:"`, `"handle:with:"`).
    public let name: String
    /// How to run the method on a target, for a method that no class's table answers (one
    /// declared in an extension of a UIKit class): see ``init(_:of:performing:)``.
    let implementation: (@Sendable (AnyObject, Any?) -> Bool)?
    /// Whether an object is of the type whose method ``implementation`` runs.
    let implementedBy: (@Sendable (AnyObject) -> Bool)?
    /// A selector naming `name` (Objective-C's `NSSelectorFromString`).
    public init(_ name: String) {
        self.name = name
        implementation = nil
        implementedBy = nil
    }
    /// A selector from a string literal.
    public init(stringLiteral name: String) { self.init(name) }
    /// A selector naming `name` that runs `performing` on a target of type `Target`: what the
    /// adapter makes of `#selector` of a method declared in an extension of a UIKit class
    /// (`extension UIView { @objc func dismissToast(_ timer: Timer) }`), which no generated
    /// table can answer, since Swift cannot add a class's dispatch table from an extension.
    /// `performing` gets the target and the argument and returns `false` when the argument is of
    /// another type. Selectors are equal when their names are.
    ///
    /// ```swift
    /// Selector("dismissToast:", of: UIView.self) { view, argument in
    ///     guard let timer = argument as? Timer else { return false }
    ///     view.dismissToast(timer); return true
    /// }
    /// ```
    public init<Target: AnyObject>(_ name: String, of type: Target.Type, performing: @escaping @Sendable (Target, Any?) -> Bool) {
        self.name = name
        implementation = { object, argument in (object as? Target).map { performing($0, argument) } ?? false }
        implementedBy = { $0 is Target }
    }
    /// Whether two selectors name the same method.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// The method's name.
    public var description: String { name }
}

/// The selector named `aSelectorName` (Foundation's `NSSelectorFromString(_:)`): the same as
/// `Selector(aSelectorName)`, answered by the tables the source adapter generates.
///
/// ```swift
/// let log = NSSelectorFromString("logEventWithName:parameters:")
/// ```
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of `aSelector` (Foundation's `NSStringFromSelector(_:)`): `"tapped:"`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
#else
extension Selector {
    /// A selector naming `name` (Objective-C's runtime answers it: `performing` is not needed).
    public init<Target: AnyObject>(_ name: String, of type: Target.Type, performing: @escaping @Sendable (Target, Any?) -> Bool) {
        self.init(name)
    }
}
#endif

extension Selector {
    /// Whether `target` can run this selector's method: the selector carries it, or the
    /// target's class has a table (``AnimaticSelectorTarget``).
    func isAnswerable(by target: Any) -> Bool {
        #if !canImport(ObjectiveC)
        if implementation != nil { return true }
        #endif
        return target is any AnimaticSelectorTarget
    }

    /// Runs this selector's method on `target` with `argument`: the selector's own
    /// implementation, else the target's table; one neither answers is reported from `call`, as
    /// UIKit raises "unrecognized selector sent to instance".
    func send(to target: AnyObject, with argument: Any?, call: String) {
        #if !canImport(ObjectiveC)
        if let implementation, implementation(target, argument) { return }
        #endif
        if let object = target as? any AnimaticSelectorTarget {
            object.animaticSend(self, with: argument, call: call)
        } else {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: call, problem: "unrecognized selector '\(self)' sent to a \(type(of: target)) (it has no @objc methods)"))
        }
    }

    /// Reports from `call` that `target` cannot answer this selector (its class has no table
    /// and the selector carries no method): UIKit would raise at the first send.
    func reportUnanswerable(by target: Any, call: String) {
        StoryContext.reportToCurrent(StoryProblem.misuse(
            call: call,
            problem: "the target, a \(type(of: target)), cannot answer the selector '\(self)' (its class has no @objc method table: adapt the file, or conform it to AnimaticSelectorTarget)"))
    }
}

/// A class that runs its methods by selector: what UIKit's target-action, `Timer`,
/// `NotificationCenter` and `perform(_:with:afterDelay:)` need of their target on a platform
/// without the Objective-C runtime. The source adapter generates the conformance (a `switch`
/// over the class's `@objc`/`@IBAction` methods); write it by hand only for code that is not
/// adapted.
///
/// ```swift
/// extension Intro: AnimaticSelectorTarget {
///     func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
///         switch String(describing: selector) {
///         case "next": next(); return true
///         default: return false
///         }
///     }
/// }
/// ```
public protocol AnimaticSelectorTarget: AnyObject {
    /// Runs the method `selector` names with `argument` (the sender, the timer, the
    /// notification, or the object given to `perform`) when it takes one; returns `false` when
    /// the class has no such method or the argument is not of the method's parameter type.
    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool

    /// Whether the class has a method named `selector`, without running it: what
    /// `responds(to:)` asks (`false` by default; a generated table answers with its names).
    func animaticResponds(to selector: Selector) -> Bool
}

extension AnimaticSelectorTarget {
    /// `false`: a table written by hand answers no names unless it says so.
    public func animaticResponds(to selector: Selector) -> Bool { false }
}

extension AnimaticSelectorTarget {
    /// Runs `selector` on this object with `argument`, reporting a selector it does not answer
    /// (UIKit raises "unrecognized selector sent to instance" there) from `call`.
    func animaticSend(_ selector: Selector, with argument: Any?, call: String) {
        if !animaticPerform(selector, with: argument) {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: call,
                problem: "unrecognized selector '\(selector)' sent to a \(type(of: self)) (no such @objc method, or an argument of another type)"))
        }
    }

    /// Runs `selector` on this object with `argument` after `delay` seconds of story time, as
    /// `NSObject.perform(_:with:afterDelay:)` does on the main run loop (Apple: "the timer is
    /// configured to run in the default mode").
    ///
    /// ```swift
    /// perform(#selector(showNext), with: nil, afterDelay: 1.5)
    /// ```
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [self] _ in
            animaticSend(selector, with: argument, call: "perform(_:with:afterDelay:)")
        }
    }
}

extension UIControl {
    /// Adds `target`'s method named by `action` for `controlEvents`, as UIKit's
    /// `addTarget(_:action:for:)`: the method gets the control when it takes an argument. The
    /// target is held weakly; a `nil` target (UIKit searches the responder chain) is reported.
    ///
    /// ```swift
    /// button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
    /// ```
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        guard let target else {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "UIControl.addTarget(nil, action:for:)", feature: "sending an action up the responder chain"))
            return
        }
        guard action.isAnswerable(by: target) else {
            action.reportUnanswerable(by: target, call: "UIControl.addTarget(_:action:for:)")
            return
        }
        let object = target as AnyObject
        addAction(UIAction(identifier: UIControl.newTargetIdentifier(object, selector: action)) { [weak self, weak object] _ in
            if let object { action.send(to: object, with: self, call: "UIControl.sendActions(for:)") }
        }, for: controlEvents)
    }
}

extension Timer {
    /// Creates a timer that sends `selector` to `target` (with the timer as argument when the
    /// method takes one), first `interval` seconds after it is added to a run loop; as
    /// Foundation's, it holds `target` strongly until it is invalidated.
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                            userInfo: Any?, repeats: Bool) {
        let object = target as AnyObject
        if !selector.isAnswerable(by: target) {
            selector.reportUnanswerable(by: target, call: "Timer(timeInterval:target:selector:userInfo:repeats:)")
        }
        self.init(timeInterval: interval, repeats: repeats) { timer in
            selector.send(to: object, with: timer, call: "Timer(timeInterval:target:selector:userInfo:repeats:)")
        }
        self.userInfo = userInfo
    }

    /// Creates a timer that sends `selector` to `target` and schedules it on the story clock,
    /// as Foundation's `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`.
    ///
    /// ```swift
    /// Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    /// ```
    @discardableResult
    public static func scheduledTimer(timeInterval interval: TimeInterval, target: Any,
                                      selector: Selector, userInfo: Any?, repeats: Bool) -> Timer {
        let object = target as AnyObject
        if !selector.isAnswerable(by: target) {
            selector.reportUnanswerable(by: target, call: "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)")
        }
        let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in
            selector.send(to: object, with: timer, call: "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)")
        }
        timer.userInfo = userInfo
        return timer
    }
}

extension NotificationCenter {
    /// Sends `selector` to `observer` with each notification named `name` from `object` (any
    /// object when `nil`), as Foundation's `addObserver(_:selector:name:object:)`; the observer
    /// is held weakly (Apple: since iOS 9 the center does not retain it).
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(self, selector: #selector(themeChanged(_:)), name: .themeChanged, object: nil)
    /// ```
    public func addObserver(_ observer: Any, selector: Selector,
                            name: Notification.Name?, object: Any?) {
        guard selector.isAnswerable(by: observer) else {
            selector.reportUnanswerable(by: observer, call: "NotificationCenter.addObserver(_:selector:name:object:)")
            return
        }
        let box = WeakSelectorTarget(observer as AnyObject)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            if let target = box.target { selector.send(to: target, with: notification, call: "NotificationCenter.post") }
        }
        SelectorObservers.shared.add(token, for: observer as AnyObject, in: self)
    }

    /// Removes every observation `observer` added with ``addObserver(_:selector:name:object:)``.
    public func removeObserver(_ observer: any AnimaticSelectorTarget) {
        for token in SelectorObservers.shared.remove(observer, in: self) { removeObserver(token) }
    }
}

/// A weak reference to an observer, for the center's `@Sendable` block: notifications are
/// posted and observed on the story's one thread.
private final class WeakSelectorTarget: @unchecked Sendable {
    weak var target: AnyObject?
    init(_ target: AnyObject) { self.target = target }
}

/// The block observers standing for selector observers, by observer and center.
private final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()
    private let lock = NSLock()
    private var tokens: [ObjectIdentifier: [(center: ObjectIdentifier, token: any NSObjectProtocol)]] = [:]

    func add(_ token: any NSObjectProtocol, for observer: AnyObject, in center: NotificationCenter) {
        lock.lock(); defer { lock.unlock() }
        tokens[ObjectIdentifier(observer), default: []].append((ObjectIdentifier(center), token))
    }

    func remove(_ observer: AnyObject, in center: NotificationCenter) -> [any NSObjectProtocol] {
        lock.lock(); defer { lock.unlock() }
        let all = tokens[ObjectIdentifier(observer)] ?? []
        let removed = all.filter { $0.center == ObjectIdentifier(center) }
        tokens[ObjectIdentifier(observer)] = all.filter { $0.center != ObjectIdentifier(center) }
        return removed.map(\.token)
    }
}
