import AnimaticClock
import AnimaticRuntime
import Foundation

extension CALayer {
    /// Inserts `layer` right below `sibling`, one of this layer's sublayers (Apple,
    /// `insertSublayer(_:below:)`), through ``insertSublayer(_:at:)`` at `sibling`'s index:
    /// Animatic adds every sublayer in front, so a layer inserted below a sublayer is added and
    /// reported as not supported, as there. A `sibling` that is not a sublayer of this layer
    /// (or `nil`) is reported as a misuse and nothing is inserted.
    ///
    /// ```swift
    /// container.insertSublayer(shadow, below: card)
    /// ```
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let index = siblingIndex(sibling, call: "CALayer.insertSublayer(_:below:)") else { return }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` right above `sibling`, one of this layer's sublayers (Apple,
    /// `insertSublayer(_:above:)`), through ``insertSublayer(_:at:)`` at the index after
    /// `sibling`'s: above the front sublayer is in front, as ``addSublayer(_:)`` adds it; above
    /// another one is added and reported as not supported. A `sibling` that is not a sublayer of
    /// this layer (or `nil`) is reported as a misuse and nothing is inserted.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let index = siblingIndex(sibling, call: "CALayer.insertSublayer(_:above:)") else { return }
        // Once `layer` leaves its old place (it may be a sublayer here already), the slot above
        // `sibling` is the end exactly when `sibling` is the front layer without it.
        let others = (sublayers ?? []).filter { $0 !== layer }
        let front = others.last === sibling
        insertSublayer(layer, at: UInt32(front ? others.count : index + 1))
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
