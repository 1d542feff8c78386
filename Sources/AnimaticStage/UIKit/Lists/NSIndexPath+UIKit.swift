import Foundation

extension NSIndexPath {
    /// The section: the index at position 0 (UIKit's `NSIndexPath.section`).
    public var section: Int { index(atPosition: 0) }
    /// The row in the section: the index at position 1 (UIKit's `NSIndexPath.row`).
    ///
    /// ```swift
    /// let path = NSIndexPath(indexes: [0, 3], length: 2)
    /// path.row   // 3
    /// ```
    public var row: Int { index(atPosition: 1) }
    /// The item in the section: the index at position 1 (UIKit's `NSIndexPath.item`).
    public var item: Int { index(atPosition: 1) }
}
