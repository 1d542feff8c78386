#if os(iOS) || os(tvOS)
import UIKit
#else
import AppKit
#endif

// A layout library's constraint, in SnapKit's shape: a subclass of NSLayoutConstraint with no
// initializer of its own (it is made with the inherited
// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`), whose `description`
// is overridden in an extension in another file (LayoutConstraint+Description.swift).
public class LayoutConstraint: NSLayoutConstraint {
    public var label: String? {
        get { return self.identifier }
        set { self.identifier = newValue }
    }
}
