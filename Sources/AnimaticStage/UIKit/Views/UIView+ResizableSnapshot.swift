import AnimaticClock
import AnimaticRuntime
import Foundation

extension UIView {
    /// A picture of the part `rect` of the view (in the view's bounds coordinates), in a new
    /// image view of `rect`'s size at the origin (Apple,
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`, which transitions use to
    /// cut a screen into halves or tiles and fold or flip them).
    ///
    /// ```swift
    /// let left = view.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 160, height: 480),
    ///                                       afterScreenUpdates: false, withCapInsets: .zero)
    /// ```
    ///
    /// The picture is drawn as ``snapshotView(afterScreenUpdates:)`` draws the whole view, moved
    /// so that `rect`'s origin is the picture's; what lies outside the view's bounds within
    /// `rect` is clear. `afterUpdates` changes nothing (the models are what the next screen
    /// update would show). `capInsets` other than zero (the edges UIKit keeps unstretched when
    /// the snapshot is resized) are reported as not supported: Animatic's image view stretches
    /// the whole picture. `nil` for a `rect` of empty size or with a component that is not finite.
    public final func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                            withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.width.isFinite, rect.height.isFinite else { return nil }
        if capInsets != .zero {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)",
                feature: "cap insets \(capInsets) (the snapshot stretches as a whole when resized)"))
        }
        let context = CGContext(size: rect.size)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        renderTree(into: context, asRoot: true)
        let snapshot = UIImageView(image: context.makeImage())
        snapshot.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }
}
