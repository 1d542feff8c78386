import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// How open ends of a stroked path look (Apple, `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// Squared off at the end point (the default).
    case butt = 0
    /// A half circle past the end point.
    case round = 1
    /// A half square past the end point.
    case square = 2
}

/// How corners of a stroked path look (Apple, `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner (the default).
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A bevelled corner.
    case bevel = 2
}

/// Which points a filled path covers (Apple, `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding rule (the default).
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}

/// What ``CGContext/drawPath(using:)`` does with the current path (Apple, `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill, non-zero rule.
    case fill = 0
    /// Fill, even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (non-zero) then stroke.
    case fillStroke = 3
    /// Fill (even-odd) then stroke.
    case eoFillStroke = 4
}

/// How drawing combines with what is below (Apple, `CGBlendMode`). Animatic draws `.normal`
/// and `.copy`/`.clear` as the operations' plain results over an empty canvas; the others are
/// reported as not supported and drawn as `.normal`.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination (the default).
    case normal = 0
    /// Multiply.
    case multiply = 1
    /// Screen.
    case screen = 2
    /// Overlay.
    case overlay = 3
    /// Clear.
    case clear = 16
    /// Copy.
    case copy = 17
    /// Source in.
    case sourceIn = 18
    /// Source out.
    case sourceOut = 19
    /// Source atop.
    case sourceAtop = 20
    /// Destination over.
    case destinationOver = 21
    /// Destination in.
    case destinationIn = 22
    /// Destination out.
    case destinationOut = 23
}

/// A Core Graphics drawing context (Apple, `CGContext`), as UIKit hands it to ``UIView/draw(_:)``,
/// ``UIGraphicsImageRenderer`` and `UIGraphicsGetCurrentContext()`: it records the drawing as
/// vector operations and makes an SVG picture of them, which an image or a view shows.
///
/// ```swift
/// let badge = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
///     UIColor.red.setFill()
///     ctx.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
/// }
/// ```
///
/// Supported, in UIKit's coordinates (origin at the top left): the graphics state (save and
/// restore, translate, scale, rotate, concatenate, fill and stroke colours, line width, cap,
/// join, dash, alpha, shadow), paths (move, line, curves, arcs, rectangles, ellipses, a
/// ``CGPath``), filling, stroking, `fill(_:)`, `stroke(_:)`, `clear(_:)`, clipping to the
/// current path or a rectangle, and text and images drawn through UIKit (`String.draw(at:)`,
/// `UIImage.draw(in:)`). A blend mode other than normal is reported as not supported.
public final class CGContext {
    struct GState {
        var ctm = CGAffineTransform.identity
        var fill = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var stroke = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var dash: [CGFloat] = []
        var alpha: CGFloat = 1
        var shadow: (offset: CGSize, blur: CGFloat, color: RGBA)?
        var clip: Int?
    }

    /// The size of the picture in points.
    public let size: CGSize
    var state = GState()
    private var saved: [GState] = []
    private var path: [PathElement] = []
    private var pathStart: CGPoint?
    private var current: CGPoint?
    /// The SVG elements drawn so far.
    private(set) var body = ""
    /// The SVG definitions (clip paths, shadow filters).
    private var defs = ""
    private var nextID = 0
    /// Whether anything was drawn.
    public var isEmpty: Bool { body.isEmpty }

    /// A context of `size` points that draws nothing yet.
    init(size: CGSize) { self.size = size }

