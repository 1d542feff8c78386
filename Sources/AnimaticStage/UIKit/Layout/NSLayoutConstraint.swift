import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticLayout
import Foundation

/// How much a constraint matters, as UIKit's `UILayoutPriority`: a `Float` from 1 to 1000, where
/// 1000 (`required`) must hold and anything lower may be broken to satisfy higher priorities
/// (Apple, "Auto Layout Guide: Anatomy of a Constraint", "Constraint Priorities").
///
/// ```swift
/// let preferred = label.widthAnchor.constraint(equalToConstant: 300)
/// preferred.priority = .defaultHigh - 1          // 749: loses to compression resistance
/// ```
///
/// Every distinct value is its own level: no number of broken constraints at 749 outweighs one
/// broken constraint at 750.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
                                ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority's value (valid priorities are 1...1000).
    public var rawValue: Float

    /// The priority `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// The priority written as a number: `let p: UILayoutPriority = 999`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// The priority written as a whole number.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: UIKit's default compression resistance (a button resists compressing its content).
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: UIKit's default content hugging (a button hugs its content horizontally).
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting(_:)` pulls the size towards its target with.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority raised by `rhs`, as UIKit's `+` (`.defaultHigh + 1` is 751).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// The priority lowered by `rhs`, as UIKit's `-` (`.required - 1` is 999).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The solver's priority.
    var engine: LayoutPriority { LayoutPriority(rawValue: rawValue) }
}

/// Insets that follow the reading direction, as UIKit's `NSDirectionalEdgeInsets`: `leading` and
/// `trailing` are `left` and `right` in Animatic, which lays out left to right only.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading (left) edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing (right) edge.
    public var trailing: CGFloat

    /// Insets from the four edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Zero on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// `{top, leading, bottom, trailing}`, as UIKit writes them.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    /// The same insets with left for leading (left to right).
    var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension UIEdgeInsets {
    /// The same insets with leading for left (left to right).
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}

/// A relation between two layout attributes that Auto Layout keeps true, as UIKit's
/// `NSLayoutConstraint`: `first.attribute1 (==, <=, >=) multiplier × second.attribute2 + constant`
/// (Apple, "Auto Layout Guide: Anatomy of a Constraint").
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// let bottom = button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: 120)
/// NSLayoutConstraint.activate([
///     label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
///     label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
///     bottom,
/// ])
/// bottom.constant = -20
/// UIView.animate(withDuration: 0.4) { view.layoutIfNeeded() }   // the button slides up
/// ```
///
/// Active constraints live in the Auto Layout engine of their views' hierarchy (one Cassowary
/// solver per tree of views, `AnimaticLayout`), and the layout pass (`layoutIfNeeded()`, or the
/// pass at the end of the instant) sets the frames they decide through `frame`'s setter, so the
/// changes record like any other: inside an animation block they animate. Bad input never
/// crashes: what UIKit raises on is reported as a ``StoryProblem``, and a required constraint
/// that cannot hold is broken and reported as UIKit logs it
/// (``StoryProblem/unsatisfiableConstraints(constraints:broken:)``).
open class NSLayoutConstraint: NSObject {
    /// The attributes a constraint relates, with UIKit's raw values. Leading and trailing are
    /// left and right (Animatic lays out left to right only).
    public enum Attribute: Int, Sendable {
        /// The left side of the object's alignment rectangle.
        case left = 1
        /// The right side of the object's alignment rectangle.
        case right
        /// The top of the object's alignment rectangle.
        case top
        /// The bottom of the object's alignment rectangle.
        case bottom
        /// The leading edge of the object's alignment rectangle (its left, as Animatic lays out
        /// left to right only).
        case leading
        /// The trailing edge of the object's alignment rectangle (its right, as Animatic lays out
        /// left to right only).
        case trailing
        /// The width of the object's alignment rectangle.
        case width
        /// The height of the object's alignment rectangle.
        case height
        /// The centre along the x-axis of the object's alignment rectangle.
        case centerX
        /// The centre along the y-axis of the object's alignment rectangle.
        case centerY
        /// The object's baseline; for a view with several lines of text, the baseline of the bottom
        /// line.
        case lastBaseline
        /// The object's baseline; for a view with several lines of text, the baseline of the top
        /// line.
        case firstBaseline
        /// The object's left margin (for a view, the left edge inset by its layout margins).
        case leftMargin
        /// The object's right margin (for a view, the right edge inset by its layout margins).
        case rightMargin
        /// The object's top margin (for a view, the top edge inset by its layout margins).
        case topMargin
        /// The object's bottom margin (for a view, the bottom edge inset by its layout margins).
        case bottomMargin
        /// The object's leading margin (its left margin, left to right).
        case leadingMargin
        /// The object's trailing margin (its right margin, left to right).
        case trailingMargin
        /// The centre along the x-axis between the object's left and right margins.
        case centerXWithinMargins
        /// The centre along the y-axis between the object's top and bottom margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant (`width == 100`).
        case notAnAttribute = 0
    }

