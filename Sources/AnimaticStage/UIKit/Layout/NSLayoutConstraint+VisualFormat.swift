import AnimaticRuntime
import AnimaticClock
import Foundation

extension NSLayoutConstraint {
    /// Options of ``constraints(withVisualFormat:options:metrics:views:)``
    /// (`NSLayoutConstraint.FormatOptions`): an alignment of every view named in the format,
    /// across the format's direction, and the direction of a horizontal format.
    public struct FormatOptions: OptionSet, Sendable {
        /// The options' bit mask (UIKit's raw value).
        public let rawValue: UInt
        /// Options from their bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align the left edges of every view in the format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the right edges of every view in the format.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the top edges of every view in the format.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the bottom edges of every view in the format.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the leading edges of every view in the format.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the trailing edges of every view in the format.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the centres along the x-axis of every view in the format.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the centres along the y-axis of every view in the format.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the last baselines of every view in the format.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the first baselines of every view in the format.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Leading and trailing edges (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Left and right edges.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Right and left edges.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

        /// The alignment attributes the options ask for.
        var alignments: [Attribute] {
            let table: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                (.alignAllFirstBaseline, .firstBaseline),
            ]
            return table.filter { contains($0.0) }.map(\.1)
        }
    }

    /// The constraints a string in Apple's Visual Format Language describes (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`; the grammar is the Auto Layout
    /// Guide's "Visual Format Language" appendix).
    ///
    /// ```swift
    /// let views = ["title": title, "button": button]
    /// NSLayoutConstraint.activate(
    ///     NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[title]-20-|", metrics: nil, views: views) +
    ///     NSLayoutConstraint.constraints(withVisualFormat: "V:[title]-(>=8@750)-[button(44)]-|",
    ///                                    options: .alignAllCenterX, metrics: nil, views: views))
    /// ```
    ///
    /// `H:` (the default) relates leading and trailing edges (left and right with
    /// `.directionLeftToRight`), `V:` tops and bottoms. `|` is the superview. Between views, `-`
    /// is the standard spacing (8 pt) and nothing is no space; next to `|`, `-` is 20 pt, as the
    /// guide documents. A connection or a view's size takes predicates: a number or a metric's
    /// name, optionally after `==`, `<=` or `>=`, optionally followed by `@` and a priority; a
    /// view's size may be another view's name (equal widths). Alignment options align every view
    /// named in the format with the first, across the format's direction.
    ///
    /// A string that does not parse, or names an unknown view or metric, is reported as
    /// ``StoryProblem/invalidArgument(call:argument:problem:)`` naming the position (UIKit raises
    /// an exception), and gives no constraints.
    ///
    /// - Complexity: O(length of the format).
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views, options: options)
            return try parser.parse()
        } catch {
            reportToCurrentStory(.invalidArgument(
                call: "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)",
                argument: "format", problem: "\(error.message) in \"\(format)\" at position \(error.position)"))
            return []
        }
    }
}

/// A failure to parse a visual format: what was wrong and where (a character offset).
struct VisualFormatError: Error {
    var message: String
    var position: Int
}

/// A recursive-descent parser for the Visual Format Language, making constraints as it goes.
struct VisualFormatParser {
    /// A size or spacing predicate: `relation` `object` `@priority`.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// The space between two elements: predicates, or the standard spacing.
    enum Connection {
        case flush, standard, predicates([Predicate])
    }

    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    let options: NSLayoutConstraint.FormatOptions
    var index = 0
    var made: [NSLayoutConstraint] = []

