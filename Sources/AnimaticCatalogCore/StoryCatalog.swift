import Animatic
import AnimaticReview
import Foundation
import Synchronization
import ArgumentParser

/// One story of a catalog: a name for files and the command line, a title and a line of
/// explanation for the review pages, and the code that records it.
///
/// ```swift
/// CatalogStory(name: "intro", title: "Intro", summary: "The logo fades in.") {
///     try Story.record(size: CGSize(width: 390, height: 844)) { stage in ... }
/// }
/// ```
public struct CatalogStory: Sendable {
    /// File-name friendly and unique in its catalog: letters, digits, `-`, `_` and `.`.
    public let name: String
    /// Shown on the review page and its card on the index.
    public let title: String
    /// One sentence on what the story shows (`list` prints it).
    public let summary: String
    /// Records the story (each call records it anew).
    public let record: @Sendable () throws -> Story

    /// A story; `title` defaults to `name`.
    public init(name: String, title: String? = nil, summary: String = "",
                record: @escaping @Sendable () throws -> Story) {
        self.name = name; self.title = title ?? name; self.summary = summary; self.record = record
    }
}

/// Your stories, declared once, with the whole `animatic` command over them: `list`,
/// `export NAME [--loop] [--at T]`, `timeline NAME`, `site --output DIR` and `serve [--watch]`.
///
/// Make an executable target of your package depend on the `AnimaticCatalog` product and
/// declare the catalog as its entry point; `main()` comes with the protocol:
///
/// ```swift
/// import Animatic
/// import AnimaticCatalog
///
/// @main struct MyStories: StoryCatalog {
///     static let stories = [
///         CatalogStory(name: "intro", title: "Intro") { try IntroScreen.record() },
///     ]
/// }
/// ```
///
/// Then `swift run my-stories serve --watch` serves the review pages on 127.0.0.1 and reloads
/// them each time a source file is saved. `animatic` itself is the catalog of the bundled samples.
public protocol StoryCatalog {
    /// The stories, in the order the index lists them.
    static var stories: [CatalogStory] { get }
    /// The command's name in help and usage (default: the executable's file name).
    static var commandName: String { get }
    /// One line under the command's name in `--help`.
    static var abstract: String { get }
    /// The examples in `--help` (default: none).
    static var discussion: String { get }
    /// The title of the site's index page (default: "Animatic stories").
    static var siteTitle: String { get }
    /// What the command calls one story in help and errors (default: "story").
    static var storyNoun: String { get }
}

extension StoryCatalog {
    public static var commandName: String { CatalogCommandLine.executableName }
    public static var abstract: String { "Record intro animations and export them as animated SVG with review pages." }
    public static var discussion: String { "" }
    public static var siteTitle: String { "Animatic stories" }
    public static var storyNoun: String { "story" }
}

/// The catalog the running command works on, as plain values (the commands are created by the
/// argument parser, which cannot hand them a type).
package struct CatalogInfo: Sendable {
    package var stories: [CatalogStory]
    package var commandName: String
    package var abstract: String
    package var discussion: String
    package var siteTitle: String
    package var storyNoun: String

    package init(_ catalog: any StoryCatalog.Type) {
        stories = catalog.stories
        commandName = catalog.commandName
        abstract = catalog.abstract
        discussion = catalog.discussion
        siteTitle = catalog.siteTitle
        storyNoun = catalog.storyNoun
    }

    package static let current = Mutex<CatalogInfo?>(nil)

    /// The current catalog (set by `AnimaticCommandLine.main(catalog:)`).
    package static var active: CatalogInfo {
        current.withLock { $0 } ?? CatalogInfo(EmptyCatalog.self)
    }

    /// Looks a story up by name, with a usage error that lists the names there are; a story
    /// whose name `site` and `serve` would refuse (``ReviewPage``'s one name check: `../escape`,
    /// `/abs`, `.hidden`) is refused here too, before anything is written.
    package func story(named name: String) throws -> CatalogStory {
        guard let found = stories.first(where: { $0.name == name }) else {
            throw ValidationError("unknown \(storyNoun) '\(name)'. Known \(storyNoun.plural) (see `\(commandName) list`): \(stories.map(\.name).joined(separator: ", "))")
        }
        do {
            try ReviewPage.checkStoryName(found.name)
        } catch {
            throw ValidationError("\(error)")
        }
        return found
    }
}

/// The catalog before one is set: no stories.
enum EmptyCatalog: StoryCatalog {
    static var stories: [CatalogStory] { [] }
}

extension String {
    /// "story" -> "stories", "sample" -> "samples".
    package var plural: String { hasSuffix("y") ? String(dropLast()) + "ies" : self + "s" }
}