    /// How the two sides compare, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        /// The first attribute is less than or equal to the modified second attribute.
        case lessThanOrEqual = -1
        /// The first attribute equals the modified second attribute.
        case equal = 0
        /// The first attribute is greater than or equal to the modified second attribute.
        case greaterThanOrEqual = 1
    }

    /// The two axes a view's content hugs and resists compression along (UIKit's
    /// `NSLayoutConstraint.Axis`, also a stack view's axis).
    public enum Axis: Int, Sendable {
        /// The horizontal axis: constraints on the x-coordinates and widths.
        case horizontal = 0
        /// The vertical axis: constraints on the y-coordinates and heights.
        case vertical = 1
    }

    /// The first item: a `UIView` or a `UILayoutGuide` (nil only for a refused constraint).
    public var firstItem: AnyObject? { first?.object }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The second item, or nil for a constant size (`width == 100`).
    public var secondItem: AnyObject? { second?.object }
    /// The attribute of the second item (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor the second attribute is multiplied by; read-only, as in UIKit.
    public let multiplier: CGFloat

    /// The constant added to the second side. Settable at any time: changing it on an active
    /// constraint updates the engine and lays the hierarchy out at the end of the instant, or
    /// sooner with `layoutIfNeeded()`, which animates the change inside an animation block
    /// (the idiom Apple's Auto Layout Guide and the WWDC 2015 "Mysteries of Auto Layout"
    /// sessions show).
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                reportToCurrentStory(.invalidArgument(call: "NSLayoutConstraint.constant", argument: "constant",
                                                      problem: "constant must be finite, got \(constant) (\(self))"))
            }
            engine?.constantChanged(self)
        }
    }

    /// How much the constraint matters (`.required`, 1000, by default). As in UIKit, changing an
    /// active constraint from required to optional or back is refused (UIKit raises): it is
    /// reported as ``StoryProblem/misuse(call:problem:)`` and the priority stays; any other
    /// change applies at once. Values outside 1...1000 are reported and clamped.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            var value = newValue
            if !(value.rawValue >= 1 && value.rawValue <= 1000) {
                reportToCurrentStory(.invalidArgument(
                    call: "NSLayoutConstraint.priority", argument: "priority",
                    problem: "priority must lie within 1...1000, got \(newValue.rawValue) (\(self)); clamped"))
                value = UILayoutPriority(value.rawValue.isNaN ? 1000 : min(1000, max(1, value.rawValue)))
            }
            guard value != storedPriority else { return }
            if isActive && (value == .required) != (storedPriority == .required) {
                reportToCurrentStory(.misuse(
                    call: "NSLayoutConstraint.priority",
                    problem: "mutating a priority from required to not on an installed constraint (or vice-versa) is not supported (\(self)); the priority stays \(storedPriority.rawValue)"))
                return
            }
            storedPriority = value
            engine?.constantChanged(self)
        }
    }
    private var storedPriority: UILayoutPriority = .required

    /// A name for the constraint in messages (the unsatisfiable-constraints report shows it).
    open var identifier: String?

    /// Whether the constraint takes part in layout. Setting it is ``activate(_:)`` or
    /// ``deactivate(_:)`` of this one constraint.
    open var isActive: Bool {
        get { engine != nil }
        set {
            if newValue { activateOne() } else { engine?.remove(self) }
        }
    }

    /// Whether this constraint is one UIKit (here: Animatic) makes itself: a stack view's.
    package var isSystemConstraint = false
    /// Why the constraint cannot be used (reported when it was made), or nil.
    let refusal: String?

    // Engine state.
    /// The engine holding the constraint while it is active.
    package weak var engine: LayoutEngine?
    /// The constraint given to the solver, nil while the constraint is broken (unsatisfiable).
    package var solverConstraint: LayoutConstraint?
    /// The nearest common ancestor of the items, in whose coordinates the constraint is solved.
    package weak var container: (any LayoutView)?

    package let first: LayoutItemReference?
    package let second: LayoutItemReference?

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`, as UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. Items are views
    /// or layout guides. What UIKit raises on (an item of another type, a location equal to a
    /// constant, a size related to a location, an x-axis attribute related to a y-axis one,
    /// leading related to left, a multiplier of zero on a location) is reported as
    /// ``StoryProblem/invalidArgument(call:argument:problem:)``; such a constraint never
    /// activates (activating it is reported again).
    ///
    /// A designated initializer (UIKit's is a class factory, `+constraintWithItem:…`, that any
    /// subclass inherits), so that a subclass with no initializers of its own inherits it:
    /// SnapKit's `class LayoutConstraint: NSLayoutConstraint {}` makes its constraints with
    /// `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute,
                multiplier: CGFloat, constant c: CGFloat) {
        let first = LayoutItemReference(NSLayoutConstraint.layoutItem(view1))
        let second = view2.flatMap { LayoutItemReference(NSLayoutConstraint.layoutItem($0)) }
        (self.first, self.second, firstAttribute, self.relation, secondAttribute, self.multiplier, constant, refusal) =
            NSLayoutConstraint.parts(first: first, attr1, relation, second: second, attr2, multiplier: multiplier, constant: c,
                                     secondGiven: view2 != nil,
                                     call: "NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)")
    }

    /// The view or layout guide a constraint's item stands for: a controller's `topLayoutGuide` or
    /// `bottomLayoutGuide` is its layout guide in the controller's view (Apple's `topLayoutGuide`
    /// page makes constraints with the guide itself as an item, as SnapKit's
    /// `topLayoutGuide.snp.bottom` does); anything else is itself.
    private static func layoutItem(_ item: Any) -> Any {
        (item as? ControllerLayoutSupport)?.layoutGuide ?? item
    }

    init(first: LayoutItemReference?, _ attr1: Attribute, _ relation: Relation, second: LayoutItemReference?,
         _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat, secondGiven: Bool, call: String) {
        (self.first, self.second, firstAttribute, self.relation, secondAttribute, self.multiplier, self.constant, refusal) =
            NSLayoutConstraint.parts(first: first, attr1, relation, second: second, attr2, multiplier: multiplier,
                                     constant: constant, secondGiven: secondGiven, call: call)
    }

    /// The stored parts of a new constraint (both designated initializers set them), reporting
    /// from `call` what UIKit would raise on.
    private static func parts(first: LayoutItemReference?, _ attr1: Attribute, _ relation: Relation, second: LayoutItemReference?,
                              _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat, secondGiven: Bool, call: String)
        -> (LayoutItemReference?, LayoutItemReference?, Attribute, Relation, Attribute, CGFloat, CGFloat, String?) {
        let problem = NSLayoutConstraint.problem(first: first, attr1, second: second, secondGiven: secondGiven, attr2,
                                                 multiplier: multiplier, constant: constant)
        if let problem {
            reportToCurrentStory(.invalidArgument(call: call, argument: "item", problem: problem))
        }
        return (first, second, attr1, relation, second == nil ? .notAnAttribute : attr2, multiplier, constant, problem)
    }

    /// What UIKit would raise on, for a constraint with these parts.
    private static func problem(first: LayoutItemReference?, _ a1: Attribute, second: LayoutItemReference?,
                                secondGiven: Bool, _ a2: Attribute, multiplier: CGFloat, constant: CGFloat) -> String? {
        guard first != nil else { return "the first item must be a UIView or a UILayoutGuide" }
        if secondGiven && second == nil { return "the second item must be a UIView or a UILayoutGuide" }
        if a1 == .notAnAttribute { return "the first attribute cannot be .notAnAttribute" }
        if !multiplier.isFinite || !constant.isFinite {
            return "multiplier and constant must be finite, got \(multiplier) and \(constant)"
        }
        if second == nil {
            if !a1.isSize { return "a constraint cannot be made that sets a location (\(a1.name)) equal to a constant" }
            return nil
        }
        if a2 == .notAnAttribute { return "the second attribute of a constraint with a second item cannot be .notAnAttribute" }
        if a1.isSize != a2.isSize { return "a constraint cannot relate a size (\(a1.isSize ? a1.name : a2.name)) to a location" }
        if !a1.isSize {
            if a1.isHorizontal != a2.isHorizontal {
                return "a constraint cannot relate an x-axis attribute (\(a1.isHorizontal ? a1.name : a2.name)) to a y-axis one"
            }
            if a1.isDirectional != a2.isDirectional && a1.isHorizontal && !a1.isCenter && !a2.isCenter {
                return "a constraint cannot relate a leading/trailing attribute to a left/right one (\(a1.name), \(a2.name))"
            }
            if multiplier == 0 { return "a multiplier of 0 with a location attribute (\(a1.name)) is invalid" }
        }
        for (item, attribute) in [(first, a1), (second, a2)] where attribute.isMargin {
            if item?.view == nil { return "margin attributes (\(attribute.name)) belong to views, not layout guides" }
        }
        return nil
    }

    /// Activates each constraint, as UIKit's `activate(_:)`: each joins the engine of its items'
    /// nearest common ancestor's hierarchy. A constraint whose items have no common ancestor is
    /// reported (UIKit raises) and stays inactive.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activateOne() }
    }

    /// Deactivates each constraint, as UIKit's `deactivate(_:)`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.engine?.remove(constraint) }
    }

    private func activateOne() {
        guard engine == nil else { return }
        if let refusal {
            return reportToCurrentStory(.misuse(call: "NSLayoutConstraint.isActive",
                                                problem: "cannot activate an invalid constraint (\(refusal))"))
        }
        guard let first else { return }
        guard let container = LayoutEngine.commonContainer(first, second) else {
            var problem = "Unable to activate constraint with anchors \(first.anchorName(firstAttribute))"
            if let second { problem += " and \(second.anchorName(secondAttribute))" }
            problem += " because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
            if first.hostView?.layoutParent == nil || second?.hostView?.layoutParent == nil {
                problem += " (Add both views to one hierarchy first: constraints to the stage (the window) itself are not supported, so views added to the stage itself are separate hierarchies.)"
            }
            return reportToCurrentStory(.misuse(call: "NSLayoutConstraint.activate(_:)", problem: problem))
        }
        LayoutEngine.of(tree: container.layoutTop).add(self, container: container)
    }

    /// Called after the constraint is loaded from a nib or storyboard (Apple,
    /// `NSObject.awakeFromNib()`); present so that subclasses written for UIKit (a constraint
    /// that follows the keyboard, say) compile unchanged. There are no nibs in Animatic, so it is
    /// never called, as for a constraint made in code.
    open func awakeFromNib() {}

    /// The constraint in a readable form after UIKit's:
    /// `<NSLayoutConstraint:'bottom' UIButton:'start'.bottom == UILayoutGuide:'UIViewSafeAreaLayoutGuide'(UIView:'root').bottom - 20>`,
    /// with `@750` for an optional priority. Items are named by their class and
    /// `accessibilityIdentifier` (else `#index` on stage), with no addresses.
    open override var description: String {
        var text = "<NSLayoutConstraint"
        text += identifier.map { ":'\($0)' " } ?? " "
        text += equation
        return text + ">"
    }

    /// `first.attr relation multiplier*second.attr + constant @priority`.
    var equation: String {
        var text = first.map { "\($0.name).\(firstAttribute.name)" } ?? "nil"
        text += " \(relation.symbol) "
        if let second {
            if multiplier != 1 { text += "\(LayoutEngine.number(multiplier))*" }
            text += "\(second.name).\(secondAttribute.name)"
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + LayoutEngine.number(abs(constant)) }
        } else {
            text += LayoutEngine.number(constant)
        }
        if storedPriority != .required { text += " @\(LayoutEngine.number(CGFloat(storedPriority.rawValue)))" }
        return text
    }
}

extension NSLayoutConstraint.Relation {
    /// `<=`, `==` or `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The solver's relation.
    var engine: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Width or height.
    var isSize: Bool { self == .width || self == .height }
    /// An x-axis attribute (width included).
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
    /// Leading or trailing (with margins).
    var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }
    /// A centre attribute.
    var isCenter: Bool { [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(self) }
    /// A margin attribute.
    var isMargin: Bool { rawValue >= 13 && rawValue <= 20 }
    /// The attribute without its margin: `.leadingMargin` → `.leading`.
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
    /// The attribute as UIKit's descriptions write it.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// Reports a problem to the story being recorded on this thread.
func reportToCurrentStory(_ problem: StoryProblem) {
    StoryContext.reportToCurrent(problem)
}