    // MARK: - Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() { saved.append(state) }
    /// Pops the graphics state saved last (nothing when none is saved).
    public func restoreGState() { if let last = saved.popLast() { state = last } }
    /// The current transformation matrix.
    public var ctm: CGAffineTransform { state.ctm }
    /// Moves the origin.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm) }
    /// Scales the coordinates.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm) }
    /// Rotates the coordinates by `angle` radians.
    public func rotate(by angle: CGFloat) { state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm) }
    /// Applies `transform` to the coordinates.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
    /// The fill colour.
    public func setFillColor(_ color: CGColor) { state.fill = UIColor(cgColor: color).rgba }
    /// The fill colour from components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = UIColor(red: red, green: green, blue: blue, alpha: alpha).rgba
    }
    /// The fill colour from a grey level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = UIColor(white: gray, alpha: alpha).rgba }
    /// The stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.stroke = UIColor(cgColor: color).rgba }
    /// The stroke colour from components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = UIColor(red: red, green: green, blue: blue, alpha: alpha).rgba
    }
    /// The stroke colour from a grey level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = UIColor(white: gray, alpha: alpha).rgba }
    /// The stroke width.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// The ends of strokes.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// The corners of strokes.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// The dash pattern of strokes (`phase` is kept at 0).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.dash = lengths }
    /// The opacity of everything drawn next.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    /// A shadow under everything drawn next (UIKit's default colour: black at a third).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = (offset, blur, color.map { UIColor(cgColor: $0).rgba } ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }
    /// A shadow with UIKit's default colour.
    public func setShadow(offset: CGSize, blur: CGFloat) { setShadow(offset: offset, blur: blur, color: nil) }
    /// Only `.normal` is drawn; other modes are reported as not supported.
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode != .normal {
            StoryContext.reportToCurrent(StoryProblem.notSupported(call: "CGContext.setBlendMode(_:)", feature: "blend mode .\(mode) (drawn as .normal)"))
        }
    }
    /// Accepted: vector drawing has no pixels to smooth.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    /// Accepted: vector drawing has no pixels to smooth.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    // MARK: - Paths

    private func device(_ p: CGPoint) -> (Double, Double) {
        let q = p.applying(state.ctm)
        return (Double(q.x), Double(q.y))
    }

    /// Starts a new, empty path.
    public func beginPath() { path = []; pathStart = nil; current = nil }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) {
        let (x, y) = device(point)
        path.append(.move(x: x, y: y)); pathStart = point; current = point
    }
    private func ensureCurrent(_ point: CGPoint) { if current == nil { move(to: point) } }
    /// A straight line to `point`.
    public func addLine(to point: CGPoint) {
        ensureCurrent(point)
        let (x, y) = device(point)
        path.append(.line(x: x, y: y)); current = point
    }
    /// Straight lines through `points`.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// A cubic Bézier to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        ensureCurrent(end)
        let (ax, ay) = device(control1), (bx, by) = device(control2), (x, y) = device(end)
        path.append(.cubic(c1x: ax, c1y: ay, c2x: bx, c2y: by, x: x, y: y)); current = end
    }
    /// A quadratic Bézier to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        ensureCurrent(end)
        let (cx, cy) = device(control), (x, y) = device(end)
        path.append(.quad(cx: cx, cy: cy, x: x, y: y)); current = end
    }
    /// Closes the current subpath.
    public func closePath() {
        guard current != nil else { return }
        path.append(.close); current = pathStart
    }
    /// A rectangle, as a closed subpath.
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY)); addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY)); addLine(to: CGPoint(x: r.minX, y: r.maxY)); closePath()
    }
    /// Rectangles, each a closed subpath.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// An ellipse inscribed in `rect`, as a closed subpath.
    public func addEllipse(in rect: CGRect) { addPath(UIBezierPath(ovalIn: rect).cgPath) }
    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians), with a
    /// line from the current point to its start. `clockwise` is in UIKit's flipped coordinates'
    /// sense, as UIKit's contexts use them.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let arc = UIBezierPath()
        arc.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        appendElements(arc.cgPath.elements, connect: true)
    }
    /// Adds `path` (in the current coordinates).
    public func addPath(_ path: CGPath) { appendElements(path.elements, connect: false) }

    private func appendElements(_ elements: [PathElement], connect: Bool) {
        for (i, element) in elements.enumerated() {
            switch element {
            case .move(let x, let y):
                let p = CGPoint(x: x, y: y)
                if i == 0 && connect && current != nil { addLine(to: p) } else { move(to: p) }
            case .line(let x, let y): addLine(to: CGPoint(x: x, y: y))
            case .quad(let cx, let cy, let x, let y): addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: cx, y: cy))
            case .cubic(let ax, let ay, let bx, let by, let x, let y):
                addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: ax, y: ay), control2: CGPoint(x: bx, y: by))
            case .close: closePath()
            }
        }
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    // MARK: - Drawing

    /// Fills the current path (then empties it).
    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }
    /// Fills the current path, even-odd rule.
    public func eoFillPath() { drawPath(using: .eoFill) }
    /// Strokes the current path (then empties it).
    public func strokePath() { drawPath(using: .stroke) }
    /// Fills and/or strokes the current path, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { beginPath() }
        guard !path.isEmpty else { return }
        let d = CGContext.pathData(path)
        let fills = mode != .stroke
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        var attributes = "d=\"\(d)\""
        attributes += fills ? " fill=\"\(CGContext.color(state.fill))\"" + CGContext.opacity("fill-opacity", state.fill.alpha) : " fill=\"none\""
        if mode == .eoFill || mode == .eoFillStroke { attributes += " fill-rule=\"evenodd\"" }
        if strokes { attributes += strokeAttributes() }
        element("<path \(attributes)/>")
    }
    /// Fills `rect`.
    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); drawPath(using: .fill) }
    /// Fills `rects`.
    public func fill(_ rects: [CGRect]) { beginPath(); addRects(rects); drawPath(using: .fill) }
    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); drawPath(using: .stroke) }
    /// Strokes the outline of `rect` `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); drawPath(using: .fill) }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); drawPath(using: .stroke) }
    /// Strokes the segments between pairs of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count { move(to: points[i]); addLine(to: points[i + 1]); i += 2 }
        drawPath(using: .stroke)
    }
    /// Makes `rect` transparent: on a new picture, that removes what was drawn only when
    /// `rect` covers the whole picture (then everything drawn so far is dropped); a smaller
    /// clear is reported as not supported.
    public func clear(_ rect: CGRect) {
        let whole = CGRect(origin: .zero, size: size)
        if rect.applying(state.ctm).contains(whole) { body = ""; return }
        StoryContext.reportToCurrent(StoryProblem.notSupported(call: "CGContext.clear(_:)", feature: "clearing part of a drawing"))
    }
    /// Clips what is drawn next to the current path (then empties it).
    public func clip(using rule: CGPathFillRule = .winding) {
        guard !path.isEmpty else { return }
        let id = "c\(nextID)"; nextID += 1
        var clip = "<clipPath id=\"\(id)\"><path d=\"\(CGContext.pathData(path))\""
        if rule == .evenOdd { clip += " clip-rule=\"evenodd\"" }
        clip += "/></clipPath>"
        defs += clip
        state.clip = nextID - 1
        beginPath()
    }
    /// Clips what is drawn next to `rect`.
    public func clip(to rect: CGRect) { beginPath(); addRect(rect); clip() }
    /// Clips what is drawn next to `rect` and, within it, to where `mask` is opaque (Apple,
    /// `clip(to:mask:)`, the way to tint an image's shape). Animatic clips to `rect` only and
    /// reports the image mask as ``StoryProblem/notSupported(call:feature:)``.
    public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect)
        StoryContext.reportToCurrent(StoryProblem.notSupported(call: "CGContext.clip(to:mask:)", feature: "clipping to an image's shape"))
    }

    private func strokeAttributes() -> String {
        let scale = sqrt(abs(Double(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c)))
        var s = " stroke=\"\(CGContext.color(state.stroke))\"" + CGContext.opacity("stroke-opacity", state.stroke.alpha)
        s += " stroke-width=\"\(CGContext.number(Double(state.lineWidth) * scale))\""
        switch state.lineCap { case .butt: break; case .round: s += " stroke-linecap=\"round\""; case .square: s += " stroke-linecap=\"square\"" }
        switch state.lineJoin { case .miter: break; case .round: s += " stroke-linejoin=\"round\""; case .bevel: s += " stroke-linejoin=\"bevel\"" }
        if !state.dash.isEmpty { s += " stroke-dasharray=\"\(state.dash.map { CGContext.number(Double($0) * scale) }.joined(separator: " "))\"" }
        return s
    }

    /// Adds one drawn element with the state's alpha, clip and shadow.
    func element(_ svg: String) {
        var wrapper = ""
        if state.alpha < 1 { wrapper += " opacity=\"\(CGContext.number(Double(max(0, state.alpha))))\"" }
        if let clip = state.clip { wrapper += " clip-path=\"url(#c\(clip))\"" }
        if let shadow = state.shadow, shadow.color.alpha > 0 {
            let id = "s\(nextID)"; nextID += 1
            defs += "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow dx=\"\(CGContext.number(Double(shadow.offset.width)))\" dy=\"\(CGContext.number(Double(shadow.offset.height)))\" stdDeviation=\"\(CGContext.number(Double(shadow.blur) / 2))\" flood-color=\"\(CGContext.color(shadow.color))\"" + CGContext.opacity("flood-opacity", shadow.color.alpha) + "/></filter>"
            wrapper += " filter=\"url(#\(id))\""
        }
        body += wrapper.isEmpty ? svg : "<g\(wrapper)>\(svg)</g>"
    }

    /// A new identifier for a gradient definition.
    func gradientID() -> String {
        let id = "g\(nextID)"; nextID += 1
        return id
    }

    /// Adds `svg` to the document's definitions.
    func addDefinition(_ svg: String) { defs += svg }

    /// Draws `svg`, written in the coordinates of the current transformation.
    func transformed(_ svg: String) {
        let m = state.ctm
        if m == .identity { return element(svg) }
        element("<g transform=\"matrix(\([m.a, m.b, m.c, m.d, m.tx, m.ty].map { CGContext.number(Double($0)) }.joined(separator: " ")))\">\(svg)</g>")
    }

    /// The picture as an SVG document of ``size``.
    func svgDocument() -> [UInt8] {
        let w = CGContext.number(Double(size.width)), h = CGContext.number(Double(size.height))
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"
        if !defs.isEmpty { s += "<defs>\(defs)</defs>" }
        s += body + "</svg>"
        return Array(s.utf8)
    }

    /// The picture as an image (SVG data of ``size``).
    func makeImage() -> UIImage? { UIImage(bytes: svgDocument(), source: "UIGraphicsImageRenderer") }

    // MARK: - Writing

    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    static func color(_ c: RGBA) -> String {
        func byte(_ v: Double) -> Int { Int((min(1, max(0, v.isFinite ? v : 0)) * 255).rounded()) }
        return String(format: "#%02x%02x%02x", byte(c.red), byte(c.green), byte(c.blue))
    }

    static func opacity(_ name: String, _ alpha: Double) -> String {
        let a = min(1, max(0, alpha.isFinite ? alpha : 0))
        return a >= 1 ? "" : " \(name)=\"\(number(a))\""
    }

    static func pathData(_ elements: [PathElement]) -> String {
        var parts: [String] = []
        for e in elements {
            switch e {
            case .move(let x, let y): parts.append("M\(number(x)) \(number(y))")
            case .line(let x, let y): parts.append("L\(number(x)) \(number(y))")
            case .quad(let cx, let cy, let x, let y): parts.append("Q\(number(cx)) \(number(cy)) \(number(x)) \(number(y))")
            case .cubic(let ax, let ay, let bx, let by, let x, let y):
                parts.append("C\(number(ax)) \(number(ay)) \(number(bx)) \(number(by)) \(number(x)) \(number(y))")
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    static func escape(_ text: String) -> String {
        var s = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": s += "&amp;"
            case "<": s += "&lt;"
            case ">": s += "&gt;"
            case "\"": s += "&quot;"
            default:
                if c.value < 0x20 && c != "\t" { continue }
                s.unicodeScalars.append(c)
            }
        }
        return s
    }
}

