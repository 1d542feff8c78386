import Foundation
import Testing
@testable import AnimaticTimeline

@Suite struct TransformTests {
    @Test func decompositionRoundTrips() {
        let cases: [AffineMatrix] = [
            .identity, .rotation(.pi / 2), .rotation(-2.5), .scale(2, 0.5), .scale(-1, 1),
            .translation(5, -3).multiplied(by: .rotation(0.7)).multiplied(by: .scale(1.5, 3)),
            AffineMatrix(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),
        ]
        for m in cases {
            #expect(TransformComponents(m).matrix.distance(to: m) < 1e-12, "\(m)")
        }
    }

    @Test func rotationUnwrapsTheShorterWay() {
        // rotated(by: .pi/2) five times: each step turns a further +90°.
        var angle = 0.0
        var matrix = AffineMatrix.identity
        for step in 1...5 {
            matrix = matrix.multiplied(by: .rotation(.pi / 2))
            angle = TransformComponents(matrix, nearRotation: angle).rotation
            #expect(abs(angle - Double(step) * .pi / 2) < 1e-12)
        }
        // 350° from 0 goes back 10°, not forward 350°.
        #expect(abs(TransformComponents(.rotation(350 * .pi / 180)).rotation - (-10 * .pi / 180)) < 1e-12)
    }

    @Test func exactHalfTurnGoesClockwise() {
        #expect(abs(TransformComponents.nearest(.pi, to: 0) - .pi) < 1e-12)
        #expect(abs(TransformComponents.nearest(-.pi, to: 0) - .pi) < 1e-12)
        #expect(abs(TransformComponents.nearest(0, to: .pi) - 2 * .pi) < 1e-12)
    }

    @Test func zeroScaleKeepsRotation() {
        let c = TransformComponents(.scale(0, 0), nearRotation: 1.0)
        #expect(c.rotation == 1.0)
        #expect(c.scaleX == 0 && c.scaleY == 0)
    }

    @Test func inverseUndoes() {
        let m = AffineMatrix.translation(3, 4).multiplied(by: .rotation(0.3)).multiplied(by: .scale(2, 3))
        #expect(m.multiplied(by: m.inverted!).distance(to: .identity) < 1e-12)
        #expect(AffineMatrix.scale(0, 1).inverted == nil)
    }
}
