/// ``UIControl/Event``'s name before Swift 4.2, for app code compiled in Swift 4 language mode
/// (the iOS SDK declares `UIControlEvents` obsoleted in Swift 4.2, renamed `UIControl.Event`).
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
