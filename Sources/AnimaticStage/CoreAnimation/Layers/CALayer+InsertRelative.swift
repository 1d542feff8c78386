import AnimaticClock
import AnimaticRuntime
import Foundation

extension CALayer {
    /// Inserts `layer` right below `sibling`, one of this layer's sublayers (Apple,
    /// `insertSublayer(_:below:)`: "appears behind it visually"), drawn there from this
    /// instant on when on stage. A `sibling` that is not a sublayer of this layer (or `nil`) is
    /// reported as a misuse and nothing is inserted (Core Animation raises).
    ///
    /// ```swift
    /// container.insertSublayer(shadow, below: card)
    /// ```
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let index = siblingIndex(sibling, call: "CALayer.insertSublayer(_:below:)") else { return }
        let others = (sublayers ?? []).filter { $0 !== layer }
        insertSublayer(layer, at: others.firstIndex { $0 === sibling } ?? index, behindAll: false)
    }

    /// Inserts `layer` right above `sibling`, one of this layer's sublayers (Apple,
    /// `insertSublayer(_:above:)`), drawn there from this instant on when on stage: above the
    /// front sublayer is in front, as ``addSublayer(_:)`` adds it. A `sibling` that is not a
    /// sublayer of this layer (or `nil`) is reported as a misuse and nothing is inserted.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let index = siblingIndex(sibling, call: "CALayer.insertSublayer(_:above:)") else { return }
        // Once `layer` leaves its old place (it may be a sublayer here already), the slot above
        // `sibling` is the one after it among the others (the end: in front).
        let others = (sublayers ?? []).filter { $0 !== layer }
        insertSublayer(layer, at: (others.firstIndex { $0 === sibling } ?? index) + 1, behindAll: false)
    }

    private func siblingIndex(_ sibling: CALayer?, call: String) -> Int? {
        guard let sibling, let index = sublayers?.firstIndex(where: { $0 === sibling }) else {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: call, problem: sibling == nil ? "no sibling layer given" : "the sibling is not a sublayer of this layer"))
            return nil
        }
        return index
    }
}
