import AnimaticRuntime
import AnimaticClock
import Foundation

/// The messages a scroll view sends about its scrolling (UIKit's `UIScrollViewDelegate`).
///
/// Every method has a default that does nothing (UIKit's are optional), so a delegate writes
/// only the ones it needs. ``scrollViewDidScroll(_:)`` is called whenever
/// ``UIScrollView/contentOffset`` changes: set in code, step by step during
/// ``UIScrollView/setContentOffset(_:animated:)``, or by a scripted drag
/// (``Stage/scroll(_:to:at:duration:)``).
///
/// As in UIKit, `UITableViewDelegate` and `UICollectionViewDelegate` refine it, and a table's or
/// collection's `delegate` is its scroll delegate. A subclass of a class that conformed with the
/// defaults does not get its own implementation called through the protocol (Swift's witness
/// tables, unlike Objective-C's messages): declare the method in the conforming class.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger is about to lift; `targetContentOffset` is where the content will come to rest
    /// (the delegate may change it).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts to slow down after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation of ``UIScrollView/setContentOffset(_:animated:)`` or
    /// ``UIScrollView/scrollRectToVisible(_:animated:)`` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when ``UIScrollView/zoomScale`` changes (`nil`: no zooming).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar may scroll to the top (`true` by default).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The view scrolled to the top after a tap on the status bar.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// ``UIScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// A view whose content is larger than its frame and moves under it (UIKit's `UIScrollView`).
