#if os(iOS) || os(tvOS)
import UIKit
#else
import AppKit
#endif

// Linux Swift rejects this override ("cannot be overridden from extension"); on iOS
// it overrides through Objective-C. It uses this file's private helper, so it cannot move into
// the class's file.
public extension LayoutConstraint {
    override var description: String {
        return "<LayoutConstraint:\(label ?? "?") \(attributeName(firstAttribute)) \(constant)>"
    }
}

private func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
    switch attribute {
    case .top: return "top"
    case .left: return "left"
    case .bottom: return "bottom"
    case .right: return "right"
    default: return "other"
    }
}
