import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

// A view's model as the engine records it: its name in problems and its timeline state.

extension UIView {
    /// The identifier, or `#index` on stage, or the type name off stage (for messages).
    final var displayName: String {
        if let id = storedIdentifier { return id }
        return stageIndex >= 0 ? "#\(stageIndex)" : "\(type(of: self))"
    }

    /// How this view's layer draws around its content (border, shadow, mask), as the engine's
    /// content records take it (the second half of ``timelineContent(into:)``).
    final var layerLook: LayerLook {
        var scratch = ViewState()
        return timelineContent(into: &scratch).1
    }

    /// The model as the timeline's initial state; values that cannot be shown are reported
    /// and replaced by UIKit's defaults.
    /// The model of every property, geometry and content, as timeline values (what removing
    /// its animations shows).
    final func modelTimelineState(reportingTo recorder: StageRecorder) -> ViewState {
        var state = timelineState(reportingTo: recorder)
        _ = timelineContent(into: &state)
        return state
    }

    final func timelineState(reportingTo recorder: StageRecorder) -> ViewState {
        func finite(_ v: CGFloat, _ property: String, default d: Double) -> Double {
            if v.isWritable { return Double(v) }
            recorder.report(.invalidValue(view: displayName, property: property, value: "\(v)"))
            return d
        }
        var transform = TransformComponents.identity
        let m = storedTransform.affineMatrix
        // Each number tested on its own: `[…].allSatisfy(\.isWritable)` made an array and read
        // a key path of another module's member per number (`swift_getAtKeyPath`, 41.8 M
        // instructions over 60,000 calls on the benchmark once the engine was a module).
        if m.a.isWritable && m.b.isWritable && m.c.isWritable && m.d.isWritable && m.tx.isWritable && m.ty.isWritable {
            transform = UIView.components(of: m)
        } else {
            recorder.report(.invalidValue(view: displayName, property: "transform", value: "\(storedTransform)"))
        }
        var state = ViewState(
            centerX: finite(storedCenter.x, "center.x", default: 0),
            centerY: finite(storedCenter.y, "center.y", default: 0),
            width: finite(storedBounds.size.width, "bounds.size.width", default: 0),
            height: finite(storedBounds.size.height, "bounds.size.height", default: 0),
            boundsX: finite(storedBounds.origin.x, "bounds.origin.x", default: 0),
            boundsY: finite(storedBounds.origin.y, "bounds.origin.y", default: 0),
            transform: transform,
            alpha: storedAlpha.isNaN ? 1 : AnimatedProperty.alpha.descriptor.clamped(Double(storedAlpha)),
            backgroundColor: storedBackgroundColor?.rgba ?? .clear,
            isHidden: storedIsHidden)
        if let anchor = extras?.anchorPoint {
            state.anchorPoint = (finite(anchor.x, "anchorPoint.x", default: 0.5), finite(anchor.y, "anchorPoint.y", default: 0.5))
        }
        return state
    }
}
