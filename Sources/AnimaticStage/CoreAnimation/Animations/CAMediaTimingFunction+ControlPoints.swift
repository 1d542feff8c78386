import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

extension CAMediaTimingFunction {
    /// Reads one of the curve's four control points (Apple, `getControlPoint(at:values:)`): index
    /// 0 is (0, 0), 1 and 2 the points the function was made with, 3 is (1, 1); `ptr` receives x
    /// then y, so it must have room for two numbers.
    ///
    /// ```swift
    /// var c1: [Float] = [0, 0]
    /// CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &c1)   // [0.42, 0]
    /// ```
    ///
    /// The named functions give Apple's documented points (`.linear` gives (0, 0) and (1, 1) as
    /// its inner points). An index outside 0...3 writes nothing and is reported as
    /// ``StoryProblem/invalidArgument(call:argument:problem:)``.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        guard case .cubicBezier(let x1, let y1, let x2, let y2) = curve else { return }
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (x1, y1)
        case 2: point = (x2, y2)
        case 3: point = (1, 1)
        default:
            StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                call: "CAMediaTimingFunction.getControlPoint(at:values:)", argument: "idx",
                problem: "the index must lie within 0...3, got \(idx)"))
            return
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }
}
