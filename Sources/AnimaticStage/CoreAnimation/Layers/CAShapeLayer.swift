import AnimaticEngine
import AnimaticClock
import AnimaticTimeline
import Foundation

/// `CAShapeLayerLineCap`: how open ends of a stroke look.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The line cap's string value.
    public var rawValue: String
    /// Creates a line cap from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke ends squarely at the path's end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// The stroke ends in a half circle around the path's end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// The stroke ends squarely, extended past the end point by half the line width.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// `CAShapeLayerLineJoin`: how corners of a stroke look.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The line join's string value.
    public var rawValue: String
    /// Creates a line join from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Segments meet in a sharp, pointed corner (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Segments meet in a rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Segments meet in a flattened, cut-off corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The fill rule's string value.
    public var rawValue: String
    /// Creates a fill rule from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule: a point is inside when the path winds around it a non-zero number
    /// of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule: a point is inside when a ray from it crosses the path an odd number of
    /// times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a path, shaped like Core Animation's `CAShapeLayer`.
///
/// Two ways to show one, as on iOS:
///
/// ```swift
/// // 1. A standalone layer added to a view's layer (the usual "draw the logo" intro):
/// let shape = CAShapeLayer()
/// shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
/// shape.strokeColor = UIColor.white.cgColor
/// shape.fillColor = UIColor.clear.cgColor
/// shape.lineWidth = 4
/// shape.strokeEnd = 0
/// logo.layer.addSublayer(shape)
/// let draw = CABasicAnimation(keyPath: "strokeEnd")
/// draw.fromValue = 0; draw.toValue = 1; draw.duration = 1.2
/// shape.strokeEnd = 1
/// shape.add(draw, forKey: "draw")
///
/// // 2. A view whose layer is a shape layer:
/// final class ShapeView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
/// let grow = CABasicAnimation(keyPath: "strokeEnd")
/// grow.fromValue = 0; grow.toValue = 1; grow.duration = 1.2
/// (view.layer as! CAShapeLayer).add(grow, forKey: "grow")
/// ```
///
/// `strokeStart`, `strokeEnd`, `strokeColor`, `fillColor` and `lineWidth` animate with
/// ``CABasicAnimation``, as on iOS. A `UIView.animate` block changes them at once (UIKit
/// animates only view properties in blocks: objc.io issue 12, "View-Layer Synergy"); outside
/// blocks a standalone layer (added with `addSublayer`) runs Core Animation's implicit
/// animation (0.25 s, linear), and a view's own layer changes at once. `path` morphs the same
/// way, and with `CABasicAnimation`/`CAKeyframeAnimation(keyPath: "path")`, between paths
/// with the commands of the path the layer joined with. `lineCap`, `lineJoin` and `fillRule`
/// are drawn as they are when the layer joins the stage.
open class CAShapeLayer: CALayer {
    /// The path to draw, in the layer's coordinates. Animatable between paths with the same
    /// commands (a morph: see `CAShapeLayer+Path.swift`).
    public final var path: CGPath? {
        didSet {
            // Core Animation keeps the path as it is now: later changes to a mutable path do not move the layer.
            if let mutable = path as? CGMutablePath { path = mutable.copy() }
            if path !== oldValue { pathDidChange() }
        }
    }

    /// The model value of ``AnimatedProperty/path`` set on stage (its leg in the view's morph
    /// table), with the recorder and view index it belongs to.
    final var modelPath: (recorder: ObjectIdentifier, view: Int, value: TimelineValue)?
    /// The morph started by a path set in the current instant (a second set in the same
    /// instant retargets it, as one transaction commits the last value).
    final var implicitPathLeg: (time: StoryTime, view: Int, number: Int, from: [PathElement])?
    /// Whether a path animation that waited for the end of its instant is being added now
    /// (see ``waitsForPath(_:key:view:recorder:file:line:)``): it waits once.
    final var addingWaitedAnimation = false

    /// The fill colour (opaque black by default; `nil` or clear for none). Animatable.
    public final var fillColor: CGColor? = CGColor(UIColor.black) {
        didSet { if fillColor != oldValue { record(.fillColor, fillColor) } }
    }

    /// The stroke colour (`nil` by default: no stroke). Animatable.
    public final var strokeColor: CGColor? {
        didSet { if strokeColor != oldValue { record(.strokeColor, strokeColor) } }
    }

    /// The stroke's width (1 by default). Animatable.
    public final var lineWidth: CGFloat = 1 {
        didSet { if lineWidth != oldValue { record(.lineWidth, lineWidth) } }
    }

    /// Where the stroke starts, as a fraction of the path's length (0 by default). Animatable.
    public final var strokeStart: CGFloat = 0 {
        didSet { if strokeStart != oldValue { record(.strokeStart, strokeStart) } }
    }

    /// Where the stroke ends, as a fraction of the path's length (1 by default). Animatable.
    public final var strokeEnd: CGFloat = 1 {
        didSet { if strokeEnd != oldValue { record(.strokeEnd, strokeEnd) } }
    }

    /// The shape of the stroke's open ends (`.butt` by default).
    /// Drawn as it is when the layer joins the stage; changing it later on stage is reported as not
    /// supported.
    public final var lineCap: CAShapeLayerLineCap = .butt {
        didSet { if lineCap != oldValue { fixedChanged("lineCap") } }
    }

