import Foundation
import Testing
import AnimaticClock
@testable import AnimaticStage
@testable import AnimaticRuntime

private func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
        && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

@Suite struct UIViewModelTests {
    @Test func frameCenterAndBounds() {
        let v = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 200, y: 125))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.frame == CGRect(x: 150, y: 100, width: 100, height: 50))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(v.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
        v.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(v.center == CGPoint(x: 25, y: 40))
        #expect(v.bounds.size == CGSize(width: 30, height: 40))
        // A negative size is standardised, as UIKit's layer does.
        v.frame = CGRect(x: 10, y: 10, width: -10, height: 10)
        #expect(v.frame == CGRect(x: 0, y: 10, width: 10, height: 10))
        #expect(UIView().frame == .zero)
        #expect(UIView().alpha == 1 && UIView().backgroundColor == nil && !UIView().isHidden)
        #expect(UIView().transform == .identity)
    }

    @Test func frameUnderATransformIsTheBoundingBox() {
        let v = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))   // centre (100, 100)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // cos(π/2) is 6e-17, not 0, in Core Graphics too: rotated boxes are off by ~1e-14.
        #expect(near(v.frame, CGRect(x: 75, y: 50, width: 50, height: 100)))
        // Moving the box moves the centre by the same offset; the model size stays.
        v.frame = v.frame.offsetBy(dx: 50, dy: 0)
        #expect(v.center == CGPoint(x: 150, y: 100))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        // A new size is solved through the transform: a quarter turn swaps the axes.
        v.frame = CGRect(x: 0, y: 0, width: 60, height: 200)
        #expect(near(CGRect(origin: v.center, size: v.bounds.size), CGRect(x: 30, y: 100, width: 200, height: 60)))

        let s = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.transform = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        // Scaled about the centre (50, 50) and moved 10 right in screen terms.
        #expect(s.frame == CGRect(x: -40, y: -50, width: 200, height: 200))
        s.frame = CGRect(x: -40, y: -50, width: 300, height: 200)
        #expect(s.bounds.size == CGSize(width: 150, height: 100))
        #expect(s.center == CGPoint(x: 100, y: 50))
    }

    @Test func modelChangesAtOnceInsideAnimationBlocks() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) {
            v.alpha = 0.5
            #expect(v.alpha == 0.5)
        }
        #expect(v.alpha == 0.5)
    }

    @Test func hierarchy() {
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b)
        a.addSubview(c)
        #expect(a.subviews.map(ObjectIdentifier.init) == [b, c].map(ObjectIdentifier.init))
        #expect(b.superview === a && a.superview == nil)
        #expect(c.isDescendant(of: a) && !a.isDescendant(of: c))
        c.addSubview(b)   // moves b
        #expect(a.subviews.count == 1 && c.subviews.first === b && b.superview === c)
        a.insertSubview(b, at: 0)
        #expect(a.subviews.first === b && c.subviews.isEmpty)
        a.bringSubviewToFront(b)
        #expect(a.subviews.last === b)
        b.removeFromSuperview()
        #expect(b.superview == nil && a.subviews.count == 1)
    }

    @Test func cyclesAreRefusedAndReported() {
        let context = StoryContext()
        let a = UIView(), b = UIView()
        context.bind {
            a.addSubview(b)
            b.addSubview(a)
            a.addSubview(a)
        }
        #expect(a.superview == nil && b.superview === a && a.subviews.count == 1)
        #expect(context.failures.map(StoryProblem.init(reported:)) == [
            .misuse(call: "UIView.addSubview(_:)", problem: "cannot add a view to one of its own subviews"),
            .misuse(call: "UIView.addSubview(_:)", problem: "cannot add a view to itself"),
        ])
    }

    @Test func subclassesWrittenForUIKitCompile() {
        final class Card: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override var alpha: CGFloat {
                didSet { changes += 1 }
            }
            var changes = 0
        }
        let card = Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.alpha = 0
        #expect(card.changes == 1 && card.backgroundColor == .white)
    }
}
