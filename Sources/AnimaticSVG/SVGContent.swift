import AnimaticClock
import AnimaticExport
import AnimaticTimeline
import Foundation

/// What a view draws beyond its background, inside its id'd bounds group (whose user space is
/// the view's bounds space), and its layer's looks:
///
/// ```
/// <g id="card" filter="url(#card-shadow)">          shadow: feDropShadow of the whole group
///   <filter id="card-shadow" …><feDropShadow …/></filter>
///   <clipPath id="card-clip"><rect … rx/></clipPath>   (clipsToBounds)
///   <rect width height rx fill/>                     background, rounded by cornerRadius
///   <g clip-path="url(#card-clip)">                  (clipsToBounds)
///     label:  <g font-… text-anchor fill><text x y>line</text>…</g>
///     image:  <image x y width height preserveAspectRatio href="data:…"/>
///     shape:  <path d pathLength fill stroke stroke-dasharray stroke-dashoffset/>
///             (in a translate(−bounds.origin) group when the layer has a bounds origin)
///     <g transform="translate(−bounds.origin)">      (a bounds origin: a scroll view's offset)
///       …subviews…
///     </g>
///   </g>
///   <rect … fill="none" stroke/>                     border, inside the bounds, above all
/// </g>
/// ```
/// Where the SVG writer draws each animatable property. The switch is exhaustive, with no
/// `default:`: a new ``AnimatedProperty`` does not compile until it says where the document
/// shows it (`CONTRIBUTING.md`, "Add an animatable property").
enum SVGDrawing: Sendable {
    /// The view's nested groups: `transform` (position, bounds offset with the anchor point,
    /// translation, rotation, skew, scale), `opacity`, `visibility`.
    case groups
    /// The rect that fills the bounds with the background colour.
    case background
    /// The `rx` of the background, clip and border rects.
    case corners
    /// The rect that strokes the border inside the bounds, above the subviews.
    case border
    /// The drop-shadow filter of the view's group.
    case shadow
    /// The label's text group.
    case label
    /// The shape layer's path.
    case shape
    /// The gradient layer's `<linearGradient>` and the rect it fills.
    case gradient
    /// Where the view's element stands among its siblings' (``DrawOrder``): `zPosition`
    /// draws nothing of its own.
    case order

    /// Where `property` is drawn.
    init(_ property: AnimatedProperty) {
        switch property {
        case .center, .size, .transform, .alpha, .isHidden, .anchorPoint, .boundsOrigin, .sublayerTransform: self = .groups
        case .backgroundColor: self = .background
        case .cornerRadius: self = .corners
        case .borderColor, .borderWidth: self = .border
        case .shadowOpacity, .shadowRadius, .shadowOffset: self = .shadow
        case .textColor, .fontSize: self = .label
        case .strokeStart, .strokeEnd, .strokeColor, .fillColor, .lineWidth, .path, .miterLimit: self = .shape
        case .gradientColor0, .gradientColor1, .gradientColor2, .gradientColor3,
             .gradientLocation0, .gradientLocation1, .gradientLocation2, .gradientLocation3,
             .gradientStart, .gradientEnd: self = .gradient
        case .zPosition: self = .order
        }
    }
}

/// The definitions a view may need inside its id'd group, each with an id of its own (chosen
/// by ``SVGDocumentContext``), in the order their ids are chosen.
enum SVGDefinition: CaseIterable, Sendable {
    /// A `<filter>` with the drop shadow (``SVGDocumentContext/hasShadow(_:_:)``).
    case shadow
    /// A `<clipPath>` of the (rounded) bounds, for `clipsToBounds`.
    case clip
    /// A `<linearGradient>`, for a gradient layer whose colours are ever visible.
    case gradient
    /// A `<filter>` filling a template image's alpha with its tint (`feFlood` + `feComposite in`).
    case tint
    /// A `<mask mask-type="alpha">` drawing the view's mask child (`layer.mask`, `UIView.mask`).
    case mask
    /// A `<filter>` multiplying the colours of the view's group (`feColorMatrix`): a replicator
    /// instance's colour (``LayerLook/colorMultiplier``).
    case colorMultiplier

    /// What the view's id is followed by in the definition's id.
    var suffix: String {
        switch self {
        case .shadow: return "shadow"
        case .clip: return "clip"
        case .gradient: return "gradient"
        case .tint: return "tint"
        case .mask: return "mask"
        case .colorMultiplier: return "color"
        }
    }

    /// Whether view `v` of `timeline` needs the definition; `record` is `timeline.views[v]` and
    /// `initial` its initial state, read once for all definitions (every view is asked, and
    /// each read copies the record or decodes the state).
    func isNeeded(_ timeline: Timeline, _ v: Int, record: TimelineView, initial: ViewState) -> Bool {
        switch self {
        case .shadow: return SVGDocumentContext.hasShadow(timeline, v, look: record.look, initial: initial)
        case .clip: return record.look.masksToBounds
        case .gradient:
            return AnimatedProperty.gradientColors.contains { slot in
                SVGDocumentContext.ever(timeline, v, slot, initial: initial) {
                    if case .color(let c) = $0 { return c.alpha > 0 }; return false
                }
            }
        case .tint:
            if case .image(let image) = record.content { return image.tint != nil }
            return false
        case .mask: return record.look.hasMask
        case .colorMultiplier: return record.look.colorMultiplier != nil
        }
    }
}

extension SVGDocumentWriter {
    /// The system font stack (single quotes: the value is trusted attribute text).
    static let systemFontStack: StaticString =
        "-apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif"

    // MARK: - Values at the base time

    func contentValue(_ v: Int, _ p: AnimatedProperty) -> TimelineValue {
        timeline.segmentCount(of: v, p) > 0 ? timeline.value(of: v, p, at: baseTime) : timeline.views.initialValue(of: v, p)
    }

    func contentScalar(_ v: Int, _ p: AnimatedProperty) -> Double {
        if case .scalar(let x) = contentValue(v, p) { return x }
        return 0
    }

    func contentColor(_ v: Int, _ p: AnimatedProperty) -> RGBA {
        if case .color(let c) = contentValue(v, p) { return c }
        return .clear
    }

    func contentSize(_ v: Int) -> (width: Double, height: Double) {
        if case .size(let w, let h) = contentValue(v, .size) { return (w, h) }
        return (timeline.views[v].initial.width, timeline.views[v].initial.height)
    }

    /// Whether a scalar or colour property ever takes a value satisfying `test`.
    func ever(_ v: Int, _ p: AnimatedProperty, _ test: (TimelineValue) -> Bool) -> Bool {
        SVGDocumentContext.ever(timeline, v, p, test)
    }

    // MARK: - Effects on the id'd group

