import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// An image shaped like UIKit's `UIImage`: PNG, JPEG or SVG data, embedded as it is in the
/// exported SVG.
///
/// ```swift
/// let logo = UIImage(contentsOfFile: "/path/to/logo.png")   // nil when the file is missing
/// let badge = UIImage(data: pngData)
/// imageView.image = badge
/// ```
///
/// The format is detected from the first bytes; the size in points is read from the file's
/// header (PNG `IHDR`, JPEG start-of-frame, SVG `width`/`height` or `viewBox`), at scale 1
/// (one pixel is one point), except for ``init(named:)`` and images a storyboard or nib names:
/// as in UIKit, those carry the scale of their file (the asset catalog's `"scale": "2x"`, or an
/// `@2x`/`@3x` name), so a 200-pixel `@2x` file is 100 points wide. Data that is not one of these
/// formats, or whose header is damaged, gives `nil`, as in UIKit, and is also reported to the
/// story being recorded (``StoryProblem/invalidImage(source:problem:)``), so that
/// `Story.record` fails with a clear message instead of showing an empty image view.
public final class UIImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The encoded bytes.
    public let data: [UInt8]
    /// `image/png`, `image/jpeg` or `image/svg+xml`.
    public let mimeType: String
    /// The size in points (the pixel size divided by ``scale``).
    public let size: CGSize
    /// The file's scale: 2 for an `@2x` asset found by ``init(named:)``, else 1.
    public var scale: CGFloat { fileScale }
    private let fileScale: CGFloat
    /// How image views draw it: `.alwaysTemplate` draws its shape (its alpha) in the view's
    /// ``UIView/tintColor``; `.automatic` (the default) is a template inside a `.system` button
    /// and the original image elsewhere, as in UIKit.
    public let renderingMode: RenderingMode

    /// How an image is drawn (`UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// The context decides: a template in `.system` buttons, the original elsewhere.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// The image's alpha, filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// The same image drawn in `renderingMode` (UIKit's `withRenderingMode(_:)`).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(data: data, mimeType: mimeType, size: size, renderingMode: renderingMode, unavailable: unavailable,
                scale: fileScale, tint: tint, symbol: symbol)
    }

    /// The same image in `color` (UIKit's `withTintColor(_:)`, iOS 13): its shape (its alpha)
    /// filled with `color` wherever it is drawn as itself, as UIKit draws the colour through the
    /// image with the destination-in blend (Apple). It keeps its rendering mode: drawn as a
    /// template (`.alwaysTemplate`, or `.automatic` in a `.system` button), the view's tint
    /// colour fills it instead, as UIKit's template drawing uses only the alpha.
    ///
    /// ```swift
    /// let done = UIImage.checkmark.withTintColor(.systemGreen)
    /// ```
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The same image in `color`, drawn in `renderingMode` (UIKit's
    /// `withTintColor(_:renderingMode:)`; see ``withTintColor(_:)``).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(data: data, mimeType: mimeType, size: size, renderingMode: renderingMode, unavailable: unavailable,
                scale: fileScale, tint: color, symbol: symbol)
    }

    /// The colour ``withTintColor(_:)`` gave the image, if any.
    let tint: UIColor?

    /// For an image that stands in for one Animatic cannot draw (an SF Symbol without its SVG,
    /// a missing `#imageLiteral`): the problem, reported when an image view showing it is on
    /// stage (images are often made before the recording starts, where no story could hear it).
    let unavailable: StoryProblem?

    /// The symbol's name and configuration, for an image ``init(systemName:)`` made.
    let symbol: Symbol?

    private init(data: [UInt8], mimeType: String, size: CGSize, renderingMode: RenderingMode,
                 unavailable: StoryProblem? = nil, scale: CGFloat = 1, tint: UIColor? = nil, symbol: Symbol? = nil) {
        self.data = data; self.mimeType = mimeType; self.size = size; self.renderingMode = renderingMode
        self.unavailable = unavailable; self.fileScale = scale; self.tint = tint; self.symbol = symbol
    }

    /// A copy of `image` (for convenience initializers that find the image first).
    convenience init(copying image: UIImage) {
        self.init(data: image.data, mimeType: image.mimeType, size: image.size, renderingMode: image.renderingMode,
                  unavailable: image.unavailable, scale: image.fileScale, tint: image.tint, symbol: image.symbol)
    }

    /// This image as the symbol `symbol`, failing a story that shows it with `problem` (if any).
    func withSymbol(_ symbol: Symbol, problem: StoryProblem?) -> UIImage {
        UIImage(data: data, mimeType: mimeType, size: size, renderingMode: renderingMode, unavailable: problem,
                scale: fileScale, tint: tint, symbol: symbol)
    }

    /// This image read at `scale` (an `@2x` file: half its pixel size in points).
    func atScale(_ scale: CGFloat) -> UIImage {
        guard scale > 0, scale != fileScale else { return self }
        let pixels = CGSize(width: size.width * fileScale, height: size.height * fileScale)
        return UIImage(data: data, mimeType: mimeType, size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
                       renderingMode: renderingMode, unavailable: unavailable, scale: scale, tint: tint, symbol: symbol)
    }

    /// An image from PNG, JPEG or SVG data; `nil` (and a report to the story) otherwise.
    public convenience init?(data: Data) {
        self.init(bytes: [UInt8](data), source: "UIImage(data:)")
    }

    /// An empty image (no content, size zero), as UIKit's `UIImage()`: the usual fallback of
    /// `UIImage(named: "Logo") ?? UIImage()`; an image view showing it draws nothing.
    public convenience init() {
        self.init(data: [], mimeType: "", size: .zero, renderingMode: .automatic)
    }

    /// Whether this is the empty image of ``init()``.
    var isEmpty: Bool { data.isEmpty }

    /// An image from a file; `nil` for a missing file (silently, as UIKit) or for a file that
    /// is not a readable PNG, JPEG or SVG (reported to the story).
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(bytes: [UInt8](data), source: "UIImage(contentsOfFile: \"\(path)\")")
    }

    /// An image from the main bundle's resources (`name`, `name.png`, `name.jpg`, `name.svg`) or,
    /// failing that, from a file at the path `name` (or `name.png`, `name.jpg`, `name.jpeg`,
    /// `name.svg`, relative to the current directory), or an asset catalog's `name.imageset` in
    /// the folders storyboards are looked for in (`ANIMATIC_RESOURCES`, the app's folders once a
    /// storyboard or nib of the app loaded); `nil` when there is none. An image set whose only
    /// file is a PDF (a vector asset) gives a grey placeholder of the PDF page's size and a
    /// ``StoryNote`` naming the image, since Animatic cannot draw PDF.
    public convenience init?(named name: String) {
        var candidates: [String] = []
        for ext in ["", "png", "jpg", "jpeg", "svg"] {
            if let path = Bundle.main.path(forResource: name, ofType: ext.isEmpty ? nil : ext) { candidates.append(path) }
        }
        candidates.append(name)
        for ext in ["png", "jpg", "jpeg", "svg"] { candidates.append("\(name).\(ext)") }
        // Then the app's asset catalogs and image files where storyboards are looked for
        // (`ANIMATIC_RESOURCES`, the adapted app's folders once a storyboard or nib loaded).
        if !candidates.contains(where: { FileManager.default.fileExists(atPath: $0) }),
           let found = InterfaceBuilderFiles.image(named: name, in: InterfaceBuilderFiles.searchRoots(callerPath: nil)) {
            candidates.insert(found.path, at: 0)
        }
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            // A PDF asset draws as a placeholder of its page size, with a note (UIImage+PDFAsset).
            let roots = InterfaceBuilderFiles.searchRoots(callerPath: nil)
            guard let pdf = UIImage.pdfAsset(named: name, in: roots),
                  let placeholder = UIImage.pdfPlaceholder(named: name, pdf: pdf) else { return nil }
            self.init(data: placeholder.data, mimeType: placeholder.mimeType, size: placeholder.size,
                      renderingMode: placeholder.renderingMode)
            return
        }
        guard let image = UIImage(contentsOfFile: path)?.atScale(InterfaceBuilderFiles.scale(ofImageAt: URL(fileURLWithPath: path))) else {
            return nil
        }
        self.init(data: image.data, mimeType: image.mimeType, size: image.size, renderingMode: image.renderingMode,
                  scale: image.scale)
    }

    /// An image named `name` in `bundle`'s resources (`name`, `name.png`, `name.jpg`, `name.jpeg`,
    /// `name.svg`), else where ``init(named:)`` looks (Apple, `init(named:in:compatibleWith:)`:
    /// `nil` for `bundle` means the main bundle). A story's traits are fixed (one scale, one
    /// appearance), so `traitCollection` picks nothing ``init(named:)`` would not.
    ///
    /// ```swift
    /// let check = UIImage(named: "checkmark", in: Bundle(for: HUD.self), compatibleWith: nil)
    /// ```
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let bundle, bundle !== Bundle.main {
            for ext in ["", "png", "jpg", "jpeg", "svg"] {
                guard let path = bundle.path(forResource: name, ofType: ext.isEmpty ? nil : ext),
                      let image = UIImage(contentsOfFile: path) else { continue }
                let scaled = image.atScale(InterfaceBuilderFiles.scale(ofImageAt: URL(fileURLWithPath: path)))
                self.init(data: scaled.data, mimeType: scaled.mimeType, size: scaled.size, renderingMode: scaled.renderingMode,
                          scale: scaled.scale)
                return
            }
        }
        guard let image = UIImage(named: name) else { return nil }
        self.init(data: image.data, mimeType: image.mimeType, size: image.size, renderingMode: image.renderingMode,
                  scale: image.scale)
    }

    /// An SF Symbol. Symbols are Apple's and Animatic cannot ship them, so it looks for the
    /// symbol as an SVG file named after it (`eye.fill.svg`, as the SF Symbols app exports it)
    /// where ``init(named:)`` looks. Without one it returns a 20×20 stand-in (UIKit returns an
    /// image for every symbol it knows) that fails the story, naming the file to add, as soon as
    /// an image view showing it is on stage, instead of drawing nothing.
    public convenience init?(systemName name: String) {
        var path: String?
        if let found = Bundle.main.path(forResource: name, ofType: "svg") { path = found }
        else if FileManager.default.fileExists(atPath: name + ".svg") { path = name + ".svg" }
        let symbol = Symbol(name: name, traits: SymbolTraits())
        guard let path, let data = FileManager.default.contents(atPath: path) else {
            self.init(data: [], mimeType: "", size: CGSize(width: 20, height: 20), renderingMode: .automatic,
                      unavailable: .notSupported(
                        call: "UIImage(systemName: \"\(name)\")",
                        feature: "an SF Symbol without its SVG (symbols are Apple's, not shipped: add \(name).svg, exported from the SF Symbols app, to the resources or the current directory)"),
                      symbol: symbol)
            return
        }
        guard let file = UIImage(bytes: [UInt8](data), source: "UIImage(systemName: \"\(name)\")") else { return nil }
        self.init(data: file.data, mimeType: file.mimeType, size: file.size, renderingMode: .automatic, symbol: symbol)
    }

    /// The check mark system image (UIKit's `UIImage.checkmark`, iOS 13): the SF Symbol
    /// `checkmark`, found and stood in for as ``init(systemName:)`` does.
    public static var checkmark: UIImage { systemImage("checkmark") }
    /// The plus sign system image (UIKit's `UIImage.add`): the SF Symbol `plus`.
    public static var add: UIImage { systemImage("plus") }
    /// The minus sign system image (UIKit's `UIImage.remove`): the SF Symbol `minus`.
    public static var remove: UIImage { systemImage("minus") }

    /// The symbol `name` as ``init(systemName:)`` gives it; an SVG that does not decode (reported
    /// there) gives the empty image.
    private static func systemImage(_ name: String) -> UIImage { UIImage(systemName: name) ?? UIImage() }

    init?(bytes: [UInt8], source: String) {
        switch UIImage.decodeHeader(bytes) {
        case .success(let header):
            data = bytes
            mimeType = header.mime
            size = CGSize(width: header.width, height: header.height)
            renderingMode = .automatic
            unavailable = nil
            fileScale = 1
            tint = nil
            symbol = nil
        case .failure(let problem):
            StoryContext.reportToCurrent(StoryProblem.invalidImage(source: source, problem: problem.text))
            return nil
        }
    }

    /// Whether two images are the same: the same object, or the same bytes, format, rendering
    /// mode, tint colour and symbol configuration.
    public static func == (l: UIImage, r: UIImage) -> Bool {
        l === r || (l.mimeType == r.mimeType && l.renderingMode == r.renderingMode && l.tint == r.tint
                    && l.symbol == r.symbol && l.data == r.data)
    }
    /// Hashes the image's format, rendering mode and byte count.
    public func hash(into h: inout Hasher) { h.combine(mimeType); h.combine(renderingMode); h.combine(data.count) }
    /// The image's format and size in points, for debugging (`UIImage(image/png, 60.0×60.0)`).
    public var description: String { "UIImage(\(mimeType), \(size.width)×\(size.height))" }

    // MARK: - Headers

    struct Problem: Error { var text: String }

    /// The MIME type and size in pixels read from an image's first bytes.
    static func decodeHeader(_ b: [UInt8]) -> Result<(mime: String, width: Double, height: Double), Problem> {
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // Signature, then the IHDR chunk: length (4), "IHDR", width (4), height (4).
            guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else {
                return .failure(Problem(text: "a PNG file without its IHDR header (\(b.count) bytes)"))
            }
            let w = bigEndian(b, 16, 4), h = bigEndian(b, 20, 4)
            guard w > 0, h > 0 else { return .failure(Problem(text: "a PNG file of size \(w)×\(h)")) }
            return .success(("image/png", Double(w), Double(h)))
        }
        if b.starts(with: [0xFF, 0xD8]) {
            var i = 2
            while i + 3 < b.count {
                guard b[i] == 0xFF else { i += 1; continue }
                let marker = b[i + 1]
                if marker == 0xFF { i += 1; continue }
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
                if marker == 0xD9 || marker == 0xDA { break }
                let length = bigEndian(b, i + 2, 2)
                let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
                if isFrame {
                    guard i + 9 <= b.count else { break }
                    let h = bigEndian(b, i + 5, 2), w = bigEndian(b, i + 7, 2)
                    guard w > 0, h > 0 else { return .failure(Problem(text: "a JPEG file of size \(w)×\(h)")) }
                    return .success(("image/jpeg", Double(w), Double(h)))
                }
                guard length >= 2 else { break }
                i += 2 + length
            }
            return .failure(Problem(text: "a JPEG file without a start-of-frame header (\(b.count) bytes)"))
        }
        if let svg = svgSize(b) { return svg }
        let head = b.prefix(8).map { String(format: "%02x", $0) }.joined(separator: " ")
        return .failure(Problem(text: "not a PNG, JPEG or SVG image (\(b.count) bytes starting \(head.isEmpty ? "with nothing" : head))"))
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        var v = 0
        for k in 0..<count { v = v << 8 | Int(b[at + k]) }
        return v
    }

    /// The size of an SVG document from its root's `width`/`height` (plain or `px` numbers),
    /// else its `viewBox`; `nil` when the bytes are not an SVG document.
    private static func svgSize(_ b: [UInt8]) -> Result<(mime: String, width: Double, height: Double), Problem>? {
        let text = String(decoding: b.prefix(4096), as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard trimmed.hasPrefix("<"), let open = text.range(of: "<svg") else { return nil }
        guard let close = text[open.upperBound...].firstIndex(of: ">") else {
            return .failure(Problem(text: "an SVG document whose <svg> tag does not end in the first 4 KiB"))
        }
        let tag = String(text[open.upperBound..<close])
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                if let r = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)"),
                   let end = tag[r.upperBound...].range(of: quote) {
                    return String(tag[r.upperBound..<end.lowerBound])
                }
            }
            return nil
        }
        func length(_ s: String?) -> Double? {
            guard var s = s?.trimmingCharacters(in: .whitespaces) else { return nil }
            if s.hasSuffix("px") { s.removeLast(2) }
            guard let v = Double(s), v > 0, v.isFinite else { return nil }
            return v
        }
        if let w = length(attribute("width")), let h = length(attribute("height")) {
            return .success(("image/svg+xml", w, h))
        }
        if let box = attribute("viewBox") {
            let numbers = box.split { $0 == " " || $0 == "," }.compactMap { Double($0) }
            if numbers.count == 4, numbers[2] > 0, numbers[3] > 0 {
                return .success(("image/svg+xml", numbers[2], numbers[3]))
            }
        }
        return .failure(Problem(text: "an SVG document without a usable width and height or viewBox"))
    }
}

