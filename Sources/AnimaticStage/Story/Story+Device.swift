import AnimaticRuntime
import AnimaticClock
import Foundation

/// What a recording sets up before its body runs: the stage's safe area, Reduce Motion, and
/// the view controller shown at time 0.
struct StageSetup {
    var safeAreaInsets = UIEdgeInsets.zero
    var reduceMotion = false
    var presenting: UIViewController?
    /// Makes the controller to present inside the recording (a storyboard's scene, whose
    /// problems belong to the story), when ``presenting`` is nil.
    var makePresenting: (() -> UIViewController?)?
}

extension Story {
    /// A phone's screen: its size in points and the safe-area insets of its status bar area
    /// and home indicator, in portrait. A recording of a device (`Story.record(device:...)`,
    /// `Story.record(presenting:device:...)`) has a stage of ``size`` whose
    /// ``Stage/safeAreaInsets`` are ``safeAreaInsets``.
    ///
    /// ```swift
    /// let story = try Story.record(presenting: OnboardingViewController(), device: .iPhone15)
    /// story.size                      // 393×852
    /// ```
    ///
    /// Sizes: Apple's Human Interface Guidelines, "Layout", "Device screen sizes and
    /// orientations" (points, portrait). Insets: the values UIKit reports for
    /// `UIWindow.safeAreaInsets` in portrait. The home-button phones' 20 pt status bar and the
    /// notched phones' 44/34 pt (iPhone X, XS: 812 − 734 pt of safe height, qiita.com/usagimaru,
    /// "iPhone Xのセーフエリアやマージン幅について") are long-standing; the presets' other
    /// insets are marked where no public source could be checked here.
    public struct Device: Hashable, Sendable {
        /// The model's name (`"iPhone 15"`).
        public var name: String
        /// The screen's size in points, portrait.
        public var size: CGSize
        /// The screen's safe-area insets in portrait.
        public var safeAreaInsets: UIEdgeInsets

        /// A device of your own.
        public init(name: String, size: CGSize, safeAreaInsets: UIEdgeInsets) {
            self.name = name; self.size = size; self.safeAreaInsets = safeAreaInsets
        }

        /// iPhone SE (3rd generation, 2022; also 2nd generation and iPhone 8): 375×667 pt, a
        /// 20 pt status bar and no home indicator (top 20, bottom 0).
        public static let iPhoneSE3 = Device(name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667),
                                             safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        /// iPhone 13 mini (also 12 mini): 375×812 pt, top 50, bottom 34. The top inset (50,
        /// larger than iPhone X's 44) is the commonly reported simulator value; not confirmed
        /// from a public source here.
        public static let iPhone13mini = Device(name: "iPhone 13 mini", size: CGSize(width: 375, height: 812),
                                                safeAreaInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        /// iPhone 15 (also iPhone 14 Pro): 393×852 pt, top 59 (the Dynamic Island), bottom 34.
        /// The top inset is the commonly reported simulator value; not confirmed from a public
        /// source here.
        public static let iPhone15 = Device(name: "iPhone 15", size: CGSize(width: 393, height: 852),
                                            safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        /// iPhone 15 Pro: the same screen as ``iPhone15`` (393×852 pt, top 59, bottom 34; the
        /// top inset not confirmed from a public source here).
        public static let iPhone15Pro = Device(name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852),
                                               safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        /// iPhone 15 Pro Max (also 15 Plus, 14 Pro Max): 430×932 pt, top 59, bottom 34 (the top
        /// inset not confirmed from a public source here).
        public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932),
                                                  safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

        /// Every preset, smallest first.
        public static let presets: [Device] = [.iPhoneSE3, .iPhone13mini, .iPhone15, .iPhone15Pro, .iPhone15ProMax]
    }

    /// Records a story on a stage of `size`, with `UIAccessibility.isReduceMotionEnabled`
    /// reading `reduceMotion` while it records; otherwise as ``record(size:limit:_:)``.
    ///
    /// ```swift
    /// let calm = try Story.record(size: CGSize(width: 390, height: 844), reduceMotion: true) { stage in
    ///     stage.addSubview(intro)
    ///     intro.start()      // checks UIAccessibility.isReduceMotionEnabled, as on a phone
    /// }
    /// ```
    public static func record(size: CGSize, reduceMotion: Bool, limit: TimeInterval = 600,
                              _ body: (Stage) throws -> Void) throws(StoryError) -> Story {
        try record(size: size, setup: StageSetup(reduceMotion: reduceMotion), limit: limit, body)
    }

    /// Records a story on a stage of `device`'s size and safe-area insets (``Stage/safeAreaInsets``,
    /// which views read as ``UIView/safeAreaInsets``); otherwise as ``record(size:limit:_:)``.
    ///
    /// ```swift
    /// let story = try Story.record(device: .iPhoneSE3) { stage in stage.addSubview(intro) }
    /// ```
    public static func record(device: Device, reduceMotion: Bool = false, limit: TimeInterval = 600,
                              _ body: (Stage) throws -> Void) throws(StoryError) -> Story {
        try record(size: device.size, setup: StageSetup(safeAreaInsets: device.safeAreaInsets, reduceMotion: reduceMotion),
                   limit: limit, body)
    }

