import AnimaticEngine
import AnimaticTimeline
import Foundation

/// `CAGradientLayerType`: the shape of a gradient layer's colour ramp.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The gradient type's string value.
    public var rawValue: String
    /// Creates a gradient type from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change with the distance from `startPoint` (not drawn yet: reported).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change with the angle around `startPoint` (not drawn yet: reported).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a linear colour gradient, shaped like Core Animation's
/// `CAGradientLayer`: the classic intro backdrop.
///
/// ```swift
/// // A view whose layer is a gradient (it follows the view's size and corner radius):
/// final class GradientView: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
/// let backdrop = GradientView(frame: stage.bounds)
/// let gradient = backdrop.layer as! CAGradientLayer
/// gradient.colors = [UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor]
/// gradient.startPoint = CGPoint(x: 0, y: 0)
/// gradient.endPoint = CGPoint(x: 1, y: 1)
///
/// // Or a standalone layer: its changes run Core Animation's implicit animation (0.25 s).
/// let glow = CAGradientLayer()
/// glow.frame = card.bounds
/// glow.colors = [UIColor.white.cgColor, UIColor.clear.cgColor]
/// card.layer.addSublayer(glow)
/// glow.locations = [0, 0.4]          // animates over 0.25 s
/// ```
///
/// As in Core Animation (Apple, "CAGradientLayer"), `colors` (`CGColor`s; `UIColor`s are
/// accepted too), `locations` (0...1 along the axis, increasing; `nil` spreads the colours
/// evenly), `startPoint` and `endPoint` (in the unit space of the bounds: (0, 0) is the
/// top-left corner, (1, 1) the bottom-right) are animatable. The gradient is drawn in that
/// unit space stretched to the bounds, so on a non-square layer a diagonal gradient's lines of
/// equal colour are not perpendicular to its axis, as on iOS. It fills the bounds above the
/// background colour and below sublayers and subviews, with the layer's corner radius.
///
/// A view animation block changes these at once on a view's own layer (UIKit animates only
/// view properties), and a standalone layer animates them implicitly; `CABasicAnimation` of
/// `"startPoint"` and `"endPoint"` works. **Not supported yet** (each reported when it happens
/// on stage): more than four colours, a `locations` array whose count differs from the
/// colours', radial and conic gradients, and `CABasicAnimation` of `"colors"` or `"locations"`.
open class CAGradientLayer: CALayer {
    /// The gradient's colours, first to last (`nil` by default: nothing is drawn). Animatable.
    public final var colors: [Any]? {
        didSet {
            if let view = owner, view.stageRecorder != nil {
                for (i, color) in (colors ?? []).enumerated() {
                    let ok = (color as? CGColor)?.isShowable ?? (color as? UIColor)?.isShowable ?? true
                    guard view.showable(ok, "layer.colors[\(i)]", "\(color)") else { return }
                }
            }
            recordGradientStops()
        }
    }

    /// Where each colour stops along the axis, 0...1 and increasing (`nil` by default: evenly
    /// spread). Animatable.
    public final var locations: [NSNumber]? {
        didSet { if locations != oldValue { recordGradientStops() } }
    }

