import AnimaticEngine
import Foundation

/// A rectangle in a view's coordinates that takes part in Auto Layout without being a view, as
/// UIKit's `UILayoutGuide` (Apple, "Auto Layout Guide: Programmatically Creating Constraints",
/// "Layout Guides"): a spacer between views, or one of the guides every view has
/// (``UIView/safeAreaLayoutGuide``, ``UIView/layoutMarginsGuide``).
///
/// ```swift
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// NSLayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///     gap.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.1),
/// ])
/// ```
///
/// It draws nothing and is not recorded; ``layoutFrame`` reads where the last layout put it.
open class UILayoutGuide: NSObject, LayoutAnchorProviding {
    /// What kind of guide: one the app made, or one of a view's own.
    package typealias Kind = LayoutGuideKind

    package let kind: Kind
    /// The guide's variables (origin in its owning view's bounds, and size).
    package let variables: LayoutVariables
    private weak var storedOwningView: UIView?

    /// A guide to add to a view with ``UIView/addLayoutGuide(_:)``.
    public override init() {
        kind = .custom
        variables = LayoutVariables(name: "UILayoutGuide")
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        variables = LayoutVariables(name: kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide")
        storedOwningView = owner
        identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
    }

    /// The view the guide belongs to (set by ``UIView/addLayoutGuide(_:)``).
    open var owningView: UIView? {
        get { storedOwningView }
        set {
            if kind != .custom {
                reportToCurrentStory(.misuse(call: "UILayoutGuide.owningView",
                                             problem: "cannot move the \(identifier) of a view to another view"))
                return
            }
            if let old = storedOwningView, old !== newValue { old.removeLayoutGuide(self) }
            if let newValue, storedOwningView !== newValue { newValue.addLayoutGuide(self) }
        }
    }

    /// Sets the owner without the hooks (``UIView/addLayoutGuide(_:)`` does the rest).
    final func setOwner(_ view: UIView?) { storedOwningView = view }

    /// A name for messages (`UIViewSafeAreaLayoutGuide` and `UIViewLayoutMarginsGuide` for a
    /// view's own guides, as UIKit names them).
    open var identifier: String = ""

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it
    /// (`.zero` before any).
    open var layoutFrame: CGRect {
        if kind != .custom, let owner = storedOwningView, variables.engine == nil {
            // Not in any engine: the rectangle the guide stands for, from the owner's bounds.
            return owner.bounds.inset(by: kind == .safeArea ? owner.safeAreaInsets : owner.effectiveMarginGuideInsets)
        }
        if let owner = storedOwningView { owner.solveTreeIfNeeded() }
        return variables.frame
    }

    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchorLeading }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchorTrailing }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchorLeft }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchorRight }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchorTop }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchorBottom }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { anchorWidth }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { anchorHeight }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchorCenterX }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchorCenterY }

    var layoutItemReference: LayoutItemReference { LayoutItemReference(guide: self) }

    /// The name messages use: `UILayoutGuide:'identifier'(UIView:'owner')`.
    package var messageName: String {
        let owner = storedOwningView.map { "(\($0.layoutMessageName))" } ?? ""
        return "UILayoutGuide:'\(identifier)'\(owner)"
    }
}
