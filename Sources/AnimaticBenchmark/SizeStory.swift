import Animatic
import Foundation

/// drawsvg's reference story for output size (issue 32; BENCHMARKS.md, "SVG size"): `n` 100×100
/// squares on a 400×300 stage, each rotating 90° (ease in-out, 0.5 s), then moving 50 pt right
/// (linear, 0.5 s, from 1 s), then fading out (linear, 0.5 s, from 2.5 s), square i starting
/// 2 ms after square i − 1. Written to `path` as `Story.write(to:)` writes it.
///
///     animatic-benchmark --size-story 1000 story.svg
func writeSizeStory(squares n: Int, to path: String) throws {
    let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
        for i in 0..<n {
            let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            v.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            v.accessibilityIdentifier = "sq\(i)"
            stage.addSubview(v)
            let d = Double(i) * 0.002
            UIView.animate(withDuration: 0.5, delay: d, options: [.curveEaseInOut], animations: {
                v.transform = CGAffineTransform(rotationAngle: .pi / 2)
            })
            UIView.animate(withDuration: 0.5, delay: d + 1.0, options: [.curveLinear], animations: { v.center.x += 50 })
            UIView.animate(withDuration: 0.5, delay: d + 2.5, options: [.curveLinear], animations: { v.alpha = 0 })
        }
    }
    try story.write(to: URL(fileURLWithPath: path))
}