    /// ` filter="url(#…)"` on the id'd group of a view with a shadow; takes the view's effect
    /// ids (chosen before writing, see ``SVGDocumentContext``).
    mutating func writeEffectAttributes(_ v: Int) throws {
        effectIds = context.effects[v] ?? SVGDocumentContext.EffectIds()
        contentView = v
        // A replicator instance (the only view with a colour multiplier) has no shadow; a shadow
        // path casts its shadow from its own element (writeShadowPath), not from the group.
        let groupShadow = timeline.views[v].look.shadowPath == nil ? effectIds[.shadow] : nil
        if let id = groupShadow ?? effectIds[.colorMultiplier] {
            try stream.attribute("filter", "url(#\(id))")
        }
        if let id = effectIds[.mask] {
            // Applied after the filter: the mask cuts the shadow too, as Core Animation's does.
            try stream.attribute("mask", "url(#\(id))")
        }
    }

    /// The `<mask>` of view `v` (its ``SVGDefinition/mask`` id is `id`), last inside its id'd
    /// group: the mask child written with all its groups, animations and subviews, in the view's
    /// bounds space (`userSpaceOnUse`, whose user space is the id'd group's), its alpha masking
    /// (`mask-type="alpha"`: Core Animation masks with the mask layer's alpha channel), over a
    /// region that never cuts anything off.
    mutating func writeMask(_ v: Int, id: String) throws {
        var maskChild = -1
        let timeline = timeline
        context.tree.forEachChild(of: v) { c in if timeline.views[c].look.isMask { maskChild = c } }
        try stream.start("mask")
        try stream.attribute("id", id)
        text.clear()
        text.attribute("mask-type", "alpha")
        text.attribute("maskUnits", "userSpaceOnUse")
        text.attribute("x", "-100000"); text.attribute("y", "-100000")
        text.attribute("width", "200000"); text.attribute("height", "200000")
        try stream.trusted(text)
        if maskChild >= 0 { try writeSubtrees(of: [maskChild][...]) }
        try stream.end()
    }

    /// The `<filter>` and `<clipPath>` of the view, first inside its id'd group.
    mutating func writeEffectDefinitions(_ v: Int) throws {
        let look = timeline.views[v].look
        if let id = effectIds[.shadow], let path = look.shadowPath {
            // The shadow path is in the layer's coordinates too (Apple, `CALayer.shadowPath`).
            let opened = try openOriginGroup(v)
            try writeShadowPath(v, id: id, path: path, look: look)
            if opened { try stream.end() }
        } else if let id = effectIds[.shadow] {
            let (sigma, widest, offset, farthest) = shadowReach(v)
            // The region: the group's box grown by three standard deviations (the widest the
            // blur gets) and the offset.
            var minWidth = timeline.views[v].initial.width, minHeight = timeline.views[v].initial.height
            timeline.forEachSegment(of: v, .size) { s in
                minWidth = min(minWidth, s.from[0], s.to[0]); minHeight = min(minHeight, s.from[1], s.to[1])
            }
            let mx = (3 * widest + farthest.x + 1) / max(1, minWidth)
            let my = (3 * widest + farthest.y + 1) / max(1, minHeight)
            try stream.start("filter")
            try stream.attribute("id", id)
            text.clear()
            try numberAttribute("x", -mx, 4)
            try numberAttribute("y", -my, 4)
            try numberAttribute("width", 1 + 2 * mx, 4)
            try numberAttribute("height", 1 + 2 * my, 4)
            text.attribute("color-interpolation-filters", "sRGB")
            try stream.trusted(text)
            text.clear()
            try numberAttribute("dx", offset.x, lengthPlaces)
            try numberAttribute("dy", offset.y, lengthPlaces)
            try numberAttribute("stdDeviation", sigma, lengthPlaces)
            text.open("flood-color"); text.color(look.shadowColor); text.close()
            let colorAlpha = look.shadowColor.alpha
            try numberAttribute("flood-opacity", contentScalar(v, .shadowOpacity) * colorAlpha, lengthPlaces)
            try stream.start("feDropShadow", trusted: text)
            try writeShadowOpacityAnimation(v, colorAlpha: colorAlpha)
            try writeShadowRadiusAnimation(v)
            try writeShadowOffsetAnimations(v)
            try stream.end()
            try stream.end()
        }
        if let id = effectIds[.tint], case .image(let image) = timeline.views[v].content, let tint = image.tint {
            // A template image: its alpha filled with the tint (UIKit's template rendering), in
            // the image's own box, in sRGB so the flood colour is exact.
            try stream.start("filter")
            try stream.attribute("id", id)
            text.clear()
            text.attribute("x", "0"); text.attribute("y", "0"); text.attribute("width", "1"); text.attribute("height", "1")
            text.attribute("color-interpolation-filters", "sRGB")
            try stream.trusted(text)
            text.clear()
            text.open("flood-color"); text.color(tint); text.close()
            if tint.alpha != 1 { try numberAttribute("flood-opacity", tint.alpha, lengthPlaces) }
            try stream.start("feFlood", trusted: text)
            try stream.end()
            text.clear()
            text.attribute("operator", "in"); text.attribute("in2", "SourceAlpha")
            try stream.start("feComposite", trusted: text)
            try stream.end()
            try stream.end()
        }
        if let id = effectIds[.colorMultiplier], effectIds[.shadow] == nil, let factor = look.colorMultiplier {
            // Each colour channel times the factor, in sRGB (Core Animation multiplies the
            // components), over a region that cuts nothing visible off: every stage point is
            // within width + height of the instance's origin (at scale 1 or more). Not larger:
            // WebKit (WebKitGTK 2.50) renders a filter larger than about 4096 px at a reduced
            // resolution, and a ±100,000 region blurred a 20 pt square into a faint smudge.
            try stream.start("filter")
            try stream.attribute("id", id)
            text.clear()
            text.attribute("filterUnits", "userSpaceOnUse")
            let reach = (context.width + context.height).rounded(.up)
            try numberAttribute("x", -reach, 0); try numberAttribute("y", -reach, 0)
            try numberAttribute("width", 2 * reach, 0); try numberAttribute("height", 2 * reach, 0)
            text.attribute("color-interpolation-filters", "sRGB")
            try stream.trusted(text)
            text.clear()
            text.attribute("type", "matrix")
            text.open("values")
            let places = scalePlaces
            for (row, value) in [factor.red, factor.green, factor.blue, 1].enumerated() {
                for column in 0..<5 {
                    if row > 0 || column > 0 { text.byte(UInt8(ascii: " ")) }
                    text.number(column == row ? value : 0, places)
                }
            }
            text.close()
            try stream.start("feColorMatrix", trusted: text)
            try stream.end()
            try stream.end()
        }
        if let id = effectIds[.clip] {
            try stream.start("clipPath")
            try stream.attribute("id", id)
            let (w, h) = contentSize(v)
            text.clear()
            try numberAttribute("width", w, lengthPlaces)
            try numberAttribute("height", h, lengthPlaces)
            let rounded = try appendCornerRadius(v)
            try stream.start("rect", trusted: text)
            try writeSizeAnimations(v)
            if rounded { try writeCornerRadiusAnimation(v) }
            try stream.end()
            try stream.end()
        }
    }

