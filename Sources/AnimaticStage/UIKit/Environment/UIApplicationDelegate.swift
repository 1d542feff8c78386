import Foundation

// The app delegate and scene delegate protocols, so that an app's AppDelegate.swift and
// SceneDelegate.swift (Xcode's templates, in every app folder) compile unchanged beside its
// screens. On iOS, UIKit calls them as the app launches; in a story the story is the launch: no
// method of theirs is called by Animatic (the adapter blanks `@UIApplicationMain` and `@main` on an
// app delegate), and a story may call one itself (`AppDelegate().application(.shared,
// didFinishLaunchingWithOptions: nil)` builds the app's first screen, as the app does).
//
// Every method is optional in UIKit (Objective-C's `@optional`): here each has a default that does
// what UIKit does when the delegate leaves it out (Apple, `UIApplicationDelegate` and
// `UIWindowSceneDelegate` references).

extension UIApplication {
    /// A key of the launch options dictionary (Apple, `UIApplication.LaunchOptionsKey`); a story
    /// launches with none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with (`UIApplicationLaunchOptionsURLKey`).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that asked to open the URL (`UIApplicationLaunchOptionsSourceApplicationKey`).
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification's payload (`UIApplicationLaunchOptionsRemoteNotificationKey`).
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// A Home screen quick action (`UIApplicationLaunchOptionsShortcutItemKey`).
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// A user activity's dictionary (`UIApplicationLaunchOptionsUserActivityDictionaryKey`).
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// A key of the options of a URL to open (Apple, `UIApplication.OpenURLOptionsKey`).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked (`UIApplicationOpenURLOptionsSourceApplicationKey`).
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the asking app sent (`UIApplicationOpenURLOptionsAnnotationKey`).
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the document must be opened in place (`UIApplicationOpenURLOptionsOpenInPlaceKey`).
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}

/// `UIApplicationLaunchOptionsKey`: ``UIApplication/LaunchOptionsKey``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// The app's delegate, shaped like UIKit's `UIApplicationDelegate`, so an app's `AppDelegate`
/// compiles unchanged; Animatic never calls it (a story is the app's launch).
///
/// ```swift
/// @main                                   // blanked by the adapter: the story is the entry point
/// class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         true
///     }
/// }
/// ```
///
/// Each requirement has the default UIKit behaves as if it had when a delegate leaves the method
/// out (Apple's reference: launching continues, a scene gets the default configuration, every
/// orientation the app's Info.plist allows is supported).
///
/// `window` is no requirement (Objective-C's optional property): ``window`` reads it as
/// Objective-C reads it through the protocol, and ``UIApplication/delegate`` is, in a story,
/// Animatic's own delegate, whose window is the stage, so library code that finds the main window
/// through it works unchanged:
///
/// ```swift
/// let root = UIApplication.shared.delegate?.window??.rootViewController   // the stage's
/// ```
public protocol UIApplicationDelegate: AnyObject {
    /// Launching is about to finish (default: `true`).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching finished (default: `true`).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The system asked the app to free memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// A URL was given to the app to open (default: `false`, not opened).
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The configuration of a new scene (default: a configuration named "Default Configuration"
    /// for the session's role, as Xcode's template returns).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user discarded scenes.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The orientations a window supports (default: every orientation but upside down, the
    /// iPhone's).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// The app registered for remote notifications.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// The app could not register for remote notifications.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
}

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
    /// Launching continues.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Launching continues.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Not opened.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// The default configuration for the session's role.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    /// Nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Every orientation but upside down.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    /// Nothing.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Nothing.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
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

/// A scene's session, shaped like UIKit's `UISceneSession`: its role and configuration.
open class UISceneSession: NSObject {
    /// The role of a scene (Apple, `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string.
        public let rawValue: String
        /// A role from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's windows on the device's screen (`UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Windows on an external display (`UIWindowSceneSessionRoleExternalDisplayNonInteractive`).
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The session's configuration.
    public let configuration: UISceneConfiguration
    /// The session's identifier.
    public let persistentIdentifier: String

    /// A session of `role` (UIKit makes sessions; a story may make one to call a delegate).
    public init(role: Role = .windowApplication, configuration: UISceneConfiguration? = nil) {
        self.role = role
        self.configuration = configuration ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        self.persistentIdentifier = UUID().uuidString
        super.init()
    }
}

/// What UIKit needs to make a scene, shaped like UIKit's `UISceneConfiguration`.
open class UISceneConfiguration: NSObject {
    /// The configuration's name in the Info.plist's scene manifest.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene (`UIWindowScene` for an app's windows).
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller the scene's window shows.
    open var storyboard: UIStoryboard?

    /// A configuration named `name` for sessions of `sessionRole` (Apple,
    /// `UISceneConfiguration.init(name:sessionRole:)`).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}

/// A URL a scene was asked to open, shaped like UIKit's `UIOpenURLContext`.
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL
    /// A context for `url` (UIKit makes them; a story may make one to call a delegate).
    public init(url: URL) {
        self.url = url
        super.init()
    }
}

extension UIScene {
    /// What a scene was connected with (Apple, `UIScene.ConnectionOptions`): URLs, activities,
    /// actions; a story's scene has none.
    open class ConnectionOptions: NSObject {
        /// The URL contexts the scene was opened with: none.
        public let urlContexts: Set<UIOpenURLContext> = []
        /// The bundle identifier of the app that opened the scene: none.
        public let sourceApplication: String? = nil
        /// A connection with no options.
        public override init() { super.init() }
    }
}

/// A scene's delegate, shaped like UIKit's `UISceneDelegate`; Animatic never calls it (the story is
/// the scene's life), so an app's SceneDelegate.swift compiles unchanged and a story may call it.
public protocol UISceneDelegate: AnyObject {
    /// The scene was connected to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, shaped like UIKit's `UIWindowSceneDelegate` (Xcode's
/// SceneDelegate.swift): its `window` shows the scene's content.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, if the delegate keeps one.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window unless the delegate declares one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
