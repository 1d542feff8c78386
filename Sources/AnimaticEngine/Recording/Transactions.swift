import AnimaticClock
import AnimaticTimeline
import Foundation

/// The open Core Animation transactions of this thread (the face's `CATransaction` is their
/// API): their completion blocks, the end of the last animation added in each, and the
/// duration and timing function of implicit animations, which the engine reads when a
/// standalone layer's property changes outside an animation block
/// (``StageRecorder/changed(index:property:to:)``). Transactions nest and have nested data
/// scope (Apple, `CATransaction`); a value set outside every `begin`/`commit` belongs to the
/// implicit transaction.
@usableFromInline package enum Transactions {
    /// One transaction's values.
    @usableFromInline package final class Frame {
        /// Run when every animation added in the transaction has ended.
        package var completion: (() -> Void)?
        /// When the last animation added in the transaction ends.
        package var end: StoryTime?
        /// The duration of implicit animations, in seconds, if set.
        package var duration: Double?
        /// The timing function of implicit animations, if set (`.some(nil)`: set to `nil`).
        package var timingFunction: (any TransactionTimingFunction)??

        /// A transaction with nothing set.
        package init() {}
    }

    /// The transaction frames of the current thread.
    package static let frames = ThreadFrames()

    /// Each thread's open transactions, in its thread dictionary.
    @usableFromInline package final class ThreadFrames: @unchecked Sendable {
        private let key = "AnimaticCATransactionFrames"
        /// The open transactions, innermost last.
        package var stack: [Frame] {
            get { (Thread.current.threadDictionary[key] as? [Frame]) ?? [] }
            set { Thread.current.threadDictionary[key] = newValue }
        }
        /// The implicit transaction's values (outside every `begin`/`commit`).
        package var implicit: Frame {
            let implicitKey = key + ".implicit"
            if let frame = Thread.current.threadDictionary[implicitKey] as? Frame { return frame }
            let frame = Frame()
            Thread.current.threadDictionary[implicitKey] = frame
            return frame
        }
    }

    /// The current transaction's duration of implicit animations: the innermost value set,
    /// else 0.25 s (Core Animation's default).
    package static func animationDuration() -> Double {
        for frame in frames.stack.reversed() { if let d = frame.duration { return d } }
        return frames.implicit.duration ?? 0.25
    }

    /// The current transaction's timing function: the innermost value set, else `nil`.
    package static func animationTimingFunction() -> (any TransactionTimingFunction)? {
        for frame in frames.stack.reversed() { if let f = frame.timingFunction { return f } }
        return frames.implicit.timingFunction ?? nil
    }

    /// The curve of the current transaction's timing function, if one is set.
    package static func animationCurve() -> TimingCurve? { animationTimingFunction()?.curve }

    /// An animation ending at `end` was added: the innermost explicit transaction's completion
    /// waits for it.
    package static func animationAdded(ending end: StoryTime) {
        guard let frame = frames.stack.last else { return }
        frame.end = max(frame.end ?? end, end)
    }
}

/// A timing function a transaction holds (the face's `CAMediaTimingFunction`).
package protocol TransactionTimingFunction: AnyObject {
    /// The curve it stands for.
    var curve: TimingCurve { get }
}
