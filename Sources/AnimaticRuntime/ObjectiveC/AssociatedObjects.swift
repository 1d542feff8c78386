import AnimaticClock
import Foundation

// The Objective-C runtime's associated objects (Apple, objc/runtime.h: `objc_setAssociatedObject`,
// `objc_getAssociatedObject`, `objc_removeAssociatedObjects`), which extensions use to give a
// class stored state (`extension UIView { var shimmer: Shimmer? { get { objc_getAssociatedObject(self, &key) … } } }`).
// Linux has no Objective-C runtime, so the values live in one side table, by object and key.
//
// One difference from Apple's runtime: an object's values are released when the table next
// notices that the object is gone (on a later call of these functions), not at the moment it is
// deallocated.

/// How an associated value is held (Apple's `objc_AssociationPolicy`, with its raw values).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference here (Apple: unretained; a deallocated object then reads `nil` instead of
    /// crashing). A value that is not an object is stored as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying.copy(with:)` when the value adopts it), held strongly.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference (the atomic form: every access here is behind one lock).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, held strongly (the atomic form).
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (Apple's `objc_setAssociatedObject`); `nil`
/// removes the association. The key is the address of a static or global variable, as in Apple's
/// documentation: `objc_setAssociatedObject(self, &Keys.badge, badge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`.
///
/// `object` must be a class instance: a value type (a struct, an enum) has no identity to hold
/// the association, and is reported as ``StoryProblem/misuse(call:problem:)`` (Apple's runtime
/// would box it and lose the value).
///
/// ```swift
/// private enum Keys { nonisolated(unsafe) static var glow = 0 }
/// extension UIView {
///     var glowRadius: CGFloat {
///         get { objc_getAssociatedObject(self, &Keys.glow) as? CGFloat ?? 0 }
///         set { objc_setAssociatedObject(self, &Keys.glow, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
///     }
/// }
/// ```
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    guard let owner = associationOwner(object, call: "objc_setAssociatedObject") else { return }
    AssociationTable.shared.set(owner, key, value.map { AssociatedValue($0, policy) })
}

/// The value associated with `object` under `key`, or `nil` (Apple's `objc_getAssociatedObject`).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = associationOwner(object, call: "objc_getAssociatedObject") else { return nil }
    return AssociationTable.shared.get(owner, key)
}

/// Removes every association of `object` (Apple's `objc_removeAssociatedObjects`).
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = associationOwner(object, call: "objc_removeAssociatedObjects") else { return }
    AssociationTable.shared.removeAll(owner)
}

/// Enters a recursive lock on `obj`, made on first use (Apple's `objc_sync_enter`, what
/// `@synchronized` is built on); returns 0 (`OBJC_SYNC_SUCCESS`).
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    guard let owner = associationOwner(obj, call: "objc_sync_enter") else { return 0 }
    AssociationTable.shared.lock(for: owner).lock()
    return 0
}

/// Leaves the lock ``objc_sync_enter(_:)`` entered (Apple's `objc_sync_exit`); returns 0, or
/// -1 (`OBJC_SYNC_NOT_OWNING_THREAD_ERROR`) when `obj` was never locked.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    guard let owner = associationOwner(obj, call: "objc_sync_exit"),
          let lock = AssociationTable.shared.existingLock(for: owner) else { return -1 }
    lock.unlock()
    return 0
}

/// `object` as the class instance it is, or `nil` (reported) for a value type. An Optional
/// passed as `Any` (SnapKit's `objc_getAssociatedObject(self.target as Any, &labelKey)`, with
/// `target: AnyObject?`) is the object it holds, as Swift bridges it to Objective-C's `id`.
private func associationOwner(_ object: Any, call: String) -> AnyObject? {
    if type(of: object) is AnyClass { return object as AnyObject }
    let mirror = Mirror(reflecting: object)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
        return associationOwner(wrapped, call: call)
    }
    StoryContext.reportToCurrent(StoryProblem.misuse(
        call: call, problem: "a \(type(of: object)) is not a class instance, so it cannot hold associated objects"))
    return nil
}

/// One associated value as its policy holds it.
struct AssociatedValue {
    private var strong: Any?
    private weak var weak: AnyObject?
    private let isWeak: Bool

    init(_ value: Any, _ policy: objc_AssociationPolicy) {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN where type(of: value) is AnyClass:
            weak = value as AnyObject
            isWeak = true
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            strong = (value as? any NSCopying)?.copy(with: nil) ?? value
            isWeak = false
        default:
            strong = value
            isWeak = false
        }
    }

    var value: Any? { isWeak ? weak : strong }
}

/// The side table: per live object, its values by key, and its `objc_sync` lock.
final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    private final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: AssociatedValue] = [:]
        var lock: NSRecursiveLock?
        init(_ owner: AnyObject) { self.owner = owner }
    }

    private let guardLock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Entries made since dead owners were last swept out.
    private var madeSinceSweep = 0

    /// The live entry of `owner` (a stale one, of a deallocated object at the same address, is
    /// dropped), made when `create`.
    private func entry(_ owner: AnyObject, create: Bool) -> Entry? {
        let id = ObjectIdentifier(owner)
        if let entry = entries[id] {
            if entry.owner === owner { return entry }
            entries[id] = nil
        }
        guard create else { return nil }
        madeSinceSweep += 1
        if madeSinceSweep > max(64, entries.count) { sweep() }
        let entry = Entry(owner)
        entries[id] = entry
        return entry
    }

    /// Drops the entries of deallocated objects, releasing their values.
    private func sweep() {
        entries = entries.filter { $0.value.owner != nil }
        madeSinceSweep = 0
    }

    func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ value: AssociatedValue?) {
        // The old value is released after the lock is left: its deinit may use the table.
        var old: AssociatedValue?
        guardLock.lock()
        if let value {
            let entry = entry(owner, create: true)!
            old = entry.values.updateValue(value, forKey: key)
        } else if let entry = entry(owner, create: false) {
            old = entry.values.removeValue(forKey: key)
        }
        guardLock.unlock()
        withExtendedLifetime(old) {}
    }

    func get(_ owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        guardLock.lock()
        defer { guardLock.unlock() }
        return entry(owner, create: false)?.values[key]?.value
    }

    func removeAll(_ owner: AnyObject) {
        var old: [UnsafeRawPointer: AssociatedValue] = [:]
        guardLock.lock()
        if let entry = entry(owner, create: false) {
            old = entry.values
            entry.values = [:]
        }
        guardLock.unlock()
        withExtendedLifetime(old) {}
    }

    func lock(for owner: AnyObject) -> NSRecursiveLock {
        guardLock.lock()
        defer { guardLock.unlock() }
        let entry = entry(owner, create: true)!
        if let lock = entry.lock { return lock }
        let lock = NSRecursiveLock()
        entry.lock = lock
        return lock
    }

    func existingLock(for owner: AnyObject) -> NSRecursiveLock? {
        guardLock.lock()
        defer { guardLock.unlock() }
        return entry(owner, create: false)?.lock
    }
}
