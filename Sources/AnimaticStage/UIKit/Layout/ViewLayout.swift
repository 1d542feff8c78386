import AnimaticEngine
import Foundation

/// What a view keeps for Auto Layout (behind ``ViewExtras``, so plain views carry nothing).
final class ViewLayout {
    private weak var view: UIView?
    private var storedVariables: LayoutVariables?
    /// `translatesAutoresizingMaskIntoConstraints`.
    var translates = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The margins set by the app; nil: the default (8 pt, or the system minimum of a root view).
    var margins: NSDirectionalEdgeInsets?
    var insetsMarginsFromSafeArea = true
    /// ``UIView/preservesSuperviewLayoutMargins``.
    var preservesSuperviewMargins = false
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var guides: [UILayoutGuide] = []
    /// The engine of the hierarchy this view is the top of.
    var engine: LayoutEngine?
    /// The stack view this view is an arranged subview of.
    weak var arrangedIn: UIStackView?
    /// The variables, without making them.
    var variablesIfMade: LayoutVariables? { storedVariables }

    init(view: UIView) { self.view = view }

    /// The view's variables, made on first use (named after the view's identifier or class).
    var variables: LayoutVariables {
        if let storedVariables { return storedVariables }
        let made = LayoutVariables(name: view?.layoutMessageName ?? "UIView")
        storedVariables = made
        return made
    }

    /// UIKit's `h=…& v=…` notation of an autoresizing mask (left margin, width, right margin;
    /// `&` flexible, `-` fixed; with nothing flexible the far margin is written flexible).
    static func maskDescription(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ low: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask, _ high: UIView.AutoresizingMask) -> String {
            if !mask.contains(low) && !mask.contains(size) && !mask.contains(high) { return "--&" }
            return (mask.contains(low) ? "&" : "-") + (mask.contains(size) ? "&" : "-") + (mask.contains(high) ? "&" : "-")
        }
        return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
    }
}
