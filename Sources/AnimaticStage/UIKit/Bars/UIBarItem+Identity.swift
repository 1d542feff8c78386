import Foundation

/// Bar items are equal only to themselves, as UIKit's (`NSObject` identity: `isEqual(_:)` is
/// `===` unless a subclass overrides it), so `items.firstIndex(of: item)` works.
extension UIBarItem: Hashable {
    /// Whether `l` and `r` are the same item.
    public static func == (l: UIBarItem, r: UIBarItem) -> Bool { l === r }
    /// Hashes the item's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
