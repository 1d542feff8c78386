import Animatic
import Testing

/// A shape layer's path jumps to an animation's first value and back to the model path, whatever
/// their commands, in one `<animate attributeName="d">`: the values with other commands meet only
/// at an instant (a zero-length span), so SVG never interpolates between them (Chromium, Firefox
/// and WebKit play it: `PathMorphPlaybackTests`).
@Suite struct PathJumpExportTests {
    static let size = CGSize(width: 100, height: 100)
    /// `UIBezierPath(roundedRect: 10×40, cornerRadius: 5)` as SVG path data.
    static let capsule = "M 5 0 L 5 0 L 5 0 C 7.7614 0 10 2.2386 10 5 L 10 35 L 10 35 C 10 37.7614 7.7614 40 5 40 L 5 40 L 5 40 C 2.2386 40 0 37.7614 0 35 L 0 5 L 0 5 C 0 2.2386 2.2386 0 5 0 Z"

    @Test func anAdditiveKeyframeMorphOverACapsuleJumpsInAndOut() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
        host.accessibilityIdentifier = "eq"
        let bar = CAShapeLayer()
        bar.name = "bar"
        bar.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 40), cornerRadius: 5).cgPath
        host.layer.addSublayer(bar)
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(host)
            let levels = CAKeyframeAnimation()
            levels.keyPath = "path"
            levels.isAdditive = true
            levels.values = [0, 0.5].map { UIBezierPath(rect: CGRect(x: 0, y: 40 - 40 * $0, width: 10, height: 40 * $0)).cgPath }
            levels.beginTime = CACurrentMediaTime() + 0.5
            levels.duration = 1
            bar.add(levels, forKey: "animation")
        }
        // Leg 1 of the morph table: the rectangles; leg 0: the capsule the layer joined with.
        #expect(story.timeline.text == """
            0.500 +1.000 bar path (1, 0) -> (1, 1) linear
            1.500 +0.000 bar path (1, 1) -> (0, 0) linear

            """)
        let svg = try story.svg()
        // Before 0.5 s and from 1.5 s the capsule (M L L C …); in between the rectangles
        // (M L L L Z), each run its own element from its first instant.
        #expect(svg.contains("""
            <g id="bar"><path d="\(Self.capsule)" fill="#000" stroke="none" stroke-width="1">\
            <animate dur="1s" values="M 0 40 L 10 40 L 10 40 L 0 40 Z;M 0 20 L 10 20 L 10 40 L 0 40 Z" attributeName="d" \
            fill="freeze" begin="0.5s"/>\
            <animate dur="0.001s" values="\(Self.capsule);\(Self.capsule)" attributeName="d" fill="freeze" begin="1.5s"/>\
            </path></g>
            """), "\(svg)")
    }

    @Test func anEndlessEqualizerCyclesThroughItsRectanglesOnly() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
        host.accessibilityIdentifier = "eq"
        let bar = CAShapeLayer()
        bar.name = "bar"
        bar.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 40), cornerRadius: 5).cgPath
        host.layer.addSublayer(bar)
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(host)
            let levels = CAKeyframeAnimation()
            levels.keyPath = "path"
            levels.isAdditive = true
            levels.values = [0, 0.5, 0.25].map { UIBezierPath(rect: CGRect(x: 0, y: 40 - 40 * $0, width: 10, height: 40 * $0)).cgPath }
            levels.duration = 1
            levels.repeatCount = .infinity
            levels.isRemovedOnCompletion = false
            bar.add(levels, forKey: "animation")
        }
        #expect(story.timeline.text == """
            0.000 +0.500 bar path (1, 0) -> (1, 1) linear
            0.500 +0.500 bar path (2, 0) -> (2, 1) linear
            0.000 +1.000 bar path repeats forever

            """)
        let svg = try story.svg()
        // Added in the instant the layer joined: the capsule never shows; the cycle holds the
        // rectangles only (at 0.5 s the end of leg 1 meets the start of leg 2, the same path).
        let values = "M 0 40 L 10 40 L 10 40 L 0 40 Z;M 0 20 L 10 20 L 10 40 L 0 40 Z;M 0 20 L 10 20 L 10 40 L 0 40 Z;"
            + "M 0 30 L 10 30 L 10 40 L 0 40 Z"
        #expect(svg.contains("""
            <g id="bar"><path d="M 0 40 L 10 40 L 10 40 L 0 40 Z" fill="#000" stroke="none" stroke-width="1">\
            <animate attributeName="d" dur="1s" keyTimes="0;.5;.5;1" values="\(values)" fill="freeze"/>\
            <animate attributeName="d" dur="1s" keyTimes="0;.5;.5;1" values="\(values)" repeatCount="indefinite"/>\
            </path></g>
            """), "\(svg)")
    }
}
