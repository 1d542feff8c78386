import Foundation

/// A row of dots, one per page, the current one highlighted (UIKit's `UIPageControl`).
///
/// Drawn as iOS's classic control: 7 pt dots 9 pt apart, centred in the bounds, the current
/// page's dot in ``currentPageIndicatorTintColor`` (white by default) and the others in
/// ``pageIndicatorTintColor`` (white at 30 % by default). Changing ``currentPage`` recolours
/// the dots at once (inside an animation block, the colours animate as the views' background
/// colours do).
///
/// ```swift
/// let dots = UIPageControl(frame: CGRect(x: 0, y: 600, width: 390, height: 26))
/// dots.numberOfPages = 3
/// stage.addSubview(dots)
/// dots.currentPage = 1
/// ```
open class UIPageControl: UIControl {
    /// The number of pages (0 by default).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            updateDots()
        }
    }
    /// The page shown (clamped to 0...`numberOfPages` − 1).
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            updateDots()
        }
    }
    /// Whether the control hides when there is one page (`false` by default).
    open var hidesForSinglePage = false { didSet { updateDots() } }
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor? = UIColor(red: 1, green: 1, blue: 1, alpha: 0.3) {
        didSet {
            updateDots()
            appearanceDidSet(.pageIndicatorTintColor, self) { [pageIndicatorTintColor] in $0.pageIndicatorTintColor = pageIndicatorTintColor }
        }
    }
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor? = .white {
        didSet {
            updateDots()
            appearanceDidSet(.currentPageIndicatorTintColor, self) { [currentPageIndicatorTintColor] in
                $0.currentPageIndicatorTintColor = currentPageIndicatorTintColor
            }
        }
    }
    /// Whether a tap waits for `updateCurrentPageDisplay()` (stored).
    open var defersCurrentPageDisplay = false
    /// The background style (stored).
    open var backgroundStyle: Int = 0

    static let dotSize: CGFloat = 7
    static let dotSpacing: CGFloat = 9

    private final var dots: [UIView] = []

    /// Redraws the dots (for `defersCurrentPageDisplay`).
    open func updateCurrentPageDisplay() { updateDots() }

    /// The size the dots of `pageCount` pages take: 16 pt per dot less the last spacing, 26 pt tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(0, pageCount))
        return CGSize(width: max(0, n * (UIPageControl.dotSize + UIPageControl.dotSpacing) - UIPageControl.dotSpacing), height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    private final func updateDots() {
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
        while dots.count < numberOfPages {
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: UIPageControl.dotSize, height: UIPageControl.dotSize))
            dot.layer.cornerRadius = UIPageControl.dotSize / 2
            dots.append(dot)
            addSubview(dot)
        }
        for (k, dot) in dots.enumerated() {
            dot.backgroundColor = k == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor
        }
        isHidden = hidesForSinglePage && numberOfPages <= 1
        setNeedsLayout()
    }

    /// Centres the row of dots in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let total = size(forNumberOfPages: dots.count).width
        var x = (bounds.width - total) / 2
        let y = (bounds.height - UIPageControl.dotSize) / 2
        for dot in dots {
            dot.frame = CGRect(x: x, y: y, width: UIPageControl.dotSize, height: UIPageControl.dotSize)
            x += UIPageControl.dotSize + UIPageControl.dotSpacing
        }
    }
}
