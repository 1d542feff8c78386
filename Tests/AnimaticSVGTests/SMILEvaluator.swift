import AnimaticTimeline
import Foundation

/// Evaluates the SMIL animations of a parsed SVG at a time, the way the SVG Animations spec
/// (and Chromium, measured) does, with its own number parsing and spline solving: nothing
/// here reuses the timeline's evaluation.
struct SMILEvaluator {
    let root: SVGNode

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The element with `id`.
    func element(id: String) -> SVGNode? {
        root.all.first { $0["id"] == id }
    }

    /// The matrix from `node`'s user space to the root `<svg>`'s user space at `time`.
    func matrixToRoot(_ node: SVGNode, at time: Double) throws -> AffineMatrix {
        var chain: [SVGNode] = []
        var n: SVGNode? = node
        while let current = n, current.name != "svg" { chain.append(current); n = current.parent }
        var m = AffineMatrix.identity
        for g in chain.reversed() {
            m = m.multiplied(by: try transform(of: g, at: time))
        }
        return m
    }

    /// The product of `opacity` over `node` and its ancestors at `time`.
    func effectiveOpacity(_ node: SVGNode, at time: Double) throws -> Double {
        var product = 1.0
        var n: SVGNode? = node
        while let current = n {
            let fades = current.children.filter { $0.name == "animate" && $0["attributeName"] == "opacity" }
            if let shown = try sandwich(fades, at: time, base: current["opacity"] ?? "1"), active(fades, at: time) != nil {
                product *= try numbers(shown)[0]
            } else if let o = current["opacity"] {
                product *= Double(o)!
            }
            n = current.parent
        }
        return product
    }

    /// Whether `node` shows (no ancestor-or-self `visibility` resolves to hidden).
    func isVisible(_ node: SVGNode, at time: Double) throws -> Bool {
        var n: SVGNode? = node
        while let current = n {
            var v = current["visibility"] ?? "inherit"
            if let a = current.children.first(where: { $0.name == "animate" && $0["attributeName"] == "visibility" }) {
                v = try value(of: a, at: time)
            }
            if v == "hidden" { return false }
            if v == "visible" { return true }
            n = current.parent
        }
        return true
    }

    /// The current value of an attribute animated by a child `<animate>`, or the static one.
    func attribute(_ name: String, of node: SVGNode, at time: Double) throws -> String? {
        try sandwich(node.children.filter { $0.name == "animate" && $0["attributeName"] == name }, at: time, base: node[name])
    }

    /// The value SMIL's sandwich of `animations` (of one attribute, none additive) shows at
    /// `time` over the static value `base`: the active one's; a to-animation (`to` without
    /// `values`) goes from the value of the sandwich without it (SVG Animations, "to
    /// animation") to its `to`.
    func sandwich(_ animations: [SVGNode], at time: Double, base: String?) throws -> String? {
        guard let a = active(animations, at: time) else { return base }
        guard a["values"] == nil, a["to"] != nil else { return try value(of: a, at: time) }
        guard let underlying = try sandwich(animations.filter { $0 !== a }, at: time, base: base) else {
            throw Failure(description: "to-animation with no underlying value")
        }
        return try value(of: a, at: time, underlying: underlying)
    }

    /// The element's transform with its `animateMotion` translation (SVG's supplemental
    /// transform, applied on top of `transform`, in the parent's space).
    func transform(of g: SVGNode, at time: Double) throws -> AffineMatrix {
        let own = try ownTransform(of: g, at: time)
        let motions = g.children.filter { $0.name == "animateMotion" }
        guard active(motions, at: time) != nil else { return own }
        for motion in motions where motion["path"] != nil || motion["rotate"] != nil || motion["keyPoints"] != nil || motion["additive"] != nil {
            throw Failure(description: "animateMotion beyond values")
        }
        // A motion's underlying value is no motion (0 0).
        let xy = try numbers(try sandwich(motions, at: time, base: "0 0")!)
        guard xy.count == 2 else { throw Failure(description: "animateMotion value \(xy)") }
        return AffineMatrix.translation(xy[0], xy[1]).multiplied(by: own)
    }

