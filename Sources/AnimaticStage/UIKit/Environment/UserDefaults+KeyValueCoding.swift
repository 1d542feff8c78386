import Foundation

// `UserDefaults.value(forKey:)`: on Apple platforms `NSUserDefaults` is key-value coding compliant for
// its keys (NSObject's `value(forKey:)`, which `NSUserDefaults` answers with `object(forKey:)`; Apple's
// "Preferences and Settings Programming Guide" observes defaults by key path the same way). Foundation
// on Linux has no key-value coding, so code written for iOS, such as RxTodo's `UserDefaultsService`
// (`defaults.value(forKey: key) as? T`), finds no such member there.

extension UserDefaults {
    /// The value stored under `key` in the defaults' search list, or `nil` when there is none
    /// (what `NSUserDefaults` answers to key-value coding's `value(forKey:)` on iOS: the same as
    /// `object(forKey:)`).
    ///
    /// ```swift
    /// UserDefaults.standard.set(["a", "b"], forKey: "tasks")
    /// let tasks = UserDefaults.standard.value(forKey: "tasks") as? [String]   // ["a", "b"]
    /// ```
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