    /// Records the first `duration` seconds on a stage of `device`'s size and safe-area
    /// insets; otherwise as ``record(size:duration:_:)``.
    public static func record(device: Device, reduceMotion: Bool = false, duration: TimeInterval,
                              _ body: (Stage) throws -> Void) throws(StoryError) -> Story {
        try record(size: device.size, setup: StageSetup(safeAreaInsets: device.safeAreaInsets, reduceMotion: reduceMotion),
                   duration: duration, body)
    }

    /// Records a view controller's screen: at time 0 the controller's view loads, fills a
    /// stage of `size` (whose safe area is `safeAreaInsets`) and appears, then `body` runs and
    /// the clock runs until nothing is scheduled (as ``record(size:limit:_:)``).
    ///
    /// ```swift
    /// let story = try Story.record(presenting: OnboardingViewController(),
    ///                              size: CGSize(width: 390, height: 844))
    /// ```
    ///
    /// At time 0, in UIKit's order (Apple, "UIViewController", and `viewIsAppearing(_:)`):
    /// the view loads (`loadView`, `viewDidLoad`), its frame becomes the stage's bounds,
    /// `viewWillAppear(false)`, the view joins the stage (`willMove(toWindow:)`,
    /// `didMoveToWindow()` and `safeAreaInsetsDidChange()` of the views that override them),
    /// `viewIsAppearing(false)`, the view is laid out (`viewWillLayoutSubviews`,
    /// `layoutSubviews`, `viewDidLayoutSubviews`, then the subviews' layout), and
    /// `viewDidAppear(false)`. Children whose views are in the controller's view hear each
    /// appearance call after it. The stage's ``Stage/rootViewController`` is the controller.
    /// `body` (by default nothing) runs after `viewDidAppear`.
    public static func record(presenting controller: UIViewController, size: CGSize,
                              safeAreaInsets: UIEdgeInsets = .zero, reduceMotion: Bool = false,
                              limit: TimeInterval = 600,
                              _ body: (Stage) throws -> Void = { _ in }) throws(StoryError) -> Story {
        try record(size: size, setup: StageSetup(safeAreaInsets: safeAreaInsets, reduceMotion: reduceMotion,
                                                 presenting: controller), limit: limit, body)
    }

    /// Records a view controller's screen on `device` (its size and safe-area insets), as
    /// ``record(presenting:size:safeAreaInsets:reduceMotion:limit:_:)``.
    ///
    /// ```swift
    /// let story = try Story.record(presenting: OnboardingViewController(), device: .iPhone15)
    /// ```
    public static func record(presenting controller: UIViewController, device: Device, reduceMotion: Bool = false,
                              limit: TimeInterval = 600,
                              _ body: (Stage) throws -> Void = { _ in }) throws(StoryError) -> Story {
        try record(presenting: controller, size: device.size, safeAreaInsets: device.safeAreaInsets,
                   reduceMotion: reduceMotion, limit: limit, body)
    }

    /// Records the first `duration` seconds of a view controller's screen on `device`, for a
    /// screen that never ends on purpose (an idle loop); otherwise as
    /// ``record(presenting:device:reduceMotion:limit:_:)`` and ``record(size:duration:_:)``.
    public static func record(presenting controller: UIViewController, device: Device, reduceMotion: Bool = false,
                              duration: TimeInterval,
                              _ body: (Stage) throws -> Void = { _ in }) throws(StoryError) -> Story {
        try record(size: device.size, setup: StageSetup(safeAreaInsets: device.safeAreaInsets, reduceMotion: reduceMotion,
                                                        presenting: controller), duration: duration, body)
    }

    /// ``record(size:limit:_:)`` with `setup`.
    static func record(size: CGSize, setup: StageSetup, limit: TimeInterval,
                               _ body: (Stage) throws -> Void) throws(StoryError) -> Story {
        let limitTime: StoryTime
        do {
            limitTime = try StoryTime(seconds: limit, what: "limit")
        } catch {
            throw StoryError(problems: [StoryProblem(reported: error)])
        }
        return try record(size: size, until: limitTime, cut: false, limit: limit, setup: setup, body)
    }

    /// ``record(size:duration:_:)`` with `setup`.
    static func record(size: CGSize, setup: StageSetup, duration: TimeInterval,
                               _ body: (Stage) throws -> Void) throws(StoryError) -> Story {
        let end: StoryTime
        do {
            end = try StoryTime(seconds: duration, what: "duration")
        } catch {
            throw StoryError(problems: [StoryProblem(reported: error)])
        }
        guard end > .zero else { throw StoryError(problems: [.durationTooShort(seconds: duration)]) }
        return try record(size: size, until: end, cut: true, limit: duration, setup: setup, body)
    }
}