    /// ` rx="…"` when the view has a corner radius at some time; returns whether it does.
    mutating func appendCornerRadius(_ v: Int) throws -> Bool {
        guard ever(v, .cornerRadius, { if case .scalar(let x) = $0 { return x > 0 }; return false }) else { return false }
        try numberAttribute("rx", max(0, contentScalar(v, .cornerRadius)), lengthPlaces)
        return true
    }

    /// The `rx` animation of a rounded rect (ry follows rx: its default is `auto`).
    mutating func writeCornerRadiusAnimation(_ v: Int) throws {
        guard animates, timeline.segmentCount(of: v, .cornerRadius) > 0 else { return }
        contentTrack.build(timeline, view: v, property: .cornerRadius, storyTicks: storyTicks)
        let places = lengthPlaces
        try writeAnimation("rx", .content) { f, k, t in t.number(max(0, f.value(k, 0)), places) }
    }

    /// `width`/`height` animations of a rect that spans the bounds.
    mutating func writeSizeAnimations(_ v: Int, inset: Double = 0) throws {
        guard animates, timeline.segmentCount(of: v, .size) > 0 else { return }
        size.build(timeline, view: v, property: .size, storyTicks: storyTicks)
        let places = lengthPlaces
        if size.varies(0) {
            try writeAnimation("width", .size) { f, k, t in t.number(max(0, f.value(k, 0) - inset), places) }
        }
        if size.varies(1) {
            try writeAnimation("height", .size) { f, k, t in t.number(max(0, f.value(k, 1) - inset), places) }
        }
    }

    // MARK: - Content

    /// The clip group (clipsToBounds) and the label, image or shape of view `v`.
    mutating func writeContent(_ v: Int) throws {
        if let id = effectIds[.gradient] { try writeGradient(v, id: id) }
        if let id = effectIds[.clip] {
            try stream.start("g")
            try stream.attribute("clip-path", "url(#\(id))")
        }
        // The record is read in place (no copy of it) for the usual view without content changes.
        let changes = timeline.views.contentChanges(of: v)
        if changes.isEmpty { return try writeDrawing(v, timeline.views[v].content) }
        let record = timeline.views[v]
        if record.contentFades { return try writeFadingContent(v, record) }
        guard animates else { return try writeDrawing(v, record.content(at: baseTime)) }
        // A label's text or an image changed after the view joined: each version in its own
        // group, shown from its change to the next (one discrete visibility animation each).
        let starts = [Int64(0)] + changes.map(\.time.ticks)
        let contents = [record.content] + changes.map(\.content)
        for (i, content) in contents.enumerated() {
            try stream.start("g")
            if i > 0 { try stream.attribute("visibility", "hidden") }
            var times: [Double] = [0], hidden: [Bool] = [i > 0]
            if i > 0 { times.append(Double(starts[i])); hidden.append(false) }
            if i + 1 < starts.count { times.append(Double(starts[i + 1])); hidden.append(true) }
            try writeVisibility(times: times, hidden: hidden, inTreeOf: v)
            try writeDrawing(v, content)
            try stream.end()
        }
    }

    /// The label, image or shape `content` of view `v`.
    mutating func writeDrawing(_ v: Int, _ content: ViewContent) throws {
        switch content {
        case .plain: break
        case .label(let label): try writeLabel(v, label)
        case .image(let image): try writeImage(v, image)
        case .shape(let shape):
            // The path is in the layer's own coordinates, where the bounds origin is the top-left
            // corner (Apple, `CALayer.bounds`): drawn in the origin's group, as the subviews are.
            let opened = try openOriginGroup(v)
            try writeShape(v, shape)
            if opened { try stream.end() }
        }
    }

    /// Whether view `v` has a bounds origin other than zero at some time: then its subviews are
    /// drawn in a group translated by the origin's opposite (``openOriginGroup(_:)``).
    private func hasOriginGroup(_ v: Int) -> Bool {
        if case .point(let x, let y) = timeline.views.initialValue(of: v, .boundsOrigin), x != 0 || y != 0 { return true }
        return timeline.segmentCount(of: v, .boundsOrigin) > 0
    }

    /// Opens the group the subviews of view `v` are drawn in when it has a bounds origin
    /// (`translate(−x −y)`, animated with the origin: a scroll view's `contentOffset`); the
    /// background, content and clip stay in the view's frame space, as UIKit draws them.
    /// Returns whether it opened one.
    mutating func openOriginGroup(_ v: Int) throws -> Bool {
        guard hasOriginGroup(v) else { return false }
        var (x, y) = (timeline.views[v].initial.boundsX, timeline.views[v].initial.boundsY)
        let changes = timeline.segmentCount(of: v, .boundsOrigin) > 0
        if changes, case .point(let px, let py) = timeline.value(of: v, .boundsOrigin, at: baseTime) { (x, y) = (px, py) }
        text.clear()
        text.open("transform"); text.ascii("translate("); text.translation(0 - x, 0 - y, lengthPlaces)
        text.byte(UInt8(ascii: ")")); text.close()
        if text.nonFinite { throw SVGExportError.nonFiniteNumber(what: "the bounds origin of view \(timeline.views[v].displayName)") }
        try stream.start("g", trusted: text)
        guard animates, changes else { return true }
        contentTrack.build(timeline, view: v, property: .boundsOrigin, storyTicks: storyTicks)
        let places = lengthPlaces
        try writeAnimation("transform", type: "translate", .content) { f, k, t in t.translation(0 - f.value(k, 0), 0 - f.value(k, 1), places) }
        return true
    }

    /// After the subviews: ends the clip group and draws the border on top.
    mutating func closeContent(_ v: Int) throws {
        let look = timeline.views[v].look
        if look.masksToBounds { try stream.end() }
        guard ever(v, .borderWidth, { if case .scalar(let x) = $0 { return x > 0 }; return false }),
              ever(v, .borderColor, { if case .color(let c) = $0 { return c.alpha > 0 }; return false }) else { return }
        let bw = contentScalar(v, .borderWidth)
        let (w, h) = contentSize(v)
        let color = contentColor(v, .borderColor)
        text.clear()
        try numberAttribute("x", bw / 2, lengthPlaces)
        try numberAttribute("y", bw / 2, lengthPlaces)
        try numberAttribute("width", max(0, w - bw), lengthPlaces)
        try numberAttribute("height", max(0, h - bw), lengthPlaces)
        let rounded = ever(v, .cornerRadius, { if case .scalar(let x) = $0 { return x > 0 }; return false })
        if rounded { try numberAttribute("rx", max(0, contentScalar(v, .cornerRadius) - bw / 2), lengthPlaces) }
        text.attribute("fill", "none")
        text.open("stroke"); text.color(color); text.close()
        let colorAnimates = timeline.segmentCount(of: v, .borderColor) > 0
        if color.alpha != 1 || colorAnimates { try numberAttribute("stroke-opacity", color.alpha, lengthPlaces) }
        try numberAttribute("stroke-width", bw, lengthPlaces)
        try stream.start("rect", trusted: text)
        if animates, timeline.segmentCount(of: v, .borderWidth) > 0 {
            try writeBorderWidthAnimations(v, rounded: rounded)
        } else {
            try writeSizeAnimations(v, inset: bw)
            if rounded, animates, timeline.segmentCount(of: v, .cornerRadius) > 0 {
                contentTrack.build(timeline, view: v, property: .cornerRadius, storyTicks: storyTicks)
                let places = lengthPlaces
                try writeAnimation("rx", .content) { f, k, t in t.number(max(0, f.value(k, 0) - bw / 2), places) }
            }
        }
        if colorAnimates && animates { try writeColorAnimations(v, .borderColor, "stroke", "stroke-opacity") }
        try stream.end()
    }

