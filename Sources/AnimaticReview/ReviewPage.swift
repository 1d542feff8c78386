import Animatic
import AnimaticExport
import AnimaticTemplates
import Foundation
import Mustache
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes review pages: a self-contained HTML page per story (the animation, play/pause, a
/// scrubber, speed, loop, stepping between segment boundaries, and a timeline chart with one
/// lane per view and property) and an index page linking several stories.
///
/// Pages use no network: the SVG, the style and the script are inlined. The templates are the
/// files in the package's top-level `Templates/` folder, rendered with swift-mustache. The same
/// story always gives the same bytes.
///
/// Your own stories get exactly what `animatic samples` writes for the bundled ones:
///
/// ```swift
/// import AnimaticReview   // brings Animatic too
///
/// let intro = try Story.record(size: CGSize(width: 400, height: 300)) { stage in /* … */ }
/// let outro = try Story.record(size: CGSize(width: 400, height: 300)) { stage in /* … */ }
///
/// // out/intro.svg, out/intro.html, out/outro.svg, out/outro.html and out/index.html:
/// let index = try ReviewPage.writeSite([
///     ReviewPage.Entry(name: "intro", title: "Intro", story: intro),
///     ReviewPage.Entry(name: "outro", story: outro),          // the title defaults to the name
/// ], title: "My app", to: URL(fileURLWithPath: "out"))
/// print("open \(index.path)")
///
/// // Or one page on its own, or the files one by one:
/// try ReviewPage.write(intro, name: "intro", title: "Intro", to: URL(fileURLWithPath: "intro.html"))
/// try intro.write(to: URL(fileURLWithPath: "intro.svg"))                     // animated SVG
/// try intro.writeFrame(at: 1.25, to: URL(fileURLWithPath: "intro-1.25.svg"))  // a still frame
/// ```
public enum ReviewPage {
    /// The exporter of the stories' animations. A page inlines the animated document in its
    /// HTML and its script drives the document's own (SMIL) clock, which makes the format SVG;
    /// everything else the pages need of it goes through ``StoryExporter``.
    static let exporter: any StoryExporter = SVGExporter()

    /// The HTML of one story's review page.
    ///
    /// - Parameters:
    ///   - name: a short name, kept in the page's `data-story` attribute.
    ///   - title: the page's heading.
    ///
    /// The name, the title and the view identifiers in the page's data are HTML- or
    /// JSON-escaped, and their control characters (C0, DEL, C1, U+2028, U+2029) and backslashes
    /// are written `\u{…}` as in `Timeline.text`, so nothing a story typed can add markup or
    /// hide in the page.
    ///   - indexLink: a relative link back to an index page, if there is one: a relative path
    ///     reference (RFC 3986, section 4.2) such as `index.html`, `../index.html` or
    ///     `index.html#top`, never one with a scheme (`javascript:`, `https:`), a host (`//…`)
    ///     or a leading `/`.
    ///   - loop: whether the page starts with looping switched on.
    /// - Throws: ``ExportError`` when the story cannot be exported, ``TemplateFileError``
    ///   when the templates are missing from the installed resources,
    ///   ``ReviewPageError/badIndexLink(_:)`` for an index link that is not relative.
    public static func html(for story: Story, name: String, title: String,
                            indexLink: String? = nil, loop: Bool = false) throws -> String {
        if let indexLink, !isRelativeLink(indexLink) { throw ReviewPageError.badIndexLink(indexLink) }
        return try html(for: story, svg: String(decoding: animation(of: story), as: UTF8.self), name: name, title: title,
                 indexLink: indexLink, loop: loop)
    }

    /// The story's animated document, played once (the page's loop switch repeats it).
    static func animation(of story: Story) throws -> [UInt8] {
        try exporter.document(of: story.exportSource, loop: false)
    }

    /// The page for `story` around its already exported animated `svg`.
    static func html(for story: Story, svg: String, name: String, title: String,
                     indexLink: String?, loop: Bool, downloads: [Download] = []) throws -> String {
        let templates = try Templates.shared()
        // The XML declaration has no place inside an HTML document.
        let body = svg.hasPrefix("<?xml") ? String(svg[(svg.firstIndex(of: "\n").map { svg.index(after: $0) } ?? svg.startIndex)...]) : svg
        let timeline = story.timeline
        var context: [String: Any] = [
            "name": Timeline.inert(name),
            "nameAttribute": attributeValue(Timeline.inert(name)),
            // The name as one URL path segment of the download links: every byte but ASCII
            // letters, digits, `-`, `_` and `.` percent-encoded, so no name makes a scheme or a path.
            "shareName": shareSegment(name),
            "title": Timeline.inert(title),
            "durationText": NumberText.fixed(story.duration, places: 3),
            "durationSeconds": NumberText.fixed(story.duration, places: 6),
            "views": counted(timeline.views.count, "view"),
            "segments": counted(timeline.segmentCount, "segment"),
            "width": NumberText.fixed(Double(story.size.width), places: 3),
            "height": NumberText.fixed(Double(story.size.height), places: 3),
            "svg": body,
            "timelineJSON": timelineJSON(story),
            "css": templates.css,
            "js": templates.js,
            "loop": loop,
        ]
        if let indexLink { context["indexLink"] = attributeValue(indexLink) }
        if !downloads.isEmpty {
            // Files written beside the page: its SVG, then each download, by relative name.
            let segment = shareSegment(name)
            context["downloads"] = [["label": "SVG", "href": "\(segment).\(exporter.fileExtension)"]]
                + downloads.map { ["label": $0.label, "href": "\(segment).\($0.fileExtension)"] }
        }
        return templates.review.render(context)
    }

    /// `text` escaped for a quoted attribute value, to be written with `{{{…}}}`: `&`, `<`, `>`,
    /// `"` and `'` as entities, one Unicode scalar at a time. Mustache's own `{{…}}` escapes whole
    /// characters, and a quote followed by a combining mark (`"` + U+0300) is one character that
    /// is not a quote to it, so it would end the attribute in the browser.
    static func attributeValue(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `name` as one relative URL path segment: every byte but ASCII letters, digits, `-`, `_`
    /// and `.` percent-encoded (`.` and `..` alone are encoded too).
    static func shareSegment(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.".utf8)
        let segment = name.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
        return segment == "." || segment == ".." ? segment.replacingOccurrences(of: ".", with: "%2E") : segment
    }

    /// Writes one story's review page to `url` (atomically: a temporary file, then a rename).
    ///
    /// The page is self-contained: it needs no other file, and no network.
    ///
    /// - Throws: the errors of ``html(for:name:title:indexLink:loop:)``, and
    ///   ``ExportError/file(path:reason:)`` when the file cannot be written.
    public static func write(_ story: Story, name: String, title: String, to url: URL,
                             indexLink: String? = nil, loop: Bool = false) throws {
        try AtomicFile.write(Array(html(for: story, name: name, title: title, indexLink: indexLink, loop: loop).utf8),
                             to: url)
    }

    /// One story of a review site.
    public struct Entry: Sendable {
        /// The file name without extension: `<name>.svg` and `<name>.html`. Letters, digits,
        /// `-`, `_` and `.`, not starting with a dot, not `index`.
        public var name: String
        /// The heading of its page and its card on the index.
        public var title: String
        /// The recorded story.
        public var story: Story

        /// An entry; `title` defaults to `name`.
        public init(name: String, title: String? = nil, story: Story) {
            self.name = name; self.title = title ?? name; self.story = story
        }
    }

    /// A file written beside a story's page and linked from it (`site --share`: a poster PNG, a GIF).
    package struct Download: Sendable {
        /// The link's text ("PNG poster").
        package var label: String
        /// The file's extension (`png`): the file is `<name>.<fileExtension>`, one of
        /// ``SiteFolder/downloadExtensions``.
        package var fileExtension: String
        /// The file's bytes.
        package var bytes: [UInt8]

        /// A download.
        package init(label: String, fileExtension: String, bytes: [UInt8]) {
            self.label = label; self.fileExtension = fileExtension; self.bytes = bytes
        }
    }

    /// Writes `<name>.svg` (the animated SVG) and `<name>.html` (its review page) for every
    /// entry, and `index.html` linking them, into `directory` (created if missing).
    ///
    /// The site replaces the folder as a whole: everything is rendered first, written into a
    /// fresh hidden folder next to `directory`, and swapped in with one atomic exchange
    /// (`renameat2(RENAME_EXCHANGE)`), so a reader sees the whole old site or the whole new one,
    /// even if the process is killed midway; what an interrupted write left behind is removed by
    /// the next write. Pages of stories no longer listed go with the old folder, which must hold
    /// nothing but a site's `*.html` and `*.svg` files (and the `*.png`, `*.gif`, `*.mp4` and
    /// `*.webp` files `animatic site --share` writes beside them); it keeps its mode. A failure leaves the
    /// old folder as it was (and creates no folder).
    ///
    /// - Returns: the URL of `index.html`.
    /// - Throws: ``ReviewPageError`` for names that are not safe file names, names used twice
    ///   (ignoring case, as macOS file systems do), the reserved name `index`, a folder that
    ///   cannot be created, and a folder holding other files;
    ///   ``ExportError/file(path:reason:)`` for a non-file URL and a file that cannot be written.
    @discardableResult
    public static func writeSite(_ entries: [Entry], title: String = "Animatic stories",
                                 to directory: URL) throws -> URL {
        try writeSite(entries, title: title, to: directory, downloads: [:])
    }

    /// ``writeSite(_:title:to:)`` with files beside the stories' pages, by story name, written
    /// in the same atomic swap and linked from each page (with its SVG), so a page opened from
    /// disk offers them.
    @discardableResult
    package static func writeSite(_ entries: [Entry], title: String, to directory: URL,
                                  downloads: [String: [Download]]) throws -> URL {
        for (name, files) in downloads {
            guard entries.contains(where: { $0.name == name }) else { throw ReviewPageError.badName(name) }
            for file in files where !SiteFolder.downloadExtensions.contains(file.fileExtension) {
                throw ReviewPageError.badName("\(name).\(file.fileExtension)")
            }
        }
        var seen: [String: String] = [:]
        for entry in entries {
            try checkStoryName(entry.name)
            let key = entry.name.lowercased()
            if let earlier = seen[key] { throw ReviewPageError.duplicateName(entry.name, earlier) }
            seen[key] = entry.name
        }

        // Render everything first: a story that cannot be exported writes nothing.
        var files: [(name: String, bytes: [UInt8])] = []
        var cards: [[String: Any]] = []
        for entry in entries {
            let animation = try animation(of: entry.story)
            let animationFile = "\(entry.name).\(exporter.fileExtension)"
            files.append((animationFile, animation))
            let extra = downloads[entry.name] ?? []
            let page = try html(for: entry.story, svg: String(decoding: animation, as: UTF8.self), name: entry.name,
                                title: entry.title, indexLink: "index.html", loop: false, downloads: extra)
            files.append(("\(entry.name).html", Array(page.utf8)))
            for file in extra { files.append(("\(entry.name).\(file.fileExtension)", file.bytes)) }
            cards.append([
                "name": entry.name, "title": Timeline.inert(entry.title),
                "titleAttribute": attributeValue(Timeline.inert(entry.title)),
                "page": "\(entry.name).html", "svg": animationFile,
                "durationText": NumberText.fixed(entry.story.duration, places: 3),
                "views": counted(entry.story.timeline.views.count, "view"),
                "segments": counted(entry.story.timeline.segmentCount, "segment"),
            ])
        }
        let templates = try Templates.shared()
        files.append(("index.html", Array(templates.index.render([
            "title": Timeline.inert(title), "stories": counted(entries.count, "story", plural: "stories"),
            "cards": cards, "css": templates.css,
        ] as [String: Any]).utf8)))

        try SiteFolder.write(files, to: directory)
        return directory.appendingPathComponent("index.html")
    }

    /// "1 view", "2 views".
    static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }

    /// Whether `link` is a relative path reference (RFC 3986, section 4.2): no scheme (no `:`
    /// before the first `/`, `?` or `#`), not starting with `/` (an absolute path, or `//`, a
    /// host), and no backslash (browsers read it as `/`), space or control character.
    static func isRelativeLink(_ link: String) -> Bool {
        guard !link.isEmpty, !link.hasPrefix("/") else { return false }
        for scalar in link.unicodeScalars {
            if scalar == "\\" || scalar == " " || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}" { return false }
        }
        let head = link.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !head.contains(":")
    }

    /// The one check of a story's name, for every command that uses it (`site`, `serve`,
    /// `export`, `timeline`): a safe file name (``isSafeFileName(_:)``) that is not `index`
    /// (any case), whose page is the site's index.
    package static func checkStoryName(_ name: String) throws(ReviewPageError) {
        guard isSafeFileName(name) else { throw ReviewPageError.badName(name) }
        guard name.lowercased() != "index" else { throw ReviewPageError.reservedName(name) }
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
        // Each view's own name: two views typed the same name get lanes of their own.
        let names = ViewIdentifiers.names(timeline.views)
        for view in timeline.views {
            for property in timeline.animatedProperties(of: view.index) {
                if !firstLane { json.raw(",") }
                firstLane = false
                json.raw("{\"view\":")
                json.string(Timeline.inert(names[view.index]))
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
    /// Two stories whose names are the same, ignoring case (the second name, then the first).
    case duplicateName(String, String)
    /// A story named `index` (any case): `index.html` is the index page.
    case reservedName(String)
    /// The output folder could not be created, and why.
    case cannotCreateFolder(String, reason: String)
    /// The output folder holds `found`, which is not a site's file: a site replaces its whole
    /// folder, so it is never written over other files.
    case notASiteFolder(String, found: String)
    /// An index link that is not a relative link (`javascript:…`, `https://…`, `//host/…`,
    /// `/path`), or holds a backslash, a space or a control character.
    case badIndexLink(String)

    /// The message; names and paths have their control characters written `\u{…}` (as in
    /// `Timeline.text`).
    public var description: String { Timeline.inert(plainDescription) }

    private var plainDescription: String {
        switch self {
        case .badName(let name):
            return "story name \"\(name)\" is not a safe file name (use letters, digits, '-', '_' and '.', not starting with '.')"
        case .duplicateName(let name, let earlier):
            return name == earlier
                ? "two stories are named \"\(name)\": every story needs its own name"
                : "story names \"\(earlier)\" and \"\(name)\" differ only in case: their files would overwrite each other on macOS"
        case .reservedName(let name):
            return "story name \"\(name)\" is reserved: index.html is the page listing the stories"
        case .cannotCreateFolder(let path, let reason):
            return "cannot create the folder \(path): \(reason)"
        case .notASiteFolder(let path, let found):
            return "the folder \(path) holds \(found), which is not part of a review site: a site replaces its whole folder, so write it into a folder of its own"
        case .badIndexLink(let link):
            return "index link \"\(link)\" is not a relative link (such as index.html or ../index.html): no scheme, no leading '/', no backslash, space or control character"
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
