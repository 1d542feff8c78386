import Foundation

#if !canImport(Darwin)
/// How text wraps and where a cut line shows an ellipsis, shaped like UIKit's `NSLineBreakMode`
/// (`UILabel.lineBreakMode`, `NSTextContainer.lineBreakMode`).
///
/// ```swift
/// title.numberOfLines = 2
/// title.lineBreakMode = .byWordWrapping   // wraps; a cut last line ends without "…"
/// ```
///
/// Apple, `NSLineBreakMode`: the wrapping modes wrap at words or characters and cut the text at
/// the last line that fits; the truncating modes wrap at words and replace the cut part of the
/// last line with an ellipsis at its head, middle or tail.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries; the last line shown is cut without an ellipsis.
    case byWordWrapping = 0
    /// Wraps between characters; the last line shown is cut without an ellipsis.
    case byCharWrapping = 1
    /// Wraps at word boundaries; the last line shown is cut without an ellipsis.
    case byClipping = 2
    /// Wraps at word boundaries; a cut last line starts with "…" and ends with the text's end.
    case byTruncatingHead = 3
    /// Wraps at word boundaries; a cut last line ends with "…" (UILabel's default).
    case byTruncatingTail = 4
    /// Wraps at word boundaries; a cut last line has "…" in its middle.
    case byTruncatingMiddle = 5
}
#endif
