import AnimaticClock
import Foundation

// Core Foundation's run-loop timers, as apps call them from Swift (Apple, CFRunLoop reference:
// `CFRunLoopTimerCreateWithHandler`, `CFRunLoopAddTimer`, `CFRunLoopGetCurrent`, ...). Core
// Foundation is not visible to Swift on Linux, so Animatic declares the calls; a `CFRunLoopTimer`
// is a ``Timer`` ("CFRunLoopTimer is toll-free bridged with its Cocoa Foundation counterpart,
// NSTimer"), so it fires on the story clock like one.
//
//     let fire = CFAbsoluteTimeGetCurrent() + 0.5
//     let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, fire, 0, 0, 0) { _ in spin() }
//     CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)   // fires 0.5 s later

/// A Core Foundation run-loop timer: a ``Timer`` (toll-free bridged with `NSTimer` on Apple platforms).
public typealias CFRunLoopTimer = Timer
/// Core Foundation's option flags (Apple, `CFOptionFlags`).
public typealias CFOptionFlags = UInt
/// Core Foundation's index and count type (Apple, `CFIndex`).
public typealias CFIndex = Int

/// A Core Foundation allocator (Apple, `CFAllocator`): accepted and ignored, Swift allocates.
public final class CFAllocator: Sendable {
    private init() {}
}

/// The default allocator (Apple, `kCFAllocatorDefault`: `NULL`, "a synonym for the current
/// default allocator").
public let kCFAllocatorDefault: CFAllocator? = nil

/// A Core Foundation run loop (Apple, `CFRunLoop`): the story's, as ``RunLoop`` is.
public final class CFRunLoop: Sendable {
    /// The run loop, main or current alike (a story runs on one thread).
    static let shared = CFRunLoop()
    private init() {}
}

/// A run-loop mode of Core Foundation (Apple, `CFRunLoopMode`), accepted for source compatibility:
/// a story has one mode.
public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// A mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default mode (Apple, `kCFRunLoopDefaultMode`).
    public static let defaultMode = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")
    /// The common modes (Apple, `kCFRunLoopCommonModes`).
    public static let commonModes = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")
}

/// The current thread's run loop (Apple, `CFRunLoopGetCurrent()`): the story's.
public func CFRunLoopGetCurrent() -> CFRunLoop! { CFRunLoop.shared }
/// The main run loop (Apple, `CFRunLoopGetMain()`): the story's.
public func CFRunLoopGetMain() -> CFRunLoop! { CFRunLoop.shared }

/// A timer that runs `block` first at the absolute time `fireDate` (read against
/// ``CFAbsoluteTimeGetCurrent()``, so on the story clock inside a recording; rounded to the
/// millisecond) and then every `interval` seconds when `interval` is above 0 (Apple,
/// `CFRunLoopTimerCreateWithHandler`). It fires once added with ``CFRunLoopAddTimer(_:_:_:)``;
/// `allocator`, `flags` and `order` are accepted and ignored, as Apple documents `flags` and
/// `order` ("currently ignored").
public func CFRunLoopTimerCreateWithHandler(_ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: Double,
                                            _ flags: CFOptionFlags, _ order: CFIndex,
                                            _ block: ((CFRunLoopTimer?) -> Void)!) -> CFRunLoopTimer! {
    Timer.firing(in: fireDate - CFAbsoluteTimeGetCurrent(), interval: interval,
                 call: "CFRunLoopTimerCreateWithHandler", block: { timer in block?(timer) })
}

/// Schedules `timer` (Apple, `CFRunLoopAddTimer`): as ``RunLoop/add(_:forMode:)``; adding it
/// again changes nothing.
public func CFRunLoopAddTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    timer?.schedule()
}

/// Stops `timer` (Apple, `CFRunLoopTimerInvalidate`): as ``Timer/invalidate()``.
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) { timer?.invalidate() }

/// Removes `timer` from the run loop (Apple, `CFRunLoopRemoveTimer`): a story has one run loop
/// and one mode, so the timer stops, as ``Timer/invalidate()``.
public func CFRunLoopRemoveTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) { timer?.invalidate() }
