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