    /// The border rect's animations while `borderWidth` changes: its `stroke-width`, its inset
    /// (`x`, `y`: half the width), and `width`, `height` and `rx`, which depend on the width and
    /// on the size or the corner radius. Where one of those changes too, the two tracks are
    /// built into one (``Keyframes/buildCombined(_:_:width:tolerance:combine:)``: exact where
    /// one of them holds, linear pieces within 0.001 pt where both move at once).
    private mutating func writeBorderWidthAnimations(_ v: Int, rounded: Bool) throws {
        contentTrack2.build(timeline, view: v, property: .borderWidth, storyTicks: storyTicks)
        let places = lengthPlaces
        try writeAnimation("x", .content2) { f, k, t in t.number(f.value(k, 0) / 2, places) }
        try writeAnimation("y", .content2) { f, k, t in t.number(f.value(k, 0) / 2, places) }
        if timeline.segmentCount(of: v, .size) > 0 {
            size.build(timeline, view: v, property: .size, storyTicks: storyTicks)
            contentTrack.buildCombined(size, contentTrack2, width: 2, tolerance: 0.001) { (s: [Double], b: [Double]) -> [Double] in
                [s[0] - b[0], s[1] - b[0]]
            }
            try writeAnimation("width", .content) { f, k, t in t.number(max(0, f.value(k, 0)), places) }
            try writeAnimation("height", .content) { f, k, t in t.number(max(0, f.value(k, 1)), places) }
        } else {
            let (w, h) = contentSize(v)
            try writeAnimation("width", .content2) { f, k, t in t.number(max(0, w - f.value(k, 0)), places) }
            try writeAnimation("height", .content2) { f, k, t in t.number(max(0, h - f.value(k, 0)), places) }
        }
        try writeAnimation("stroke-width", .content2) { f, k, t in t.number(f.value(k, 0), places) }
        guard rounded else { return }
        if timeline.segmentCount(of: v, .cornerRadius) > 0 {
            contentTrack.build(timeline, view: v, property: .cornerRadius, storyTicks: storyTicks)
            size.buildCombined(contentTrack, contentTrack2, width: 1, tolerance: 0.001) { (r: [Double], b: [Double]) -> [Double] in
                [r[0] - b[0] / 2]
            }
            try writeAnimation("rx", .size) { f, k, t in t.number(max(0, f.value(k, 0)), places) }
        } else {
            let radius = contentScalar(v, .cornerRadius)
            try writeAnimation("rx", .content2) { f, k, t in t.number(max(0, radius - f.value(k, 0) / 2), places) }
        }
    }

    /// `fill`-like and opacity animations of a colour property.
    mutating func writeColorAnimations(_ v: Int, _ p: AnimatedProperty, _ colorAttribute: StaticString,
                                       _ opacityAttribute: StaticString) throws {
        contentTrack.build(timeline, view: v, property: p, storyTicks: storyTicks)
        if contentTrack.varies(0) || contentTrack.varies(1) || contentTrack.varies(2) {
            try writeAnimation(colorAttribute, .content) { f, k, t in
                t.color(RGBA(red: f.value(k, 0), green: f.value(k, 1), blue: f.value(k, 2)))
            }
        }
        if contentTrack.varies(3) {
            let places = lengthPlaces
            try writeAnimation(opacityAttribute, .content) { f, k, t in t.number(f.value(k, 3), places) }
        }
    }

    // MARK: Gradient

    /// A gradient layer's colours: a `<linearGradient>` in the unit space of the bounds
    /// (`objectBoundingBox`, stretched with the bounds as Core Animation stretches it) with one
    /// `<stop>` per colour slot, and a rect that fills the bounds with it, rounded by the corner
    /// radius, above the background.
    private mutating func writeGradient(_ v: Int, id: String) throws {
        let places = scalePlaces
        try stream.start("linearGradient")
        try stream.attribute("id", id)
        text.clear()
        for (property, x, y) in [(AnimatedProperty.gradientStart, "x1", "y1"), (.gradientEnd, "x2", "y2")]
            as [(AnimatedProperty, StaticString, StaticString)] {
            guard case .point(let px, let py) = contentValue(v, property) else { continue }
            try numberAttribute(x, px, places)
            try numberAttribute(y, py, places)
        }
        try stream.trusted(text)
        for (property, x, y) in [(AnimatedProperty.gradientStart, "x1", "y1"), (.gradientEnd, "x2", "y2")]
            as [(AnimatedProperty, StaticString, StaticString)] where animates && timeline.segmentCount(of: v, property) > 0 {
            contentTrack.build(timeline, view: v, property: property, storyTicks: storyTicks)
            if contentTrack.varies(0) { try writeAnimation(x, .content) { f, k, t in t.number(f.value(k, 0), places) } }
            if contentTrack.varies(1) { try writeAnimation(y, .content) { f, k, t in t.number(f.value(k, 1), places) } }
        }
        for (colorSlot, locationSlot) in zip(AnimatedProperty.gradientColors, AnimatedProperty.gradientLocations) {
            let color = contentColor(v, colorSlot)
            text.clear()
            try numberAttribute("offset", contentScalar(v, locationSlot), places)
            text.open("stop-color"); text.color(color); text.close()
            try numberAttribute("stop-opacity", color.alpha, lengthPlaces)
            try stream.start("stop", trusted: text)
            if animates && timeline.segmentCount(of: v, locationSlot) > 0 {
                contentTrack.build(timeline, view: v, property: locationSlot, storyTicks: storyTicks)
                try writeAnimation("offset", .content) { f, k, t in t.number(f.value(k, 0), places) }
            }
            if animates && timeline.segmentCount(of: v, colorSlot) > 0 {
                try writeColorAnimations(v, colorSlot, "stop-color", "stop-opacity")
            }
            try stream.end()
        }
        try stream.end()
        let (w, h) = contentSize(v)
        try stream.start("rect")
        try stream.attribute("fill", "url(#\(id))")
        text.clear()
        try numberAttribute("width", w, lengthPlaces)
        try numberAttribute("height", h, lengthPlaces)
        let rounded = try appendCornerRadius(v)
        try stream.trusted(text)
        try writeSizeAnimations(v)
        if rounded { try writeCornerRadiusAnimation(v) }
        try stream.end()
    }

    // MARK: Label

