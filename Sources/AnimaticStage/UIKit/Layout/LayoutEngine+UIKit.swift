import AnimaticEngine
import AnimaticLayout
import Foundation

// The face's side of Auto Layout's engine (`Sources/AnimaticEngine/Layout`): what the engine
// asks of a view, a layout guide and a constraint, answered by UIKit's types.

extension UIView: LayoutView {
    package var layoutParent: (any LayoutView)? { storedSuperview }
    package var layoutChildren: [any LayoutView] { subviews }
    package var layoutVariables: LayoutVariables { layoutStorage.variables }
    package var layoutVariablesIfMade: LayoutVariables? { extras?.layout?.variablesIfMade }
    package var layoutEngineOfTree: LayoutEngine? {
        get { extras?.layout?.engine }
        set { layoutStorage.engine = newValue }
    }
    package var translatesFrameIntoConstraints: Bool { extras?.layout?.translates ?? true }
    package var autoresizingDescription: String { ViewLayout.maskDescription(autoresizingMask) }
    package func huggingPriority(horizontal: Bool) -> LayoutPriority {
        contentHuggingPriority(for: horizontal ? .horizontal : .vertical).engine
    }
    package func compressionResistance(horizontal: Bool) -> LayoutPriority {
        contentCompressionResistancePriority(for: horizontal ? .horizontal : .vertical).engine
    }
    package var marginsLayoutItem: any LayoutGuideItem { layoutMarginsGuide }
    package func baselineLayoutView(first: Bool) -> any LayoutView {
        first ? forFirstBaselineLayout : forLastBaselineLayout
    }
    package func baselineOffset(first: Bool) -> CGFloat? {
        (self as? UILabel)?.labelBaselineOffset(first: first)
    }
    package var wrapsToLayoutWidth: Bool {
        guard let label = self as? UILabel else { return false }
        return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0
    }
    package func wrap(toLayoutWidth width: CGFloat) -> Bool {
        guard let label = self as? UILabel, label.layoutWrapWidth != width else { return false }
        label.layoutWrapWidth = width
        return true
    }
    package var scrollContentLayoutItem: (any LayoutGuideItem)? { (self as? UIScrollView)?.contentLayoutGuide }
}

extension UILayoutGuide: LayoutGuideItem {
    package var owningLayoutView: (any LayoutView)? { owningView }
    package var ownInsets: LayoutInsets? {
        guard kind != .custom, let owner = owningView else { return nil }
        let insets = kind == .safeArea ? owner.safeAreaInsets : owner.effectiveMarginGuideInsets
        return LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension NSLayoutConstraint: LayoutConstraintItem {
    package var firstLayoutAttribute: LayoutAttribute { firstAttribute.layoutAttribute }
    package var secondLayoutAttribute: LayoutAttribute { secondAttribute.layoutAttribute }
    package var layoutRelation: LayoutRelation { relation.engine }
    package var layoutPriority: LayoutPriority { priority.engine }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute as the engine solves it (leading and trailing are left and right).
    var layoutAttribute: LayoutAttribute {
        switch self {
        case .left, .leading: LayoutAttribute(.left)
        case .right, .trailing: LayoutAttribute(.right)
        case .top: LayoutAttribute(.top)
        case .bottom: LayoutAttribute(.bottom)
        case .width: LayoutAttribute(.width)
        case .height: LayoutAttribute(.height)
        case .centerX: LayoutAttribute(.centerX)
        case .centerY: LayoutAttribute(.centerY)
        case .firstBaseline: LayoutAttribute(.firstBaseline)
        case .lastBaseline: LayoutAttribute(.lastBaseline)
        case .leftMargin, .leadingMargin: LayoutAttribute(.left, withinMargins: true)
        case .rightMargin, .trailingMargin: LayoutAttribute(.right, withinMargins: true)
        case .topMargin: LayoutAttribute(.top, withinMargins: true)
        case .bottomMargin: LayoutAttribute(.bottom, withinMargins: true)
        case .centerXWithinMargins: LayoutAttribute(.centerX, withinMargins: true)
        case .centerYWithinMargins: LayoutAttribute(.centerY, withinMargins: true)
        case .notAnAttribute: LayoutAttribute(.none)
        }
    }
}

extension LayoutItemReference {
    /// `name.attribute`.
    func anchorName(_ attribute: NSLayoutConstraint.Attribute) -> String { "\(name).\(attribute.name)" }
}
