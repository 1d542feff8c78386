import AnimaticClock

extension SVGText {
    /// Appends `time` as a clock value's seconds (9 decimals, without the `s`) that every engine
    /// reads as the same instant: ``SVGText/clockTicks(_:)``.
    mutating func clockSeconds(_ time: StoryTime) {
        let start = count
        number(StoryTime(ticks: SVGText.clockTicks(time.ticks)).seconds, 9)
        // A clock value needs a digit before its point (SMIL's Timecount): `0.5s`, not the
        // `.5` that ``number(_:_:)`` writes.
        if base[start] == UInt8(ascii: ".") {
            byte(UInt8(ascii: "0"))
            for i in stride(from: count - 1, to: start, by: -1) { base[i] = base[i - 1] }
            base[start] = UInt8(ascii: "0")
        }
    }

    /// The nanoseconds to write for a `begin` or `dur` of `ticks`: `ticks` itself, or, for a
    /// whole microsecond that Chromium would read one microsecond short, the first nanosecond
    /// after it that Chromium reads right.
    ///
    /// Chromium keeps SMIL time in whole microseconds: it multiplies the parsed seconds by
    /// 1,000,000 in double arithmetic and truncates (`SMILTime::FromSecondsD`). For 1.9 % of
    /// the whole milliseconds up to 10 s the product falls just below the integer: `4.1` is
    /// 4.0999999999999996 as a double, times 10^6 is 4099999.9999999995, read as 4,099,999 µs,
    /// so every track of a 4.1 s story ran 1 µs short (#21). One nanosecond more (`4.100000001s`)
    /// reads as 4,100,000 µs; Firefox (whole milliseconds, rounded) and WebKit (double seconds,
    /// 1 ns later) read it as the same instant. Times that are not whole microseconds cannot be
    /// shown exactly by Chromium and are written as they are.
    ///
    /// ```swift
    /// SVGText.clockTicks(4_100_000_000)   // 4_100_000_001
    /// SVGText.clockTicks(2_500_000_000)   // 2_500_000_000
    /// ```
    static func clockTicks(_ ticks: Int64) -> Int64 {
        guard ticks % 1000 == 0, ticks > 0 else { return ticks }
        let microseconds = Double(ticks / 1000)
        var written = ticks
        // Double(n) / 1e9 is the double nearest to the decimal written (for n below 2^53): the
        // value Chromium parses.
        while written < ticks + 500, (Double(written) / 1e9 * 1_000_000).rounded(.towardZero) < microseconds {
            written += 1
        }
        return written
    }
}
