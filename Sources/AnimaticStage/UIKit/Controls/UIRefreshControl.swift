import AnimaticClock
import AnimaticRuntime
import Foundation

/// The spinner above a scroll view's content that shows a refresh in progress (UIKit's
/// `UIRefreshControl`), set as the scroll view's ``UIScrollView/refreshControl``.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// feed.refreshControl = refresh
/// refresh.beginRefreshing()
/// feed.setContentOffset(CGPoint(x: 0, y: -refresh.frame.height), animated: true)   // show it
/// // … later
/// refresh.endRefreshing()                     // the content scrolls back to the top
/// ```
///
/// As UIKit (Apple, `UIRefreshControl`): the control sits just above the content (a 60 pt
/// band at y −60 in content coordinates, as wide as the scroll view), so it shows only where
/// the content is scrolled past its top; ``beginRefreshing()`` ("when an external event, rather
/// than a pull-down, initiates a refresh") turns the spinner on without scrolling and without
/// sending an action; ``endRefreshing()`` turns it off and, when the content is scrolled past
/// its top, scrolls it back (`setContentOffset(_:animated:)`'s 0.3 s). The spinner is a
/// `.medium` ``UIActivityIndicatorView`` in the control's `tintColor` (gray by default),
/// centred in the band, ``attributedTitle`` in a 12 pt line below it. Animatic does not
/// recognise a pull: a scripted drag scrolls the content but does not begin refreshing.
open class UIRefreshControl: UIControl {
    /// The band's height above the content.
    public static let height: CGFloat = 60

    /// Whether a refresh is in progress (``beginRefreshing()`` to ``endRefreshing()``).
    public private(set) var isRefreshing = false
    /// A title shown under the spinner (`nil`: none).
    open var attributedTitle: NSAttributedString? { didSet { updateTitle() } }

    /// The spinner.
    final let spinner = UIActivityIndicatorView(style: .medium)
    /// The title's line.
    final let titleLabel = UILabel()

    /// A refresh control (UIKit's `init()`); it takes its frame from the scroll view it is set on.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpRefresh()
    }

    /// A refresh control from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpRefresh()
    }

    private final func setUpRefresh() {
        spinner.hidesWhenStopped = true
        spinner.color = .gray
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .gray
        addSubview(titleLabel)
    }

    /// Turns the spinner on (see the type's notes); does nothing when already refreshing.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
    }

    /// Turns the spinner off and scrolls the content back to its top when it is scrolled past it.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        if let scrollView = superview as? UIScrollView {
            let top = -scrollView.adjustedContentInset.top
            if scrollView.contentOffset.y < top {
                scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
            }
        }
    }

    /// The spinner and title take the tint colour when it is set.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
        if attributedTitle?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil { titleLabel.textColor = tintColor }
    }

    /// Centres the spinner (raised by the title's line when there is a title).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = !(attributedTitle?.string.isEmpty ?? true)
        let side = spinner.bounds.width
        let y = (bounds.height - side - (hasTitle ? 16 : 0)) / 2
        spinner.frame = CGRect(x: (bounds.width - side) / 2, y: y, width: side, height: side)
        titleLabel.frame = CGRect(x: 0, y: y + side + 2, width: bounds.width, height: 14)
    }

    /// Places the control in the band above `scrollView`'s content.
    final func attach(to scrollView: UIScrollView) {
        frame = CGRect(x: 0, y: -UIRefreshControl.height, width: scrollView.bounds.width, height: UIRefreshControl.height)
        autoresizingMask = [.flexibleWidth]
        scrollView.insertSubview(self, at: 0)
    }

    private final func updateTitle() {
        titleLabel.attributedText = attributedTitle
        titleLabel.isHidden = attributedTitle?.string.isEmpty ?? true
        setNeedsLayout()
    }
}
