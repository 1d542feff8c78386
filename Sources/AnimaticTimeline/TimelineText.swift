import AnimaticClock

extension Timeline {
    /// The timeline as text, one segment a line, for debugging, tests and snapshot diffs.
    ///
    /// Each line reads `start +duration view property from -> to curve`, times in seconds with
    /// three decimals and values rounded to three decimals (angles in degrees):
    ///
    /// ```text
    /// 0.000 +0.500 box transform rotate(0°) -> rotate(90°) easeInOut
    /// 0.500 +0.500 box center (200, 150) -> (250, 150) easeInOut
    /// ```
    ///
    /// Endless repeats follow, one a line: `1.000 +0.800 badge alpha repeats forever` (the
    /// first cycle's start and the period; the cycle's segments are listed above).
    public var text: String {
        var out = ""
        for i in 0..<segmentCount {
            out += Timeline.line(for: segment(i))
            out += "\n"
        }
        for r in endlessRepeats {
            // After the segments: `start +period view property repeats forever`.
            out += "\(r.start.millisecondText) +\(r.period.millisecondText) \(Timeline.inert(views[r.view].displayName)) "
                + "\(r.property) repeats forever\n"
        }
        for view in views {
            // Last: `time +0.000 view content -> label "New text"` per content change; a
            // cross-dissolve shows its duration and curve (`1.000 +0.400 title content -> label
            // "B" easeInOut`), and a fade a cut story stopped, the share it reached.
            for change in view.contentChanges {
                out += "\(change.time.millisecondText) +\(change.duration.millisecondText) \(Timeline.inert(view.displayName)) content -> "
                    + Timeline.contentText(change.content)
                if change.fades { out += " \(change.curve)" }
                if change.reach != 1 { out += " reaching \(NumberText.fixed(change.reach, places: 3))" }
                out += "\n"
            }
        }
        return out
    }

    /// How a content change reads in ``text``: `label "…"` (the text inert, quotes escaped),
    /// `image 24x24`, `shape` or `nothing`.
    package static func contentText(_ content: ViewContent) -> String {
        switch content {
        case .plain: return "nothing"
        case .label(let label):
            return "label \"" + inert(label.lines.joined(separator: "\n")).replacingOccurrences(of: "\"", with: "\\u{22}") + "\""
        case .image(let image):
            return "image \(n(image.width))x\(n(image.height))"
        case .shape: return "shape"
        }
    }

    /// One line of ``text``.
    package static func line(for s: Segment) -> String {
        let (from, to) = valueTexts(for: s)
        return "\(s.start.millisecondText) +\(s.duration.millisecondText) \(inert(s.viewName)) \(s.property) "
            + "\(from) -> \(to) \(s.curve)"
    }

    /// `name` with every control or line-separating character (C0, DEL, C1, U+2028, U+2029)
    /// and the backslash written as a `\u{…}` escape, so that a view's identifier can never
    /// start a new line of ``text`` or forge one (a snapshot of the text stays one line per
    /// segment).
    package static func inert(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: needsEscape) else { return name }
        var out = ""
        for scalar in name.unicodeScalars {
            if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (v >= 0x7F && v <= 0x9F) || v == 0x2028 || v == 0x2029 || v == 0x5C
    }

    /// The start and end values of a segment as ``text`` prints them (transform parts that
    /// stay at their default in both are left out).
    package static func valueTexts(for s: Segment) -> (from: String, to: String) {
        var transformDefaults: (translate: Bool, skew: Bool, scale: Bool) = (false, false, false)
        if case .transform(let a) = s.from, case .transform(let b) = s.to {
            transformDefaults = (
                a.translationX == 0 && a.translationY == 0 && b.translationX == 0 && b.translationY == 0,
                a.skew == 0 && b.skew == 0,
                a.scaleX == 1 && a.scaleY == 1 && b.scaleX == 1 && b.scaleY == 1)
        }
        func text(_ v: TimelineValue) -> String {
            switch v {
            case .point(let x, let y): return "(\(n(x)), \(n(y)))"
            case .size(let w, let h): return "\(n(w))x\(n(h))"
            case .scalar(let x): return n(x)
            case .flag(let f): return f ? "true" : "false"
            case .color(let c): return "rgba(\(n(c.red)), \(n(c.green)), \(n(c.blue)), \(n(c.alpha)))"
            case .transform(let t):
                var parts: [String] = []
                if !transformDefaults.translate { parts.append("translate(\(n(t.translationX)), \(n(t.translationY)))") }
                parts.append("rotate(\(n(t.rotation * 180 / .pi))°)")
                if !transformDefaults.skew { parts.append("skew(\(n(t.skew)))") }
                if !transformDefaults.scale { parts.append("scale(\(n(t.scaleX)), \(n(t.scaleY)))") }
                return parts.joined(separator: " ")
            }
        }
        return (text(s.from), text(s.to))
    }

    private static func n(_ x: Double) -> String { NumberText.fixed(x, places: 3) }
}
