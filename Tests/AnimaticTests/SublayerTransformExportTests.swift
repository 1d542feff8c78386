import Animatic
import Foundation
import Testing

/// How a layer's `sublayerTransform` is exported: groups around the subviews, inside the view's
/// id'd group (whose background and content it does not move), about the anchor point.
@Suite struct SublayerTransformExportTests {
    static let size = CGSize(width: 300, height: 300)

    /// A 100×100 container at (100, 100) with a blue 20×20 child in its top-left corner.
    private func container() -> UIView {
        let container = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        container.accessibilityIdentifier = "container"
        container.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        child.backgroundColor = .blue
        child.accessibilityIdentifier = "child"
        container.addSubview(child)
        return container
    }

    /// The identity writes no group; a constant turn is one `rotate(a cx cy)` group about the
    /// anchor point (the bounds' centre), after the container's own rect.
    @Test func aConstantTurnIsOneGroupAboutTheAnchorPoint() throws {
        let plain = container()
        let still = try Story.record(size: Self.size) { stage in stage.addSubview(plain) }
        #expect(!(try still.svg()).contains("rotate"))

        let turned = container()
        turned.layer.sublayerTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let story = try Story.record(size: Self.size) { stage in stage.addSubview(turned) }
        let svg = try story.svg()
        #expect(svg.contains("""
            <g id="container" transform="translate(100 100)"><rect width="100" height="100" fill="#f00"/>\
            <g transform="rotate(45 50 50)"><g id="child"><rect width="20" height="20" fill="#00f"/></g></g></g>
            """), "\(svg)")
    }

    /// A spin of the sublayer transform (a CABasicAnimation of "sublayerTransform.rotation.z")
    /// animates the group's turn about the anchor point; the container's rect does not turn.
    /// Removed at its end, the identity shows again: 360°, the turn nearest the last (the
    /// timeline keeps rotations continuous, as for `transform`).
    @Test func aSpinAnimatesTheTurnAboutTheAnchorPoint() throws {
        let box = container()
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(box)
            let spin = CABasicAnimation(keyPath: "sublayerTransform.rotation.z")
            spin.fromValue = 0
            spin.toValue = Double.pi
            spin.duration = 1
            box.layer.add(spin, forKey: "spin")
        }
        let svg = try story.svg()
        #expect(svg.contains("""
            <rect width="100" height="100" fill="#f00"/><g>\
            <animateTransform attributeName="transform" type="rotate" dur="1s" keyTimes="0;1;1" \
            values="0 50 50;180 50 50;360 50 50" fill="freeze"/><g id="child"><rect width="20" height="20" fill="#00f"/></g></g>
            """), "\(svg)")
    }

    /// A scale and a translation, with a size that grows: the shifts to the anchor point and back
    /// follow the size (each in a group of its own, `translate` being SMIL's default type), the
    /// constant translation and scale share one group.
    @Test func aScaleWithAGrowingSizeShiftsWithTheSize() throws {
        let box = container()
        box.layer.sublayerTransform = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 2.5, 0, 0)
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.bounds.size = CGSize(width: 200, height: 100) }
        }
        let svg = try story.svg()
        #expect(svg.contains("""
            <g transform="translate(50 50)"><animateTransform attributeName="transform" dur="1s" \
            values="50 50;100 50" fill="freeze"/><g transform="translate(5) scale(2)">\
            <g transform="translate(-50 -50)"><animateTransform attributeName="transform" dur="1s" \
            values="-50 -50;-100 -50" fill="freeze"/><g id="child">
            """), "\(svg)")
        let frame = try story.svg(at: 0.5)
        #expect(frame.contains("""
            <g transform="translate(75 50)"><g transform="translate(5) scale(2)"><g transform="translate(-75 -50)">
            """), "\(frame)")
    }
}
