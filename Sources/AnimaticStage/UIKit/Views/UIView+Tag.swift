import Foundation

extension UIView {
    /// The first view with `tag` among the view and its subviews, the view itself first, then
    /// each subview's tree in order (Apple, `UIView.viewWithTag(_:)`: "searches the current view
    /// and all of its subviews"); `nil` when none has it.
    ///
    /// ```swift
    /// let page = contentView.viewWithTag(2)
    /// ```
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for child in subviews {
            if let found = child.viewWithTag(tag) { return found }
        }
        return nil
    }
}
