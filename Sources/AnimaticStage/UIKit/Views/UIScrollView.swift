import AnimaticRuntime
import Foundation

/// The delegate of a ``UIScrollView`` (UIKit's `UIScrollViewDelegate`); every method is optional.
public protocol UIScrollViewDelegate: AnyObject {
    /// Called after the content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}


/// A view whose content moves under it, as UIKit's `UIScrollView`: ``contentOffset`` is the
/// origin of its bounds (Apple: "The scroll view displays its content by changing the origin
/// of its bounds"), so setting it moves every subview, recorded as the bounds' origin.
/// ``contentLayoutGuide`` is the content's rectangle for Auto Layout (its top-left at the
/// content's origin, its size what the constraints to it give, which becomes ``contentSize``);
/// ``frameLayoutGuide`` is the scroll view's own frame.
///
/// ```swift
/// scroll.setContentOffset(CGPoint(x: scroll.bounds.width, y: 0), animated: true)   // the next page
/// ```
///
/// Animatic does not scroll by touches; ``setContentOffset(_:animated:)`` animated moves the
/// content in 0.3 s ease-in-out (UIKit does not document its duration).
open class UIScrollView: UIView {
    /// The size of the content (set by Auto Layout through ``contentLayoutGuide`` when
    /// constraints size it).
    open var contentSize: CGSize = .zero
    /// Insets of the content; kept, not drawn.
    open var contentInset: UIEdgeInsets = .zero
    /// Whether scrolling stops on multiples of the bounds; kept (Animatic does not scroll by touches).
    open var isPagingEnabled = false
    /// Kept; Animatic draws no scroll indicators.
    open var showsHorizontalScrollIndicator = true
    /// Kept; Animatic draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    /// Kept; Animatic does not scroll by touches.
    open var isScrollEnabled = true
    /// Kept; Animatic does not scroll by touches.
    open var bounces = true
    /// Told when the content offset changes.
    open weak var delegate: UIScrollViewDelegate?

    /// The content's rectangle for Auto Layout.
    public let contentLayoutGuide = UILayoutGuide()
    /// The scroll view's frame for Auto Layout.
    public let frameLayoutGuide = UILayoutGuide()

    /// Creates a scroll view (UIKit's `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpGuides()
    }

    /// Creates a scroll view with a zero frame (a storyboard's, which then sets its frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpGuides()
    }

    private func setUpGuides() {
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
        frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
    }

    private var guidesPinned = false

    /// Pins the guides (the content's origin and the frame) once something lays out with them.
    private func pinGuides() {
        guard !guidesPinned else { return }
        guidesPinned = true
        let pins = [
            contentLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            frameLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor),
            frameLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            frameLayoutGuide.widthAnchor.constraint(equalTo: widthAnchor),
            frameLayoutGuide.heightAnchor.constraint(equalTo: heightAnchor),
        ]
        for pin in pins { pin.identifier = "UIScrollView-guide" }
        NSLayoutConstraint.activate(pins)
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        pinGuides()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentLayoutGuide.layoutFrame.size
        if content.width > 0 || content.height > 0 { contentSize = content }
    }

    /// The point of the content at the scroll view's top-left corner: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Moves the content to `offset`, in 0.3 s ease-in-out when `animated` (UIKit animates it
    /// but does not document the duration), at once otherwise.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) { self.contentOffset = offset }
        } else {
            contentOffset = offset
        }
    }
}

extension UIScrollViewDelegate {
    /// Does nothing (the method is optional in UIKit).
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