    init(format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        var vertical = false
        if peek("H:") { index += 2 } else if peek("V:") { index += 2; vertical = true }
        let leftToRight = options.contains(.directionLeftToRight), rightToLeft = options.contains(.directionRightToLeft)
        let start: NSLayoutConstraint.Attribute = vertical ? .top : (leftToRight ? .left : rightToLeft ? .right : .leading)
        let end: NSLayoutConstraint.Attribute = vertical ? .bottom : (leftToRight ? .right : rightToLeft ? .left : .trailing)
        let sizeAttribute: NSLayoutConstraint.Attribute = vertical ? .height : .width

        var previous: UIView?             // the last view, or nil right after `|`
        var leadsWithSuperview = false
        var named: [UIView] = []
        if peek("|") {
            index += 1
            leadsWithSuperview = true
        }
        var pending: Connection?
        if leadsWithSuperview {
            pending = try connection()
            guard peek("[") else { throw fail("expected a view after the superview's connection") }
        }
        while index < characters.count {
            if peek("[") {
                let view = try viewElement(sizeAttribute)
                named.append(view)
                if let previous {
                    try connect(previous, end, view, start, pending ?? .flush, standard: standardSpacing)
                } else if leadsWithSuperview {
                    guard let parent = view.superview else { throw fail("a view next to | must have a superview") }
                    try connectToSuperview(parent, start, view, start, pending ?? .flush, leading: true)
                }
                previous = view
                pending = nil
                if index < characters.count && !peek("[") && !peek("|") { pending = try connection() }
                else if peek("[") { pending = .flush }
            } else if peek("|") {
                index += 1
                guard let last = previous, let parent = last.superview else {
                    throw fail("| at the end must follow a view that has a superview")
                }
                try connectToSuperview(parent, end, last, end, pending ?? .flush, leading: false)
                guard index == characters.count else { throw fail("nothing may follow the closing |") }
                pending = nil
            } else {
                throw fail("expected '[' or '|'")
            }
        }
        if pending != nil { throw fail("a connection must end in a view or |") }
        guard !named.isEmpty else { throw fail("a format names at least one view") }
        for attribute in options.alignments {
            for view in named.dropFirst() {
                made.append(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal,
                                               toItem: named[0], attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }

    /// The standard spacing between siblings (8 pt) and to the superview's edge (20 pt), as the
    /// Auto Layout Guide documents for the Visual Format Language.
    private let standardSpacing: CGFloat = 8
    private let superviewSpacing: CGFloat = 20

    private func peek(_ text: String) -> Bool {
        var i = index
        for c in text {
            guard i < characters.count, characters[i] == c else { return false }
            i += 1
        }
        return true
    }

    private func fail(_ message: String) -> VisualFormatError { VisualFormatError(message: message, position: index) }

    /// `[name(predicates)]`: the view, with its size constraints made.
    private mutating func viewElement(_ sizeAttribute: NSLayoutConstraint.Attribute) throws(VisualFormatError) -> UIView {
        index += 1
        let name = identifier()
        guard !name.isEmpty else { throw fail("expected a view's name") }
        guard let found = views[name] else { throw fail("no view is named \(name) in views") }
        guard let view = found as? UIView else { throw fail("\(name) in views is not a UIView") }
        if peek("(") {
            for predicate in try predicateList() {
                let constraint: NSLayoutConstraint
                if let other = predicate.view {
                    constraint = NSLayoutConstraint(item: view, attribute: sizeAttribute, relatedBy: predicate.relation,
                                                    toItem: other, attribute: sizeAttribute, multiplier: 1, constant: 0)
                } else {
                    constraint = NSLayoutConstraint(item: view, attribute: sizeAttribute, relatedBy: predicate.relation,
                                                    toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                                                    constant: predicate.constant)
                }
                constraint.priority = predicate.priority
                made.append(constraint)
            }
        }
        guard peek("]") else { throw fail("expected ']'") }
        index += 1
        return view
    }

    /// `-`, `-predicates-` or nothing before `[`.
    private mutating func connection() throws(VisualFormatError) -> Connection {
        guard peek("-") else { return .flush }
        index += 1
        if peek("[") || peek("|") { return .standard }
        let predicates: [Predicate]
        if peek("(") {
            predicates = try predicateList()
        } else {
            predicates = [try predicate()]
        }
        guard peek("-") else { throw fail("expected '-' after the spacing") }
        index += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate, ...)`.
    private mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
        index += 1
        var list = [try predicate()]
        while peek(",") {
            index += 1
            list.append(try predicate())
        }
        guard peek(")") else { throw fail("expected ')'") }
        index += 1
        return list
    }

    /// `(==|<=|>=)? (number | metric | view) (@ (number | metric))?`.
    private mutating func predicate() throws(VisualFormatError) -> Predicate {
        var p = Predicate()
        if peek("==") { index += 2 } else if peek("<=") { index += 2; p.relation = .lessThanOrEqual }
        else if peek(">=") { index += 2; p.relation = .greaterThanOrEqual }
        if let number = number() {
            p.constant = number
        } else {
            let name = identifier()
            guard !name.isEmpty else { throw fail("expected a number, a metric or a view's name") }
            if let metric = metrics[name] {
                guard let value = VisualFormatParser.cgFloat(metric) else { throw fail("metric \(name) is not a number") }
                p.constant = value
            } else if let view = views[name] as? UIView {
                p.view = view
            } else {
                throw fail("no metric or view is named \(name)")
            }
        }
        if peek("@") {
            index += 1
            let value: CGFloat
            if let number = number() {
                value = number
            } else {
                let name = identifier()
                guard let metric = metrics[name], let number = VisualFormatParser.cgFloat(metric) else {
                    throw fail("expected a priority (a number or a metric)")
                }
                value = number
            }
            guard value > 0 && value <= 1000 else { throw fail("a priority must be in 1...1000, got \(value)") }
            p.priority = UILayoutPriority(Float(value))
        }
        return p
    }

    private mutating func identifier() -> String {
        var name = ""
        while index < characters.count {
            let c = characters[index]
            guard c == "_" || (c.isASCII && (c.isLetter || (c.isNumber && !name.isEmpty))) else { break }
            name.append(c)
            index += 1
        }
        return name
    }

    private mutating func number() -> CGFloat? {
        var text = ""
        var i = index
        if i < characters.count && (characters[i] == "-" || characters[i] == "+") { text.append(characters[i]); i += 1 }
        while i < characters.count && (characters[i].isASCII && (characters[i].isNumber || characters[i] == ".")) {
            text.append(characters[i]); i += 1
        }
        guard let value = Double(text), value.isFinite else { return nil }
        index = i
        return CGFloat(value)
    }

    static func cgFloat(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// `second.secondAttribute == first.firstAttribute + spacing` for each spacing predicate
    /// (the later item minus the earlier one, as UIKit writes them).
    private mutating func connect(_ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: UIView,
                                  _ secondAttribute: NSLayoutConstraint.Attribute, _ connection: Connection,
                                  standard: CGFloat) throws(VisualFormatError) {
        for p in predicates(connection, standard: standard) {
            guard p.view == nil else { throw fail("a spacing cannot be a view") }
            let c = NSLayoutConstraint(item: second, attribute: secondAttribute, relatedBy: p.relation,
                                       toItem: first, attribute: firstAttribute, multiplier: 1, constant: p.constant)
            c.priority = p.priority
            made.append(c)
        }
    }

    /// The constraints between a view and its superview's edge: `view.start == superview.start +
    /// spacing` at the front, `superview.end == view.end + spacing` at the back.
    private mutating func connectToSuperview(_ parent: UIView, _ parentAttribute: NSLayoutConstraint.Attribute,
                                             _ view: UIView, _ viewAttribute: NSLayoutConstraint.Attribute,
                                             _ connection: Connection, leading: Bool) throws(VisualFormatError) {
        for p in predicates(connection, standard: superviewSpacing) {
            guard p.view == nil else { throw fail("a spacing cannot be a view") }
            let c = leading
                ? NSLayoutConstraint(item: view, attribute: viewAttribute, relatedBy: p.relation,
                                     toItem: parent, attribute: parentAttribute, multiplier: 1, constant: p.constant)
                : NSLayoutConstraint(item: parent, attribute: parentAttribute, relatedBy: p.relation,
                                     toItem: view, attribute: viewAttribute, multiplier: 1, constant: p.constant)
            c.priority = p.priority
            made.append(c)
        }
    }

    private func predicates(_ connection: Connection, standard: CGFloat) -> [Predicate] {
        switch connection {
        case .flush: return [Predicate()]
        case .standard: return [Predicate(constant: standard)]
        case .predicates(let list): return list
        }
    }
}
