import Foundation

// The app's life-cycle and keyboard notifications, with UIKit's names and string values (Apple,
// `UIApplication.didBecomeActiveNotification` and the others below;
// `UIResponder.keyboardWillShowNotification` and the others below). Apps observe them to restart
// an animation when the app comes back, or to move content above the keyboard. A story's app is
// active from its first instant to its last, in the foreground, with no keyboard on screen, so
// Animatic never posts them: accepted, no visual effect. **Difference from iOS**: iOS posts
// `didBecomeActiveNotification` once right after launch, so an observer added while the first
// screen loads is called once there; in a story it is not.

extension UIApplication {
    /// Posted when the app becomes active (`UIApplicationDidBecomeActiveNotification`); never
    /// posted in a story (see above).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive (`UIApplicationWillResignActiveNotification`); never posted in a story.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background (`UIApplicationDidEnterBackgroundNotification`); never posted in a story.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground (`UIApplicationWillEnterForegroundNotification`); never posted in a story.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate (`UIApplicationWillTerminateNotification`); never posted in a story.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the app finished launching (`UIApplicationDidFinishLaunchingNotification`); never
    /// posted in a story (the app launched before its first instant).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted before the status bar's frame changes (`UIApplicationWillChangeStatusBarFrameNotification`);
    /// never posted in a story (the status bar never changes).
    public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed (`UIApplicationDidChangeStatusBarFrameNotification`);
    /// never posted in a story.
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
}

extension UIResponder {
    /// Posted before the keyboard appears (`UIKeyboardWillShowNotification`); never posted in a story (no keyboard).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared (`UIKeyboardDidShowNotification`); never posted in a story.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears (`UIKeyboardWillHideNotification`); never posted in a story.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared (`UIKeyboardDidHideNotification`); never posted in a story.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (`UIKeyboardWillChangeFrameNotification`); never posted in a story.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The `userInfo` key of the keyboard's final frame (`UIKeyboardFrameEndUserInfoKey`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The `userInfo` key of the keyboard's first frame (`UIKeyboardFrameBeginUserInfoKey`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The `userInfo` key of the keyboard animation's duration (`UIKeyboardAnimationDurationUserInfoKey`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The `userInfo` key of the keyboard animation's curve (`UIKeyboardAnimationCurveUserInfoKey`).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}
