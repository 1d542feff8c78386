/// What a browser shows of one SVG element at one moment.
public struct ElementState: Sendable, Hashable {
    /// `inverse(rootSvg.getScreenCTM()) x element.getScreenCTM()`: maps the element's user space to
    /// the root `<svg>`'s viewBox space. Identical across browsers and between a standalone SVG and
    /// one inlined in HTML. `nil` when the browser gives the element no screen CTM.
    public var matrix: AffineMatrix?
    /// The product of `getComputedStyle(e).opacity` over the element and its ancestors up to and
    /// including the root `<svg>` (SMIL-animated opacity included): what UIKit calls the product
    /// of `alpha` along the hierarchy.
    public var opacity: Double
    /// The element's computed `visibility` (`visible`, `hidden`, `collapse`).
    public var visibility: String
    /// The element's computed `display` (`none` when it is not rendered).
    public var display: String
    /// The element's `textContent`, or `nil` when the read did not ask for text.
    public var textContent: String?

    /// A state from its parts.
    public init(matrix: AffineMatrix?, opacity: Double, visibility: String, display: String, textContent: String?) {
        self.matrix = matrix
        self.opacity = opacity
        self.visibility = visibility
        self.display = display
        self.textContent = textContent
    }

    /// Whether the element is drawn at all: displayed, visible, and not fully transparent.
    public var isShown: Bool { display != "none" && visibility == "visible" && opacity > 0 }
}
