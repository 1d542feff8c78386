import Foundation

#if !canImport(ObjectiveC)
/// `CGFloat` bridges to and from `NSNumber`, as on Apple's platforms (Apple, "NSNumber": "Swift
/// numeric types … bridge to NSNumber"): `number as? CGFloat` and `value(forKey:) as! CGFloat`
/// read an `NSNumber` of any number type, and `CGFloat` becomes an `NSNumber` as `AnyObject`.
/// Foundation on Linux bridges `Double`, `Float`, `Int` and `Bool` this way, not `CGFloat`, so
/// iOS code that casts a key-value coding result (`sender.value(forKey: "value") as! CGFloat`,
/// Spring's sliders) would stop there.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The number as an `NSNumber` of a `Double`.
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    /// The `NSNumber`'s value as a `CGFloat`.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The `NSNumber`'s value as a `CGFloat` (every number converts, as on Apple's platforms).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    /// The `NSNumber`'s value as a `CGFloat`, 0 for `nil`.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
#endif
