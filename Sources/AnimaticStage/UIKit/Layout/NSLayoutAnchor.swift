import AnimaticEngine
import Foundation

/// One attribute of a view or layout guide, from which constraints are made, as UIKit's
/// `NSLayoutAnchor` (Apple, "Auto Layout Guide: Programmatically Creating Constraints",
/// "Layout Anchors"). The subclasses keep constraints type-safe as UIKit's do: an
/// ``NSLayoutXAxisAnchor`` relates only to x-axis anchors, an ``NSLayoutYAxisAnchor`` to y-axis
/// anchors and an ``NSLayoutDimension`` to dimensions (or constants).
///
/// ```swift
/// title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
/// title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24)
/// logo.widthAnchor.constraint(equalTo: logo.heightAnchor, multiplier: 16 / 9)
/// ```
///
/// The constraints made here are inactive: activate them (``NSLayoutConstraint/activate(_:)``
/// or `isActive = true`).
public class NSLayoutAnchor<AnchorType: AnyObject> {
    let reference: LayoutItemReference
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: LayoutItemReference, _ attribute: NSLayoutConstraint.Attribute) {
        self.reference = item
        self.attribute = attribute
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat, call: String) -> NSLayoutConstraint {
        NSLayoutConstraint(first: reference, attribute, relation, second: other?.reference, other?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant, secondGiven: other != nil, call: call)
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0, call: "NSLayoutAnchor.constraint(equalTo:)")
    }
    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, call: "NSLayoutAnchor.constraint(greaterThanOrEqualTo:)")
    }
    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0, call: "NSLayoutAnchor.constraint(lessThanOrEqualTo:)")
    }
    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, call: "NSLayoutAnchor.constraint(equalTo:constant:)")
    }
    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c, call: "NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:)")
    }
    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c, call: "NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)")
    }
}

/// The standard space between two sibling views that `constraint(equalToSystemSpacingAfter:)`
/// and its relatives use: 8 pt, the standard spacing of Apple's Auto Layout Guide (Visual
/// Format Language: `[button]-[textField]`, "standard spacing", which UIKit makes 8 points
/// between sibling views). UIKit derives the spacing between baselines from the fonts; Animatic
/// uses 8 pt for every anchor (see README, "Differences from iOS").
let standardSystemSpacing: CGFloat = 8

/// A horizontal anchor (leading, trailing, left, right, centre x), as UIKit's `NSLayoutXAxisAnchor`.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + 8 × multiplier` (the standard spacing after `anchor`).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: standardSystemSpacing * multiplier,
             call: "NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)")
    }
    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: standardSystemSpacing * multiplier,
             call: "NSLayoutXAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)")
    }
    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: standardSystemSpacing * multiplier,
             call: "NSLayoutXAxisAnchor.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)")
    }
}

/// A vertical anchor (top, bottom, centre y, baselines), as UIKit's `NSLayoutYAxisAnchor`.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + 8 × multiplier` (the standard spacing below `anchor`).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: standardSystemSpacing * multiplier,
             call: "NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)")
    }
    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: standardSystemSpacing * multiplier,
             call: "NSLayoutYAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)")
    }
    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: standardSystemSpacing * multiplier,
             call: "NSLayoutYAxisAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)")
    }
}

/// A width or height, as UIKit's `NSLayoutDimension`: related to another dimension (with a
/// multiplier) or to a constant.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, constant: c, call: "NSLayoutDimension.constraint(equalToConstant:)")
    }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c, call: "NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)")
    }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c, call: "NSLayoutDimension.constraint(lessThanOrEqualToConstant:)")
    }
    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0, call: "NSLayoutDimension.constraint(equalTo:multiplier:)")
    }
    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0,
             call: "NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:)")
    }
    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0,
             call: "NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:)")
    }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c, call: "NSLayoutDimension.constraint(equalTo:multiplier:constant:)")
    }
    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c,
             call: "NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:)")
    }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c,
             call: "NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)")
    }
}

/// The anchors of views and layout guides.
protocol LayoutAnchorProviding {
    var layoutItemReference: LayoutItemReference { get }
}

extension LayoutAnchorProviding {
    var anchorLeading: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItemReference, .leading) }
    var anchorTrailing: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItemReference, .trailing) }
    var anchorLeft: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItemReference, .left) }
    var anchorRight: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItemReference, .right) }
    var anchorCenterX: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItemReference, .centerX) }
    var anchorTop: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItemReference, .top) }
    var anchorBottom: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItemReference, .bottom) }
    var anchorCenterY: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItemReference, .centerY) }
    var anchorWidth: NSLayoutDimension { NSLayoutDimension(layoutItemReference, .width) }
    var anchorHeight: NSLayoutDimension { NSLayoutDimension(layoutItemReference, .height) }
}
