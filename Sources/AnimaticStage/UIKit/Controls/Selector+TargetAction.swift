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
    /// A selector naming `name` (Objective-C's `NSSelectorFromString`).
    public init(_ name: String) { self.name = name }
    /// A selector from a string literal.
    public init(stringLiteral name: String) { self.name = name }
    /// The method's name.
    public var description: String { name }
}
#endif

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
    public func addTarget(_ target: (any AnimaticSelectorTarget)?, action: Selector, for controlEvents: Event) {
        guard let target else {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "UIControl.addTarget(nil, action:for:)", feature: "sending an action up the responder chain"))
            return
        }
        addAction(UIAction(identifier: UIControl.newTargetIdentifier(target)) { [weak self, weak target] _ in
            target?.animaticSend(action, with: self, call: "UIControl.sendActions(for:)")
        }, for: controlEvents)
    }
}

extension Timer {
    /// Creates a timer that sends `selector` to `target` (with the timer as argument when the
    /// method takes one), first `interval` seconds after it is added to a run loop; as
    /// Foundation's, it holds `target` strongly until it is invalidated.
    public convenience init(timeInterval interval: TimeInterval, target: any AnimaticSelectorTarget, selector: Selector,
                            userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, repeats: repeats) { timer in
            target.animaticSend(selector, with: timer, call: "Timer(timeInterval:target:selector:userInfo:repeats:)")
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
    public static func scheduledTimer(timeInterval interval: TimeInterval, target: any AnimaticSelectorTarget,
                                      selector: Selector, userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in
            target.animaticSend(selector, with: timer, call: "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)")
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
    public func addObserver(_ observer: any AnimaticSelectorTarget, selector: Selector,
                            name: Notification.Name?, object: Any?) {
        let box = WeakSelectorTarget(observer)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            box.target?.animaticSend(selector, with: notification, call: "NotificationCenter.post")
        }
        SelectorObservers.shared.add(token, for: observer, in: self)
    }

    /// Removes every observation `observer` added with ``addObserver(_:selector:name:object:)``.
    public func removeObserver(_ observer: any AnimaticSelectorTarget) {
        for token in SelectorObservers.shared.remove(observer, in: self) { removeObserver(token) }
    }
}

/// A weak reference to an observer, for the center's `@Sendable` block: notifications are
/// posted and observed on the story's one thread.
private final class WeakSelectorTarget: @unchecked Sendable {
    weak var target: (any AnimaticSelectorTarget)?
    init(_ target: any AnimaticSelectorTarget) { self.target = target }
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
