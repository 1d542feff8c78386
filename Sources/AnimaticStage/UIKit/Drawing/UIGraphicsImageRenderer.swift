import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// The format of an image renderer's pictures (Apple, `UIGraphicsImageRendererFormat`).
/// `scale` and `opaque` are kept; a vector picture has no pixels, so they change nothing drawn.
open class UIGraphicsImageRendererFormat {
    /// The scale of the picture's pixels (1; kept).
    open var scale: CGFloat = 1
    /// Whether the picture is opaque (kept).
    open var opaque = false
    /// Whether the picture may use an extended colour range (kept).
    open var preferredRange: Range = .automatic
    /// The bounds of the renderer using the format (`.zero` until one does).
    public internal(set) var bounds: CGRect = .zero
    /// A format with scale 1, not opaque.
    public init() {}
    /// The default format (UIKit's is the screen's; Animatic's has scale 1).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The preferred format (as ``default()``).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The colour range (Apple, `UIGraphicsImageRendererFormat.Range`).
    public enum Range: Int, Sendable {
        /// Decided by the device.
        case automatic = 0
        /// Extended range.
        case extended = 1
        /// Standard range.
        case standard = 2
        /// Unspecified.
        case unspecified = -1
    }
}

/// What an image renderer's drawing block gets (Apple, `UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) { self.cgContext = cgContext; self.format = format }
    /// The picture drawn so far.
    open var currentImage: UIImage { cgContext.makeImage() ?? UIImage() }
    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` (only `.normal` blending is drawn; see ``CGContext/setBlendMode(_:)``).
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    /// Strokes `rect` with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips what is drawn next to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images from drawing code (Apple, `UIGraphicsImageRenderer`): the block draws with
/// UIKit's drawing (colours' `setFill()`, paths' `fill()`, `String.draw(at:withAttributes:)`) or
/// the context's `cgContext`, and the image is an SVG picture of that drawing, which image views
/// and layers show exactly (vector, at any scale).
///
/// ```swift
/// let dot = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { ctx in
///     UIColor.systemBlue.setFill()
///     UIBezierPath(ovalIn: ctx.format.bounds).fill()
/// }
/// logo.image = dot
/// ```
open class UIGraphicsImageRenderer {
    /// The picture's bounds.
    public let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of pictures of `size` points.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    /// A renderer of pictures of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of pictures of `bounds` (drawing at `bounds.origin` shows at the picture's top left).
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    /// A renderer of pictures of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        format.bounds = bounds
    }

    /// Whether drawing can make a picture (always `true`: pictures are vector drawings).
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` with a fresh context and returns the picture it drew (an empty image for
    /// an empty size, as UIKit's).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let size = CGSize(width: max(0, bounds.width.isFinite ? bounds.width : 0),
                          height: max(0, bounds.height.isFinite ? bounds.height : 0))
        let context = CGContext(size: size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        GraphicsContextStack.drawing(in: context) { actions(rendererContext) }
        guard size.width > 0, size.height > 0 else { return UIImage() }
        return context.makeImage() ?? UIImage()
    }

    /// The picture `actions` draws, as SVG data (UIKit gives PNG: Animatic's pictures are
    /// vector drawings, and `UIImage(data:)` reads them back).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        Data(image(actions: actions).data)
    }
}

// MARK: - UIKit's drawing into the current context

extension UIColor {
    /// Makes this the fill colour of the current context (Apple, `setFill()`).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the stroke colour of the current context (Apple, `setStroke()`).
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this the fill and stroke colour of the current context (Apple, `set()`).
    public func set() { setFill(); setStroke() }
}

extension UIBezierPath {
    /// Fills the path with the current context's fill colour (Apple, `fill()`), by the
    /// even-odd rule when ``usesEvenOddFillRule`` is set.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath(); context.addPath(cgPath); context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// Strokes the path with the current stroke colour, ``lineWidth`` wide, with the path's
    /// ``lineCapStyle`` and ``lineJoinStyle`` (Apple, `stroke()`).
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.beginPath(); context.addPath(cgPath); context.strokePath()
        context.restoreGState()
    }
    /// Fills the path at `alpha` (only `.normal` blending is drawn).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); context.setBlendMode(blendMode); context.setAlpha(alpha); fill(); context.restoreGState()
    }
    /// Strokes the path at `alpha` (only `.normal` blending is drawn).
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); context.setBlendMode(blendMode); context.setAlpha(alpha); stroke(); context.restoreGState()
    }
    /// Clips what the current context draws next to the path (by the even-odd rule when
    /// ``usesEvenOddFillRule`` is set, Apple, `addClip()`).
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath(); context.addPath(cgPath); context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension CGContext {
    static let systemFontStack = "-apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif"

    /// Writes `runs` (text, font, colour) as one line whose top left is `origin` (or whose
    /// top centre/right is, for centred/right alignment).
    func drawText(_ lines: [[(String, UIFont, RGBA)]], in rect: CGRect, alignment: NSTextAlignment) {
        var y = rect.minY
        var svg = ""
        for line in lines {
            let lineFont = line.map(\.1).max { $0.pointSize < $1.pointSize } ?? .systemFont(ofSize: 12)
            let baseline = y + lineFont.ascender
            let anchor: String, x: CGFloat
            switch alignment {
            case .center: anchor = " text-anchor=\"middle\""; x = rect.midX
            case .right: anchor = " text-anchor=\"end\""; x = rect.maxX
            default: anchor = ""; x = rect.minX
            }
            svg += "<text x=\"\(CGContext.number(Double(x)))\" y=\"\(CGContext.number(Double(baseline)))\"\(anchor) xml:space=\"preserve\">"
            for (text, font, color) in line where !text.isEmpty {
                let d = font.fontDescription
                let family = d.family.map { "'\(CGContext.escape($0))', " + CGContext.systemFontStack } ?? CGContext.systemFontStack
                svg += "<tspan font-family=\"\(family)\" font-size=\"\(CGContext.number(d.size))\""
                if d.weight != 400 { svg += " font-weight=\"\(d.weight)\"" }
                if d.italic { svg += " font-style=\"italic\"" }
                svg += " fill=\"\(CGContext.color(color))\"" + CGContext.opacity("fill-opacity", color.alpha)
                svg += ">\(CGContext.escape(text))</tspan>"
            }
            svg += "</text>"
            y += lineFont.lineHeight
        }
        transformed(svg)
    }

    /// The lines of an attributed string, as runs of text, font and colour (UIKit's defaults:
    /// Helvetica 12 pt, black).
    static func lines(of string: NSAttributedString) -> [[(String, UIFont, RGBA)]] {
        var lines: [[(String, UIFont, RGBA)]] = [[]]
        let whole = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
            let color = (attributes[.foregroundColor] as? UIColor)?.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1)
            let pieces = whole.substring(with: range).components(separatedBy: "\n")
            for (i, piece) in pieces.enumerated() {
                if i > 0 { lines.append([]) }
                lines[lines.count - 1].append((piece, font, color))
            }
        }
        return lines
    }

    /// The alignment of an attributed string's first paragraph style.
    static func alignment(of string: NSAttributedString) -> NSTextAlignment {
        guard string.length > 0 else { return .natural }
        return (string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment ?? .natural
    }
}

extension NSAttributedString {
    /// Draws the string with its top left at `point` in the current context (Apple,
    /// `draw(at:)`): one line per line break; nothing outside a drawing context.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawText(CGContext.lines(of: self), in: CGRect(origin: point, size: .zero), alignment: .left)
    }
    /// Draws the string in `rect` (Apple, `draw(in:)`), aligned by its paragraph style; lines
    /// break only at line breaks (Animatic does not wrap drawn text).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawText(CGContext.lines(of: self), in: rect, alignment: CGContext.alignment(of: self))
    }
}

extension String {
    /// Draws the string with its top left at `point` in the current context, in the font and
    /// colour of `attributes` (UIKit's defaults: Helvetica 12 pt, black) (Apple, NSString's
    /// `draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }
    /// Draws the string in `rect`, aligned by the attributes' paragraph style (see
    /// `NSAttributedString.draw(in:)`).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }
}

extension UIImage {
    /// Draws the image filling `rect` in the current context (Apple, `draw(in:)`).
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }
    /// Draws the image at its size with its top left at `point` (Apple, `draw(at:)`).
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    /// Draws the image filling `rect` at `alpha` (only `.normal` blending is drawn).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let unavailable { StoryContext.reportToCurrent(unavailable) }
        guard !isEmpty else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(context.state.alpha * alpha)
        let r = rect.standardized
        context.transformed("<image x=\"\(CGContext.number(Double(r.minX)))\" y=\"\(CGContext.number(Double(r.minY)))\" width=\"\(CGContext.number(Double(r.width)))\" height=\"\(CGContext.number(Double(r.height)))\" preserveAspectRatio=\"none\" href=\"data:\(mimeType);base64,\(Data(data).base64EncodedString())\"/>")
        context.restoreGState()
    }
}