    func ownTransform(of g: SVGNode, at time: Double) throws -> AffineMatrix {
        let animations = g.children.filter { $0.name == "animateTransform" }
        if Set(animations.map { $0["type"] ?? "" }).count > 1 {
            throw Failure(description: "animateTransforms of several types on a group")
        }
        if let a = active(animations, at: time) {
            guard a["additive"] == nil else { throw Failure(description: "additive") }
            let type = a["type"] ?? "translate"
            return try parseTransformList("\(type)(\(try value(of: a, at: time)))")
        }
        return try parseTransformList(g["transform"] ?? "")
    }

    /// The `begin` of an animation in seconds (absolute `"1.5s"` only; none is 0).
    func begin(of a: SVGNode) -> Double? {
        guard let text = a["begin"] else { return 0 }
        guard text.hasSuffix("s") else { return nil }
        return Double(text.dropLast())
    }

    /// Of several animations of one attribute, the one in effect at `time`: SMIL's sandwich
    /// with no additive animations is the highest-priority active (or frozen) one, priority
    /// going to the later `begin`, then to the later element in document order.
    func active(_ animations: [SVGNode], at time: Double) -> SVGNode? {
        var best: SVGNode?
        var bestBegin = -Double.infinity
        for a in animations {
            let b = begin(of: a) ?? 0
            if b <= time && b >= bestBegin { best = a; bestBegin = b }
        }
        return best
    }

    /// The animated value (interpolated text) at `time`.
    func value(of a: SVGNode, at absoluteTime: Double, underlying: String? = nil) throws -> String {
        guard let start = begin(of: a), start == 0 || a["repeatCount"] == "indefinite" || a["fill"] == "freeze",
              let durText = a["dur"], durText.hasSuffix("s"),
              let dur = Double(durText.dropLast()), dur > 0 else {
            throw Failure(description: "unexpected timing \(a.attributes)")
        }
        let time = max(0, absoluteTime - start)
        let list: String
        if let values = a["values"] {
            list = values
        } else if let to = a["to"], let underlying {
            list = underlying + ";" + to
        } else {
            throw Failure(description: "neither values nor to (with its underlying value) in \(a.attributes)")
        }
        let values = list.split(separator: ";", omittingEmptySubsequences: false).map {
            SMILEvaluator.complete(String($0), type: a.name == "animateTransform" ? a["type"] ?? "translate" : nil)
        }
        // No keyTimes: evenly spaced (SMIL's default, written only for two values).
        let keyTimes = a["keyTimes"].map { $0.split(separator: ";", omittingEmptySubsequences: false).map { Double($0)! } }
            ?? (values.count == 2 ? [0, 1] : [])
        guard keyTimes.count == values.count, keyTimes.first == 0 else {
            throw Failure(description: "keyTimes/values mismatch")
        }
        for i in 1..<keyTimes.count where keyTimes[i] < keyTimes[i - 1] { throw Failure(description: "keyTimes decrease") }
        // animateMotion's default is paced: the same as linear for two values only.
        if a.name == "animateMotion" && a["calcMode"] == nil && values.count > 2 {
            throw Failure(description: "paced animateMotion")
        }
        let mode = a["calcMode"] ?? "linear"
        var f: Double
        if a["repeatCount"] == "indefinite" {
            let r = time / dur
            f = r - r.rounded(.down)
        } else if time >= dur {
            f = 1
        } else {
            f = time / dur
        }
        if mode == "discrete" {
            var index = 0
            for i in 1..<keyTimes.count where keyTimes[i] <= f { index = i }
            return values[index]
        }
        guard mode == "spline" || mode == "linear", keyTimes.last == 1 else { throw Failure(description: "calcMode \(mode)") }
        if mode == "linear" && a["keySplines"] != nil { throw Failure(description: "keySplines on a linear animation") }
        let splines = mode == "linear" ? Array(repeating: [0.0, 0, 1, 1], count: keyTimes.count - 1)
            : a["keySplines"]!.split(separator: ";", omittingEmptySubsequences: false).map {
                $0.split(separator: " ").map { Double($0)! }
            }
        guard splines.count == keyTimes.count - 1, splines.allSatisfy({ $0.count == 4 && $0.allSatisfy { (0...1).contains($0) } }) else {
            throw Failure(description: "keySplines")
        }
        // Chromium: the interval is the last i with keyTimes[i] <= f.
        var index = 0
        for i in 1..<keyTimes.count where keyTimes[i] <= f { index = i }
        if index == keyTimes.count - 1 { return values[index] }
        let span = keyTimes[index + 1] - keyTimes[index]
        let local = span > 0 ? (f - keyTimes[index]) / span : 1
        let sp = splines[index]
        let p = SMILEvaluator.bezier(local, sp[0], sp[1], sp[2], sp[3])
        let a0 = try numbers(values[index]), a1 = try numbers(values[index + 1])
        if a0.isEmpty && values[index].hasPrefix("#") {
            // Colours: interpolate the channels.
            let c0 = hex(values[index]), c1 = hex(values[index + 1])
            return (0..<3).map { String(c0[$0] + (c1[$0] - c0[$0]) * p) }.joined(separator: " ")
        }
        return zip(a0, a1).map { String($0 + ($1 - $0) * p) }.joined(separator: " ")
    }