///
/// As in UIKit (Apple, "UIScrollView"; "Scroll View Programming Guide for iOS"), the content
/// offset *is* the origin of the view's bounds: setting ``contentOffset`` moves every subview
/// by the opposite amount without changing their frames, and the scroll view clips them to its
/// bounds (`clipsToBounds` is `true`). Each change calls the delegate's
/// `scrollViewDidScroll(_:)`.
///
/// ```swift
/// let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// scroll.contentSize = CGSize(width: 960, height: 480)   // three pages
/// scroll.isPagingEnabled = true
/// stage.addSubview(scroll)
/// scroll.setContentOffset(CGPoint(x: 320, y: 0), animated: true)   // 0.3 s, frame by frame
/// ```
///
/// An animated scroll (``setContentOffset(_:animated:)``, ``scrollRectToVisible(_:animated:)``,
/// a table's `scrollToRow`, ``Stage/scroll(_:to:at:duration:)``) moves the offset frame by frame
/// at 60 frames a second, as UIKit's display-link driven scrolling does, calling
/// `scrollViewDidScroll(_:)` at each frame; so code that moves views from the offset (parallax,
/// cells that transform with their position) records each frame. UIKit does not document the
/// duration of `setContentOffset(_:animated:)`: Animatic uses 0.3 s, ease in and out.
/// Indicators are not drawn (they show only while a finger scrolls).
open class UIScrollView: UIView {
    /// How the safe area adds to ``contentInset`` (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes`` (UIKit also adds the top and bottom for a scroll view of a
        /// navigation controller's root view controller).
        case automatic
        /// The safe area is added only along an axis that scrolls (content larger than the
        /// bounds, or `alwaysBounce…` set; vertical when ``UIScrollView/alwaysBounceVertical``).
        case scrollableAxes
        /// The safe area is not added.
        case never
        /// The safe area is always added.
        case always
    }

    /// The style of the scroll indicators (stored; indicators are not drawn).
    public enum IndicatorStyle: Int, Sendable {
        /// Dark or light, whichever shows against the content (UIKit's default).
        case `default`
        /// Black indicators, for a light background.
        case black
        /// White indicators, for a dark background.
        case white
    }

    /// How the keyboard is dismissed by a drag (stored; there is no keyboard).
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag leaves the keyboard up (UIKit's default).
        case none
        /// The keyboard goes down when a drag begins.
        case onDrag
        /// The keyboard follows the finger down and can be pulled back up.
        case interactive
        /// As `interactive`, with the keyboard's accessory view going too.
        case interactiveWithAccessory
        /// As `onDrag`, with the keyboard's accessory view going too.
        case onDragWithAccessory
    }

    /// How fast the content slows after a drag (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of its speed the content keeps each millisecond.
        public var rawValue: CGFloat
        /// The rate `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998, UIKit's default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The object told about scrolling (weak, as in UIKit). A table's and a collection view's
    /// delegate is set here too: assign an object that conforms to `UITableViewDelegate` or
    /// `UICollectionViewDelegate` and they call its methods of those protocols.
    open weak var delegate: UIScrollViewDelegate?

    /// The refresh control above the content (UIKit's `refreshControl`; see ``UIRefreshControl``).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            refreshControl?.attach(to: self)
        }
    }

    /// The size of the content, in points (zero by default).
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { notifyObservers("contentSize", old: oldValue, new: contentSize) } }
    }

    /// Extra space around the content that the offset may scroll into (zero by default).
    /// Setting it does not move the content (UIKit keeps the offset).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if contentInset != oldValue {
                adjustedInsetMayHaveChanged()
                notifyObservers("contentInset", old: oldValue, new: contentInset)
            }
        }
    }

    /// How the safe area adds to ``contentInset`` (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedInsetMayHaveChanged() } }
    }

    private final var lastAdjustedInset: UIEdgeInsets = .zero

    /// ``contentInset`` plus the safe area insets that ``contentInsetAdjustmentBehavior`` adds
    /// (Apple, `adjustedContentInset`).
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        let safe = safeAreaInsets
        let horizontal: Bool, vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return inset
        case .always: horizontal = true; vertical = true
        case .automatic, .scrollableAxes:
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
        }
        if horizontal { inset.left += safe.left; inset.right += safe.right }
        if vertical { inset.top += safe.top; inset.bottom += safe.bottom }
        return inset
    }

    /// Called when ``adjustedContentInset`` changed (UIKit calls it after the safe area or the
    /// content inset changes); the default does nothing.
    open func adjustedContentInsetDidChange() {}

    private final func adjustedInsetMayHaveChanged(fromSafeArea: Bool = false) {
        let now = adjustedContentInset
        guard now != lastAdjustedInset else { return }
        let old = lastAdjustedInset
        lastAdjustedInset = now
        if fromSafeArea {
            // Content resting at its top (left) edge stays there when the safe area moves it, as in
            // UIKit: a table that fills a controller's view in a navigation controller starts at
            // `contentOffset.y == -adjustedContentInset.top` (−103 on an iPhone 15: status and
            // navigation bars), its first row below the bar. (Setting `contentInset` in code moves
            // no content in UIKit: apps set `contentOffset` after it.)
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -now.top }
            if offset.x == -old.left { offset.x = -now.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedInsetMayHaveChanged(fromSafeArea: true)
    }

    /// Where the content's origin is, seen from the scroll view's top left: the origin of
    /// ``UIView/bounds``. Setting it moves the subviews and calls `scrollViewDidScroll(_:)`.
    /// Any offset is taken (UIKit does not clamp one set in code).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The bounds; a change of origin is a scroll (see ``contentOffset``).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.origin != newValue.origin { didScroll() }
            if old != newValue { boundsDidChange(from: old) }
            // Key-value observers, after the delegate (UIKit sends both after the change).
            if old.origin != newValue.origin { notifyObservers("contentOffset", old: old.origin, new: newValue.origin) }
            if old != newValue { notifyObservers("bounds", old: old, new: newValue) }
        }
    }

    /// The frame; a change notifies key-value observers of `frame` (UIKit's `setFrame:` does:
    /// DGElasticPullToRefresh lays its view out when its scroll view's frame changes). A change
    /// through `center` or `bounds` does not, as on iOS.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.frame
            super.frame = newValue
            let new = super.frame
            if old != new { notifyObservers("frame", old: old, new: new) }
        }
    }

    /// Calls the delegate after the offset changed; subclasses (tables, collections) override
    /// ``boundsDidChange(from:)`` to show the rows that came into view.
    private final func didScroll() {
        delegate?.scrollViewDidScroll(self)
    }

    /// Called after the bounds changed (origin or size), before layout; tables and collections
    /// bring the rows and items now in view.
    func boundsDidChange(from old: CGRect) {}

    /// Whether scrolling snaps to multiples of the bounds' size (stored; a scripted drag
    /// (``Stage/scroll(_:to:at:duration:)``) ends on a page when it is set).
    open var isPagingEnabled = false
    /// Whether the user may scroll (a scripted drag is refused when it is off).
    open var isScrollEnabled = true
    /// Whether the content bounces past its edges (stored).
    open var bounces = true
    /// Whether the content bounces vertically even when it fits (stored; counts as a scrollable
    /// axis for ``adjustedContentInset``).
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits (as ``alwaysBounceVertical``).
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling (stored; indicators are not drawn).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (stored; not drawn).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' style (stored; not drawn).
    open var indicatorStyle: IndicatorStyle = .default
    /// The insets of the indicators (stored).
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    /// The insets of the vertical indicator (stored).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The insets of the horizontal indicator (stored).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether a tap on the status bar scrolls to the top (stored).
    open var scrollsToTop = true
    /// Whether a drag may move only along one axis at a time (stored).
    open var isDirectionalLockEnabled = false
    /// How fast the content slows after a drag (stored).
    open var decelerationRate: DecelerationRate = .normal
    /// How a drag dismisses the keyboard (stored).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether touches in subviews wait to see whether they scroll (stored).
    open var delaysContentTouches = true
    /// Whether a touch that began in a subview may turn into a scroll (stored).
    open var canCancelContentTouches = true
    /// Whether a scripted drag is moving the content now (``Stage/scroll(_:to:at:duration:)``).
    public internal(set) final var isDragging = false
    /// Whether a finger is on the content now (as ``isDragging``).
    open var isTracking: Bool { isDragging }
    /// Whether the content is moving on after a finger lifted (a scripted drag stops with it).
    public internal(set) final var isDecelerating = false

    // MARK: Zooming

    /// The smallest zoom scale (1 by default).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (1 by default).
    open var maximumZoomScale: CGFloat = 1
    /// Whether zooming may go past the limits and bounce back (stored).
    open var bouncesZoom = true
    private final var storedZoomScale: CGFloat = 1

    /// The scale of the delegate's `viewForZooming(in:)`: as in UIKit, setting it (clamped to
    /// ``minimumZoomScale``...``maximumZoomScale``) sets that view's `transform` to the scale
    /// and calls `scrollViewDidZoom(_:)`; with no view for zooming it stays 1.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Sets ``zoomScale``; animated, the zoomed view's transform changes in a 0.3 s view
    /// animation (UIKit does not document the duration).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        guard clamped.isFinite, clamped != storedZoomScale else { return }
        storedZoomScale = clamped
        let apply = { view.transform = CGAffineTransform(scaleX: clamped, y: clamped) }
        if animated { UIView.animate(withDuration: UIScrollView.scrollAnimationDuration, animations: apply) } else { apply() }
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Init

    /// The recognizer of the scroll view's panning (UIKit's `panGestureRecognizer`): apps add
    /// targets to it or make other recognizers wait for it. A story never pans a scroll view
    /// (see ``UIGestureRecognizer``), so it never begins; it is not in ``UIView/gestureRecognizers``.
    public private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        setUpGuides()
    }

    /// Creates a scroll view with a zero frame (a storyboard's or nib's, which then sets its frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        setUpGuides()
    }

    // MARK: Auto Layout guides

    /// The content's rectangle for Auto Layout (UIKit's `contentLayoutGuide`): constraints to its
    /// edges and size give ``contentSize`` at layout.
    public let contentLayoutGuide = UILayoutGuide()
    /// The scroll view's frame for Auto Layout (UIKit's `frameLayoutGuide`): content pinned to
    /// it does not scroll.
    public let frameLayoutGuide = UILayoutGuide()

    private func setUpGuides() {
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
        frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
    }

    private var guidesPinned = false

    /// Pins the guides (the content's origin and the frame) once the scroll view is in a hierarchy.
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

    // MARK: Scrolling in code

    /// How long ``setContentOffset(_:animated:)`` takes when animated: 0.3 s (UIKit does not
    /// document it; Animatic's choice, close to what an iPhone shows).
    public static let scrollAnimationDuration: TimeInterval = 0.3
    /// The frames per second of an animated scroll: 60.
    public static let scrollFrameRate: Double = 60

    /// The running animated scroll, if any (a new one or a set offset stops it).
    final var scrollGeneration = 0

    /// Sets ``contentOffset``; animated, the offset moves frame by frame over 0.3 s (ease in and
    /// out), calling `scrollViewDidScroll(_:)` at each frame and
    /// `scrollViewDidEndScrollingAnimation(_:)` at the end, as UIKit does.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scrollGeneration += 1
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        animateOffset(to: contentOffset, duration: UIScrollView.scrollAnimationDuration, curve: .easeInOut) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Scrolls the least so that `rect` (in the content's coordinates) is in view; animated as
    /// ``setContentOffset(_:animated:)``.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let size = bounds.size
        var offset = contentOffset
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// The offset range the content may rest in: from `−adjustedContentInset.top/left` to the
    /// content's end plus the bottom/right inset less the bounds (never below the start).
    final var offsetLimits: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// Moves the offset to `target` frame by frame (60 fps) over `duration` along `curve`, then
    /// calls `done` (not when a newer scroll or a set offset took over).
    final func animateOffset(to target: CGPoint, duration: TimeInterval, curve: UIView.AnimationCurve,
                             done: @escaping () -> Void) {
        scrollGeneration += 1
        let generation = scrollGeneration
        guard let clock = StoryContext.current?.clock else {
            contentOffset = target
            done()
            return
        }
        let start = contentOffset
        let frames = max(1, Int((duration * UIScrollView.scrollFrameRate).rounded(.up)))
        let begin = clock.now
        for k in 1...frames {
            let t = Double(k) / Double(frames)
            let at = begin + (StoryTime(validSeconds: duration * t) ?? .zero)
            clock.schedule(at: at) { [weak self] in
                guard let self, self.scrollGeneration == generation else { return }
                let f = CGFloat(UIScrollView.progress(t, curve))
                let p = CGPoint(x: start.x + (target.x - start.x) * f, y: start.y + (target.y - start.y) * f)
                // Not through `contentOffset`'s setter of a subclass that stops scrolls.
                self.bounds.origin = k == frames ? target : p
                if k == frames { done() }
            }
        }
    }

    /// The eased fraction at `t` (0...1) for UIKit's four curves (the cubic Béziers of
    /// `CAMediaTimingFunction`'s named functions).
    static func progress(_ t: Double, _ curve: UIView.AnimationCurve) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch curve {
        case .linear: return t
        case .easeIn: return bezier(t, 0.42, 0, 1, 1)
        case .easeOut: return bezier(t, 0, 0, 0.58, 1)
        case .easeInOut: return bezier(t, 0.42, 0, 0.58, 1)
        }
    }

    /// y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at x = `t` (bisection, 1e-9).
    static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if b(mid, x1, x2) < t { lo = mid } else { hi = mid }
        }
        return b((lo + hi) / 2, y1, y2)
    }
}

extension CGRect {
    /// Whether the rectangles share some area (Core Graphics' `intersects`: rectangles that only
    /// touch do not; Foundation on Linux counts a shared edge).
    func overlaps(_ other: CGRect) -> Bool {
        let a = standardized, b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
