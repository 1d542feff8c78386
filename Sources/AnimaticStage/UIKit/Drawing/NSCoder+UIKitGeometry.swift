import Foundation

// UIKit's string forms of geometry (Apple, `NSCoder.cgPoint(for:)`, `cgSize(for:)`,
// `cgRect(for:)` and `string(for:)`, formerly `CGPointFromString` and friends): "{x, y}",
// "{w, h}" and "{{x, y}, {w, h}}". Loaders keep keyframe points as such strings.

extension NSCoder {
    /// The point in `string`, of the form `"{x, y}"` (UIKit's `NSCoder.cgPoint(for:)`); `.zero`
    /// when the string is not well formed, as UIKit documents.
    ///
    /// ```swift
    /// NSCoder.cgPoint(for: "{15, -7.5}")   // CGPoint(x: 15, y: -7.5)
    /// ```
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string)
        return n.count == 2 ? CGPoint(x: n[0], y: n[1]) : .zero
    }

    /// The size in `string`, of the form `"{w, h}"` (UIKit's `NSCoder.cgSize(for:)`); `.zero` when
    /// the string is not well formed.
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string)
        return n.count == 2 ? CGSize(width: n[0], height: n[1]) : .zero
    }

    /// The rectangle in `string`, of the form `"{{x, y}, {w, h}}"` (UIKit's
    /// `NSCoder.cgRect(for:)`); `.zero` when the string is not well formed.
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string)
        return n.count == 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : .zero
    }

    /// `point` as `"{x, y}"` (UIKit's `NSCoder.string(for:)`).
    public static func string(for point: CGPoint) -> String { "{\(format(point.x)), \(format(point.y))}" }

    /// `size` as `"{w, h}"` (UIKit's `NSCoder.string(for:)`).
    public static func string(for size: CGSize) -> String { "{\(format(size.width)), \(format(size.height))}" }

    /// `rect` as `"{{x, y}, {w, h}}"` (UIKit's `NSCoder.string(for:)`).
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }

    /// A number as UIKit writes it: `%g` (`15`, `-7.5`).
    private static func format(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }

    /// The numbers of a well-formed geometry string, or `[]`: braces around comma-separated
    /// numbers (or around braced groups of them), spaces allowed between the parts.
    private static func numbers(in string: String) -> [CGFloat] {
        var out: [CGFloat] = [], depth = 0, token = ""
        func flush() -> Bool {
            let t = token.trimmingCharacters(in: .whitespaces)
            token = ""
            if t.isEmpty { return true }
            guard let v = Double(t), v.isFinite else { return false }
            out.append(CGFloat(v))
            return true
        }
        for c in string.trimmingCharacters(in: .whitespaces) {
            switch c {
            case "{": depth += 1; if !token.trimmingCharacters(in: .whitespaces).isEmpty { return [] }
            case "}": if !flush() { return [] }; depth -= 1; if depth < 0 { return [] }
            case ",": if !flush() { return [] }
            default: if depth == 0 { return [] }; token.append(c)
            }
        }
        return depth == 0 ? out : []
    }
}
