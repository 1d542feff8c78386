import AnimaticEngine
import AnimaticClock
import AnimaticTimeline
import Foundation

/// A layer that draws its sublayers several times, each copy transformed, tinted and delayed
/// a step further, shaped like Core Animation's `CAReplicatorLayer` (Apple,
/// "CAReplicatorLayer"): the classic activity loader.
///
/// ```swift
/// let replicator = CAReplicatorLayer()
/// replicator.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
/// let dot = CALayer()
/// dot.frame = CGRect(x: 36, y: 0, width: 8, height: 8)
/// dot.backgroundColor = UIColor.white.cgColor
/// replicator.addSublayer(dot)
/// replicator.instanceCount = 12
/// replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
/// replicator.instanceDelay = 1.0 / 12
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1; fade.toValue = 0.1; fade.duration = 1; fade.repeatCount = .infinity
/// dot.add(fade, forKey: "fade")
/// loader.layer.addSublayer(replicator)
/// ```
///
/// As in Core Animation, instance i (0 is the sublayers themselves) draws the sublayers with
/// `instanceTransform` applied i times, about the centre of the replicator's bounds (Apple,
/// `CAReplicatorLayer.instanceTransform`: "applied relative to the center of the replicator
/// layer, i.e. the superlayer of each replicated sublayer"); its
/// colours are multiplied by `instanceColor` plus i × the red, green, blue and alpha offsets
/// (each clamped to 0...1; the alpha as the instance's opacity, the rest as an sRGB colour
/// matrix filter); and it plays the sublayers' animations i × `instanceDelay` later. Animatic writes each instance as its own
/// copy of the sublayers (exact in the SVG). Core Animation delays only the animations, so
/// before its delay has passed an instance shows the sublayers' model values: Animatic takes
/// those the sublayers have when the recording ends (set them before animating, as loaders do).
///
/// The instance properties are read when the recording ends and are fixed once the replicator
/// is on stage (changing them later is reported). **Not supported** (each reported):
/// `preservesDepth`, an `instanceTransform` with perspective (`m14`,
/// `m24`, `m34`), a negative or non-finite `instanceDelay`, subviews of a view whose layer
/// is a replicator, and an `instanceTransform` that turns, scales or skews on a replicator whose
/// `anchorPoint` is not the centre (Apple documents the centre, not what a moved anchor does;
/// translations are the same about any point and work with any anchor). The instances follow the replicator's bounds (also animated: they turn about
/// its centre at every instant). A transform's z parts are flattened, as
/// a replicator that does not preserve depth draws its instances in its plane.
open class CAReplicatorLayer: CALayer {
    /// How many copies to draw, the sublayers themselves included (1 by default; 0 draws none).
    public final var instanceCount: Int = 1 {
        didSet { if instanceCount != oldValue { fixedChanged("instanceCount") } }
    }

    /// Seconds between the animations of one instance and the next (0 by default).
    public final var instanceDelay: CFTimeInterval = 0 {
        didSet { if instanceDelay != oldValue { fixedChanged("instanceDelay") } }
    }

