import AnimaticTimeline
import Testing
@testable import AnimaticSVG

@Suite struct SVGTextTests {
    /// The writer reserves room for a number from its own copy of NumberText's bound.
    @Test func theNumberReserveIsNumberTextsLongestNumber() {
        #expect(SVGText.numberBytes == NumberText.maximumFixedLength)
    }

    /// A number near the largest NumberText writes fits the reserve: -9.2e18 with 9 places.
    @Test func theLongestNumberFitsTheReserve() {
        var text = SVGText(capacity: 1)
        text.number(-9.2e18, 9)
        let count = text.count, nonFinite = text.nonFinite
        #expect(count <= SVGText.numberBytes)
        #expect(!nonFinite)
        for value in [-1.8e19, -.greatestFiniteMagnitude, -4503599627370495.5] {
            var text = SVGText(capacity: 1)
            text.number(value, 9)
            #expect(text.count <= SVGText.numberBytes, "\(value)")
        }
    }
}

/// The document writer's buffer keeps the texts of the numbers it printed (``NumberTexts``): a
/// number printed again appends exactly the bytes of a buffer that prints every number, for
/// numbers that share a slot, the same number at other places, −0, and non-finite numbers
/// (never remembered, so each sets ``SVGText/nonFinite``).
@Suite struct NumberTextsTests {
    @Test func cachedNumbersAreTheBytesOfPrintedOnes() {
        // Two numbers in one slot: the second replaces the first, and both print right after.
        var sameSlot: [Double] = [1]
        var candidate = 1.0
        while sameSlot.count < 2 {
            candidate += 1
            if NumberTexts.slot(candidate.bitPattern) == NumberTexts.slot(1.0.bitPattern) { sameSlot.append(candidate) }
        }
        let numbers: [Double] = [0, -0.0, 0.5, -0.5, 90, 1e-10, 123456.789, 4, 4, 0.42, 1] + sameSlot + sameSlot
            + [0.5, 90, 4] + [Double.nan, .infinity, 0.25, Double.nan]
        for places in [0, 3, 4, 9] {
            var cached = SVGText(cachingNumbers: true), plain = SVGText()
            for pass in 0..<3 {
                for x in numbers {
                    cached.clear(); plain.clear()
                    cached.nonFinite = false; plain.nonFinite = false
                    cached.number(x, places); plain.number(x, places)
                    #expect(Array(cached.bytes) == Array(plain.bytes), "\(x) with \(places) places, pass \(pass)")
                    #expect(cached.nonFinite == !x.isFinite)
                }
            }
        }
        // Places are part of the key: 0.5 at 0 places and at 3 places.
        var text = SVGText(cachingNumbers: true)
        text.number(0.123456, 3); text.byte(UInt8(ascii: " ")); text.number(0.123456, 5)
        #expect(String(decoding: text.bytes, as: UTF8.self) == ".123 .12346")
    }
}
