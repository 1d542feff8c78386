import Foundation

/// The app's delegate (Apple, `UIApplicationDelegate`): every method of UIKit's protocol is an
/// optional requirement, so an app's `AppDelegate` conforms with whatever it implements.
///
/// A story has no app launch: ``UIApplication/delegate`` is Animatic's own delegate, whose
/// ``window`` is the recording's stage (the main window an app delegate holds on iOS). Library
/// code that finds the main window through it works unchanged:
///
/// ```swift
/// let root = UIApplication.shared.delegate?.window??.rootViewController   // the stage's
/// ```
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
    /// The delegate's window, read as Objective-C reads the optional `window` property through
    /// the protocol: `nil` when the delegate has no `window`, `.some(nil)` when it has one that
    /// is `nil` (hence `delegate?.window??.rootViewController`). Animatic's delegate answers
    /// the stage; any other delegate answers its stored `window` property, if it has one.
    public var window: UIWindow?? {
        if self is StageApplicationDelegate { return .some(StageEnvironment.current?.stage) }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let stored = current.children.first(where: { $0.label == "window" }) { return .some(stored.value as? UIWindow) }
            mirror = current.superclassMirror
        }
        return nil
    }
}

/// Animatic's app delegate: its ``UIApplicationDelegate/window`` is the recording's stage.
final class StageApplicationDelegate: UIApplicationDelegate, Sendable {
    static let shared = StageApplicationDelegate()
}

extension UIApplication {
    /// The app's delegate (Apple, `UIApplication.delegate`): inside a recording, Animatic's own,
    /// whose ``UIApplicationDelegate/window`` is the stage; `nil` outside one.
    public var delegate: (any UIApplicationDelegate)? {
        StageEnvironment.current?.stage == nil ? nil : StageApplicationDelegate.shared
    }
}
