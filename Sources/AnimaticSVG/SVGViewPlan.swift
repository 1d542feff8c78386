import AnimaticTimeline

/// Whether a part of a view's geometry or paint needs no output, a constant, or an animation
/// over the story. Decided from the whole timeline, so an animated document and a still frame
/// of the same timeline have the same elements.
enum PartState: Equatable {
    case absent, fixed, animated
}

/// The transform parts of a view, outermost first: they compose to
/// `T(center) · T(translation) · R · skewX · S · T(−bounds.origin − anchorPoint·size)`, which is
/// ``ViewState/matrixToSuperview``.
enum Part: Int, CaseIterable {
    case position, translation, rotation, skew, scale, bounds

    /// How many parts there are (`allCases.count`, without building the array).
    static let count = 6
}

/// What one view needs in the SVG.
struct ViewPlan {
    /// One state per ``Part``, inline (no array per view).
    private var parts: (PartState, PartState, PartState, PartState, PartState, PartState) =
        (.absent, .absent, .absent, .absent, .absent, .absent)
    var opacity: PartState = .absent
    var visibilityAnimated = false
    var rect = false
    var width: PartState = .absent
    var height: PartState = .absent
    var fill: PartState = .absent
    var fillOpacity: PartState = .absent
    /// The rotation turns about the anchor point on the id group itself (`rotate(a cx cy)`),
    /// which then holds no bounds part: set when the rotation is the only animated part
    /// between the translations and the bounds, and the bounds offset is constant (see
    /// `SVGDocumentWriter.makePlan`). The offset moves into the position group's translation.
    var rotatesAboutAnchor = false

    subscript(part: Part) -> PartState {
        get {
            switch part {
            case .position: return parts.0
            case .translation: return parts.1
            case .rotation: return parts.2
            case .skew: return parts.3
            case .scale: return parts.4
            case .bounds: return parts.5
            }
        }
        set {
            switch part {
            case .position: parts.0 = newValue
            case .translation: parts.1 = newValue
            case .rotation: parts.2 = newValue
            case .skew: parts.3 = newValue
            case .scale: parts.4 = newValue
            case .bounds: parts.5 = newValue
            }
        }
    }

    /// The `<g>` elements of the view, outermost first, as ranges of parts. Each animated
    /// part gets an element of its own (an `animateTransform` replaces its element's whole
    /// `transform`); neighbouring constant parts share one element's `transform` list. The
    /// first element always exists (it carries opacity and visibility); the last holds the
    /// bounds part (or, with ``rotatesAboutAnchor``, the rotation) and gets the view's id.
    func groups(into out: inout [(parts: Range<Int>, animated: Bool)]) {
        out.removeAll(keepingCapacity: true)
        var start = 0
        var cursor = 0
        var currentAnimated = false
        var open = false
        for raw in 0..<Part.count {
            let part = Part(rawValue: raw)!
            let state = self[part]
            let keep = part == .bounds ? !rotatesAboutAnchor : state != .absent || part == .position
            guard keep else { continue }
            if state == .animated {
                if open { out.append((start..<cursor, currentAnimated)) }
                start = part.rawValue
                cursor = part.rawValue + 1
                currentAnimated = true
                open = true
            } else if open && !currentAnimated {
                cursor = part.rawValue + 1
            } else {
                if open { out.append((start..<cursor, currentAnimated)) }
                start = part.rawValue
                cursor = part.rawValue + 1
                currentAnimated = false
                open = true
            }
        }
        if open { out.append((start..<cursor, currentAnimated)) }
    }
}
