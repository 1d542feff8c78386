import AnimaticClock
import AnimaticRuntime
import Foundation

/// A container that shows one page (a child view controller) at a time and moves between
/// pages (UIKit's `UIPageViewController`).
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([welcome], direction: .forward, animated: false)
/// // later, from a button:
/// pages.setViewControllers([tips], direction: .forward, animated: true)   // slides in from the right
/// ```
///
/// As UIKit (Apple, `UIPageViewController`): ``setViewControllers(_:direction:animated:completion:)``
/// takes one controller (two for a page-curl book with a `.mid` spine); another count is
/// reported (UIKit raises). The pages are children of the container, their views fill its
/// view, and they get the appearance calls as they come and go. With the `.scroll` style an
/// animated change slides the new page in from the trailing edge (`.forward`) or the leading
/// edge (`.reverse`; top and bottom for a vertical orientation) while the old page slides out
/// the other way, both over ``scrollDuration`` with ease-in-out (UIKit's timing is not
/// documented); the ``interPageSpacing`` option separates them. A swipe on the view
/// (`stage.swipe`) asks the ``dataSource`` for the page after (a swipe left or up) or before,
/// and slides to it, telling the ``delegate`` before and after, as a user's swipe does.
/// **Page curl** is not drawn: an animated `.pageCurl` change cuts to the new page and the
/// recording notes that the curl is missing. The page dots UIKit adds when the data source
/// answers `presentationCount(for:)` are not drawn (noted).
open class UIPageViewController: UIViewController {
    /// How pages change (Apple, `UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over, as paper (not drawn: noted).
        case pageCurl = 0
        /// Pages slide.
        case scroll = 1
    }

    /// The direction pages move in (Apple, `UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Forward or back through the pages (Apple, `UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable {
        /// To a later page.
        case forward = 0
        /// To an earlier page.
        case reverse = 1
    }

    /// Where a page-curl book's spine is (Apple, `UIPageViewController.SpineLocation`).
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none = 0
        /// At the leading or top edge.
        case min = 1
        /// In the middle: two pages show.
        case mid = 2
        /// At the trailing or bottom edge.
        case max = 3
    }

    /// The keys of the options dictionary (Apple, `UIPageViewController.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation`'s raw value (page curl).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (scroll style, 0 by default).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How long a scroll-style page change slides (Animatic's choice, UIKit's is not documented).
    public static let scrollDuration: TimeInterval = 0.3

    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// The direction pages move in.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is (`.none` for the scroll style, `.min` by default for page curl).
    public private(set) var spineLocation: SpineLocation
    /// The space between sliding pages.
    public let interPageSpacing: CGFloat
    /// Whether pages have a back (page curl; stored).
    open var isDoubleSided = false
    /// The object asked for the pages before and after the shown one (weak, as UIKit).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The object told about swipe-driven page changes (weak).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages shown (`nil` until set).
    public private(set) var viewControllers: [UIViewController]?
    /// The recognizers of the swipes between pages.
    public private(set) lazy var gestureRecognizers: [UIGestureRecognizer] = makeSwipes()

    private final var swipeTarget: PageSwipeTarget?
    /// Whether a page change is sliding now.
    private final var isChanging = false

    /// A page view controller of `style`, moving along `navigationOrientation`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? SpineLocation)
        spineLocation = style == .scroll ? .none : (spine ?? .min)
        interPageSpacing = (options?[.interPageSpacing] as? CGFloat) ?? CGFloat((options?[.interPageSpacing] as? Double) ?? 0)
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curl, horizontal page view controller (a storyboard's; its scene sets the style).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// Shows `viewControllers` (see the type's notes); `completion` gets `true` when the
    /// change finished (at once when not animated).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        let required = transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1
        guard new.count == required else {
            StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                call: "UIPageViewController.setViewControllers(_:direction:animated:completion:)",
                argument: "viewControllers",
                problem: "\(new.count) view controllers given, \(required) required for this transition style and spine location"))
            return
        }
        let old = self.viewControllers ?? []
        self.viewControllers = new
        for page in new where page.parent !== self { addChild(page) }
        guard isViewLoaded else {
            for page in new { page.didMove(toParent: self) }
            removePages(old.filter { o in !new.contains { $0 === o } })
            completion?(true)
            return
        }
        let leaving = old.filter { o in !new.contains { $0 === o } }
        let slide = animated && transitionStyle == .scroll && !leaving.isEmpty && view.window != nil
        if animated && transitionStyle == .pageCurl && view.window != nil {
            StoryNotes.noteToCurrent(call: "UIPageViewController.setViewControllers(_:direction:animated:completion:)",
                                     text: "the page curl is not drawn: the new page replaces the old at once")
        }
        let frames = pageFrames(count: new.count)
        let step = slideOffset(direction)
        for (k, page) in new.enumerated() {
            page.view.frame = slide ? frames[k].offsetBy(dx: step.x, dy: step.y) : frames[k]
            if page.view.superview !== view { view.addSubview(page.view) }
            page.didMove(toParent: self)
        }
        guard slide else {
            removePages(leaving)
            completion?(true)
            return
        }
        isChanging = true
        UIView.animate(withDuration: UIPageViewController.scrollDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (k, page) in new.enumerated() { page.view.frame = frames[k] }
            for page in leaving where page.isViewLoaded { page.view.frame = page.view.frame.offsetBy(dx: -step.x, dy: -step.y) }
        }, completion: { [weak self] finished in
            self?.isChanging = false
            self?.removePages(leaving)
            completion?(finished)
        })
    }

    /// Shows the pages set before the view loaded, and adds the swipe recognizers.
    open override func viewDidLoad() {
        super.viewDidLoad()
        for recognizer in gestureRecognizers { view.addGestureRecognizer(recognizer) }
        let pages = viewControllers ?? []
        for (k, frame) in pageFrames(count: pages.count).enumerated() {
            pages[k].view.frame = frame
            view.addSubview(pages[k].view)
        }
    }

    /// Keeps the pages filling the view.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !isChanging, let pages = viewControllers else { return }
        for (k, frame) in pageFrames(count: pages.count).enumerated() where pages[k].isViewLoaded {
            pages[k].view.frame = frame
        }
    }

    /// Notes the page dots UIKit would add, which are not drawn.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if transitionStyle == .scroll, let dataSource, dataSource.presentationCount(for: self) > 0 {
            StoryNotes.noteToCurrent(call: "UIPageViewControllerDataSource.presentationCount(for:)",
                                     text: "the page view controller's page dots are not drawn (use a UIPageControl)")
        }
    }

    /// The pages' frames: the whole view, or its two halves for a `.mid` spine.
    private final func pageFrames(count: Int) -> [CGRect] {
        let b = view.bounds
        guard count == 2 else { return [b] }
        return navigationOrientation == .horizontal
            ? [CGRect(x: 0, y: 0, width: b.width / 2, height: b.height), CGRect(x: b.width / 2, y: 0, width: b.width / 2, height: b.height)]
            : [CGRect(x: 0, y: 0, width: b.width, height: b.height / 2), CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)]
    }

    /// Where a new page starts, relative to its place, when sliding in `direction`.
    private final func slideOffset(_ direction: NavigationDirection) -> CGPoint {
        let b = view.bounds
        let sign: CGFloat = direction == .forward ? 1 : -1
        return navigationOrientation == .horizontal
            ? CGPoint(x: sign * (b.width + interPageSpacing), y: 0)
            : CGPoint(x: 0, y: sign * (b.height + interPageSpacing))
    }

    private final func removePages(_ pages: [UIViewController]) {
        for page in pages where page.parent === self {
            page.willMove(toParent: nil)
            if page.isViewLoaded { page.view.removeFromSuperview() }
            page.removeFromParent()
        }
    }

    private final func makeSwipes() -> [UIGestureRecognizer] {
        let target = PageSwipeTarget(self)
        swipeTarget = target
        let forward = UISwipeGestureRecognizer(target: target, action: Selector("forward"))
        let back = UISwipeGestureRecognizer(target: target, action: Selector("reverse"))
        forward.direction = navigationOrientation == .horizontal ? .left : .up
        back.direction = navigationOrientation == .horizontal ? .right : .down
        return [forward, back]
    }

    /// A swipe asked for the next page (`.forward`) or the previous one.
    final func swipe(_ direction: NavigationDirection) {
        guard !isChanging, let shown = viewControllers?.last, let dataSource else { return }
        let next = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: shown)
            : dataSource.pageViewController(self, viewControllerBefore: shown)
        guard let next else { return }
        let previous = viewControllers ?? []
        delegate?.pageViewController(self, willTransitionTo: [next])
        setViewControllers([next], direction: direction, animated: true) { [weak self] finished in
            guard let self else { return }
            self.delegate?.pageViewController(self, didFinishAnimating: finished, previousViewControllers: previous,
                                              transitionCompleted: true)
        }
    }
}

/// The swipe recognizers' target.
private final class PageSwipeTarget: AnimaticSelectorTarget {
    weak var owner: UIPageViewController?
    init(_ owner: UIPageViewController) { self.owner = owner }
    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        switch "\(selector)" {
        case "forward": owner?.swipe(.forward); return true
        case "reverse": owner?.swipe(.reverse); return true
        default: return false
        }
    }
}

/// The object a ``UIPageViewController`` asks for pages (Apple, `UIPageViewControllerDataSource`).
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController` (`nil`: none).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController` (`nil`: none).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages for the page dots (`0` by default: no dots).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot (`0` by default).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// `0`: no page dots.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// `0`.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// The object told about a ``UIPageViewController``'s swipe-driven page changes (Apple,
/// `UIPageViewControllerDelegate`); every method is optional.
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe is about to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe's page change ended.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