    /// A transform value with the numbers SVG leaves out written: a translation's y (0), a
    /// scale's y (its x), a rotation's centre (0 0).
    static func complete(_ value: String, type: String?) -> String {
        let parts = value.split(separator: " ")
        switch (type, parts.count) {
        case ("translate", 1): return value + " 0"
        case ("scale", 1): return value + " " + value
        default: return value
        }
    }

    private func hex(_ s: String) -> [Double] {
        var digits = String(s.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        let v = Int(digits, radix: 16)!
        return [Double(v >> 16 & 255), Double(v >> 8 & 255), Double(v & 255)]
    }

    /// y at x of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1), by bisection.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return b((lo + hi) / 2, y1, y2)
    }

    func numbers(_ text: String) throws -> [Double] {
        try text.split(whereSeparator: { $0 == " " || $0 == "," }).map {
            guard let d = Double($0) else { throw Failure(description: "not a number: \($0)") }
            return d
        }
    }

    func parseTransformList(_ text: String) throws -> AffineMatrix {
        var m = AffineMatrix.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            let close = rest.firstIndex(of: ")")!
            let args = try numbers(String(rest[rest.index(after: open)..<close]))
            let part: AffineMatrix
            switch name {
            case "translate": part = .translation(args[0], args.count > 1 ? args[1] : 0)
            case "rotate":
                // rotate(a cx cy) = translate(cx cy) rotate(a) translate(−cx −cy)
                guard args.count == 1 || args.count == 3 else { throw Failure(description: "rotate with \(args.count) numbers") }
                let (cx, cy) = args.count == 3 ? (args[1], args[2]) : (0, 0)
                part = AffineMatrix.translation(cx, cy).multiplied(by: .rotation(args[0] * .pi / 180))
                    .multiplied(by: .translation(-cx, -cy))
            case "scale": part = .scale(args[0], args.count > 1 ? args[1] : args[0])
            case "skewX": part = AffineMatrix(a: 1, b: 0, c: tan(args[0] * .pi / 180), d: 1, tx: 0, ty: 0)
            default: throw Failure(description: "transform \(name)")
            }
            m = m.multiplied(by: part)
            rest = rest[rest.index(after: close)...]
        }
        return m
    }
}
