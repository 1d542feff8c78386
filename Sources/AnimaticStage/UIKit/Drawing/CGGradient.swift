import AnimaticTimeline
import Foundation

/// Core Foundation's array, as Core Graphics takes colours (`colors as CFArray`): on iOS a
/// toll-free bridged `NSArray`, which it is here.
public typealias CFArray = NSArray

/// A colour space (Apple, `CGColorSpace`). Animatic's colours are sRGB; a space is accepted
/// where Core Graphics asks for one and changes nothing drawn.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`, say), `nil` for the device space.
    public let name: String?

    /// The space named `name` (Apple, `CGColorSpace(name:)`).
    public init?(name: String) { self.name = name }

    private init() { name = nil }

    /// The name of the sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the Display P3 space.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of the generic grey space.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

    /// The device RGB space (what ``CGColorSpaceCreateDeviceRGB()`` returns).
    static let deviceRGB = CGColorSpace()
}

/// The device's RGB colour space (Apple, `CGColorSpaceCreateDeviceRGB()`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// Colours at locations from 0 to 1, which ``CGContext`` draws along a line or between two
/// circles (Apple, `CGGradient`).
///
/// ```swift
/// let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
///                           colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
///                           locations: [0, 1])!
/// context.drawRadialGradient(gradient, startCenter: center, startRadius: 0,
///                            endCenter: center, endRadius: 100, options: .drawsAfterEndLocation)
/// ```
public final class CGGradient: @unchecked Sendable {
    /// The colour stops, by location.
    let stops: [(location: Double, color: RGBA)]

    /// A gradient of `colors` (``CGColor``s) at `locations` (as many, from 0 to 1; `nil`:
    /// evenly spread from 0 to 1). `nil` when `colors` holds something other than colours or
    /// nothing at all, as Core Graphics returns no gradient for bad input.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var colours: [RGBA] = []
        for item in colors {
            guard let colour = item as? CGColor else { return nil }
            colours.append(colour.rgba)
        }
        guard !colours.isEmpty else { return nil }
        let count = colours.count
        stops = colours.indices.map { i in
            let location = locations.map { Double($0[i]) } ?? (count == 1 ? 0 : Double(i) / Double(count - 1))
            return (min(1, max(0, location.isFinite ? location : 0)), colours[i])
        }
    }
}

/// Whether a gradient's first and last colours continue past its ends (Apple,
/// `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The options' bits (Core Graphics' values: 1 before the start, 2 after the end).
    public let rawValue: UInt32
    /// The options whose bits are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour fills what lies before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// The end colour fills what lies after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

extension CGContext {
    /// Draws `gradient` between two circles (Apple, `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`),
    /// clipped to the current clip: an SVG radial gradient whose focal circle is the start
    /// circle. With `.drawsAfterEndLocation` the end colour fills the whole context beyond the
    /// end circle; without it only the end circle's disc is painted. What lies inside the start
    /// circle takes the start colour (Core Graphics leaves it empty without
    /// `.drawsBeforeStartLocation` when the start radius is above 0).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let n = { (v: CGFloat) in CGContext.number(Double(v)) }
        let id = gradientID()
        addDefinition("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(endCenter.x))\" cy=\"\(n(endCenter.y))\" r=\"\(n(max(0, endRadius)))\" fx=\"\(n(startCenter.x))\" fy=\"\(n(startCenter.y))\" fr=\"\(n(max(0, startRadius)))\">\(stopElements(gradient))</radialGradient>")
        if options.contains(.drawsAfterEndLocation) {
            transformed("<rect \(userSpaceBox()) fill=\"url(#\(id))\"/>")
        } else {
            transformed("<circle cx=\"\(n(endCenter.x))\" cy=\"\(n(endCenter.y))\" r=\"\(n(max(0, endRadius)))\" fill=\"url(#\(id))\"/>")
        }
    }

    /// Draws `gradient` along the line from `start` to `end` (Apple,
    /// `drawLinearGradient(_:start:end:options:)`), across the whole context clipped to the
    /// current clip, as an SVG linear gradient (its end colours continue past the ends, as
    /// with both options).
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let n = { (v: CGFloat) in CGContext.number(Double(v)) }
        let id = gradientID()
        addDefinition("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(startPoint.x))\" y1=\"\(n(startPoint.y))\" x2=\"\(n(endPoint.x))\" y2=\"\(n(endPoint.y))\">\(stopElements(gradient))</linearGradient>")
        transformed("<rect \(userSpaceBox()) fill=\"url(#\(id))\"/>")
    }

    /// The box of the area drawing can reach, in the context's current coordinates (Apple,
    /// `boundingBoxOfClipPath`): the whole context mapped through the inverse of the current
    /// transformation. A clip set with ``clip(using:)`` is not taken off (Animatic keeps the
    /// clip as an SVG clip path only), so the box can be larger than Core Graphics' answer.
    public var boundingBoxOfClipPath: CGRect {
        CGRect(origin: .zero, size: size).applying(ctm.inverted())
    }

    private func stopElements(_ gradient: CGGradient) -> String {
        gradient.stops.map { stop in
            "<stop offset=\"\(CGContext.number(stop.location))\" stop-color=\"\(CGContext.color(stop.color))\""
                + CGContext.opacity("stop-opacity", stop.color.alpha) + "/>"
        }.joined()
    }

    /// The whole context in the current coordinates, as `x y width height` attributes.
    private func userSpaceBox() -> String {
        let box = boundingBoxOfClipPath
        return "x=\"\(CGContext.number(Double(box.minX)))\" y=\"\(CGContext.number(Double(box.minY)))\" width=\"\(CGContext.number(Double(box.width)))\" height=\"\(CGContext.number(Double(box.height)))\""
    }
}
