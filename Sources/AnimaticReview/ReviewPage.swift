import Animatic
import AnimaticTemplates
import Foundation
import Mustache

/// Writes review pages: a self-contained HTML page per story (the animation, play/pause, a
/// scrubber, speed, loop, stepping between segment boundaries, and a timeline chart with one
/// lane per view and property) and an index page linking several stories.
///
/// Pages use no network: the SVG, the style and the script are inlined. The templates are the
/// files in the package's top-level `Templates/` folder, rendered with swift-mustache.
///
/// ```swift
/// let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in /* … */ }
/// try ReviewPage.write(story, name: "intro", title: "Intro", to: URL(fileURLWithPath: "out/intro.html"))
/// ```
public enum ReviewPage {
    /// The HTML of one story's review page.
    ///
    /// - Parameters:
    ///   - name: a short name, shown in the page's data attributes.
    ///   - title: the page's heading.
    ///   - indexLink: a relative link back to an index page, if there is one.
    ///   - loop: whether the page starts with looping switched on.
    public static func html(for story: Story, name: String, title: String,
                            indexLink: String? = nil, loop: Bool = false) throws -> String {
        let templates = try Templates.shared()
        let svg = try story.svg()
        let body = svg.hasPrefix("<?xml") ? String(svg[(svg.firstIndex(of: "\n").map { svg.index(after: $0) } ?? svg.startIndex)...]) : svg
        let timeline = story.timeline
        var context: [String: Any] = [
            "name": name,
            "title": title,
            "durationText": NumberText.fixed(story.duration, places: 3),
            "durationSeconds": NumberText.fixed(story.duration, places: 6),
            "viewCount": timeline.views.count,
            "segmentCount": timeline.segmentCount,
            "width": NumberText.fixed(Double(story.size.width), places: 3),
            "height": NumberText.fixed(Double(story.size.height), places: 3),
            "svg": body,
            "timelineJSON": timelineJSON(story),
            "css": templates.css,
            "js": templates.js,
            "loop": loop,
        ]
        if let indexLink { context["indexLink"] = indexLink }
        return templates.review.render(context)
    }

    /// Writes one story's review page to `url` (atomically: a temporary file, then a rename).
    public static func write(_ story: Story, name: String, title: String, to url: URL,
                             indexLink: String? = nil) throws {
        try writeAtomically(html(for: story, name: name, title: title, indexLink: indexLink), to: url)
    }

    /// One story listed on an index page.
    public struct Entry: Sendable {
        public var name: String
        public var title: String
        public var story: Story
        public init(name: String, title: String, story: Story) {
            self.name = name; self.title = title; self.story = story
        }
    }

    /// Writes `<name>.svg` (the animated SVG) and `<name>.html` (its review page) for every
    /// entry, and `index.html` linking them, into `directory` (created if missing).
    ///
    /// - Returns: the URL of `index.html`.
    /// - Throws: ``ReviewPageError`` for names that are not safe file names or appear twice,
    ///   and file-system errors that say which file could not be written.
    @discardableResult
    public static func writeSite(_ entries: [Entry], title: String = "Animatic stories",
                                 to directory: URL) throws -> URL {
        var seen = Set<String>()
        for entry in entries {
            guard isSafeFileName(entry.name) else { throw ReviewPageError.badName(entry.name) }
            guard seen.insert(entry.name).inserted else { throw ReviewPageError.duplicateName(entry.name) }
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var cards: [[String: Any]] = []
        for entry in entries {
            try entry.story.write(to: directory.appendingPathComponent("\(entry.name).svg"))
            try write(entry.story, name: entry.name, title: entry.title,
                      to: directory.appendingPathComponent("\(entry.name).html"), indexLink: "index.html")
            cards.append([
                "name": entry.name, "title": entry.title,
                "page": "\(entry.name).html", "svg": "\(entry.name).svg",
                "durationText": NumberText.fixed(entry.story.duration, places: 3),
                "viewCount": entry.story.timeline.views.count,
                "segmentCount": entry.story.timeline.segmentCount,
            ])
        }
        let templates = try Templates.shared()
        let index = templates.index.render([
            "title": title, "storyCount": entries.count, "stories": cards, "css": templates.css,
        ] as [String: Any])
        let indexURL = directory.appendingPathComponent("index.html")
        try writeAtomically(index, to: indexURL)
        return indexURL
    }

    /// Letters, digits, `-`, `_` and `.`, not starting with a dot, at most 200 characters.
    static func isSafeFileName(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 200, !name.hasPrefix(".") else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || $0 == "-" || $0 == "_" || $0 == "."
        }
    }

