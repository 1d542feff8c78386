import Foundation

extension UIColor {
    /// Creates a colour from Display P3 components, as UIKit's `init(displayP3Red:green:blue:alpha:)`.
    ///
    /// ```swift
    /// let orange = UIColor(displayP3Red: 229 / 255, green: 102 / 255, blue: 33 / 255, alpha: 1)
    /// ```
    ///
    /// Animatic's colours are sRGB, so the components are converted as UIKit reports a P3
    /// colour's `getRed(_:green:blue:alpha:)` in extended sRGB: Display P3 has sRGB's transfer
    /// curve and D65 white, so each component is linearised, the P3-to-sRGB primaries matrix
    /// applied, and the result encoded again. A colour outside sRGB keeps its components below 0
    /// or above 1, as UIKit's extended range does; the timeline clamps them when it records.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = (UIColor.linear(Double(displayP3Red)), UIColor.linear(Double(green)), UIColor.linear(Double(blue)))
        // Linear Display P3 to linear sRGB (both D65): the matrix of the two sets of primaries.
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        self.init(red: CGFloat(UIColor.encoded(sr)), green: CGFloat(UIColor.encoded(sg)),
                  blue: CGFloat(UIColor.encoded(sb)), alpha: alpha)
    }

    /// The sRGB (and Display P3) transfer curve, inverted; odd about 0 for extended values.
    private static func linear(_ c: Double) -> Double {
        let a = abs(c)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -l : l
    }

    /// The sRGB transfer curve; odd about 0 for extended values.
    private static func encoded(_ l: Double) -> Double {
        let a = abs(l)
        let c = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return l < 0 ? -c : c
    }
}
