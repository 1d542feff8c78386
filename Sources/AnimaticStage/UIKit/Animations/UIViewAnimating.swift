/// The states of a property animator (Apple, `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the initial state.
    case inactive = 0
    /// Started or paused (running or not), until the animations finish or are stopped.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waits for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where a property animator's animations ended (Apple, `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the values set in the animation blocks.
    case end = 0
    /// At the values before the animations.
    case start = 1
    /// Somewhere in between (stopped and finished at `.current`).
    case current = 2
}