    /// The data the page script reads: duration, segment boundaries, and one lane per view
    /// and property with its segments.
    static func timelineJSON(_ story: Story) -> String {
        let timeline = story.timeline
        var json = JSONText()
        json.raw("{\"duration\":")
        json.number(story.duration)
        var boundaries = Set<Int64>()
        json.raw(",\"lanes\":[")
        var firstLane = true
        for view in timeline.views {
            for property in timeline.animatedProperties(of: view.index) {
                if !firstLane { json.raw(",") }
                firstLane = false
                json.raw("{\"view\":")
                json.string(view.displayName)
                json.raw(",\"property\":")
                json.string(property.description)
                json.raw(",\"segments\":[")
                for (k, segment) in timeline.segments(of: view.index, property).enumerated() {
                    boundaries.insert(segment.start.ticks)
                    boundaries.insert(segment.end.ticks)
                    let (from, to) = Timeline.valueTexts(for: segment)
                    if k > 0 { json.raw(",") }
                    json.raw("{\"start\":")
                    json.number(segment.start.seconds, places: 9)
                    json.raw(",\"duration\":")
                    json.number(segment.duration.seconds, places: 9)
                    json.raw(",\"from\":")
                    json.string(from)
                    json.raw(",\"to\":")
                    json.string(to)
                    json.raw(",\"curve\":")
                    json.string(segment.curve.description)
                    json.raw("}")
                }
                json.raw("]}")
            }
        }
        json.raw("],\"boundaries\":[")
        for (k, tick) in boundaries.sorted().enumerated() {
            if k > 0 { json.raw(",") }
            json.number(StoryTime(ticks: tick).seconds, places: 9)
        }
        json.raw("]}")
        return json.text
    }
}

/// Why a review site could not be written.
public enum ReviewPageError: Error, Equatable, CustomStringConvertible {
    /// A story name that is not a safe file name.
    case badName(String)
    /// Two stories with the same name.
    case duplicateName(String)

    public var description: String {
        switch self {
        case .badName(let name):
            return "story name \"\(name)\" is not a safe file name (use letters, digits, '-', '_' and '.')"
        case .duplicateName(let name):
            return "two stories are named \"\(name)\""
        }
    }
}

/// The parsed templates, read once per process.
struct Templates: Sendable {
    let review: MustacheTemplate
    let index: MustacheTemplate
    let css: String
    let js: String

    private static let cache = TemplateCache()

    static func shared() throws -> Templates { try cache.get() }

    fileprivate init() throws {
        review = try MustacheTemplate(string: TemplateFiles.text("review.mustache"))
        index = try MustacheTemplate(string: TemplateFiles.text("index.mustache"))
        css = try TemplateFiles.text("review.css")
        js = try TemplateFiles.text("review.js")
    }
}

private final class TemplateCache: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Templates?

    func get() throws -> Templates {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let loaded = try Templates()
        value = loaded
        return loaded
    }
}

/// Writes `text` as UTF-8 through ``AtomicFile`` (a temporary file, then a rename).
func writeAtomically(_ text: String, to url: URL) throws {
    try AtomicFile.write(Array(text.utf8), to: url)
}