    private mutating func writeLabel(_ v: Int, _ label: LabelContent) throws {
        var label = label
        // A text layer's plain text takes its (animatable) fontSize; its block starts at the top,
        // so each baseline is a multiple of the size and follows it.
        let sized = label.topAligned && label.runs.isEmpty
        if sized { label.font.size = max(0, contentScalar(v, .fontSize)) }
        let fontAnimates = sized && animates && timeline.segmentCount(of: v, .fontSize) > 0
        let (w, h) = contentSize(v)
        let color = contentColor(v, .textColor)
        let colorAnimates = timeline.segmentCount(of: v, .textColor) > 0
        let factor: Double
        switch label.alignment {
        case .center: factor = 0.5
        case .right: factor = 1
        case .left, .justified: factor = 0
        }
        let sizeAnimates = animates && timeline.segmentCount(of: v, .size) > 0
        try stream.start("g")
        if let family = label.font.family {
            let clean = family.filter { $0 != "'" && $0 != "\\" && $0 != "\"" && $0 != ";" }
            try stream.attribute("font-family", "'\(SVGIdentifiers.xmlCharacters(clean))', " + "\(SVGDocumentWriter.systemFontStack)")
        }
        text.clear()
        if label.font.family == nil { text.open("font-family"); text.ascii(SVGDocumentWriter.systemFontStack); text.close() }
        try numberAttribute("font-size", label.font.size, lengthPlaces)
        try numberAttribute("font-weight", Double(label.font.weight), 0)
        if label.font.italic { text.attribute("font-style", "italic") }
        switch label.alignment {
        case .center: text.attribute("text-anchor", "middle")
        case .right: text.attribute("text-anchor", "end")
        case .left, .justified: text.attribute("text-anchor", "start")
        }
        text.open("fill"); text.color(color); text.close()
        if color.alpha != 1 || colorAnimates { try numberAttribute("fill-opacity", color.alpha, lengthPlaces) }
        if sizeAnimates {
            text.open("transform"); text.ascii("translate(")
            text.translation(w * factor, label.topAligned ? 0 : (h - label.textHeight) / 2, lengthPlaces)
            text.byte(UInt8(ascii: ")")); text.close()
        }
        try stream.trusted(text)
        if animates && colorAnimates { try writeColorAnimations(v, .textColor, "fill", "fill-opacity") }
        if sizeAnimates {
            size.build(timeline, view: v, property: .size, storyTicks: storyTicks)
            let places = lengthPlaces, block = label.textHeight, top = label.topAligned
            try writeAnimation("transform", type: "translate", .size) { f, k, t in
                t.translation(f.value(k, 0) * factor, top ? 0 : (f.value(k, 1) - block) / 2, places)
            }
        }
        if fontAnimates {
            contentTrack.build(timeline, view: v, property: .fontSize, storyTicks: storyTicks)
            let places = lengthPlaces
            try writeAnimation("font-size", .content) { f, k, t in t.number(max(0, f.value(k, 0)), places) }
        }
        for (i, line) in label.lines.enumerated() {
            text.clear()
            if sizeAnimates {
                try numberAttribute("x", 0, lengthPlaces)
                try numberAttribute("y", label.blockBaseline(line: i), lengthPlaces)
            } else {
                try numberAttribute("x", w * factor, lengthPlaces)
                try numberAttribute("y", label.baseline(line: i, height: h), lengthPlaces)
            }
            text.attribute("style", "white-space:pre")
            try stream.start("text", trusted: text)
            if fontAnimates {
                // Line i's baseline: i line heights and an ascender, all in proportion to the size.
                let ratio = Double(i) * (FontDescription.ascenderRatio + FontDescription.descenderRatio) + FontDescription.ascenderRatio
                let places = lengthPlaces
                try writeAnimation("y", .content) { f, k, t in t.number(max(0, f.value(k, 0)) * ratio, places) }
            }
            if i < label.runs.count, !label.runs[i].isEmpty {
                try writeRuns(label.runs[i], of: label, groupOpacity: color.alpha != 1 || colorAnimates)
            } else {
                try stream.string(SVGIdentifiers.xmlCharacters(line))
            }
            try stream.end()
        }
        try stream.end()
    }

    /// One `<tspan>` per run of an attributed line, written as the `<text>`'s content with no
    /// whitespace between them: a run's own font (family, size, weight, style), colour (`fill`,
    /// and `fill-opacity` when it is not opaque or the label's group sets one) and kern
    /// (`letter-spacing`); what a run does not set, it inherits from the label's group.
    private mutating func writeRuns(_ runs: [TextRun], of label: LabelContent, groupOpacity: Bool) throws {
        var markup: [UInt8] = []
        func ascii(_ s: String) { markup.append(contentsOf: s.utf8) }
        func escaped(_ s: String) {
            for b in SVGIdentifiers.xmlCharacters(s).utf8 {
                switch b {
                case UInt8(ascii: "&"): ascii("&amp;")
                case UInt8(ascii: "<"): ascii("&lt;")
                case UInt8(ascii: ">"): ascii("&gt;")
                case UInt8(ascii: "\""): ascii("&quot;")
                default: markup.append(b)
                }
            }
        }
        let places = lengthPlaces
        for run in runs {
            ascii("<tspan")
            if let font = run.font, font != label.font {
                ascii(" font-family=\"")
                if let family = font.family {
                    ascii("'"); escaped(family.filter { $0 != "'" && $0 != "\\" && $0 != "\"" && $0 != ";" }); ascii("', ")
                }
                ascii("\(SVGDocumentWriter.systemFontStack)\"")
                text.clear(); text.number(font.size, places)
                ascii(" font-size=\""); markup.append(contentsOf: text.bytes); ascii("\"")
                ascii(" font-weight=\"\(font.weight)\"")
                if font.italic != label.font.italic { ascii(font.italic ? " font-style=\"italic\"" : " font-style=\"normal\"") }
            }
            if let color = run.color {
                text.clear(); text.color(color)
                ascii(" fill=\""); markup.append(contentsOf: text.bytes); ascii("\"")
                if color.alpha != 1 || groupOpacity {
                    text.clear(); text.number(color.alpha, places)
                    ascii(" fill-opacity=\""); markup.append(contentsOf: text.bytes); ascii("\"")
                }
            }
            if let kern = run.kern, kern != 0, kern.isFinite {
                text.clear(); text.number(kern, places)
                ascii(" letter-spacing=\""); markup.append(contentsOf: text.bytes); ascii("\"")
            }
            ascii(">")
            escaped(run.text)
            ascii("</tspan>")
        }
        try stream.trustedContent(markup)
    }

    // MARK: Image

