import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIKit members that real intro code uses in function bodies (the corpus of issue #29, measured
/// with bodies type-checked): font descriptors, HSB components, boxed geometry, the semantic
/// content attribute and a text field's edit mode.
@Suite struct CorpusBodyWallsTests {
    // MARK: - UIFont(descriptor:size:)

    @Test func aFontFromItsDescriptorDiffersOnlyInSize() {
        let avenir = UIFont(name: "AvenirNext-DemiBoldItalic", size: 20)!
        let smaller = UIFont(descriptor: avenir.fontDescriptor, size: avenir.pointSize * 0.7)
        #expect(smaller.pointSize == 14)
        #expect(smaller.fontName == "AvenirNext-DemiBoldItalic")
        #expect(smaller.familyName == "Avenir Next")
        #expect(smaller.fontDescription == FontDescription(family: "Avenir Next", size: 14, weight: 600, italic: true))
        #expect(smaller == avenir.withSize(14))
        // Size 0 keeps the descriptor's size (Apple, init(descriptor:size:)).
        #expect(UIFont(descriptor: avenir.fontDescriptor, size: 0) == avenir)
        let system = UIFont.systemFont(ofSize: 17, weight: .bold)
        #expect(system.fontDescriptor.pointSize == 17)
        #expect(UIFont(descriptor: system.fontDescriptor, size: 11) == .systemFont(ofSize: 11, weight: .bold))
        #expect(UIFontDescriptor(name: "Menlo-Bold", size: 9).withSize(12) == UIFont(name: "Menlo-Bold", size: 12)!.fontDescriptor)
    }

    @Test func aLabelDrawsTheDescribedFont() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.accessibilityIdentifier = "label"
        label.text = "Hi"
        let r = record { stage, _ in
            stage.addSubview(label)
            label.font = UIFont(descriptor: UIFont.boldSystemFont(ofSize: 30).fontDescriptor, size: 12)
        }
        #expect(r.problems.isEmpty)
        #expect(label.font == .boldSystemFont(ofSize: 12))
    }

    // MARK: - UIColor.getHue(_:saturation:brightness:alpha:)

    private func hsba(_ c: UIColor) -> [CGFloat] {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(c.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        return [h, s, b, a]
    }

    @Test func hueSaturationBrightnessAreUIKits() {
        #expect(hsba(.red) == [0, 1, 1, 1])
        #expect(hsba(.blue) == [CGFloat(2.0 / 3.0), 1, 1, 1])
        #expect(hsba(.cyan) == [0.5, 1, 1, 1])
        #expect(hsba(.magenta) == [CGFloat(5.0 / 6.0), 1, 1, 1])
        // Greys have hue and saturation 0; black has brightness 0.
        #expect(hsba(.gray) == [0, 0, 0.5, 1])
        #expect(hsba(.black) == [0, 0, 0, 1])
        #expect(hsba(UIColor.white.withAlphaComponent(0.25)) == [0, 0, 1, 0.25])
        // Round trip through init(hue:saturation:brightness:alpha:).
        let c = hsba(UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.9))
        #expect(abs(c[0] - 0.6) < 1e-12 && abs(c[1] - 0.5) < 1e-12 && abs(c[2] - 0.8) < 1e-12 && c[3] == 0.9)
        // Only some components asked for.
        var h: CGFloat = -1
        #expect(UIColor.green.getHue(&h, saturation: nil, brightness: nil, alpha: nil))
        #expect(h == CGFloat(1.0 / 3.0))
    }

    // MARK: - NSValue(cgPoint:), (cgSize:), (cgRect:)

    @Test func boxedGeometryComesBackAndOtherValuesReadAsZero() {
        #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        // Another type boxed: zero, not Foundation's crash.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgSizeValue == .zero)
        #expect(NSValue(cgSize: CGSize(width: 1, height: 2)).cgRectValue == .zero)
        #expect(NSValue(caTransform3D: CATransform3DIdentity).cgPointValue == .zero)
        #expect(NSNumber(value: 3).cgPointValue == .zero)
    }

    @Test func boxedPointsAndSizesAnimateAsThemselves() throws {
        func recording(_ point: (CGPoint) -> Any, _ size: (CGSize) -> Any) -> Recording {
            let box = makeBox()
            return record { stage, _ in
                stage.addSubview(box)
                let move = CAKeyframeAnimation(keyPath: "position")
                move.values = [point(CGPoint(x: 200, y: 150)), point(CGPoint(x: 300, y: 150)), point(CGPoint(x: 300, y: 250))]
                move.duration = 1
                box.layer.add(move, forKey: "move")
                let grow = CABasicAnimation(keyPath: "bounds.size")
                grow.fromValue = size(CGSize(width: 100, height: 100))
                grow.toValue = size(CGSize(width: 50, height: 200))
                grow.duration = 2
                box.layer.add(grow, forKey: "grow")
            }
        }
        let boxed = recording({ NSValue(cgPoint: $0) }, { NSValue(cgSize: $0) })
        let plain = recording({ $0 }, { $0 })
        #expect(boxed.problems.isEmpty)
        #expect(boxed.timeline.text == plain.timeline.text)
        let mid = try boxed.timeline.state(at: s(0.5))["box"]!.state
        #expect(abs(mid.centerX - 300) < 1e-9 && abs(mid.centerY - 150) < 1e-9)
        let later = try boxed.timeline.state(at: s(1))["box"]!.state
        #expect(abs(later.width - 75) < 1e-9 && abs(later.height - 150) < 1e-9)
        // A size where a point is expected is unusable, as any other wrong type: reported.
        let box = makeBox()
        let wrong = record { stage, _ in
            stage.addSubview(box)
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = NSValue(cgSize: CGSize(width: 10, height: 10))
            box.layer.add(move, forKey: nil)
        }
        #expect(wrong.problems.count == 1)
    }

    // MARK: - semanticContentAttribute

    @Test func layoutDirectionsOfTheSemanticContentAttributes() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    @Test func forcingRightToLeftIsReportedBecauseNothingIsMirrored() {
        let box = makeBox()
        #expect(box.semanticContentAttribute == .unspecified)
        let ltr = record { stage, _ in
            stage.addSubview(box)
            box.semanticContentAttribute = .forceLeftToRight
        }
        #expect(ltr.problems.isEmpty)
        #expect(box.semanticContentAttribute == .forceLeftToRight)
        let rtl = record { stage, _ in
            stage.addSubview(box)
            box.semanticContentAttribute = .forceRightToLeft
        }
        #expect(rtl.problems.count == 1)
        #expect("\(rtl.problems)".contains("UIView.semanticContentAttribute"))
        #expect(box.semanticContentAttribute == .forceRightToLeft)
    }

    // MARK: - UITextField.isEditing

    @Test func aTextFieldIsNeverInEditMode() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(!field.isEditing)
        let r = record { stage, _ in
            stage.addSubview(field)
            _ = field.becomeFirstResponder()
        }
        #expect(!field.isEditing)
        #expect(r.problems.count == 1)
    }
}

