import AnimaticClock
import AnimaticRuntime
import Foundation

extension CALayer {
    /// Reports a ``sublayerTransform`` other than identity: Core Animation draws every sublayer
    /// through it (a spinner's rotated container, a perspective for 3D flips), which Animatic does
    /// not, so the recording says so rather than drawing the sublayers untransformed.
    final func reportSublayerTransform() {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return }
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "CALayer.sublayerTransform", feature: "a transform applied to a layer's sublayers"))
    }
}