    private mutating func writeImage(_ v: Int, _ image: ImageContent) throws {
        let (w, h) = contentSize(v)
        let sizeAnimates = animates && timeline.segmentCount(of: v, .size) > 0
        text.clear()
        if sizeAnimates && image.fit != .center {
            try numberAttribute("width", w, lengthPlaces)
            try numberAttribute("height", h, lengthPlaces)
            switch image.fit {
            case .scaleAspectFit: text.attribute("preserveAspectRatio", "xMidYMid meet")
            case .scaleAspectFill: text.attribute("preserveAspectRatio", "xMidYMid slice")
            default: text.attribute("preserveAspectRatio", "none")
            }
        } else {
            let r = image.rect(boundsWidth: w, boundsHeight: h)
            if r.x != 0 { try numberAttribute("x", r.x, lengthPlaces) }
            if r.y != 0 { try numberAttribute("y", r.y, lengthPlaces) }
            try numberAttribute("width", r.width, lengthPlaces)
            try numberAttribute("height", r.height, lengthPlaces)
            text.attribute("preserveAspectRatio", "none")
        }
        if let id = effectIds[.tint] {
            text.open("filter"); text.ascii("url(#"); for b in id.utf8 { text.byte(b) }; text.ascii(")"); text.close()
        }
        text.open("href")
        text.ascii("data:")
        for b in image.mimeType.utf8 { text.byte(b) }
        text.ascii(";base64,")
        SVGDocumentWriter.appendBase64(image.data, to: &text)
        text.close()
        try stream.start("image", trusted: text)
        if sizeAnimates {
            size.build(timeline, view: v, property: .size, storyTicks: storyTicks)
            let places = lengthPlaces, iw = image.width, ih = image.height
            if image.fit == .center {
                if size.varies(0) { try writeAnimation("x", .size) { f, k, t in t.number((f.value(k, 0) - iw) / 2, places) } }
                if size.varies(1) { try writeAnimation("y", .size) { f, k, t in t.number((f.value(k, 1) - ih) / 2, places) } }
            } else {
                try writeSizeAnimations(v)
            }
        }
        try stream.end()
    }

    static func appendBase64(_ data: [UInt8], to text: inout SVGText) {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        text.reserve((data.count + 2) / 3 * 4)
        var i = 0
        while i + 2 < data.count {
            let n = Int(data[i]) << 16 | Int(data[i + 1]) << 8 | Int(data[i + 2])
            text.byte(alphabet[n >> 18 & 63]); text.byte(alphabet[n >> 12 & 63])
            text.byte(alphabet[n >> 6 & 63]); text.byte(alphabet[n & 63])
            i += 3
        }
        let rest = data.count - i
        if rest == 1 {
            let n = Int(data[i]) << 16
            text.byte(alphabet[n >> 18 & 63]); text.byte(alphabet[n >> 12 & 63])
            text.byte(UInt8(ascii: "=")); text.byte(UInt8(ascii: "="))
        } else if rest == 2 {
            let n = Int(data[i]) << 16 | Int(data[i + 1]) << 8
            text.byte(alphabet[n >> 18 & 63]); text.byte(alphabet[n >> 12 & 63])
            text.byte(alphabet[n >> 6 & 63]); text.byte(UInt8(ascii: "="))
        }
    }

    // MARK: Shape

    private mutating func writeShape(_ v: Int, _ shape: ShapeContent) throws {
        let fill = contentColor(v, .fillColor), stroke = contentColor(v, .strokeColor)
        let fillAnimates = timeline.segmentCount(of: v, .fillColor) > 0
        let strokeAnimates = timeline.segmentCount(of: v, .strokeColor) > 0
        let widthAnimates = timeline.segmentCount(of: v, .lineWidth) > 0
        let limitAnimates = timeline.segmentCount(of: v, .miterLimit) > 0
        let startAnimates = timeline.segmentCount(of: v, .strokeStart) > 0
        let endAnimates = timeline.segmentCount(of: v, .strokeEnd) > 0
        let s0 = contentScalar(v, .strokeStart), e0 = contentScalar(v, .strokeEnd)
        let length = shape.length
        let partial = (startAnimates || endAnimates || s0 > 0 || e0 < 1) && length > 0
        text.clear()
        let pathAnimates = timeline.segmentCount(of: v, .path) > 0
        text.open("d")
        SVGDocumentWriter.appendPathData(shape.path(at: contentValue(v, .path)), places: lengthPlaces, to: &text)
        text.close()
        if partial { try numberAttribute("pathLength", length, lengthPlaces) }
        text.open("fill")
        if fill.alpha > 0 || fillAnimates { text.color(fill) } else { text.ascii("none") }
        text.close()
        if (fill.alpha > 0 && fill.alpha != 1) || fillAnimates { try numberAttribute("fill-opacity", fill.alpha, lengthPlaces) }
        if shape.evenOdd { text.attribute("fill-rule", "evenodd") }
        text.open("stroke")
        if stroke.alpha > 0 || strokeAnimates { text.color(stroke) } else { text.ascii("none") }
        text.close()
        if (stroke.alpha > 0 && stroke.alpha != 1) || strokeAnimates {
            try numberAttribute("stroke-opacity", stroke.alpha, lengthPlaces)
        }
        try numberAttribute("stroke-width", contentScalar(v, .lineWidth), lengthPlaces)
        switch shape.lineCap {
        case .butt: break
        case .round: text.attribute("stroke-linecap", "round")
        case .square: text.attribute("stroke-linecap", "square")
        }
        // The miter limit matters only for a mitered stroke with a corner it decides: SVG's
        // default is 4 and Core Animation's 10 (Apple, CAShapeLayer.miterLimit), so the limit is
        // written when a corner's miter ratio lies between the two (or the path or limit moves).
        let mitered = shape.lineJoin == .miter && (stroke.alpha > 0 || strokeAnimates)
        let limit = contentScalar(v, .miterLimit)
        if mitered && (limitAnimates || (limit != 4 && (pathAnimates
                || Self.hasCorner(shape.path(at: contentValue(v, .path)), decidedBetween: min(limit, 4), and: max(limit, 4))))) {
            try numberAttribute("stroke-miterlimit", limit, lengthPlaces)
        }
        switch shape.lineJoin {
        case .miter: break
        case .round: text.attribute("stroke-linejoin", "round")
        case .bevel: text.attribute("stroke-linejoin", "bevel")
        }
        if partial {
            // The visible stroke is [start, end] of the length: one dash of (end − start)·L
            // followed by a gap of L, shifted back by start·L.
            text.open("stroke-dasharray")
            text.number(max(0, e0 - s0) * length, lengthPlaces); text.byte(UInt8(ascii: " ")); text.number(length, lengthPlaces)
            text.close()
            try numberAttribute("stroke-dashoffset", -s0 * length, lengthPlaces)
            if e0 - s0 <= 0 && !(animates && (startAnimates || endAnimates)) { text.attribute("visibility", "hidden") }
        }
        try stream.start("path", trusted: text)
        if animates {
            if pathAnimates {
                // A morph: the values a keyframe's span joins have the same commands, so SVG
                // interpolates each number linearly along its spline, as Core Animation moves each
                // point; values with other commands meet only at an instant (a jump).
                contentTrack.build(timeline, view: v, property: .path, storyTicks: storyTicks)
                let places = lengthPlaces
                try writeAnimation("d", .content) { f, k, t in
                    SVGDocumentWriter.appendPathData(shape.path(at: .point(x: f.value(k, 0), y: f.value(k, 1))),
                                                     places: places, to: &t)
                }
            }
            if fillAnimates { try writeColorAnimations(v, .fillColor, "fill", "fill-opacity") }
            if strokeAnimates { try writeColorAnimations(v, .strokeColor, "stroke", "stroke-opacity") }
            if widthAnimates {
                contentTrack.build(timeline, view: v, property: .lineWidth, storyTicks: storyTicks)
                let places = lengthPlaces
                try writeAnimation("stroke-width", .content) { f, k, t in t.number(f.value(k, 0), places) }
            }
            if mitered && limitAnimates {
                contentTrack.build(timeline, view: v, property: .miterLimit, storyTicks: storyTicks)
                let places = lengthPlaces
                try writeAnimation("stroke-miterlimit", .content) { f, k, t in t.number(max(1, f.value(k, 0)), places) }
            }
            if partial && (startAnimates || endAnimates) {
                try writeStrokeRange(v, length: length, start: s0, end: e0,
                                     startAnimates: startAnimates, endAnimates: endAnimates)
            }
        }
        try stream.end()
    }

