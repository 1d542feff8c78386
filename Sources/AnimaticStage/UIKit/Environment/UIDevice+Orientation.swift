import Foundation

// UIKit's orientation notifications. A story's device stays in portrait (``UIDevice/orientation``),
// so, as on a phone held still, an observer of ``UIDevice/orientationDidChangeNotification`` is
// never called during a story.

extension UIDevice {
    /// Posted when the device's orientation changes (UIKit's
    /// `UIDevice.orientationDidChangeNotification`), while notifications are being generated.
    /// Never posted during a story: its device stays in portrait.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(self, selector: #selector(rotated),
    ///                                        name: UIDevice.orientationDidChangeNotification, object: nil)
    /// ```
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Starts orientation notifications (UIKit's `beginGeneratingDeviceOrientationNotifications()`).
    /// Calls nest: each needs its ``endGeneratingDeviceOrientationNotifications()``. Counted per
    /// recording; nothing is counted outside one.
    public func beginGeneratingDeviceOrientationNotifications() {
        StageEnvironment.current?.orientationNotificationRequests += 1
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()`` (UIKit's
    /// `endGeneratingDeviceOrientationNotifications()`); an unmatched call does nothing.
    public func endGeneratingDeviceOrientationNotifications() {
        guard let environment = StageEnvironment.current, environment.orientationNotificationRequests > 0 else { return }
        environment.orientationNotificationRequests -= 1
    }

    /// Whether orientation notifications are on: a ``beginGeneratingDeviceOrientationNotifications()``
    /// in this recording has not been ended (UIKit's `isGeneratingDeviceOrientationNotifications`).
    public var isGeneratingDeviceOrientationNotifications: Bool {
        (StageEnvironment.current?.orientationNotificationRequests ?? 0) > 0
    }
}
