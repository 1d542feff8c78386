import Foundation

/// Reads back what a real browser shows of an animated SVG at chosen moments of its SMIL clock.
///
/// The probe pauses the document's animation clock, seeks it, and reads for each requested
/// element id the matrix from the element's user space to the root `<svg>`'s viewBox space, the
/// effective opacity, the computed visibility and display, and the text content (see
/// ``ElementState``). Many ids and many times are read in ONE WebDriver round trip by
/// ``read(ids:at:includeText:)``.
///
/// ```swift
/// let probe = try await SVGProbe.open(svgFile, in: browser)
/// let frames = try await probe.read(ids: ["box", "title"], at: [0, 0.25, 0.5])
/// #expect(frames[1]["box"]!.opacity == 0.5)
/// ```
///
/// The document is either a standalone SVG file (its root element is the `<svg>`) or an HTML page
/// with the `<svg>` inlined; for HTML pass a CSS selector such as `"svg#story"` as `rootSelector`
/// (without one, the first `<svg>` of the page is used).
public struct SVGProbe: Sendable {
    /// The browser showing the document.
    public let browser: Browser
    /// CSS selector of the root `<svg>`; `nil` means the document element when it is an `<svg>`,
    /// else the page's first `<svg>`.
    public let rootSelector: String?

    /// A probe for the page the browser currently shows.
    public init(browser: Browser, rootSelector: String? = nil) {
        self.browser = browser
        self.rootSelector = rootSelector
    }

    /// Loads `url` (a `file://` SVG or HTML page) in `browser` and checks that the root `<svg>` exists.
    ///
    /// - Throws: ``SVGProbeError/noRootSVG(selector:found:)`` when it does not.
    public static func open(_ url: URL, in browser: Browser, rootSelector: String? = nil) async throws -> SVGProbe {
        try await browser.navigate(to: url)
        let probe = SVGProbe(browser: browser, rootSelector: rootSelector)
        _ = try await probe.currentTime()
        return probe
    }

    /// The value passed to `setCurrentTime` to land at `seconds` or just after: the smallest
    /// single-precision float that is >= `seconds`.
    ///
    /// `SVGSVGElement.setCurrentTime` takes a 32-bit float, and Chromium then truncates to whole
    /// microseconds. Seeking to 0.7 naively passes float32(0.7) = 0.69999999, which lands at
    /// 0.699999 s, so a `<set begin="0.7s">` is NOT yet active. Rounding UP to a float32 makes
    /// the browser land at `seconds` (for times in whole microseconds below ~16 s) or at most one
    /// float32 step later, never earlier: "at t" means "at t or just after", like the model's
    /// clock. The float32 step is 0.06 µs at 1 s, 1 µs at 16 s and 8 µs at 100 s. A time that
    /// is not in whole microseconds lands, in Chromium, on the whole microsecond below the float
    /// (`PlaybackComparison.shownTime(of:engine:)` says which time each engine shows).
    ///
    /// - Throws: ``SVGProbeError/invalidTime(_:)`` for negative, NaN, infinite or too large times.
    public static func seekValue(for seconds: Double) throws -> Float {
        guard seconds.isFinite, seconds >= 0, seconds < Double(Float.greatestFiniteMagnitude) else {
            throw SVGProbeError.invalidTime(seconds)
        }
        var f = Float(seconds)
        if Double(f) < seconds { f = f.nextUp }
        return f
    }

    /// Pauses the document's animation clock (`svg.pauseAnimations()`).
    public func pause() async throws {
        _ = try await run(["op": "pause"])
    }

    /// Pauses the clock and sets it to `seconds` or just after (see ``seekValue(for:)``).
    public func seek(to seconds: Double) async throws {
        _ = try await run(["op": "seek", "time": .number(Double(try Self.seekValue(for: seconds)))])
    }

    /// The document's current animation time (`svg.getCurrentTime()`), in seconds. Browsers return
    /// it as a float32: after ``seek(to:)`` 0.7 it reads 0.69999998 although the clock is at 0.7.
    public func currentTime() async throws -> Double {
        let result = try await run(["op": "time"])
        guard let time = result.time else { throw SVGProbeError.unexpectedResult("no time in \(result)") }
        return time
    }