    /// The shape of the stroke's corners (`.miter` by default).
    /// Drawn as it is when the layer joins the stage; changing it later on stage is reported as not
    /// supported.
    public final var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { if lineJoin != oldValue { fixedChanged("lineJoin") } }
    }

    /// The rule that decides which parts of the path are filled (`.nonZero` by default).
    /// Drawn as it is when the layer joins the stage; changing it later on stage is reported as not
    /// supported.
    public final var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { if fillRule != oldValue { fixedChanged("fillRule") } }
    }

    /// How long a mitered corner may grow, as a multiple of `lineWidth`, before it is drawn
    /// bevelled (Apple, `CAShapeLayer.miterLimit`: "Default is 10. Animatable."). Exported as the
    /// path's `stroke-miterlimit` (SVG's default is 4, so a limit other than 4 is written);
    /// values under 1 draw as 1 (every corner bevelled), as the miter is never shorter than
    /// the line is wide. Implicitly animated on a standalone layer, and by
    /// `CABasicAnimation(keyPath: "miterLimit")`.
    public final var miterLimit: CGFloat = 10 {
        didSet { if miterLimit != oldValue { record(.miterLimit, miterLimit) } }
    }

    /// Dashes are not drawn yet (the dash array carries the stroked range); setting a
    /// pattern on a layer on stage is reported as not supported.
    public final var lineDashPattern: [NSNumber]? {
        didSet {
            if lineDashPattern != nil, let view = owner, let recorder = view.stageRecorder {
                recorder.report(.notSupported(call: "CAShapeLayer.lineDashPattern", feature: "dashed strokes"))
            }
        }
    }

    public required init() { super.init() }

    override func timelineContent(into state: inout ViewState) -> (ViewContent, LayerLook) {
        let (_, look) = super.timelineContent(into: &state)
        state.fillColor = fillColor?.rgba ?? .clear
        state.strokeColor = strokeColor?.rgba ?? .clear
        state.lineWidth = AnimatedProperty.lineWidth.descriptor.clamped(finite(lineWidth))
        state.strokeStart = AnimatedProperty.strokeStart.descriptor.clamped(finite(strokeStart))
        state.strokeEnd = strokeEnd.isFinite ? AnimatedProperty.strokeEnd.descriptor.clamped(Double(strokeEnd)) : 1
        state.set(.path, modelPathValue)
        state.set(.miterLimit, .scalar(AnimatedProperty.miterLimit.descriptor.clamped(finite(miterLimit))))
        guard let path else { return (.plain, look) }
        let cap: LineCapValue = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: LineJoinValue = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        return (.shape(ShapeContent(path: path.elements, lineCap: cap, lineJoin: join,
                                    evenOdd: fillRule == .evenOdd)), look)
    }
}

// The keys CAShapeLayer's setters record through (``CALayer/record(_:_:)``).
extension StageProperty where Value == CGFloat {
    /// `CAShapeLayer.strokeStart`.
    static var strokeStart: Self { Self(property: .strokeStart, name: "layer.strokeStart") }
    /// `CAShapeLayer.strokeEnd`.
    static var strokeEnd: Self { Self(property: .strokeEnd, name: "layer.strokeEnd") }
    /// `CAShapeLayer.lineWidth`.
    static var lineWidth: Self { Self(property: .lineWidth, name: "layer.lineWidth") }
    /// `CAShapeLayer.miterLimit`.
    static var miterLimit: Self { Self(property: .miterLimit, name: "layer.miterLimit") }
}

extension StageProperty where Value == CGColor? {
    /// `CAShapeLayer.fillColor`.
    static var fillColor: Self { Self(property: .fillColor, name: "layer.fillColor") }
    /// `CAShapeLayer.strokeColor`.
    static var strokeColor: Self { Self(property: .strokeColor, name: "layer.strokeColor") }
}

// MARK: - Key-value coding of the recorded properties

extension CAShapeLayer {
    /// The model value of `key` as key-value coding reads it (``CALayer/value(forKey:)``).
    /// Switches over every key with no `default:` (a new shape property does not compile until
    /// it is read here and set in ``setKeyValue(_:_:)``).
    final func keyValue(_ key: ShapeLayerKey) -> Any? {
        switch key {
        case .strokeStart: return strokeStart
        case .strokeEnd: return strokeEnd
        case .strokeColor: return strokeColor
        case .fillColor: return fillColor
        case .lineWidth: return lineWidth
        case .path: return path
        case .miterLimit: return miterLimit
        }
    }

    /// Sets the model of `key` through its setter, as key-value coding does.
    final func setKeyValue(_ value: KeyValueInput, _ key: ShapeLayerKey) -> KeyValueSetting {
        switch key {
        case .strokeStart: guard let n = value.number else { return .wrongType("a number") }; strokeStart = n
        case .strokeEnd: guard let n = value.number else { return .wrongType("a number") }; strokeEnd = n
        case .strokeColor: guard let c = value.color else { return .wrongType(KeyValueInput.colorTypes) }; strokeColor = c
        case .fillColor: guard let c = value.color else { return .wrongType(KeyValueInput.colorTypes) }; fillColor = c
        case .lineWidth: guard let n = value.number else { return .wrongType("a number") }; lineWidth = n
        case .path: guard let p = value.path else { return .wrongType("a CGPath, a UIBezierPath or nil") }; path = p
        case .miterLimit: guard let n = value.number else { return .wrongType("a number") }; miterLimit = n
        }
        return .set
    }
}
