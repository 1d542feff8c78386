import AnimaticClock
import Foundation

extension CALayer {
    /// The animation added with ``add(_:forKey:file:line:)`` under `key` that has not ended or
    /// been removed, else `nil` (Core Animation's `animation(forKey:)`: "the animation object
    /// matching the identifier, or nil if no such animation exists"). Apps test it to tell a
    /// running animation (`layer.animation(forKey: "spin") != nil`). An animation added while
    /// the view is off stage is found too; it runs when the view joins.
    ///
    /// As in Core Animation, the object returned must not be changed: changing it does not
    /// change what runs.
    public func animation(forKey key: String) -> CAAnimation? {
        let now = StoryContext.current?.clock.now
        if let added = explicitKeys[key] {
            if let end = added.end, let now, end <= now { return nil }
            return added.animation
        }
        if let running = contentsAnimation, running.key == key {
            if let now, running.end <= now { return nil }
            return running.animation
        }
        return pendingAnimations.last(where: { $0.1 == key })?.0
    }
}