@Suite struct CorpusBodyWallsMoreTests {
    @Test func geometryStringsParseAsUIKitsAndMalformedOnesAreZero() {
        #expect(NSCoder.cgPoint(for: "{15, -7.5}") == CGPoint(x: 15, y: -7.5))
        #expect(NSCoder.cgPoint(for: "{0,0}") == .zero)
        #expect(NSCoder.cgSize(for: "{3, 4}") == CGSize(width: 3, height: 4))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgPoint(for: "15, 7") == .zero)
        #expect(NSCoder.cgPoint(for: "{15, x}") == .zero)
        #expect(NSCoder.cgPoint(for: "{1, 2, 3}") == .zero)
        #expect(NSCoder.cgPoint(for: "{1, 2") == .zero)
        #expect(NSCoder.string(for: CGPoint(x: 15, y: -7.5)) == "{15, -7.5}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.cgPoint(for: NSCoder.string(for: CGPoint(x: 0.25, y: 100))) == CGPoint(x: 0.25, y: 100))
    }

    @Test func indexPathRowsAndSections() {
        let path = NSIndexPath(indexes: [2, 3], length: 2)
        #expect(path.section == 2 && path.row == 3 && path.item == 3)
    }

    /// A sublayer transform that is not affine (a flip about y with perspective, as the cube
    /// transitions set) is reported: SVG draws 2D. An affine one is recorded
    /// (`SublayerTransformTests`).
    @Test func aSublayerTransformThatIsNotAffineIsReported() {
        let box = makeBox()
        let container = CALayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let flip = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        let r = record { stage, _ in
            stage.addSubview(box)
            box.layer.addSublayer(container)
            container.sublayerTransform = CATransform3DIdentity
            container.sublayerTransform = flip
        }
        #expect(r.problems.count == 1)
        #expect("\(r.problems)".contains("CALayer.sublayerTransform"))
        #expect(container.sublayerTransform == flip)
    }

