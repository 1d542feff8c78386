import AnimaticLayout
import AnimaticRuntime
import Foundation

// What Auto Layout's engine (``LayoutEngine``) knows of the face's views, layout guides and
// constraints: it names no UIKit type, and the face (UIView, UILayoutGuide,
// NSLayoutConstraint) conforms to these protocols (`UIKit/Layout/LayoutEngine+UIKit.swift`).
// None of it is on the per-change path, so the protocols are plain `package`.

/// A view as Auto Layout's engine sees it: a node of a tree with a frame the engine reads and
/// sets, an intrinsic content size and the priorities that hold it, and the guides inside it.
package protocol LayoutView: StageLayoutView {
    /// The view's superview.
    var layoutParent: (any LayoutView)? { get }
    /// The view's subviews, back to front.
    var layoutChildren: [any LayoutView] { get }
    /// The view's variables, made on first use (named after the view).
    var layoutVariables: LayoutVariables { get }
    /// The view's variables if they were made.
    var layoutVariablesIfMade: LayoutVariables? { get }
    /// The engine of the hierarchy this view is the top of.
    var layoutEngineOfTree: LayoutEngine? { get set }
    /// Whether the view's frame is turned into constraints that hold it (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`).
    var translatesFrameIntoConstraints: Bool { get }
    /// The rectangle the engine reads and places: the frame as if the transform were the identity.
    var untransformedFrame: CGRect { get set }
    /// The autoresizing mask as UIKit's constraint descriptions write it (`h=--& v=--&`).
    var autoresizingDescription: String { get }
    /// The size the content wants (a negative or non-finite dimension has none).
    var intrinsicContentSize: CGSize { get }
    /// How much the view resists growing beyond its content size along the axis.
    func huggingPriority(horizontal: Bool) -> LayoutPriority
    /// How much the view resists shrinking below its content size along the axis.
    func compressionResistance(horizontal: Bool) -> LayoutPriority
    /// The name messages use for the view: `UILabel:'title'`.
    var layoutMessageName: String { get }
    /// The view's margins guide.
    var marginsLayoutItem: any LayoutGuideItem { get }
    /// The view whose first (`first`) or last baseline is this view's.
    func baselineLayoutView(first: Bool) -> any LayoutView
    /// Where the first or last baseline of the view's text lies from its vertical centre; nil
    /// for a view without text.
    func baselineOffset(first: Bool) -> CGFloat?
    /// Whether the view's content wraps to the width the layout gives it (a multi-line label
    /// without a preferred width), so that its content size follows that width.
    var wrapsToLayoutWidth: Bool { get }
    /// Tells the view the width the layout gave it; returns whether it differs from the last.
    func wrap(toLayoutWidth width: CGFloat) -> Bool
    /// A scroll view's content guide, which its edges stand for in constraints with what is
    /// inside it; nil for other views.
    var scrollContentLayoutItem: (any LayoutGuideItem)? { get }
    /// The recorder of the stage the view is on.
    var stageRecorder: StageRecorder? { get }
}

extension LayoutView {
    /// Whether the view is `view` or inside it.
    package func isLayoutDescendant(of view: any LayoutView) -> Bool {
        var current: (any LayoutView)? = self
        while let node = current {
            if node === view { return true }
            current = node.layoutParent
        }
        return false
    }

    /// The top of the view's hierarchy (the view itself when it has no superview).
    package var layoutTop: any LayoutView {
        var view: any LayoutView = self
        while let parent = view.layoutParent { view = parent }
        return view
    }
}

/// Which guide: one the app made, or one of a view's own (its safe area, its margins).
package enum LayoutGuideKind: Sendable {
    /// A guide the app made and added to a view.
    case custom
    /// A view's safe-area guide.
    case safeArea
    /// A view's margins guide.
    case margins
}

/// A layout guide as the engine sees it: a rectangle in its owning view's coordinates.
package protocol LayoutGuideItem: AnyObject {
    /// The kind of guide.
    var kind: LayoutGuideKind { get }
    /// The guide's variables.
    var variables: LayoutVariables { get }
    /// The view the guide belongs to.
    var owningLayoutView: (any LayoutView)? { get }
    /// A view's own guide's insets from its owner's bounds (safe area or margins); nil for a
    /// custom guide or one without an owner.
    var ownInsets: LayoutInsets? { get }
    /// The name messages use: `UILayoutGuide:'identifier'(UIView:'owner')`.
    var messageName: String { get }
    /// The guide's identifier (`UIViewSafeAreaLayoutGuide` for a view's safe area).
    var identifier: String { get }
}

