import AnimaticClock
import AnimaticExport
import AnimaticTimeline

/// The cycles of the endless repeats of the view being written: one ``Keyframes`` per
/// repeating property, spanning one period (see ``EndlessRepeat``). The writer emits, after
/// a property's whole-story track, a second element per attribute with `begin` = the repeat's
/// start, `dur` = its period and `repeatCount="indefinite"`.
struct CycleKeyframes {
    private(set) var repeats: [EndlessRepeat] = []
    private var center = Keyframes(), size = Keyframes(), alpha = Keyframes(), color = Keyframes()
    private(set) var transformKeyframes = Keyframes()
    /// The skew cycle, mapped to degrees by the writer (as the whole-story skew track).
    var skew = Keyframes()

    var isEmpty: Bool { repeats.isEmpty }
    var transform: EndlessRepeat? { repeatOf(.transform) }

    /// Collects the repeats of `view` and builds their cycles.
    mutating func build(_ timeline: Timeline, view: Int) {
        repeats.removeAll(keepingCapacity: true)
        for r in timeline.endlessRepeats where r.view == view {
            repeats.append(r)
            switch r.property {
            case .center: center.buildCycle(timeline, view: view, property: .center, cycle: r)
            case .size: size.buildCycle(timeline, view: view, property: .size, cycle: r)
            case .transform: transformKeyframes.buildCycle(timeline, view: view, property: .transform, cycle: r)
            case .alpha: alpha.buildCycle(timeline, view: view, property: .alpha, cycle: r)
            case .backgroundColor: color.buildCycle(timeline, view: view, property: .backgroundColor, cycle: r)
            default: break
            }
        }
    }

    func repeatOf(_ property: AnimatedProperty?) -> EndlessRepeat? {
        guard let property else { return nil }
        return repeats.first { $0.property == property }
    }

    /// The timeline property an SMIL track of the writer reads.
    static func property(of track: SVGDocumentWriter.Track) -> AnimatedProperty? {
        switch track {
        case .position: return .center
        case .translation, .rotation, .scale, .skew: return .transform
        case .boundsOffset, .width, .height: return .size
        case .opacity: return .alpha
        case .fill, .fillOpacity: return .backgroundColor
        }
    }

    /// The cycle keyframes a track prints.
    func keyframes(for track: SVGDocumentWriter.Track) -> Keyframes {
        switch track {
        case .position: return center
        case .translation, .rotation, .scale: return transformKeyframes
        case .skew: return skew
        case .boundsOffset, .width, .height: return size
        case .opacity: return alpha
        case .fill, .fillOpacity: return color
        }
    }
}
