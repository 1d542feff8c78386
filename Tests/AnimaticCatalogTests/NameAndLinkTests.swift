import Animatic
@testable import AnimaticCatalog
import AnimaticReview
import Foundation
import Testing

/// A catalog whose story names `site` and `serve` refuse (issue 34): `export` and `timeline`
/// must refuse them too, through the same check.
enum BadlyNamedStories: StoryCatalog {
    static let stories = ["../escape", "/abs", ".hidden", "sub/dir", "Index", "ok"].map { name in
        CatalogStory(name: name) { try Story.record(size: CGSize(width: 10, height: 10)) { _ in } }
    }
}

/// One story-name check for every command, and review pages that link back only relatively.
@Suite struct NameAndLinkTests {
    @Test func everyCommandRefusesTheNamesTheSiteRefuses() throws {
        let info = CatalogInfo(BadlyNamedStories.self)
        for name in ["../escape", "/abs", ".hidden", "sub/dir"] {
            #expect(throws: (any Error).self) { try info.story(named: name) }
            do {
                _ = try info.story(named: name)
            } catch {
                #expect("\(error)" == "story name \"\(name)\" is not a safe file name (use letters, digits, '-', '_' and '.', not starting with '.')")
            }
            // The site refuses it with the same words.
            let entry = ReviewPage.Entry(name: name, title: name, story: try info.stories[0].record())
            #expect(throws: ReviewPageError.badName(name)) { try ReviewPage.writeSite([entry], to: URL(fileURLWithPath: "/nonexistent/never")) }
        }
        do {
            _ = try info.story(named: "Index")
            Issue.record("a story named Index was accepted")
        } catch {
            #expect("\(error)" == "story name \"Index\" is reserved: index.html is the page listing the stories")
        }
        #expect(try info.story(named: "ok").name == "ok")
    }

    @Test func theIndexLinkMustBeRelative() throws {
        let story = try Story.record(size: CGSize(width: 10, height: 10)) { _ in }
        for link in ["index.html", "../index.html", "./index.html", "a/b/index.html#top", "index.html?x=1:2", "caf\u{E9}.html"] {
            let page = try ReviewPage.html(for: story, name: "s", title: "S", indexLink: link)
            #expect(page.contains("href=\""), "\(link)")
        }
        for link in ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)",
                     "data:text/html,x", "https://example.com/", "//example.com/index.html", "/index.html",
                     "\\\\example.com\\index.html", "mailto:a@b", "", "index.html\u{2028}"] {
            do {
                _ = try ReviewPage.html(for: story, name: "s", title: "S", indexLink: link)
                Issue.record("index link \(link.debugDescription) accepted")
            } catch {
                #expect("\(error)" == "index link \"\(Timeline.inert(link))\" is not a relative link (such as index.html or ../index.html):"
                        + " no scheme, no leading '/', no backslash, space or control character")
            }
        }
    }

}
