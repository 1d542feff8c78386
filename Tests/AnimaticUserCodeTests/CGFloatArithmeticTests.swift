import Animatic
import Testing

/// A file that imports Animatic and not Foundation (an app file whose `import UIKit` the adapter
/// rewrote) computes with CGFloat as UIKit code does: `2 * width` is a CGFloat, not a Double
/// (Animatic re-exports Foundation whole: a scoped re-export of the CGFloat type alone left its
/// operators out). Keep this file free of `import Foundation`, or nothing is tested.
@Suite struct CGFloatArithmeticTests {
    @Test func arithmeticOnCGFloatGivesACGFloat() {
        let width: CGFloat = 100
        let twice = 2 * width
        let sum = width + 1
        let difference = width - 0.5
        let half = width / 2
        let negated = -width
        let mixed = (0.5 + width) * 3 - width / 4
        #expect(type(of: twice) == CGFloat.self)
        #expect(type(of: sum) == CGFloat.self)
        #expect(type(of: difference) == CGFloat.self)
        #expect(type(of: half) == CGFloat.self)
        #expect(type(of: negated) == CGFloat.self)
        #expect(type(of: mixed) == CGFloat.self)
        #expect([twice, sum, difference, half, negated, mixed] == [200, 101, 99.5, 50, -100, 276.5])
    }

    @Test func aDoubleOperandStillGivesADoubleAsWithFoundation() {
        let width: CGFloat = 100
        let seconds: Double = 0.25
        let product = width * seconds          // SE-0307: the CGFloat is widened to Double
        let literal = Double(2) * 3
        #expect(type(of: product) == Double.self)
        #expect(type(of: literal) == Double.self)
        #expect(product == 25)
    }

    /// IBAnimatable's `Animatable.swift` builds a labelled tuple from a CGFloat product; with the
    /// product a Double, swiftc stopped with "failed to produce diagnostic for expression".
    @Test func aLabelledTupleTakesTheProduct() {
        typealias Values = (x: CGFloat, y: CGFloat, scaleX: CGFloat, scaleY: CGFloat)
        let force: CGFloat = 1.5
        let scale = 2 * force
        let values = Values(x: 0, y: 0, scaleX: scale, scaleY: -scale)
        #expect(values.scaleX == 3)
        #expect(values.scaleY == -3)
    }
}