/// The contexts UIKit's drawing functions draw into, innermost last, for this thread.
final class GraphicsContextStack: @unchecked Sendable {
    var contexts: [CGContext] = []
    /// Contexts opened by `UIGraphicsBeginImageContext…` (closed by `UIGraphicsEndImageContext`).
    var imageContexts: [CGContext] = []
    private static let key = "AnimaticGraphicsContextStack"

    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` current.
    static func drawing<T>(in context: CGContext, _ body: () -> T) -> T {
        let stack = current
        stack.contexts.append(context)
        defer { stack.contexts.removeLast() }
        return body()
    }
}

/// The context UIKit's drawing draws into: the one of ``UIView/draw(_:)``, of an image
/// renderer's block, of `UIGraphicsBeginImageContext` or pushed with `UIGraphicsPushContext`;
/// `nil` outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.contexts.last }

/// Makes `context` the current context (until ``UIGraphicsPopContext()``).
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.current.contexts.append(context) }

/// Restores the context current before the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() { _ = GraphicsContextStack.current.contexts.popLast() }

/// Opens an image context of `size` points and makes it current (Apple,
/// `UIGraphicsBeginImageContext`): draw, take the picture with
/// ``UIGraphicsGetImageFromCurrentImageContext()``, close it with ``UIGraphicsEndImageContext()``.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// As ``UIGraphicsBeginImageContext(_:)``; `opaque` and `scale` change nothing in a vector
/// picture (a `scale` of 0, the screen's, is accepted too).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let stack = GraphicsContextStack.current
    let context = CGContext(size: CGSize(width: max(0, size.width.isFinite ? size.width : 0),
                                         height: max(0, size.height.isFinite ? size.height : 0)))
    stack.imageContexts.append(context)
    stack.contexts.append(context)
}

/// The picture drawn so far in the current image context, as an SVG image; `nil` when no
/// image context is open or its size is empty (as UIKit).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let context = stack.imageContexts.last, stack.contexts.last === context,
          context.size.width > 0, context.size.height > 0 else { return nil }
    return context.makeImage()
}

/// Closes the image context opened last (nothing when none is open).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let context = stack.imageContexts.popLast() else { return }
    if let index = stack.contexts.lastIndex(where: { $0 === context }) { stack.contexts.remove(at: index) }
}

/// Fills `rect` with the current fill colour in the current context (Apple, `UIRectFill`).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a 1 pt frame inside `rect` in the current context (Apple, `UIRectFrame`).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    let f = context.state.fill
    context.setStrokeColor(red: CGFloat(f.red), green: CGFloat(f.green), blue: CGFloat(f.blue), alpha: CGFloat(f.alpha))
    context.setLineWidth(1)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}