/// An edge inset of each side.
package struct LayoutInsets: Equatable, Sendable {
    /// The top inset.
    package var top: CGFloat
    /// The left inset.
    package var left: CGFloat
    /// The bottom inset.
    package var bottom: CGFloat
    /// The right inset.
    package var right: CGFloat

    /// Insets of each side.
    package init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

/// An attribute of a constraint's item as the engine solves it (leading and trailing are left
/// and right: Animatic lays out left to right).
package struct LayoutAttribute: Equatable, Sendable {
    /// The edge, centre, size or baseline.
    package enum Part: Sendable {
        case left, right, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline
        /// `.notAnAttribute`.
        case none
    }

    /// The part of the item.
    package var part: Part
    /// Whether it is measured within the view's margins (`leadingMargin`, `centerXWithinMargins`).
    package var withinMargins: Bool

    /// `part`, within the margins if `withinMargins`.
    package init(_ part: Part, withinMargins: Bool = false) {
        self.part = part
        self.withinMargins = withinMargins
    }
}

/// A constraint as the engine holds it: its two items and attributes, the relation, and the
/// engine state the face stores for it.
package protocol LayoutConstraintItem: AnyObject {
    /// The engine holding the constraint while it is active (held weakly).
    var engine: LayoutEngine? { get set }
    /// The constraint given to the solver, nil while it is broken (unsatisfiable).
    var solverConstraint: LayoutConstraint? { get set }
    /// The items' nearest common ancestor, in whose coordinates it is solved (held weakly).
    var container: (any LayoutView)? { get set }
    /// The first item.
    var first: LayoutItemReference? { get }
    /// The second item, if any.
    var second: LayoutItemReference? { get }
    /// The first item's attribute.
    var firstLayoutAttribute: LayoutAttribute { get }
    /// The second item's attribute.
    var secondLayoutAttribute: LayoutAttribute { get }
    /// `==`, `<=` or `>=`.
    var layoutRelation: LayoutRelation { get }
    /// The solver's priority.
    var layoutPriority: LayoutPriority { get }
    /// The multiplier of the second item's attribute.
    var multiplier: CGFloat { get }
    /// The constant.
    var constant: CGFloat { get }
    /// The constraint as UIKit's messages write it.
    var description: String { get }
    /// Whether the face made it itself (a stack view's).
    var isSystemConstraint: Bool { get }
}

/// A view or a layout guide as the item of a constraint (held weakly, as UIKit's constraints do
/// not keep their views alive).
package struct LayoutItemReference {
    /// The item if it is a view.
    package weak var view: (any LayoutView)?
    /// The item if it is a layout guide.
    package weak var guide: (any LayoutGuideItem)?

    /// The item `object` if it is a view or a layout guide.
    package init?(_ object: Any) {
        if let view = object as? any LayoutView { self.view = view } else if let guide = object as? any LayoutGuideItem {
            self.guide = guide
        } else {
            return nil
        }
    }

    /// The view `view`.
    package init(view: any LayoutView) { self.view = view }
    /// The layout guide `guide`.
    package init(guide: any LayoutGuideItem) { self.guide = guide }

    /// The view or guide.
    package var object: AnyObject? { view ?? guide }
    /// The view whose coordinates the item lives in: the view itself, or a guide's owning view.
    package var hostView: (any LayoutView)? { view ?? guide?.owningLayoutView }
    /// The item's variables (made on first use).
    package var variables: LayoutVariables? { view?.layoutVariables ?? guide?.variables }
    /// Whether this refers to `object`.
    package func refers(to object: AnyObject) -> Bool { self.object === object }

    /// The item as messages name it: `UILabel:'title'`, `UILayoutGuide:'…'(UIView:'root')`.
    package var name: String { view?.layoutMessageName ?? guide?.messageName ?? "nil" }
}

/// The four variables of a view or layout guide in the engine: its origin in its superview's
/// (or owning view's) bounds, and its size.
package final class LayoutVariables {
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    /// The engine the item takes part in.
    package weak var engine: LayoutEngine?

    /// The variables of an item named `name` in messages.
    package init(name: String) {
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    /// The solved rectangle (values within 1e-9 of a multiple of 1e-6 are snapped to it, so that
    /// rounding noise of the simplex never shows in a frame).
    package var frame: CGRect {
        CGRect(x: LayoutVariables.snap(minX.value), y: LayoutVariables.snap(minY.value),
               width: LayoutVariables.snap(width.value), height: LayoutVariables.snap(height.value))
    }

    static func snap(_ value: Double) -> CGFloat {
        let snapped = (value * 1e6).rounded() / 1e6
        return CGFloat(abs(value - snapped) < 1e-9 ? snapped : value)
    }
}

extension CGRect {
    /// The rectangle with negative sizes made zero (the engine may solve a size below zero; a
    /// frame cannot have one).
    package var clampedSize: CGRect {
        CGRect(x: origin.x, y: origin.y, width: max(0, size.width), height: max(0, size.height))
    }
}
