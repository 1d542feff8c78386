import AnimaticRuntime
import AnimaticClock
import Foundation

extension UIColor {
    /// A colour that tiles `image` (Apple, `init(patternImage:)`). Animatic's colours are plain
    /// sRGB values and its timeline has no tiled fill, so a pattern cannot be drawn: making one
    /// is reported as ``StoryProblem/notSupported(call:feature:)`` and the colour is clear (what
    /// is painted with it shows nothing rather than a wrong colour).
    ///
    /// ```swift
    /// tableView.backgroundColor = UIColor(patternImage: texture)   // reported; clear
    /// ```
    public convenience init(patternImage image: UIImage) {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UIColor(patternImage:)",
            feature: "pattern colours (a \(Int(image.size.width))×\(Int(image.size.height)) pt image tiled as a fill); the colour is clear"))
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }
}
