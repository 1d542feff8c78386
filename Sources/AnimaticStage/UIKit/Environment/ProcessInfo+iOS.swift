import Foundation

#if !canImport(Darwin)
// What iOS apps read of the process and the clock that Foundation on Linux lacks. Values are
// a phone's in good conditions, fixed so that recordings are the same on every machine.

extension ProcessInfo {
    /// How hot the device is (Foundation's `ProcessInfo.ThermalState` on Apple platforms).
    public enum ThermalState: Int, Sendable {
        /// Normal.
        case nominal = 0
        /// Slightly elevated.
        case fair = 1
        /// High.
        case serious = 2
        /// Critical.
        case critical = 3
    }

    /// Always `.nominal`: a story plays on a cool phone, so code that skips animations when hot
    /// animates.
    public var thermalState: ThermalState { .nominal }

    /// Always `false`: a story plays with Low Power Mode off, so code that skips animations in
    /// it animates.
    public var isLowPowerModeEnabled: Bool { false }

    /// Posted when the thermal state changes (never during a story).
    public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
    /// Posted when Low Power Mode turns on or off (never during a story).
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}

/// Nanoseconds per second, as Dispatch's on Apple platforms.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
