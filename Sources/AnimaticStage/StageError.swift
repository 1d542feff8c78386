/// A problem the stage found in story code; reported to the story being recorded, which then
/// fails with it (the stage itself never crashes on bad input).
///
/// ```swift
/// UIView.animate(withDuration: -1) { box.alpha = 0 }
/// // reports: UIView.animate(withDuration:animations:): duration must not be negative, got -1.0 s
/// ```
public enum StageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An argument of `call` was out of range (`problem` names the argument and its value);
    /// the changes were applied instantly and the completion ran with `false`.
    case invalidArgument(call: String, argument: String, problem: String)
    /// `call` asked for something Animatic cannot record yet.
    case notSupported(call: String, feature: String)
    /// A property of a view on stage was set to a value that cannot be shown (NaN, infinite);
    /// the model keeps it, the timeline does not record it.
    case invalidValue(view: String, property: String, value: String)
    /// `call` was used in a way UIKit forbids (it would raise an exception on a phone).
    case misuse(call: String, problem: String)
    /// An image could not be read (`source` names the call and file); UIKit gives `nil`.
    case invalidImage(source: String, problem: String)

    public var description: String {
        switch self {
        case .invalidArgument(let call, _, let problem):
            return "\(call): \(problem)"
        case .notSupported(let call, let feature):
            return "\(call): \(feature) is not supported yet"
        case .invalidValue(let view, let property, let value):
            return "view \(view): \(property) set to \(value), which cannot be shown; the change was not recorded"
        case .misuse(let call, let problem):
            return "\(call): \(problem)"
        case .invalidImage(let source, let problem):
            return "\(source): cannot read the image: \(problem)"
        }
    }
}
