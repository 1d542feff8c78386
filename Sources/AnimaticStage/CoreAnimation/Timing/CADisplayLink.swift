import AnimaticClock
import AnimaticRuntime
import class AnimaticRuntime.Timer
import class AnimaticRuntime.RunLoop
import Foundation

/// A timer in step with the screen's refreshes, shaped like Core Animation's `CADisplayLink`:
/// once added to a run loop it sends its selector to its target every frame, 60 times a second
/// of story time (or `preferredFramesPerSecond`, when lower), with itself as the argument.
///
/// ```swift
/// link = CADisplayLink(target: self, selector: #selector(step(_:)))
/// link.add(to: .main, forMode: .common)
/// // step(_:) reads link.timestamp / link.targetTimestamp and sets the frame's values
/// ```
///
/// As Apple's, it holds its target strongly until ``invalidate()``. Frames are story time, not a
/// display's vsync: a link never invalidated keeps the story running, as a repeating `Timer`
/// does (record part of it with `Story.record(size:duration:)`). While ``isPaused`` no frame is
/// sent. Values set per frame are set at once (no implicit animation outside a transaction), so
/// the timeline holds each frame's value.
public final class CADisplayLink: NSObject {
    /// The time of the last frame sent (`CACurrentMediaTime()`'s clock); 0 before the first.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time between frames; 0 before the first frame, as Apple's.
    public private(set) var duration: CFTimeInterval = 0
    /// When the next frame is shown: ``timestamp`` plus ``duration``.
    public var targetTimestamp: CFTimeInterval { timestamp + duration }
    /// Whether frames are held back (the link stays scheduled).
    public var isPaused = false
    /// The frame rate the link asks for; 0 (the default) means the screen's, 60 frames a second.
    /// A new rate applies from the next frame on.
    public var preferredFramesPerSecond: Int = 0 {
        didSet { if timer != nil { schedule() } }
    }

    private var send: ((CADisplayLink) -> Void)?
    private var timer: Timer?
    private var invalidated = false

    /// A display link sending `selector` to `target` each frame once added to a run loop.
    public init(target: Any, selector: Selector) {
        let object = target as AnyObject
        if !selector.isAnswerable(by: target) { selector.reportUnanswerable(by: target, call: "CADisplayLink(target:selector:)") }
        send = { link in selector.send(to: object, with: link, call: "CADisplayLink(target:selector:)") }
    }

    /// Starts sending frames (the run loop and mode are accepted: a story has one of each).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !invalidated, timer == nil else { return }
        schedule()
    }

    /// Stops sending frames until added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        timer?.invalidate()
        timer = nil
    }

    /// Stops the link for good and lets go of its target.
    public func invalidate() {
        invalidated = true
        send = nil
        timer?.invalidate()
        timer = nil
    }

    private func schedule() {
        timer?.invalidate()
        let rate = preferredFramesPerSecond > 0 ? min(preferredFramesPerSecond, 60) : 60
        let interval = 1.0 / Double(rate)
        // The run loop keeps a scheduled link (and so its target) alive, as Apple's does.
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [self] _ in
            guard !isPaused, let send else { return }
            duration = interval
            timestamp = CACurrentMediaTime()
            send(self)
        }
    }
}