    /// The transform from one instance to the next, about the centre of the replicator's
    /// bounds (the identity by default). With an `anchorPoint` other than the centre, only a
    /// translation is supported (see the type's notes).
    public final var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { if instanceTransform != oldValue { fixedChanged("instanceTransform") } }
    }

    /// The colour the first instance's content is multiplied by (opaque white by default: no
    /// change).
    public final var instanceColor: CGColor? = CGColor(UIColor.white) {
        didSet { if instanceColor != oldValue { fixedChanged("instanceColor") } }
    }

    /// What each instance adds to the previous one's colour components (0 by default).
    public final var instanceRedOffset: Float = 0 {
        didSet { if instanceRedOffset != oldValue { fixedChanged("instanceRedOffset") } }
    }
    /// What each instance adds to the previous one's green component (0 by default).
    public final var instanceGreenOffset: Float = 0 {
        didSet { if instanceGreenOffset != oldValue { fixedChanged("instanceGreenOffset") } }
    }
    /// What each instance adds to the previous one's blue component (0 by default).
    public final var instanceBlueOffset: Float = 0 {
        didSet { if instanceBlueOffset != oldValue { fixedChanged("instanceBlueOffset") } }
    }
    /// What each instance adds to the previous one's alpha (0 by default).
    public final var instanceAlphaOffset: Float = 0 {
        didSet { if instanceAlphaOffset != oldValue { fixedChanged("instanceAlphaOffset") } }
    }

    /// Whether the instances keep their depth (false by default, the only value drawn: true is
    /// reported).
    public final var preservesDepth = false {
        didSet { if preservesDepth != oldValue { fixedChanged("preservesDepth") } }
    }

    /// The layer whose view holds the sublayers' views: the first instance, a plain layer the
    /// size of the replicator's bounds (hidden from ``sublayers``).
    private let instances = ReplicatorInstances()

    override var sublayerHolder: CALayer { instances }

    public required init() {
        super.init()
        let host = UIView(frame: .zero)
        host.storedLayer = instances
        host.isLayerHost = true
        instances.owner = host
        instances.replicator = self
        hostViews.append(host)
    }

    override func didJoinStage() {
        super.didJoinStage()
        guard let view = owner, let recorder = view.stageRecorder, let host = instances.owner else { return }
        if !view.subviews.isEmpty {
            recorder.report(.notSupported(call: "CAReplicatorLayer",
                                          feature: "subviews of a view whose layer is a replicator (view \(view.displayName))"))
        }
        recorder.replicators.append(ReplicatorEntry(layer: self, view: view.stageIndex,
                                                             instances: host.stageIndex, name: view.displayName))
    }

    /// What keeps the instances from being drawn as Core Animation draws them, if anything.
    func instanceProblems() -> [(call: String, feature: String)] {
        var problems: [(String, String)] = []
        let color = instanceColor ?? CGColor(UIColor.white)
        let parts = [color.red, color.green, color.blue, color.alpha, CGFloat(instanceRedOffset), CGFloat(instanceGreenOffset),
                     CGFloat(instanceBlueOffset), CGFloat(instanceAlphaOffset)]
        if parts.contains(where: { !$0.isFinite }) {
            problems.append(("CAReplicatorLayer.instanceColor", "an instance colour or offset that is not finite"))
        }
        if preservesDepth {
            problems.append(("CAReplicatorLayer.preservesDepth", "instances that keep their depth (preservesDepth = true)"))
        }
        let t = instanceTransform
        if t.m14 != 0 || t.m24 != 0 || t.m34 != 0 || t.m44 != 1 {
            problems.append(("CAReplicatorLayer.instanceTransform", "an instance transform with perspective (m14, m24, m34 or m44)"))
        } else if t.entries.contains(where: { !$0.isFinite }) {
            problems.append(("CAReplicatorLayer.instanceTransform", "an instance transform that is not finite"))
        }
        if instanceCount > 1, anchorPoint != UIView.defaultAnchorPoint, t.m11 != 1 || t.m12 != 0 || t.m21 != 0 || t.m22 != 1 {
            // Apple documents the transform about "the center of the replicator layer", and a
            // moved anchor pivots the layer's own transform: which one the instances follow
            // then is not documented, so it is not guessed. Moving instances do not depend on it.
            problems.append(("CAReplicatorLayer.anchorPoint",
                             "an instance transform that turns, scales or skews on a replicator whose anchorPoint is not"
                             + " the centre (\(anchorPoint.x), \(anchorPoint.y))"))
        }
        if !instanceDelay.isFinite || instanceDelay < 0 {
            problems.append(("CAReplicatorLayer.instanceDelay", "a negative or non-finite instance delay (\(instanceDelay))"))
        }
        return problems
    }

    /// What instance `i`'s colours are multiplied by: `instanceColor`'s red, green and blue
    /// plus i × their offsets, each clamped to 0...1; `nil` when all three are 1.
    func instanceColorMultiplier(_ i: Int) -> RGBA? {
        let color = instanceColor ?? CGColor(UIColor.white)
        func part(_ base: CGFloat, _ offset: Float) -> Double {
            Double(min(1, max(0, base + CGFloat(offset) * CGFloat(i))))
        }
        let rgba = RGBA(red: part(color.red, instanceRedOffset), green: part(color.green, instanceGreenOffset),
                        blue: part(color.blue, instanceBlueOffset))
        return rgba.red == 1 && rgba.green == 1 && rgba.blue == 1 ? nil : rgba
    }

    /// The alpha of instance `i`.
    func instanceAlpha(_ i: Int) -> Double {
        let base = instanceColor?.alpha ?? 1
        return AnimatedProperty.alpha.descriptor.clamped(Double(base + CGFloat(instanceAlphaOffset) * CGFloat(i)))
    }

    /// The 2D transform of instance `i`: `instanceTransform` applied `i` times, projected onto
    /// the replicator's plane (exact for flat content without perspective).
    func instanceMatrix(_ i: Int) -> AffineMatrix {
        var m = CATransform3DIdentity
        for _ in 0..<i { m = CATransform3DConcat(m, instanceTransform) }
        return AffineMatrix(a: Double(m.m11), b: Double(m.m12), c: Double(m.m21), d: Double(m.m22),
                            tx: Double(m.m41), ty: Double(m.m42))
    }
}

/// A replicator's first instance: a plain layer that knows its replicator (the tree's depth is
/// counted through it, see ``ViewTreeDepth``).
final class ReplicatorInstances: CALayer {
    weak var replicator: CAReplicatorLayer?
}
