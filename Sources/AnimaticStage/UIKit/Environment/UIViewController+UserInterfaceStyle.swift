import AnimaticClock
import AnimaticRuntime
import Foundation

extension UIViewController {
    /// The appearance the controller and its views use whatever the system's (UIKit's
    /// `overrideUserInterfaceStyle`, iOS 13: "Use this property to force the view controller to
    /// always adopt a light or dark interface style"). A stage always records the light
    /// appearance, so `.light` and `.unspecified` (the default) draw as UIKit would; `.dark`
    /// cannot be shown and is reported (``StoryProblem/notSupported(call:feature:)``), the
    /// screen drawn light. Apps forcing light mode on their onboarding (danlages/Tuner) set it in
    /// `viewDidLoad`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedUserInterfaceStyle }
        set {
            storedUserInterfaceStyle = newValue
            if newValue == .dark {
                _ = StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: "UIViewController.overrideUserInterfaceStyle",
                    feature: "the dark appearance (\(type(of: self)) is drawn in the light appearance a stage records)"))
            }
        }
    }
}

extension UIView {
    /// The appearance the view and its subviews use whatever their superview's (UIKit's
    /// `UIView.overrideUserInterfaceStyle`, iOS 13), as a controller's
    /// ``UIViewController/overrideUserInterfaceStyle``: a stage records the light appearance, so
    /// `.light` and `.unspecified` (the default) draw as UIKit would, and `.dark` is reported
    /// (``StoryProblem/notSupported(call:feature:)``), the view drawn light. SwiftMessages gives
    /// its message window the style its configuration names (`.unspecified` by default).
    ///
    /// ```swift
    /// window.overrideUserInterfaceStyle = .light   // kept; what a stage draws anyway
    /// ```
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { extras?.userInterfaceStyle ?? .unspecified }
        set {
            if extras == nil { extras = ViewExtras() }
            extras!.userInterfaceStyle = newValue
            if newValue == .dark {
                _ = StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: "UIView.overrideUserInterfaceStyle",
                    feature: "the dark appearance (\(type(of: self)) is drawn in the light appearance a stage records)"))
            }
        }
    }
}
