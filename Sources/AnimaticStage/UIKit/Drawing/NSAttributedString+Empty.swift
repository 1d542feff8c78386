import Foundation

extension NSAttributedString {
    /// An empty attributed string: what `NSAttributedString()` and `NSMutableAttributedString()`
    /// make on Apple's platforms (`init()`, inherited from `NSObject`), which
    /// swift-corelibs-foundation does not offer on Linux. Apps build styled text from it:
    ///
    /// ```swift
    /// label.attributedText = NSMutableAttributedString()   // then append(_:) runs of text
    /// ```
    ///
    /// The parameter only makes the call `NSAttributedString()` resolve here (Swift does not let
    /// an extension declare `init()` over `NSObject`'s); leave it out.
    public convenience init(emptyAttributedString: Void = ()) {
        self.init(string: "")
    }
}
