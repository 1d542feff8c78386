import AnimaticClock
import AnimaticReactive
import AnimaticRuntime
import Foundation

// Key-value observing (Apple, "Key-Value Observing Programming Guide"), for the key paths intro
// code observes on scroll views: a pull-to-refresh or sticky header follows `contentOffset`.
// Foundation on Linux has no KVO (no Objective-C runtime to intercept setters), so Animatic
// notifies from the setters of the properties below; an observer of any other key path is
// reported as not supported when it is added (its changes would be missed silently). As in
// UIKit, `observeValue(forKeyPath:of:change:context:)` is a method of the observer: a view or a
// view controller (``UIResponder``) overrides it.

#if !canImport(Darwin)
/// The keys of a change dictionary (Foundation's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's string (`"new"`).
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The kind of change (an `NSKeyValueChange`'s raw value; always `.setting` here).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value (with `.new`), as the property's own type (`CGPoint` for `contentOffset`).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value (with `.old`).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change (never present here).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// Whether the notification is the one before the change (with `.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// What a change notification carries (Foundation's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change dictionary has the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The change dictionary has the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// A notification is sent at once, when the observer is added.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// A notification is also sent before each change.
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of change (Foundation's `NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects were replaced in a to-many relationship.
    case replacement = 4
}
#endif

/// The observers of one object's key paths.
final class KeyValueObservers {
    struct Entry {
        weak var observer: NSObject?
        var keyPath: String
        var options: NSKeyValueObservingOptions
        var context: UnsafeMutableRawPointer?
        /// Called with the new value instead of an observer's `observeValue` (`rx.observe`).
        var handler: ((Any) -> Void)? = nil
        /// Identifies a handler's entry, to remove it.
        var token = 0
        /// Whether the entry still has someone to tell.
        var isLive: Bool { handler != nil || observer != nil }
    }
    private(set) var lastToken = 0
    func nextToken() -> Int { lastToken += 1; return lastToken }
    var entries: [Entry] = []

    private enum Key { nonisolated(unsafe) static var storage: UInt8 = 0 }

    static func of(_ object: NSObject, create: Bool) -> KeyValueObservers? {
        if let existing = objc_getAssociatedObject(object, &Key.storage) as? KeyValueObservers { return existing }
        guard create else { return nil }
        let made = KeyValueObservers()
        objc_setAssociatedObject(object, &Key.storage, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }
}

extension NSObject {
    /// The key paths this object notifies observers of (see `addObserver(_:forKeyPath:options:context:)`).
    final var observableKeyPaths: Set<String> {
        self is UIScrollView ? ["contentOffset", "contentInset", "contentSize", "bounds", "frame", "panGestureRecognizer.state"] : []
    }

    /// Registers `observer` for changes of `keyPath` (Foundation's
    /// `addObserver(_:forKeyPath:options:context:)`): each change calls the observer's
    /// ``UIResponder/observeValue(forKeyPath:of:change:context:)`` with `context`, at once too
    /// with `.initial`. Observable here: a ``UIScrollView``'s `contentOffset`, `contentInset`,
    /// `contentSize`, `bounds`, `frame` (set as the frame) and `panGestureRecognizer.state` (a
    /// story never pans a scroll view, so it never changes: what iOS tells when nobody touches). Another key path, `.prior`, or an observer that is not a view or view
    /// controller (which could not override `observeValue`), is reported as not supported.
    ///
    /// ```swift
    /// scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.initial, .new], context: nil)
    /// ```
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        guard observableKeyPaths.contains(keyPath), !options.contains(.prior) else {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "NSObject.addObserver(_:forKeyPath:options:context:)",
                feature: "key-value observing of \(type(of: self)).\(keyPath)\(options.contains(.prior) ? " before each change (.prior)" : "")"))
            return
        }
        guard observer is UIResponder else {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "NSObject.addObserver(_:forKeyPath:options:context:)",
                feature: "an observer of \(type(of: self)).\(keyPath) that is not a view or view controller (\(type(of: observer)))"))
            return
        }
        KeyValueObservers.of(self, create: true)!.entries.append(.init(observer: observer, keyPath: keyPath, options: options, context: context))
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let value = animaticObservedValue(keyPath) { change[.newKey] = value }
            (observer as? UIResponder)?.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Removes `observer`'s registration for `keyPath` with `context` (Foundation's
    /// `removeObserver(_:forKeyPath:context:)`): the latest matching one.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        guard let observers = KeyValueObservers.of(self, create: false),
              let i = observers.entries.lastIndex(where: { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }) else { return }
        observers.entries.remove(at: i)
    }

    /// Removes `observer`'s latest registration for `keyPath` (Foundation's
    /// `removeObserver(_:forKeyPath:)`).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        guard let observers = KeyValueObservers.of(self, create: false),
              let i = observers.entries.lastIndex(where: { $0.observer === observer && $0.keyPath == keyPath }) else { return }
        observers.entries.remove(at: i)
    }

    /// The value of an observable key path (for `.initial`).
    final func animaticObservedValue(_ keyPath: String) -> Any? {
        guard let scrollView = self as? UIScrollView else { return nil }
        switch keyPath {
        case "contentOffset": return scrollView.contentOffset
        case "contentInset": return scrollView.contentInset
        case "contentSize": return scrollView.contentSize
        case "bounds": return scrollView.bounds
        case "frame": return scrollView.frame
        case "panGestureRecognizer.state": return NSNumber(value: scrollView.panGestureRecognizer.state.rawValue)
        default: return nil
        }
    }

    /// Tells the observers of `keyPath` that it changed from `old` to `new` (called by the
    /// observable properties' setters, after the change).
    final func notifyObservers(_ keyPath: String, old: Any, new: Any) {
        guard let observers = KeyValueObservers.of(self, create: false) else { return }
        observers.entries.removeAll { !$0.isLive }
        for entry in observers.entries where entry.keyPath == keyPath {
            if let handler = entry.handler {
                handler(new)
                continue
            }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if entry.options.contains(.new) { change[.newKey] = new }
            if entry.options.contains(.old) { change[.oldKey] = old }
            (entry.observer as? UIResponder)?.observeValue(forKeyPath: keyPath, of: self, change: change, context: entry.context)
        }
    }
}