extension UIView {
    /// How a view's content fits its bounds (the modes Animatic draws for image views).
    public enum ContentMode: Int, Sendable {
        /// Scale the content to fit the view's size, changing its aspect ratio if needed (the
        /// default).
        case scaleToFill = 0
        /// Scale the content to fit the view's size, keeping its aspect ratio; the rest of the
        /// bounds stays transparent.
        case scaleAspectFit = 1
        /// Scale the content to fill the view's size, keeping its aspect ratio; some of it may be
        /// clipped.
        case scaleAspectFill = 2
        /// Redisplay the view when its bounds change; Animatic draws it as `.center`.
        case redraw = 3
        /// Centre the content in the view's bounds, keeping its size.
        case center = 4
        /// Centre the content horizontally at the top of the bounds; Animatic draws it as
        /// `.center`.
        case top = 5
        /// Centre the content horizontally at the bottom of the bounds; Animatic draws it as
        /// `.center`.
        case bottom = 6
        /// Centre the content vertically at the left of the bounds; Animatic draws it as `.center`.
        case left = 7
        /// Centre the content vertically at the right of the bounds; Animatic draws it as
        /// `.center`.
        case right = 8
        /// Align the content with the top-left corner of the bounds; Animatic draws it as
        /// `.center`.
        case topLeft = 9
        /// Align the content with the top-right corner of the bounds; Animatic draws it as
        /// `.center`.
        case topRight = 10
        /// Align the content with the bottom-left corner of the bounds; Animatic draws it as
        /// `.center`.
        case bottomLeft = 11
        /// Align the content with the bottom-right corner of the bounds; Animatic draws it as
        /// `.center`.
        case bottomRight = 12
    }
}

