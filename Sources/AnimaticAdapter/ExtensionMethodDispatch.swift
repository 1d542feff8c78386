import SwiftSyntax

/// A method the app declares `@objc` in an extension of a class and overrides in a subclass
/// (SkeletonView's `extension CALayer { @objc func tint(withColors:traitCollection:) }`,
/// overridden in `extension CAGradientLayer`). On iOS the call goes through Objective-C's
/// dynamic dispatch, so a gradient layer runs its own version; Swift without the Objective-C
/// runtime rejects the override ("is declared in extension of 'CALayer' and cannot be
/// overridden"). The adapter gives the same dispatch by hand:
///
/// - each override is renamed in place (`override func tint(` ->
///   `         func animaticExtensionOverride_CAGradientLayer_tint(`), a method of its own class;
/// - the extension's method starts, on the line of its opening brace, by handing the call to
///   the override of the object's class (`if let animaticSelf = self as? CAGradientLayer {
///   return animaticSelf.animaticExtensionOverride_CAGradientLayer_tint(withColors: colors,
///   traitCollection: traitCollection) }; `), the deepest app classes first.
///
/// Only what can be dispatched so is: an instance method (not `private`, no variadic
/// parameter), declared `@objc` (or `dynamic`) in an extension of a class, and an override of
/// it in a class known to descend from that class (an app class whose superclass chain
/// reaches it, or a UIKit or Core Animation class of its family: a layer class for `CALayer`,
/// a view class for `UIView`), both in files the adapter writes, the override calling no
/// `super.` method of that name (super would reach the dispatching method again). The rest is
/// left alone (the compiler's error stays).
enum ExtensionMethodDispatch {
    /// The renamed override of `name` in `owner`: `animaticExtensionOverride_CAGradientLayer_tint`.
    static func renamed(_ name: String, in owner: String) -> String {
        "animaticExtensionOverride_\(owner)_\(name)"
    }

    /// The Swift name of `function`, with its argument labels: `tint(withColors:traitCollection:)`.
    static func signature(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// Whether `function` can be dispatched to or from: an instance method, neither `private`
    /// nor `fileprivate`, with no variadic parameter.
    static func isDispatchable(_ function: FunctionDeclSyntax) -> Bool {
        !function.modifiers.contains { ["static", "class", "private", "fileprivate"].contains($0.name.text) }
            && function.signature.parameterClause.parameters.allSatisfy { $0.ellipsis == nil }
            && function.body != nil
    }

    /// Whether `function`'s body calls `super.<its name>`.
    static func callsSuper(_ function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return false }
        let finder = SuperCallFinder(name: function.name.text)
        finder.walk(body)
        return finder.found
    }

    /// The statement handing a call of `function` (the extension's method) to `owner`'s renamed
    /// override: `if let animaticSelf = self as? Owner { return animaticSelf.renamed(label: value) }; `.
    static func dispatch(of function: FunctionDeclSyntax, to owner: String) -> String {
        // Dispatchable methods have no variadic parameter (``isDispatchable(_:)``).
        let (arguments, call) = ExtensionOverrides.forwardedCall(of: function) ?? ("", "")
        return "if let animaticSelf = self as? \(owner) { return \(call)animaticSelf.\(renamed(function.name.text, in: owner))"
            + "(\(arguments)) }; "
    }

    /// Whether the framework class `name` descends from the framework class `ancestor`, as far
    /// as their names tell (`CAGradientLayer` from `CALayer`, `UILabel` from `UIView`, any
    /// class from `NSObject`); `false` when the names do not tell.
    static func frameworkClass(_ name: String, descendsFrom ancestor: String) -> Bool {
        if name == ancestor || ancestor == "NSObject" { return true }
        let isLayer = name.hasPrefix("CA") && name.hasSuffix("Layer")
        let isView = name.hasPrefix("UI") && (viewSuffixes.contains { name.hasSuffix($0) } || viewClasses.contains(name))
        let isController = name.hasPrefix("UI") && name.hasSuffix("Controller") && !name.hasSuffix("PresentationController")
        switch ancestor {
        case "CALayer": return isLayer
        case "UIResponder": return isView || isController
        case "UIView": return isView
        case "UIViewController": return isController
        case "UIControl": return controlClasses.contains(name)
        case "UIScrollView": return ["UITableView", "UICollectionView", "UITextView"].contains(name)
        default: return false
        }
    }

    private static let viewSuffixes = ["View", "Cell", "Bar", "Control", "Button", "Label", "Field", "Switch", "Slider", "Stepper"]
    private static let viewClasses: Set<String> = ["UIWindow", "UIActivityIndicatorView", "UIVisualEffectView"]
    private static let controlClasses: Set<String> = [
        "UIButton", "UISwitch", "UISlider", "UIStepper", "UITextField", "UISegmentedControl", "UIPageControl",
        "UIDatePicker", "UIRefreshControl",
    ]

    private final class SuperCallFinder: SyntaxVisitor {
        let name: String
        var found = false

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == name { found = true }
            return .visitChildren
        }
    }
}
