import Foundation
import Testing
@testable import AnimaticStage
@testable import AnimaticRuntime

private func close(_ t: CGAffineTransform, _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat,
                   _ tx: CGFloat, _ ty: CGFloat, tolerance: CGFloat = 1e-12) -> Bool {
    abs(t.a - a) <= tolerance && abs(t.b - b) <= tolerance && abs(t.c - c) <= tolerance
        && abs(t.d - d) <= tolerance && abs(t.tx - tx) <= tolerance && abs(t.ty - ty) <= tolerance
}

@Suite struct CGAffineTransformTests {
    @Test func constructors() {
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform().isIdentity)
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGAffineTransform(translationX: 4, y: 5) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 4, ty: 5))
        let r = CGAffineTransform(rotationAngle: .pi / 6)
        // [cos sin; -sin cos] with cos 30° = √3/2, sin 30° = 1/2.
        #expect(close(r, 3.0.squareRoot() / 2, 0.5, -0.5, 3.0.squareRoot() / 2, 0, 0))
        // A positive angle turns +x towards +y (clockwise on a y-down screen).
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-15 && p.y == 1)
    }

    @Test func rotatedAppliesTheRotationBeforeTheTransform() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        // R(90°)·T: the rotation's linear part, translation unchanged.
        #expect(close(t, 0, 1, -1, 0, 10, 0, tolerance: 1e-15))
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(p.x - 10) < 1e-15 && abs(p.y - 1) < 1e-15)
        // Compare: translating a rotation moves along the rotated axes.
        let u = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
        #expect(close(u, 0, 1, -1, 0, 0, 10, tolerance: 1e-14))
        #expect(t == CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0)))
    }

    @Test func scaledAndTranslatedActBeforeTheTransform() {
        #expect(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 3)
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 5))
        #expect(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 2, ty: 3))
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(m.scaledBy(x: 2, y: 10) == CGAffineTransform(a: 2, b: 4, c: 30, d: 40, tx: 5, ty: 6))
        #expect(m.translatedBy(x: 1, y: 1) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 9, ty: 12))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let s = CGAffineTransform(scaleX: 2, y: 2), t = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(s.concatenating(t)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t.concatenating(s)) == CGPoint(x: 22, y: 2))
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let b = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // Row-vector product [a b 0; c d 0; tx ty 1] × [7 8 0; 9 10 0; 11 12 1].
        #expect(a.concatenating(b) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test func inverted() {
        let m = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(m.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        #expect(m.concatenating(m.inverted()).isIdentity)
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func applyingToPointsSizesAndRects() {
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 1, y: 1).applying(m) == CGPoint(x: 9, y: 12))
        #expect(CGSize(width: 1, height: 1).applying(m) == CGSize(width: 4, height: 6))
        #expect(CGSize(width: 1, height: 0).applying(CGAffineTransform(scaleX: -1, y: 1)) == CGSize(width: -1, height: 0))
        let r = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: 2, y: -1))
        #expect(r == CGRect(x: 2, y: -6, width: 6, height: 4))
        #expect(CGRect.null.applying(m).isNull)
        let turned = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 20) < 1e-12 && abs(turned.minY) < 1e-12)
        #expect(abs(turned.width - 20) < 1e-12 && abs(turned.height - 10) < 1e-12)
    }
}
