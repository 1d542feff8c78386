import Foundation
import Testing
@testable import AnimaticTimeline

@Suite struct TimingCurveTests {
    @Test func endsAreExact() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.progress(at: 0) == 0)
            #expect(abs(curve.progress(at: 1) - 1) < 1e-12)
            #expect(curve.progress(at: -3) == 0)
            #expect(abs(curve.progress(at: 7) - 1) < 1e-12)
        }
    }

    @Test func easeInOutAtAQuarterMatchesTheBrowsers() {
        // Measured in three engines: 90° easeInOut rotation at 0.125 of 0.5 s shows 11.625°.
        #expect(abs(90 * TimingCurve.easeInOut.progress(at: 0.25) - 11.625) < 0.001)
    }

    @Test func namedCurvesPrintTheirNames() {
        #expect("\(TimingCurve.easeInOut)" == "easeInOut")
        #expect("\(TimingCurve.linear)" == "linear")
        #expect("\(TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))" == "cubic(0.25 0.1 0.25 1)")
    }

    @Test(arguments: [(0.0, 0.33), (0.33, 0.66), (0.66, 1.0), (0.1, 0.9), (0.5, 0.500001)])
    func subcurveReproducesTheWholeCurve(range: (Double, Double)) {
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)] {
            let (f0, f1) = range
            let part = curve.subcurve(fromTime: f0, toTime: f1)
            let p0 = curve.progress(at: f0), p1 = curve.progress(at: f1)
            guard case .cubicBezier(let x1, let y1, let x2, let y2) = part else {
                Issue.record("expected a Bézier"); return
            }
            for v in [x1, y1, x2, y2] { #expect((0...1).contains(v)) }
            for k in 0...20 {
                let u = Double(k) / 20
                let expected = curve.progress(at: f0 + (f1 - f0) * u)
                let got = p0 + (p1 - p0) * part.progress(at: u)
                #expect(abs(expected - got) < 1e-9, "\(curve) [\(f0), \(f1)] at \(u)")
            }
        }
    }

    @Test func subcurveByProgressFindsTheTimes() {
        let (part, t0, t1) = TimingCurve.easeInOut.subcurve(fromProgress: 0.33, toProgress: 0.66)
        #expect(abs(TimingCurve.easeInOut.progress(at: t0) - 0.33) < 1e-12)
        #expect(abs(TimingCurve.easeInOut.progress(at: t1) - 0.66) < 1e-12)
        #expect(abs(part.progress(at: 0.5) - (TimingCurve.easeInOut.progress(at: (t0 + t1) / 2) - 0.33) / 0.33) < 1e-9)
    }

    @Test func piecewiseLinearInterpolatesAndCuts() {
        let curve = TimingCurve.piecewiseLinear([.init(time: 0, progress: 0), .init(time: 0.5, progress: 0.8),
                                                 .init(time: 1, progress: 1)])
        #expect(curve.progress(at: 0.25) == 0.4)
        #expect(abs(curve.progress(at: 0.75) - 0.9) < 1e-12)
        #expect(abs(curve.fraction(reaching: 0.4) - 0.25) < 1e-12)
        let part = curve.subcurve(fromTime: 0.25, toTime: 0.75)
        #expect(abs(part.progress(at: 0.5) - 0.8) < 1e-12)
    }
}

@Suite struct NumberTextTests {
    @Test func fixedPrecisionShortestText() {
        #expect(NumberText.fixed(0, places: 6) == "0")
        #expect(NumberText.fixed(-0.0, places: 6) == "0")
        #expect(NumberText.fixed(-0.0000001, places: 6) == "0")
        #expect(NumberText.fixed(1.1179999999999999, places: 6) == "1.118")
        #expect(NumberText.fixed(0.1 + 0.2, places: 6) == "0.3")
        #expect(NumberText.fixed(2, places: 3) == "2")
        #expect(NumberText.fixed(-12.5, places: 3) == "-12.5")
        // Large values are written exactly, never clamped (issue 21): fixed notation below
        // 2^64, the shortest text that reads back as the same double from there on.
        #expect(NumberText.fixed(1e19, places: 3) == "10000000000000000000")
        #expect(NumberText.fixed(-9.1e18, places: 9) == "-9100000000000000000")
        #expect(NumberText.fixed(1e15 + 0.5, places: 4) == "1000000000000000.5")
        #expect(NumberText.fixed(4503599627370495.5, places: 1) == "4503599627370495.5")
        #expect(NumberText.fixed(4503599627370495.5, places: 0) == "4503599627370496")
        #expect(NumberText.fixed(0x1p64, places: 3) == "1.8446744073709552e+19")
        #expect(NumberText.fixed(1e20, places: 3) == "1e+20")
        #expect(NumberText.fixed(-.greatestFiniteMagnitude, places: 9) == "-1.7976931348623157e+308")
        #expect(NumberText.fixed(123456.0000004, places: 6) == "123456")
        #expect(NumberText.fixed(0.0005, places: 3) == "0.001")
        #expect(NumberText.fixed(.nan, places: 3) == "0")
        #expect(NumberText.fixed(1e-7, places: 9) == "0.0000001")
    }

    /// The first implementation (one array append per byte), kept as the reference that the
    /// pointer-writing one must match byte for byte.
    private static func reference(_ value: Double, places: Int) -> String {
        let places = min(9, max(0, places))
        let scale = Int64(pow(10.0, Double(places)))
        guard value.isFinite else { return "0" }
        if abs(value) >= 0x1p64 { return value.description }
        let scaled = (abs(value) * Double(scale)).rounded()
        var whole: UInt64, fraction: UInt64
        if abs(value) * Double(scale) < 0x1p52 {
            let units = UInt64(scaled)
            if units == 0 { return "0" }
            (whole, fraction) = (units / UInt64(scale), units % UInt64(scale))
        } else {
            // The whole part exactly, the fraction rounded on its own.
            whole = UInt64(abs(value))
            fraction = UInt64(((abs(value) - Double(whole)) * Double(scale)).rounded())
            if fraction >= UInt64(scale) { fraction -= UInt64(scale); whole += 1 }
        }
        let out = (value < 0 ? "-" : "") + String(whole)
        guard fraction != 0 else { return out }
        var digits = places
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let text = String(fraction)
        return out + "." + String(repeating: "0", count: digits - text.count) + text
    }

    @Test func writeFixedMatchesTheReference() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 9.999999999, 99.99995, 0.0000000005, 1e-10, 123456789.123456789,
                                8.9e17, 9e18, 9.1e18, -9.1e18, 1e15 + 0.5, 1.8e19, 0x1p64, 1e20, 1e300, -1e300, .nan, .infinity, -.infinity,
                                Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 0.1 + 0.2, 2.5, -2.5]
        var state: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let mantissa = Double(state >> 11) / Double(1 << 53) - 0.5
            let exponent = Int((state >> 3) % 24) - 12
            values.append(mantissa * pow(10.0, Double(exponent)))
        }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: NumberText.maximumFixedLength)
        defer { buffer.deallocate() }
        for value in values {
            for places in -1...10 {
                let expected = Self.reference(value, places: places)
                #expect(NumberText.fixed(value, places: places) == expected, "\(value) \(places)")
                let count = NumberText.writeFixed(value, places: places, to: buffer)
                #expect(count <= NumberText.maximumFixedLength)
                #expect(String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self) == expected)
            }
        }
    }
}
