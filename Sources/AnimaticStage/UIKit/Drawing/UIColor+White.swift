import Foundation

extension UIColor {
    /// Reads the colour as a grey level and alpha (Apple, `getWhite(_:alpha:)`: "If the color is
    /// in a compatible color space, the color is converted into grayscale format"; it returns
    /// `false` when it cannot convert).
    ///
    /// ```swift
    /// var white: CGFloat = 0, alpha: CGFloat = 0
    /// if background.getWhite(&white, alpha: &alpha) { style = white >= 0.5 ? .darkContent : .lightContent }
    /// ```
    ///
    /// A grey (equal red, green and blue, as `UIColor(white:alpha:)`, `.black`, `.white`, `.gray`
    /// make) gives its level and `true`. Another colour gives `false` and leaves both values as
    /// they were: Animatic cannot tell which grey iOS's colour-space conversion would choose,
    /// and guessing would be a silent difference, while `false` is a result Apple documents.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }
}