    /// Where the axis starts, in the unit space of the bounds ((0.5, 0) by default: the top
    /// edge's middle). Animatable.
    public final var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if startPoint != oldValue { record(.startPoint, startPoint) } }
    }

    /// Where the axis ends ((0.5, 1) by default: the bottom edge's middle). Animatable.
    public final var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { if endPoint != oldValue { record(.endPoint, endPoint) } }
    }

    /// The gradient's shape (``CAGradientLayerType/axial`` by default; only axial is drawn).
    public final var type: CAGradientLayerType = .axial {
        didSet { if type != oldValue { recordGradientStops() } }
    }

    public required init() { super.init() }

    /// The most colours Animatic draws (one timeline property per slot).
    static let slotCount = AnimatedProperty.gradientColors.count

    /// The colour and location of each slot: the colours in order, the last repeated into the
    /// slots past it (which draws the same gradient: stops at one place add nothing), and
    /// `nil` when the gradient cannot be drawn (see `problem()`).
    private func slots() -> (colors: [RGBA], locations: [Double])? {
        guard problem() == nil else { return nil }
        let rgba: [RGBA] = (colors ?? []).compactMap {
            if let c = $0 as? CGColor { return c.rgba }
            if let c = $0 as? UIColor { return c.rgba }
            return nil
        }
        guard let last = rgba.last else {
            return (Array(repeating: .clear, count: Self.slotCount), Array(repeating: 0, count: Self.slotCount))
        }
        var stops: [Double]
        if let locations {
            stops = locations.map { AnimatedProperty.gradientLocation0.descriptor.clamped($0.doubleValue) }
        } else {
            let n = rgba.count
            stops = (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        }
        var colorSlots = rgba
        while colorSlots.count < Self.slotCount { colorSlots.append(last) }
        while stops.count < Self.slotCount { stops.append(stops.last ?? 0) }
        return (colorSlots, stops)
    }

    /// What keeps the gradient from being drawn, if anything.
    private func problem() -> String? {
        let all = colors ?? []
        if all.contains(where: { !($0 is CGColor) && !($0 is UIColor) }) {
            return "colors that are not CGColor or UIColor"
        }
        if all.count > Self.slotCount { return "more than \(Self.slotCount) gradient colors (\(all.count))" }
        if let locations {
            if locations.count != all.count {
                return "\(locations.count) locations for \(all.count) colors"
            }
            if locations.contains(where: { !$0.doubleValue.isFinite }) { return "a location that is not finite" }
        }
        if type != .axial { return "a \(type.rawValue) gradient" }
        return nil
    }

    /// Reports what keeps the gradient from being drawn, for a layer on stage.
    private func checkDrawable() {
        guard let view = owner, let recorder = view.stageRecorder, let problem = problem() else { return }
        recorder.report(.notSupported(call: "CAGradientLayer", feature: "\(problem) (view \(view.displayName))"))
    }

    /// Whether a check of the gradient waits for the end of the current instant.
    private var checkPending = false

    override func didJoinStage() {
        super.didJoinStage()
        checkDrawable()
    }

    /// Records the colour and location slots after `colors` or `locations` changed. While they
    /// do not fit each other (code may set `locations` before `colors`), nothing is recorded,
    /// and what still does not fit when the instant's work ends is reported.
    private func recordGradientStops() {
        guard let recorder = owner?.stageRecorder else { return }
        guard let (colorSlots, stops) = slots() else {
            if !checkPending {
                checkPending = true
                recorder.clock.schedule(at: recorder.clock.now) { [weak self] in
                    self?.checkPending = false
                    self?.checkDrawable()
                }
            }
            return
        }
        for (i, slot) in AnimatedProperty.gradientColors.enumerated() {
            record(.gradientColor(slot), colorSlots[i])
        }
        for (i, slot) in AnimatedProperty.gradientLocations.enumerated() {
            record(.gradientLocation(slot), stops[i])
        }
    }

    override func timelineContent(into state: inout ViewState) -> (ViewContent, LayerLook) {
        let result = super.timelineContent(into: &state)
        if let (colorSlots, stops) = slots() {
            for (i, property) in AnimatedProperty.gradientColors.enumerated() where colorSlots[i] != .clear {
                state.set(property, .color(colorSlots[i]))
            }
            for (i, property) in AnimatedProperty.gradientLocations.enumerated() where stops[i] != 0 {
                state.set(property, .scalar(stops[i]))
            }
        }
        if startPoint != CGPoint(x: 0.5, y: 0), startPoint.x.isFinite, startPoint.y.isFinite {
            state.set(.gradientStart, .point(x: Double(startPoint.x), y: Double(startPoint.y)))
        }
        if endPoint != CGPoint(x: 0.5, y: 1), endPoint.x.isFinite, endPoint.y.isFinite {
            state.set(.gradientEnd, .point(x: Double(endPoint.x), y: Double(endPoint.y)))
        }
        return result
    }
}

extension StageProperty where Value == CGPoint {
    /// `CAGradientLayer.startPoint` (unit coordinates of the layer).
    static var startPoint: Self { Self(property: .gradientStart, name: "layer.startPoint") }
    /// `CAGradientLayer.endPoint`.
    static var endPoint: Self { Self(property: .gradientEnd, name: "layer.endPoint") }
}

extension StageProperty where Value == RGBA {
    /// A colour slot of `CAGradientLayer.colors` (`gradientColor0`…`gradientColor3`; the last
    /// colour fills the slots beyond the array).
    static func gradientColor(_ slot: AnimatedProperty) -> Self { Self(property: slot, name: "layer.colors") }
}

extension StageProperty where Value == Double {
    /// A location slot of `CAGradientLayer.locations` (`gradientLocation0`…`gradientLocation3`),
    /// clamped into 0...1 by its descriptor.
    static func gradientLocation(_ slot: AnimatedProperty) -> Self { Self(property: slot, name: "layer.locations") }
}

// MARK: - Key-value coding of the recorded properties

extension CAGradientLayer {
    /// The model value of `key` as key-value coding reads it (``CALayer/value(forKey:)``); a slot
    /// of `colors` or `locations` has no key path of its own (read the arrays). Switches over
    /// every key with no `default:`.
    final func keyValue(_ key: GradientLayerKey) -> Any? {
        switch key {
        case .colorSlot, .locationSlot: return nil
        case .startPoint: return startPoint
        case .endPoint: return endPoint
        }
    }

    /// Sets the model of `key` through its setter, as key-value coding does; a slot is set
    /// through its array (`.wrongType` names it).
    final func setKeyValue(_ value: KeyValueInput, _ key: GradientLayerKey) -> KeyValueSetting {
        switch key {
        case .colorSlot: return .wrongType("the colors array (set colors)")
        case .locationSlot: return .wrongType("the locations array (set locations)")
        case .startPoint: guard let p = value.point else { return .wrongType("a CGPoint") }; startPoint = p
        case .endPoint: guard let p = value.point else { return .wrongType("a CGPoint") }; endPoint = p
        }
        return .set
    }
}