/// A view that shows an image, shaped like UIKit's `UIImageView`.
///
/// ```swift
/// let badge = UIImageView(image: UIImage(data: pngData))
/// badge.frame = CGRect(x: 150, y: 40, width: 60, height: 60)
/// badge.contentMode = .scaleAspectFit
/// ```
///
/// `contentMode` places the image as UIKit does: `.scaleToFill` (default) stretches it to the
/// bounds, `.scaleAspectFit` fits it whole and centred, `.scaleAspectFill` fills the bounds and
/// overflows them unless `clipsToBounds` is set, `.center` keeps its size, centred. Other modes
/// are drawn as `.center`. **Difference**: while the view's size animates, aspect-fit and
/// aspect-fill are drawn by the browser's `preserveAspectRatio` (`meet`/`slice`), which clips
/// aspect-fill to the bounds even without `clipsToBounds`.
open class UIImageView: UIView {
    /// The image (`nil` shows nothing). Drawn as it is when the view joins the stage.
    open var image: UIImage? {
        didSet { if image != oldValue { imageDidChange(call: "UIImageView.image") } }
    }

    /// The image shown while ``isHighlighted`` is `true` (Apple, `highlightedImage`; `nil` by
    /// default, and then ``image`` shows while highlighted, as in UIKit). A change on stage that
    /// changes what shows swaps the picture at that instant, as a change of ``image`` does.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, highlightedImage != oldValue { imageDidChange(call: "UIImageView.highlightedImage") } }
    }

    /// Whether the view shows ``highlightedImage`` instead of ``image`` (Apple, `isHighlighted`;
    /// `false` by default).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { imageDidChange(call: "UIImageView.isHighlighted") } }
    }

    /// The configuration a symbol image is drawn with, over the image's own (UIKit's
    /// `preferredSymbolConfiguration`, iOS 13; `nil` by default). Animatic draws a symbol's SVG as
    /// exported, so one that specifies a size, weight or scale fails the story, naming it, while
    /// the view shows a symbol on stage (see ``UIImage/SymbolConfiguration``); it changes nothing
    /// for an image that is not a symbol.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { imageDidChange(call: "UIImageView.preferredSymbolConfiguration") } }
    }

    /// The symbol effects added and not removed (``addSymbolEffect(_:options:animated:completion:)``).
    final var symbolEffects: [SymbolEffectRecord] = []

    /// The image drawn: ``highlightedImage`` while highlighted (when there is one), else ``image``.
    final var shownImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    /// Draws the image again in the new ``UIView/contentMode``.
    override func contentModeDidChange() { imageDidChange(call: "UIImageView.contentMode") }

    /// Whether an `.automatic` image draws as a template (a `.system` button's image view).
    final var drawsAutomaticAsTemplate = false {
        didSet { if drawsAutomaticAsTemplate != oldValue { imageDidChange(call: "UIImageView.image") } }
    }

    /// Whether the image draws as a template, in the tint colour.
    final var drawsTemplate: Bool {
        guard let image = shownImage else { return false }
        return image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && drawsAutomaticAsTemplate)
    }

    /// A template image is drawn in the tint: a new tint redraws it (fixed once on stage, like
    /// the image: a change after the instant the view joined is reported as not supported).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if drawsTemplate { imageDidChange(call: "UIView.tintColor (of an image view drawing a template image)") }
    }

    /// Draws the image again on stage; a template's tint with a component that is not finite
    /// is reported, naming the view (see `UIView+UnshowableValues.swift`; when the view joins,
    /// ``UIView/reportUnshowableValues(to:)`` checks it).
    private func imageDidChange(call: String) {
        guard stageRecorder != nil else { return }
        if drawsTemplate, let tint = tintColor { _ = showable(tint.isShowable, "tintColor", "\(tint)") }
        contentDidChange(call: call)
    }

    /// An image view sized to `image` (zero size for `nil`), at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size (one pixel is one point), as UIKit gives; ``UIView/noIntrinsicMetric``
    /// for both dimensions without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override func timelineContent(into state: inout ViewState) -> (ViewContent, LayerLook) {
        let (_, look) = super.timelineContent(into: &state)
        if let problem = shownImage?.unavailable { StoryContext.reportToCurrent(problem) }
        reportSymbolEffects()
        if let preferred = preferredSymbolConfiguration, let shown = shownImage, shown.unavailable == nil,
           let problem = shown.configured(preferred.traits, call: "UIImageView.preferredSymbolConfiguration")?.unavailable {
            StoryContext.reportToCurrent(problem)
        }
        return (content(showing: shownImage), look)
    }

    /// What the view draws when it shows `image` (its content mode and tint as they are now).
    final func content(showing image: UIImage?) -> ViewContent {
        guard let image, !image.isEmpty else { return .plain }
        let fit: ImageFit
        switch contentMode {
        case .scaleToFill, .redraw: fit = .scaleToFill
        case .scaleAspectFit: fit = .scaleAspectFit
        case .scaleAspectFill: fit = .scaleAspectFill
        default: fit = .center
        }
        let template = image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && drawsAutomaticAsTemplate)
        let fill: UIColor? = template ? tintColor : image.tint
        return .image(ImageContent(data: image.data, mimeType: image.mimeType, width: Double(image.size.width),
                                   height: Double(image.size.height), fit: fit,
                                   tint: fill.flatMap { $0.isShowable ? $0.rgba : nil }))
    }
}