    @Test func lifeCycleAndKeyboardNotificationsHaveUIKitsNamesAndAreNeverPosted() {
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIView.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        nonisolated(unsafe) var calls = 0
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification,
                                                              object: nil, queue: nil) { _ in calls += 1 }
        let r = record { stage, _ in stage.addSubview(makeBox()) }
        NotificationCenter.default.removeObserver(observer)
        #expect(r.problems.isEmpty)
        #expect(calls == 0)
    }
}

@Suite struct CorpusBodyWallsShapeTests {
    @Test func coreGraphicsShapePathsAndTheirBoxes() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(CGPath(ellipseIn: rect, transform: nil).elements == UIBezierPath(ovalIn: rect).cgPath.elements)
        #expect(CGPath(rect: rect, transform: nil).elements == UIBezierPath(rect: rect).cgPath.elements)
        #expect(CGPath(rect: rect, transform: nil).boundingBox == rect)
        // An oval's control points lie on its box.
        let oval = UIBezierPath(ovalIn: rect)
        #expect(abs(oval.bounds.minX - 10) < 1e-9 && abs(oval.bounds.maxY - 50) < 1e-9)
        #expect(abs(oval.bounds.width - 40) < 1e-9 && abs(oval.bounds.height - 30) < 1e-9)
        // Through a transform.
        var t = CGAffineTransform(translationX: 5, y: -20)
        #expect(CGPath(rect: rect, transform: &t).boundingBox == CGRect(x: 15, y: 0, width: 40, height: 30))
        // Control points count (UIKit documents bounds so).
        let curve = UIBezierPath()
        curve.move(to: .zero)
        curve.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 20))
        #expect(curve.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(UIBezierPath().bounds == .null)
        let rounded = CGPath(roundedRect: rect, cornerWidth: 4, cornerHeight: 6, transform: nil)
        #expect(rounded.elements == UIBezierPath(roundedRect: rect, cornerRadius: 4).cgPath.elements)
    }

    @Test func exclusiveTouchAndAScrollViewsPanRecognizer() {
        let view = UIView()
        #expect(!view.isExclusiveTouch)
        view.isExclusiveTouch = true
        #expect(view.isExclusiveTouch)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.panGestureRecognizer === scroll.panGestureRecognizer)
        #expect(scroll.panGestureRecognizer.state == .possible)
    }
}

@Suite struct CorpusBodyWallsGeometryTests {
    @Test func equalToIsCoreGraphicsEquality() {
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(.zero))
        #expect(CGRect(x: 10, y: 0, width: -10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(!CGRect(x: 1, y: 0, width: 10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(UIWindow.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
    }
}
