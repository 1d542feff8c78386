import AnimaticTimeline

extension Keyframes {
    /// Builds the keyframes of `combine(a(t), b(t))` for two tracks `a` and `b` of the same
    /// story (both built with ``build(_:view:property:storyTicks:)``, so both start at 0 and end
    /// at the story's end), `width` numbers per value.
    ///
    /// `combine` must be affine in each argument when the other is fixed (a view's bounds
    /// offset `−(origin + anchor·size)` is). Then wherever at most one of the tracks moves, the
    /// result takes that track's spline (cut exactly to the interval) and is exact; where both
    /// move at once, the product is not a spline of either, so it is cut into linear pieces
    /// until the value at a quarter, half and three quarters of each piece is within
    /// `tolerance` of the exact one (at most 2¹² pieces per interval). Instant changes of
    /// either track are instant changes of the result.
    ///
    /// - Complexity: O(n + m) for tracks of n and m keyframes, plus the pieces of the intervals
    ///   where both move.
    package mutating func buildCombined(_ a: borrowing Keyframes, _ b: borrowing Keyframes, width: Int, tolerance: Double,
                                        combine: ([Double], [Double]) -> [Double]) {
        reset(width: width)
        guard !a.isEmpty, !b.isEmpty else { return }
        var union = a.times + b.times
        union.sort()
        var times: [Double] = []
        for t in union where times.last != t { times.append(t) }
        push(times[0], combine(a.shown(from: times[0]), b.shown(from: times[0])), (0, 0, 1, 1))
        for k in 1..<times.count {
            let t0 = times[k - 1], t1 = times[k]
            let ia = a.interval(from: t0), ib = b.interval(from: t0)
            let aMoves = ia.map { a.moves($0) } ?? false, bMoves = ib.map { b.moves($0) } ?? false
            let end = combine(a.shown(before: t1), b.shown(before: t1))
            switch (aMoves, bMoves) {
            case (false, false):
                push(t1, end, (0, 0, 1, 1))
            case (true, false):
                push(t1, end, a.spline(ia!, from: t0, to: t1))
            case (false, true):
                push(t1, end, b.spline(ib!, from: t0, to: t1))
            case (true, true):
                refineCombined(a, ia!, b, ib!, t0: t0, t1: t1, v0: combine(a.shown(from: t0), b.shown(from: t0)), v1: end,
                               depth: 0, tolerance: tolerance, combine: combine)
            }
            let after = combine(a.shown(from: t1), b.shown(from: t1))
            if after != end { push(t1, after, (0, 0, 1, 1)) }
        }
    }

    /// Linear pieces of `combine(a, b)` over `t0...t1`, where both tracks move within their
    /// intervals `ia` and `ib` (see ``buildCombined(_:_:width:tolerance:combine:)``).
    private mutating func refineCombined(_ a: borrowing Keyframes, _ ia: Int, _ b: borrowing Keyframes, _ ib: Int,
                                         t0: Double, t1: Double, v0: [Double], v1: [Double], depth: Int,
                                         tolerance: Double, combine: ([Double], [Double]) -> [Double]) {
        func exact(_ t: Double) -> [Double] { combine(a.value(inInterval: ia, at: t), b.value(inInterval: ib, at: t)) }
        var close = depth >= 12
        if !close {
            close = true
            for f in [0.25, 0.5, 0.75] {
                let truth = exact(t0 + (t1 - t0) * f)
                for c in 0..<v0.count where abs(v0[c] + (v1[c] - v0[c]) * f - truth[c]) > tolerance { close = false }
                if !close { break }
            }
        }
        if close {
            push(t1, v1, Keyframes.movingLinearSpline)
            return
        }
        let mid = (t0 + t1) / 2, middle = exact(mid)
        refineCombined(a, ia, b, ib, t0: t0, t1: mid, v0: v0, v1: middle, depth: depth + 1, tolerance: tolerance, combine: combine)
        refineCombined(a, ia, b, ib, t0: mid, t1: t1, v0: middle, v1: v1, depth: depth + 1, tolerance: tolerance, combine: combine)
    }

    /// The numbers of keyframe `k`.
    private func numbers(_ k: Int) -> [Double] { Array(values[(k * width)..<((k + 1) * width)]) }

    /// The value shown from time `t` on (after an instant change at `t`).
    private func shown(from t: Double) -> [Double] {
        // The last keyframe at or before t.
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if times[mid] <= t { lo = mid + 1 } else { hi = mid }
        }
        let k = max(0, lo - 1)
        if times[k] == t || k == count - 1 { return numbers(k) }
        return value(inInterval: k, at: t)
    }

    /// The value shown just before time `t` (before an instant change at `t`).
    private func shown(before t: Double) -> [Double] {
        // The first keyframe at or after t.
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if times[mid] < t { lo = mid + 1 } else { hi = mid }
        }
        if lo == count { return numbers(count - 1) }
        if times[lo] == t || lo == 0 { return numbers(lo) }
        return value(inInterval: lo - 1, at: t)
    }

    /// The interval (from keyframe j to j + 1) that time `t` starts in, after any instant
    /// change at `t`; `nil` past the last keyframe.
    private func interval(from t: Double) -> Int? {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if times[mid] <= t { lo = mid + 1 } else { hi = mid }
        }
        let j = lo - 1
        return j >= 0 && j + 1 < count ? j : nil
    }

    /// Whether the value changes over interval `j`.
    private func moves(_ j: Int) -> Bool {
        times[j + 1] > times[j] && (0..<width).contains { value(j, $0) != value(j + 1, $0) }
    }

    /// The curve of interval `j`.
    private func curve(_ j: Int) -> TimingCurve {
        let s = 4 * j
        return .cubicBezier(x1: splines[s], y1: splines[s + 1], x2: splines[s + 2], y2: splines[s + 3])
    }

    /// The value at time `t` within interval `j`.
    private func value(inInterval j: Int, at t: Double) -> [Double] {
        let t0 = times[j], t1 = times[j + 1]
        let p = t1 > t0 ? curve(j).progress(at: (t - t0) / (t1 - t0)) : 1
        return (0..<width).map { value(j, $0) + (value(j + 1, $0) - value(j, $0)) * p }
    }

    /// The spline of the part `t0...t1` of interval `j` (exact: a sub-range of a Bézier).
    private func spline(_ j: Int, from t0: Double, to t1: Double) -> (Double, Double, Double, Double) {
        let s = 4 * j
        let whole = (splines[s], splines[s + 1], splines[s + 2], splines[s + 3])
        let start = times[j], end = times[j + 1]
        if t0 <= start && t1 >= end { return whole }
        if whole.0 == whole.1 && whole.2 == whole.3 { return Keyframes.movingLinearSpline }
        let part = curve(j).subcurve(fromTime: (t0 - start) / (end - start), toTime: (t1 - start) / (end - start))
        if case .cubicBezier(let x1, let y1, let x2, let y2) = part { return (x1, y1, x2, y2) }
        return Keyframes.movingLinearSpline
    }
}