/// `#imageLiteral(resourceName: "Logo")`, as Xcode writes image literals: the image
/// ``UIImage/init(named:)`` finds. UIKit traps when the resource is missing; Animatic makes an
/// empty stand-in that fails the story, naming the resource, when an image view shows it on stage.
extension UIImage: _ExpressibleByImageLiteral {
    /// The image an image literal names (`#imageLiteral(resourceName: "Logo")`), found as
    /// `init(named:)` finds it; a missing resource gives an empty stand-in that fails the story.
    public convenience init(imageLiteralResourceName path: String) {
        if let found = UIImage(named: path) {
            self.init(data: found.data, mimeType: found.mimeType, size: found.size, renderingMode: .automatic)
        } else {
            self.init(data: [], mimeType: "", size: .zero, renderingMode: .automatic,
                      unavailable: .invalidImage(source: "#imageLiteral(resourceName: \"\(path)\")",
                                                 problem: "no such image resource or file"))
        }
    }
}

/// The type `#imageLiteral(resourceName:)` makes, as UIKit declares it.
public typealias _ImageLiteralType = UIImage

/// A bitmap image as Core Graphics hands it around (`CGImage`): what `UIImage.cgImage` gives
/// and `CALayer.contents` and a `CABasicAnimation` of `contents` take. It stands for the
/// ``UIImage`` it came from.
public final class CGImage: Hashable, @unchecked Sendable {
    /// The image it stands for.
    let image: UIImage
    init(image: UIImage) { self.image = image }
    /// The width in pixels (points at scale 1).
    public var width: Int { Int(image.size.width) }
    /// The height in pixels.
    public var height: Int { Int(image.size.height) }
    /// Whether two images stand for the same `UIImage` (see `UIImage`'s `==`).
    public static func == (l: CGImage, r: CGImage) -> Bool { l.image == r.image }
    /// Hashes the `UIImage` it stands for.
    public func hash(into h: inout Hasher) { h.combine(image) }
}

extension UIImage {
    /// The image as a ``CGImage`` (UIKit's `cgImage`), `nil` for the empty ``init()`` image.
    ///
    /// ```swift
    /// fade.fromValue = oldPage.cgImage
    /// ```
    public var cgImage: CGImage? { isEmpty ? nil : CGImage(image: self) }

    /// The image a ``CGImage`` stands for (UIKit's `UIImage(cgImage:)`), drawn in its own colours.
    public convenience init(cgImage: CGImage) {
        let image = cgImage.image
        self.init(data: image.data, mimeType: image.mimeType, size: image.size, renderingMode: .automatic,
                  unavailable: image.unavailable)
    }
}