    /// Reads the elements' states now, without pausing or seeking.
    ///
    /// - Throws: ``SVGProbeError/missingElements(_:)`` naming every id that is not in the root `<svg>`.
    public func read(ids: [String], includeText: Bool = true) async throws -> [String: ElementState] {
        let result = try await run(["op": "read", "ids": .array(ids.map { .string($0) }), "times": [nil],
                                    "text": .bool(includeText)])
        guard let frame = result.frames?.first else { throw SVGProbeError.unexpectedResult("no frame") }
        return try Self.states(ids: ids, raw: frame.s)
    }

    /// Pauses the clock, seeks to `seconds` (see ``seekValue(for:)``) and reads the elements' states.
    public func read(ids: [String], at seconds: Double, includeText: Bool = true) async throws -> [String: ElementState] {
        try await read(ids: ids, at: [seconds], includeText: includeText)[0].states
    }

    /// Pauses the clock, then for each time in order seeks (see ``seekValue(for:)``) and reads the
    /// elements' states, all in one WebDriver round trip.
    ///
    /// - Returns: one frame per time, in the order of `times`.
    /// - Complexity: one round trip; browser work proportional to `ids.count * times.count`
    ///   (about 60 µs per element and time in Chromium here).
    public func read(ids: [String], at times: [Double], includeText: Bool = true) async throws -> [ProbeFrame] {
        let seekValues = try times.map { try Self.seekValue(for: $0) }
        let result = try await run(["op": "read", "ids": .array(ids.map { .string($0) }),
                                    "times": .array(seekValues.map { .number(Double($0)) }), "text": .bool(includeText)])
        guard let frames = result.frames, frames.count == times.count else {
            throw SVGProbeError.unexpectedResult("expected \(times.count) frames")
        }
        return try zip(times.indices, frames).map { i, frame in
            ProbeFrame(time: times[i], seekValue: seekValues[i], documentTime: frame.t, states: try Self.states(ids: ids, raw: frame.s))
        }
    }

    // MARK: Private

    private func run(_ request: JSONValue) async throws -> RawResult {
        var request = request.objectValue ?? [:]
        request["root"] = rootSelector.map { .string($0) } ?? .null
        let result = try await browser.execute(script: Self.script, args: [.object(request)], as: RawResult.self)
        if let error = result.noRoot { throw SVGProbeError.noRootSVG(selector: rootSelector, found: error) }
        if let missing = result.missing { throw SVGProbeError.missingElements(missing) }
        return result
    }

    private static func states(ids: [String], raw: [RawState]) throws -> [String: ElementState] {
        guard raw.count == ids.count else { throw SVGProbeError.unexpectedResult("expected \(ids.count) states, got \(raw.count)") }
        var out: [String: ElementState] = [:]
        out.reserveCapacity(ids.count)
        for (id, s) in zip(ids, raw) { out[id] = s.state }
        return out
    }

    private struct RawResult: Decodable, Sendable {
        var noRoot: String?
        var missing: [String]?
        var time: Double?
        var frames: [RawFrame]?
    }

    private struct RawFrame: Decodable, Sendable {
        var t: Double
        var s: [RawState]
    }

    /// `[[a,b,c,d,e,f] | null, opacity, visibility, display, text | null]`
    private struct RawState: Decodable, Sendable {
        var state: ElementState
        init(from decoder: any Decoder) throws {
            var c = try decoder.unkeyedContainer()
            let m = try c.decodeNil() ? nil : try c.decode([Double].self)
            let opacity = try c.decode(Double.self)
            let visibility = try c.decode(String.self)
            let display = try c.decode(String.self)
            let text = try c.decodeNil() ? nil : try c.decode(String.self)
            let matrix = m.flatMap { $0.count == 6 ? AffineMatrix(a: $0[0], b: $0[1], c: $0[2], d: $0[3], e: $0[4], f: $0[5]) : nil }
            state = ElementState(matrix: matrix, opacity: opacity, visibility: visibility, display: display, textContent: text)
        }
    }

