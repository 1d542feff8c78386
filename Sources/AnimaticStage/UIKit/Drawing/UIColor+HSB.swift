import Foundation

extension UIColor {
    /// Reads the colour as hue, saturation and brightness (HSB, each in 0...1) and alpha, as UIKit's
    /// `getHue(_:saturation:brightness:alpha:)` does for a colour in an RGB colour space; every
    /// Animatic colour is sRGB, so it always succeeds and returns `true`.
    ///
    /// ```swift
    /// var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    /// color.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
    /// let darker = UIColor(hue: h, saturation: s, brightness: b * 0.8, alpha: a)
    /// ```
    ///
    /// The hue of a grey (saturation 0) is 0, as on iOS.
    /// (https://developer.apple.com/documentation/uikit/uicolor/gethue(_:saturation:brightness:alpha:))
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = Double(red), g = Double(green), b = Double(blue)
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h = 0.0
        if delta > 0 {
            if maxC == r { h = (g - b) / delta } else if maxC == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maxC > 0 ? delta / maxC : 0)
        brightness?.pointee = CGFloat(maxC)
        alpha?.pointee = self.alpha
        return true
    }
}
