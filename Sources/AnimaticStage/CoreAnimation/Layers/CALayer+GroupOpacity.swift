import AnimaticRuntime
import Foundation

// `allowsGroupOpacity = false` (Apple, CALayer: "When the value is YES and the layer's opacity
// property value is less than 1.0, the layer can composite itself as a group separate from its
// parent") blends each part of a faded layer on its own instead of the flattened group. The two
// differ only where parts overlap: a faded layer whose own background, border or content and whose
// subviews and sublayers never cover one another draws the same pixels either way, and so does an
// opaque one. Animatic's SVG always fades the group, so the flag is accepted in those cases and
// reported, naming the view, otherwise.

extension CALayer {
    /// Reports `allowsGroupOpacity = false` when it would change a drawn frame: the layer's view is
    /// faded (`faded`, or its alpha below 1 when `nil`) and two of its parts overlap.
    final func reportGroupOpacityIfDrawn(faded: Bool?) {
        guard !allowsGroupOpacity, let view = owner else { return }
        guard faded ?? (view.alpha < 1), let overlap = view.overlappingParts() else { return }
        reportUndrawn(call: "CALayer.allowsGroupOpacity",
                      feature: "blending a faded layer's parts one by one (allowsGroupOpacity = false) where they overlap (\(overlap))")
    }
}

extension UIView {
    /// The first two of the view's drawn parts that overlap, named for a message (`its own
    /// background and subview 1`), or `nil` when none do. The parts: its own drawing (a visible
    /// background or border, or any content a `UIView` subclass draws, counted as the whole
    /// bounds), and its visible subviews and sublayers (their frames' bounding boxes).
    final func overlappingParts() -> String? {
        var parts: [(name: String, rect: CGRect)] = []
        let ownBackground = (backgroundColor.map { $0.alpha > 0 } ?? false) || layer.borderWidth > 0
        if ownBackground || type(of: self) != UIView.self { parts.append(("its own drawing", bounds)) }
        for (i, subview) in subviews.enumerated() where !subview.isHidden && subview.alpha > 0 {
            parts.append(("subview \(i) (\(subview.displayName))", subview.frame))
        }
        for (i, host) in layer.sublayerHolder.hostViews.enumerated() where !host.isHidden && host.alpha > 0 {
            parts.append(("sublayer \(i)", host.frame))
        }
        for i in parts.indices {
            for j in parts.indices where j > i {
                let common = parts[i].rect.intersection(parts[j].rect)
                if !common.isNull, common.width > 0, common.height > 0 { return "\(parts[i].name) and \(parts[j].name)" }
            }
        }
        return nil
    }
}
