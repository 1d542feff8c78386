import Foundation

/// The look of the status bar's content (Apple, `UIStatusBarStyle`), with UIKit's raw values.
/// Animatic draws no status bar: a controller's ``UIViewController/preferredStatusBarStyle`` is
/// accepted, with no visual effect.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, by the interface style (dark on a light story).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar hides and shows (Apple, `UIStatusBarAnimation`); accepted, with no visual
/// effect (Animatic draws no status bar).
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}

/// The orientations of the interface (Apple, `UIInterfaceOrientation`), with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Portrait, home button (or indicator) at the bottom.
    case portrait = 1
    /// Portrait, upside down.
    case portraitUpsideDown = 2
    /// Landscape, home button on the left.
    case landscapeRight = 3
    /// Landscape, home button on the right.
    case landscapeLeft = 4

    /// Whether it is a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (Apple, `UIInterfaceOrientationMask`), with UIKit's bits. A
/// story's stage never rotates, so a controller's ``UIViewController/supportedInterfaceOrientations``
/// is accepted, with no visual effect.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, home button on the right.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, home button on the left.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but portrait upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
