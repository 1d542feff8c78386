// Foundation's run-loop mode names before Swift 4.2, for app code compiled in Swift 4 language
// mode (DGElasticPullToRefresh: `displayLink.add(to: RunLoop.main, forMode: RunLoopMode.commonModes)`).
// The iOS SDK keeps them for Swift 4 (`@available(swift, obsoleted: 4.2, renamed:)`), as it
// keeps UIKit's (see UIKit+Swift4Names.swift); in Swift 4.2 and later modes each is an error
// whose fix-it names the current spelling. (Apple: "Swift 4.2 Release Notes for Xcode 10".)

/// `RunLoopMode`: ``RunLoop/Mode``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "RunLoop.Mode")
public typealias RunLoopMode = RunLoop.Mode

extension RunLoop.Mode {
    /// `RunLoopMode.commonModes`: ``common``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "common")
    public static let commonModes = common

    /// `RunLoopMode.defaultRunLoopMode`: ``default``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "default")
    public static let defaultRunLoopMode = `default`

    /// `RunLoopMode.UITrackingRunLoopMode`: ``tracking``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "tracking")
    public static let UITrackingRunLoopMode = tracking
}