    /// The blur and offset a view's shadow starts with, and how far they reach over the story: the
    /// radius (`stdDeviation`) at the start and the widest it gets, the offset at the start and the
    /// farthest it moves on each axis. Both shadow filters size their region from these.
    func shadowReach(_ v: Int) -> (sigma: Double, widest: Double, offset: (x: Double, y: Double), farthest: (x: Double, y: Double)) {
        let sigma = contentScalar(v, .shadowRadius)
        var widest = sigma
        timeline.forEachSegment(of: v, .shadowRadius) { s in widest = max(widest, s.from[0], s.to[0]) }
        var offset = (x: 0.0, y: 0.0)
        if case .size(let x, let y) = contentValue(v, .shadowOffset) { offset = (x, y) }
        var farthest = (x: abs(offset.x), y: abs(offset.y))
        timeline.forEachSegment(of: v, .shadowOffset) { s in
            farthest = (max(farthest.x, abs(s.from[0]), abs(s.to[0])), max(farthest.y, abs(s.from[1]), abs(s.to[1])))
        }
        return (sigma, widest, offset, farthest)
    }

    /// The `flood-opacity` animation of the open shadow element, when the view's `shadowOpacity`
    /// animates: the opacity times the shadow colour's own alpha, as the static attribute.
    mutating func writeShadowOpacityAnimation(_ v: Int, colorAlpha: Double) throws {
        guard animates, timeline.segmentCount(of: v, .shadowOpacity) > 0 else { return }
        contentTrack.build(timeline, view: v, property: .shadowOpacity, storyTicks: storyTicks)
        let places = lengthPlaces
        try writeAnimation("flood-opacity", .content) { f, k, t in t.number(f.value(k, 0) * colorAlpha, places) }
    }

    /// The `stdDeviation` animation of the open blur element, when the view's `shadowRadius`
    /// animates (a spring's overshoot below zero draws no blur, as a negative radius does).
    mutating func writeShadowRadiusAnimation(_ v: Int) throws {
        guard animates, timeline.segmentCount(of: v, .shadowRadius) > 0 else { return }
        contentTrack.build(timeline, view: v, property: .shadowRadius, storyTicks: storyTicks)
        let places = lengthPlaces
        try writeAnimation("stdDeviation", .content) { f, k, t in t.number(max(0, f.value(k, 0)), places) }
    }

    /// The `dx` and `dy` animations of the open offset element, when the view's `shadowOffset` animates.
    mutating func writeShadowOffsetAnimations(_ v: Int) throws {
        guard animates, timeline.segmentCount(of: v, .shadowOffset) > 0 else { return }
        contentTrack.build(timeline, view: v, property: .shadowOffset, storyTicks: storyTicks)
        let places = lengthPlaces
        try writeAnimation("dx", .content) { f, k, t in t.number(f.value(k, 0), places) }
        try writeAnimation("dy", .content) { f, k, t in t.number(f.value(k, 1), places) }
    }

    /// The shadow of a layer with a `shadowPath` (Apple, `CALayer.shadowPath`: the layer "creates
    /// its shadow using the specified path instead of the layer's composited alpha channel",
    /// "filled using the non-zero winding rule and the current shadow color, opacity, and blur
    /// radius"): a `<filter>` drawing only the shadow of what it filters (feDropShadow's chain
    /// without its merge with the source: the alpha blurred by the radius as the group shadow's
    /// `stdDeviation`, offset, flooded with the colour at the opacity), then the path through it,
    /// first in the view's group, so the background, content and subviews draw over it. The
    /// filter's region, in the view's user space, is the path's box grown by three standard
    /// deviations of the widest blur, the farthest offset and a point. Opacity, radius and offset
    /// animate as on a group shadow; an empty path casts nothing.
    mutating func writeShadowPath(_ v: Int, id: String, path: [PathElement], look: LayerLook) throws {
        guard let box = PathElement.controlBounds(of: path) else { return }
        let (sigma, widest, offset, farthest) = shadowReach(v)
        let mx = 3 * max(0, widest) + farthest.x + 1, my = 3 * max(0, widest) + farthest.y + 1
        let places = lengthPlaces
        try stream.start("filter")
        try stream.attribute("id", id)
        text.clear()
        text.attribute("filterUnits", "userSpaceOnUse")
        try numberAttribute("x", box.minX - mx, places)
        try numberAttribute("y", box.minY - my, places)
        try numberAttribute("width", box.maxX - box.minX + 2 * mx, places)
        try numberAttribute("height", box.maxY - box.minY + 2 * my, places)
        text.attribute("color-interpolation-filters", "sRGB")
        try stream.trusted(text)
        text.clear()
        text.attribute("in", "SourceAlpha")
        try numberAttribute("stdDeviation", sigma, places)
        try stream.start("feGaussianBlur", trusted: text)
        try writeShadowRadiusAnimation(v)
        try stream.end()
        text.clear()
        try numberAttribute("dx", offset.x, places)
        try numberAttribute("dy", offset.y, places)
        text.attribute("result", "shadow")
        try stream.start("feOffset", trusted: text)
        try writeShadowOffsetAnimations(v)
        try stream.end()
        text.clear()
        text.open("flood-color"); text.color(look.shadowColor); text.close()
        let colorAlpha = look.shadowColor.alpha
        try numberAttribute("flood-opacity", contentScalar(v, .shadowOpacity) * colorAlpha, places)
        try stream.start("feFlood", trusted: text)
        try writeShadowOpacityAnimation(v, colorAlpha: colorAlpha)
        try stream.end()
        text.clear()
        text.attribute("operator", "in"); text.attribute("in2", "shadow")
        try stream.start("feComposite", trusted: text)
        try stream.end()
        try stream.end()
        text.clear()
        text.open("d")
        SVGDocumentWriter.appendPathData(path, places: places, to: &text)
        text.close()
        try stream.startOwn("path")
        try stream.attribute("filter", "url(#\(id))")   // the view's id: escaped by libxml2
        try stream.trusted(text)
        try stream.end()
    }