    /// The page-side half of the probe. `arguments[0]` is `{op, root, ids?, times?, text?}`.
    static let script = #"""
    const req = arguments[0];
    let root;
    if (req.root === null) {
      const de = document.documentElement;
      root = (de instanceof SVGSVGElement) ? de : document.querySelector('svg');
    } else {
      root = document.querySelector(req.root);
    }
    if (!(root instanceof SVGSVGElement)) {
      return {noRoot: root ? ('<' + root.localName + '>') : ('nothing in a ' + document.contentType + ' document')};
    }
    if (req.op === 'pause') { root.pauseAnimations(); return {}; }
    if (req.op === 'seek') { root.pauseAnimations(); root.setCurrentTime(req.time); return {}; }
    if (req.op === 'time') { return {time: root.getCurrentTime()}; }
    const byId = new Map();
    if (root.id) byId.set(root.id, root);
    for (const el of root.querySelectorAll('[id]')) { if (!byId.has(el.id)) byId.set(el.id, el); }
    const els = req.ids.map(id => byId.get(id));
    const missing = req.ids.filter((id, i) => !els[i]);
    if (missing.length > 0) return {missing};
    if (req.times.some(t => t !== null)) root.pauseAnimations();
    const frames = [];
    for (const t of req.times) {
      if (t !== null) root.setCurrentTime(t);
      const rootCTM = root.getScreenCTM();
      const rootInverse = rootCTM ? rootCTM.inverse() : null;
      const opacities = new Map();
      const effectiveOpacity = (node) => {
        let cached = opacities.get(node);
        if (cached !== undefined) return cached;
        const own = parseFloat(getComputedStyle(node).opacity);
        const value = (isNaN(own) ? 1 : own) * ((node === root || !(node.parentNode instanceof Element)) ? 1 : effectiveOpacity(node.parentNode));
        opacities.set(node, value);
        return value;
      };
      const states = [];
      for (const el of els) {
        const ctm = el.getScreenCTM();
        const m = (ctm && rootInverse) ? rootInverse.multiply(ctm) : null;
        const style = getComputedStyle(el);
        states.push([m ? [m.a, m.b, m.c, m.d, m.e, m.f] : null, effectiveOpacity(el), style.visibility, style.display,
                     req.text ? el.textContent : null]);
      }
      frames.push({t: root.getCurrentTime(), s: states});
    }
    return {frames};
    """#
}

/// The elements' states at one moment of the document's clock.
public struct ProbeFrame: Sendable, Hashable {
    /// The time asked for, in seconds.
    public var time: Double
    /// The value given to `setCurrentTime` (see ``SVGProbe/seekValue(for:)``).
    public var seekValue: Float
    /// `getCurrentTime()` after the seek, as the browser reports it: a float32, so a frame seeked
    /// to land at 0.7 s reports 0.69999998.
    public var documentTime: Double
    /// The state of each requested id.
    public var states: [String: ElementState]

    /// The state of element `id`, or `nil` when it was not requested.
    public subscript(id: String) -> ElementState? { states[id] }
}

/// What went wrong while probing an SVG document.
public enum SVGProbeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The root `<svg>` was not found (`found` says what was found instead).
    case noRootSVG(selector: String?, found: String)
    /// These ids are not elements of the root `<svg>`.
    case missingElements([String])
    /// A time that cannot be sought (negative, not finite or beyond float32).
    case invalidTime(Double)
    /// The page answered in an unexpected shape.
    case unexpectedResult(String)

    /// A readable explanation naming the selector, ids or time involved.
    public var description: String {
        switch self {
        case .noRootSVG(let selector, let found):
            return "No root <svg> \(selector.map { "for selector \"\($0)\"" } ?? "in the document") (found \(found))"
        case .missingElements(let ids):
            return "No element with id \(ids.map { "\"\($0)\"" }.joined(separator: ", ")) in the root <svg>"
        case .invalidTime(let t):
            return "Cannot seek the SVG clock to \(t) s"
        case .unexpectedResult(let what):
            return "Unexpected probe result: \(what)"
        }
    }
}
