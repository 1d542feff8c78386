import Foundation

extension UIViewController {
    /// Shows `viewController` in the primary context (Apple, `show(_:sender:)`): inside a
    /// navigation controller it is pushed, animated, as `UINavigationController`'s override
    /// does; elsewhere it is presented modally, animated, as UIKit's default implementation
    /// does. `sender` is not used, as in UIKit's own implementations.
    ///
    /// ```swift
    /// navigationController?.show(DetailViewController(), sender: nil)   // pushes it
    /// ```
    public func show(_ viewController: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }
}

extension UICollectionView {
    /// `performBatchUpdates(_:completion:)` with a non-escaping `updates` block, as UIKit's
    /// `NS_NOESCAPE` block imports to Swift: code inside it may use `self`'s properties without
    /// writing `self.`, as it does on iOS. It runs `updates` through the overridable method
    /// that takes an optional block.
    public final func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { updates in performBatchUpdates(.some(updates), completion: completion) }
    }
}

extension UITableView {
    /// `performBatchUpdates(_:completion:)` with a non-escaping `updates` block, as UIKit's
    /// `NS_NOESCAPE` block imports to Swift (see `UICollectionView`'s).
    public final func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { updates in performBatchUpdates(.some(updates), completion: completion) }
    }
}
