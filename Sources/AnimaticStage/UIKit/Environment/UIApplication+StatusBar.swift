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
        guard let stage = StageEnvironment.current?.stage, stage.safeAreaInsets.top > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: stage.size.width, height: stage.safeAreaInsets.top)
    }

    /// The interface's orientation (Apple, `UIApplication.statusBarOrientation`, deprecated in
    /// iOS 13): always `.portrait`, as ``UIDevice/orientation``: a stage is a portrait screen
    /// that never rotates, whatever its proportions.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }

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

extension UIApplication {
    /// Sets the status bar's style (Apple, `setStatusBarStyle(_:animated:)`, deprecated in iOS 9
    /// but still offered to Swift): accepted, no visual effect (no status bar is drawn).
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {}

    /// Hides or shows the status bar (Apple, `setStatusBarHidden(_:with:)`, deprecated in iOS 9):
    /// accepted, no visual effect (no status bar is drawn; ``statusBarFrame`` still follows the
    /// stage's safe area).
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}
}

extension UIAccessibility {
    /// A notification for assistive technologies (Apple, `UIAccessibility.Notification`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's value of the notification.
        public var rawValue: UInt32
        /// A notification of this value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new view takes most of the screen (Apple, `screenChanged`).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (Apple, `layoutChanged`).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A message for VoiceOver to read (Apple, `announcement`).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (Apple, `pageScrolled`).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies about a change (Apple, `UIAccessibility.post(notification:argument:)`):
    /// accepted, no visual effect (nothing is read aloud in a recording).
    public static func post(notification: Notification, argument: Any?) {}
}
