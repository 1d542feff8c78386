import Foundation

extension UIApplication {
    /// Whether the status bar is hidden (Apple, `UIApplication.isStatusBarHidden`, deprecated in
    /// iOS 13 but still offered to Swift): `false` in a recording of a device (whose stage has a
    /// top safe area), `true` on a stage without one and outside a recording. Animatic draws no
    /// status bar either way (accepted, no visual effect).
    public var isStatusBarHidden: Bool { statusBarFrame == .zero }

    /// The status bar's rectangle in the window (Apple, `UIApplication.statusBarFrame`,
    /// deprecated in iOS 13): the stage's full width and its top safe-area inset, `.zero` when
    /// the status bar is hidden (Apple: "the value is CGRect.zero if the status bar is hidden").
    /// Difference from iOS: the phones with a Dynamic Island report a status bar a few points
    /// shorter than their top safe area (54 against 59 pt on an iPhone 15); Animatic's device
    /// presets carry only the safe area, so code that places views below the status bar places
    /// them below the safe area's top.
    public var statusBarFrame: CGRect {
        guard let stage = keyWindow, stage.safeAreaInsets.top > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: stage.size.width, height: stage.safeAreaInsets.top)
    }

    /// The status bar's style (Apple, `UIApplication.statusBarStyle`, deprecated in iOS 13):
    /// always `.default`; no status bar is drawn.
    public var statusBarStyle: UIStatusBarStyle { .default }
}

extension UIAccessibility {
    /// Whether the user turned on Reduce Transparency (Apple,
    /// `UIAccessibility.isReduceTransparencyEnabled`): always `false`, as on a phone with the
    /// setting off, so code that blurs when it may blurs. Animatic does not change what it
    /// draws for it (honouring it is the app's code's job, as for ``isReduceMotionEnabled``).
    public static var isReduceTransparencyEnabled: Bool { false }
}