    /// Whether a corner of the stroke of `elements` has a miter ratio (the miter's length over
    /// the line's width, 1 / sin(θ/2) for the angle θ between the two segments) in `(low, high]`:
    /// a limit of `low` bevels it and one of `high` miters it (a corner is bevelled when its ratio
    /// exceeds the limit: Apple, CAShapeLayer.miterLimit; SVG 1.1, `stroke-miterlimit`).
    /// Zero-length segments make no corner; a closed subpath's start is a corner too.
    static func hasCorner(_ elements: [PathElement], decidedBetween low: Double, and high: Double) -> Bool {
        typealias Vector = (x: Double, y: Double)
        func direction(_ candidates: [Vector]) -> Vector? {
            for c in candidates {
                let length = (c.x * c.x + c.y * c.y).squareRoot()
                if length > 1e-9 { return (c.x / length, c.y / length) }
            }
            return nil
        }
        func decides(_ incoming: Vector, _ outgoing: Vector) -> Bool {
            let turn = incoming.x * outgoing.x + incoming.y * outgoing.y   // cos of the turning angle
            let half = ((1 + max(-1, min(1, turn))) / 2).squareRoot()      // sin(θ/2)
            let ratio = half > 0 ? 1 / half : .infinity
            return ratio > low && ratio <= high
        }
        var start: Vector = (0, 0), current: Vector = (0, 0)
        var first: Vector?, last: Vector?
        func add(_ begin: Vector?, _ end: Vector?) -> Bool {
            guard let begin, let end else { return false }
            if let last, decides(last, begin) { return true }
            if first == nil { first = begin }
            last = end
            return false
        }
        for element in elements {
            switch element {
            case .move(let x, let y):
                start = (x, y); current = start; first = nil; last = nil
            case .line(let x, let y):
                let d = direction([(x - current.x, y - current.y)])
                if add(d, d) { return true }
                current = (x, y)
            case .quad(let cx, let cy, let x, let y):
                let chord = (x: x - current.x, y: y - current.y)
                if add(direction([(cx - current.x, cy - current.y), chord]), direction([(x - cx, y - cy), chord])) { return true }
                current = (x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                let chord = (x: x - current.x, y: y - current.y)
                if add(direction([(c1x - current.x, c1y - current.y), (c2x - current.x, c2y - current.y), chord]),
                       direction([(x - c2x, y - c2y), (x - c1x, y - c1y), chord])) { return true }
                current = (x, y)
            case .close:
                let d = direction([(start.x - current.x, start.y - current.y)])
                if add(d, d) { return true }
                if let last, let first, decides(last, first) { return true }
                current = start; first = nil; last = nil
            }
        }
        return false
    }

    /// The dash animations of an animated `strokeStart`/`strokeEnd`. One animated side is
    /// exact (its own keyframes and splines); when both animate, the model is sampled at both
    /// tracks' keyframe times and every 1/60 s, linearly in between.
    private mutating func writeStrokeRange(_ v: Int, length: Double, start s0: Double, end e0: Double,
                                           startAnimates: Bool, endAnimates: Bool) throws {
        let places = lengthPlaces
        if startAnimates && endAnimates {
            contentTrack.build(timeline, view: v, property: .strokeStart, storyTicks: storyTicks)
            contentTrack2.build(timeline, view: v, property: .strokeEnd, storyTicks: storyTicks)
            var times = Set(contentTrack.times + contentTrack2.times)
            var t = 0.0
            while t < Double(storyTicks) { times.insert(t); t += 1e9 / 60 }
            let sorted = times.sorted()
            var values: [(Double, Double)] = []
            for time in sorted {
                let at = StoryTime(ticks: Int64(time.rounded()))
                guard case .scalar(let s) = timeline.value(of: v, .strokeStart, at: at),
                      case .scalar(let e) = timeline.value(of: v, .strokeEnd, at: at) else { continue }
                values.append((s, e))
            }
            for (attribute, pick) in [("stroke-dasharray", 0), ("stroke-dashoffset", 1)] as [(StaticString, Int)] {
                beginElement(attribute, type: nil, repeat: nil, calcMode: nil)
                appendKeyTimes(sorted)
                text.open("values")
                for (i, (s, e)) in values.enumerated() {
                    if i > 0 { text.byte(UInt8(ascii: ";")) }
                    if pick == 0 {
                        text.number(max(0, e - s) * length, places); text.byte(UInt8(ascii: " ")); text.number(length, places)
                    } else {
                        text.number(-s * length, places)
                    }
                }
                text.close()
                try endElement(attribute, type: nil, repeat: nil)
            }
            return
        }
        contentTrack.build(timeline, view: v, property: startAnimates ? .strokeStart : .strokeEnd, storyTicks: storyTicks)
        if startAnimates {
            try writeAnimation("stroke-dasharray", .content) { f, k, t in
                t.number(max(0, e0 - f.value(k, 0)) * length, places); t.byte(UInt8(ascii: " ")); t.number(length, places)
            }
            try writeAnimation("stroke-dashoffset", .content) { f, k, t in t.number(-f.value(k, 0) * length, places) }
        } else {
            try writeAnimation("stroke-dasharray", .content) { f, k, t in
                t.number(max(0, f.value(k, 0) - s0) * length, places); t.byte(UInt8(ascii: " ")); t.number(length, places)
            }
        }
        // An empty range draws nothing (a zero-length dash would still show round caps).
        if contentTrack.count > 1 {
            let fixed = startAnimates ? e0 : s0
            func empty(_ k: Int) -> Bool {
                let x = contentTrack.value(k, 0)
                return (startAnimates ? fixed - x : x - fixed) <= 0
            }
            var anyEmpty = false
            for k in 0..<contentTrack.count where empty(k) { anyEmpty = true; break }
            guard anyEmpty else { return }
            var keys: [(Double, Bool)] = []
            for k in 0..<contentTrack.count {
                // Hidden from a keyframe on when it and the next one are both empty.
                let hidden = empty(k) && (k + 1 >= contentTrack.count || empty(k + 1))
                if keys.last?.1 != hidden { keys.append((contentTrack.times[k], hidden)) }
            }
            if keys.first?.0 != 0 { keys.insert((0, keys.first.map { !$0.1 } ?? false), at: 0) }
            try writeVisibility(times: keys.map(\.0), hidden: keys.map(\.1), inTreeOf: v)
        }
    }

    /// SVG path data: `M x y`, `L`, `Q`, `C`, `Z`.
    static func appendPathData(_ path: [PathElement], places: Int, to text: inout SVGText) {
        var first = true
        func command(_ c: UInt8) {
            if !first { text.byte(UInt8(ascii: " ")) }
            first = false
            text.byte(c)
        }
        func point(_ x: Double, _ y: Double) {
            text.byte(UInt8(ascii: " ")); text.number(x, places); text.byte(UInt8(ascii: " ")); text.number(y, places)
        }
        for element in path {
            switch element {
            case .move(let x, let y): command(77); point(x, y)
            case .line(let x, let y): command(76); point(x, y)
            case .quad(let cx, let cy, let x, let y): command(81); point(cx, cy); point(x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                command(67); point(c1x, c1y); point(c2x, c2y); point(x, y)
            case .close: command(90)
            }
        }
    }
}