/// What `rx.observe(_:_:options:retainSelf:)` sends (RxCocoa's `KeyValueObservingOptions`).
public struct KeyValueObservingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The value at subscription is sent first.
    public static let initial = KeyValueObservingOptions(rawValue: 1 << 0)
    /// Each new value is sent.
    public static let new = KeyValueObservingOptions(rawValue: 1 << 1)
}

extension Reactive where Base: NSObject {
    /// The values of the property at `keyPath`, as key-value observing reports them (RxCocoa's
    /// `rx.observe(_:_:options:retainSelf:)`, RxCocoa/Foundation/NSObject+Rx.swift): the current
    /// value at subscription (with `.initial`), then each new one (with `.new`), as `Element`
    /// (`nil` when the value is of another type). Observable here are the key paths that
    /// `NSObject.addObserver(_:forKeyPath:options:context:)` observes: a scroll view's
    /// `contentOffset`, `contentInset`, `contentSize` and `bounds`. Another key path is reported
    /// as not supported when subscribed to, and the sequence completes at once (its changes
    /// would otherwise be missed silently). The object is held strongly while subscribed when
    /// `retainSelf`, as in RxCocoa.
    ///
    /// ```swift
    /// scrollView.rx.observe(CGPoint.self, "contentOffset").compactMap { $0?.y }.subscribe(onNext: { … })
    /// ```
    public func observe<Element>(_ type: Element.Type, _ keyPath: String,
                                 options: KeyValueObservingOptions = [.new, .initial],
                                 retainSelf: Bool = true) -> Observable<Element?> {
        let base = self.base
        return Observable.create { [weak base] observer in
            guard let object = base else {
                observer.onCompleted()
                return Disposables.create()
            }
            guard object.observableKeyPaths.contains(keyPath) else {
                StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: "rx.observe(_:_:)", feature: "key-value observing of \(Swift.type(of: object)).\(keyPath)"))
                observer.onCompleted()
                return Disposables.create()
            }
            if options.contains(.initial) { observer.onNext(object.animaticObservedValue(keyPath) as? Element) }
            let observers = KeyValueObservers.of(object, create: true)!
            let token = observers.nextToken()
            if options.contains(.new) {
                observers.entries.append(.init(observer: nil, keyPath: keyPath, options: [.new], context: nil,
                                               handler: { observer.onNext($0 as? Element) }, token: token))
            }
            let held: NSObject? = retainSelf ? object : nil
            return Disposables.create { [weak object] in
                _ = held
                guard let object, let observers = KeyValueObservers.of(object, create: false) else { return }
                observers.entries.removeAll { $0.token == token }
            }
        }
    }
}
