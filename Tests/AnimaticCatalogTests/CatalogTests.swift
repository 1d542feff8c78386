import Animatic
@testable import AnimaticCatalog
import Foundation
import Testing

/// A user's catalog, as a user writes it.
enum TwoStories: StoryCatalog {
    static let stories = [
        CatalogStory(name: "fade", title: "Fade", summary: "A square fades out.") {
            try Story.record(size: CGSize(width: 100, height: 100)) { stage in
                let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
                box.accessibilityIdentifier = "box"
                stage.addSubview(box)
                UIView.animate(withDuration: 0.75) { box.alpha = 0 }
            }
        },
        CatalogStory(name: "still") { try Story.record(size: CGSize(width: 10, height: 10)) { _ in } },
    ]
}

@Suite struct StoryCatalogTests {
    @Test func defaultsAndLookUp() throws {
        let info = CatalogInfo(TwoStories.self)
        #expect(info.storyNoun == "story")
        #expect(info.siteTitle == "Animatic stories")
        #expect(info.stories.map(\.name) == ["fade", "still"])
        #expect(info.stories[1].title == "still", "the title defaults to the name")
        #expect(try info.story(named: "fade").record().duration == 0.75)
        #expect(throws: (any Error).self) { try info.story(named: "nope") }
        do {
            _ = try info.story(named: "nope")
        } catch {
            #expect("\(error)" == "unknown story 'nope'. Known stories (see `\(info.commandName) list`): fade, still")
        }
    }

    @Test func siteOfACatalogIsTheReviewSite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (entries, index) = try writeSite(of: CatalogInfo(TwoStories.self), to: folder)
        #expect(entries.map(\.name) == ["fade", "still"])
        #expect(index.lastPathComponent == "index.html")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["fade.html", "fade.svg", "index.html", "still.html", "still.svg"])
    }
}

@Suite struct SiteFilesTests {
    @Test(arguments: [
        ("/", "index.html"), ("/index.html", "index.html"), ("/app-intro.svg", "app-intro.svg"),
        ("/a_b.c-d.html", "a_b.c-d.html"), ("/%61pp.html", "app.html"),
    ])
    func servesTheSitesFlatFiles(path: String, name: String) {
        #expect(SiteFiles.resolve(path) == .file(name))
    }

    @Test(arguments: [
        "/../Package.swift", "/..", "/%2E%2E/Package.swift", "/%2e%2e%2fPackage.swift", "//etc/passwd",
        "/%2Fetc%2Fpasswd", "/etc/passwd", "/sub/index.html", "/.hidden", "/.", "/..%5cPackage.swift",
        "/a%00.html", "/a b.html", "/caf%C3%A9.html", "/%zz", "relative.html", "", "/a\\b",
    ])
    func refusesEverythingElse(path: String) {
        #expect(SiteFiles.resolve(path) == .refused)
    }

    @Test func contentTypes() {
        #expect(SiteFiles.contentType(of: "a.html") == "text/html; charset=utf-8")
        #expect(SiteFiles.contentType(of: "a.svg") == "image/svg+xml")
        #expect(SiteFiles.contentType(of: "a.CSS") == "text/css; charset=utf-8")
        #expect(SiteFiles.contentType(of: "a.js") == "text/javascript; charset=utf-8")
        #expect(SiteFiles.contentType(of: "a.json") == "application/json")
        #expect(SiteFiles.contentType(of: "a.png") == "image/png")
        #expect(SiteFiles.contentType(of: "README") == "application/octet-stream")
    }
}

@Suite struct LiveTests {
    @Test func theScriptGoesBeforeTheLastBodyEnd() {
        let page = "<html><body><script>var s = '</body>';</script>\n</body>\n</html>\n"
        let out = String(decoding: LiveScript.inject(into: Array(page.utf8), generation: 3), as: UTF8.self)
        #expect(out == "<html><body><script>var s = '</body>';</script>\n<script src=\"/_animatic/live.js\" data-generation=\"3\"></script>\n</body>\n</html>\n")
        #expect(String(decoding: LiveScript.inject(into: Array("<p>".utf8), generation: 0), as: UTF8.self)
                == "<p><script src=\"/_animatic/live.js\" data-generation=\"0\"></script>\n")
    }

    @Test func statusEventsAreJSON() {
        #expect(String(buffer: LiveSite.event(LiveStatus())) == "event: status\ndata: {\"generation\":0,\"building\":false}\n\n")
        let problem = LiveStatus(generation: 2, building: true, problem: "a.swift:1:2: error: \"x\"\n\t</script>")
        #expect(problem.json == #"{"generation":2,"building":true,"problem":"a.swift:1:2: error: \"x\"\n\t\u003c/script>"}"#)
    }

    @Test func subscribersGetTheCurrentStatusThenEveryChangeUntilClosed() async {
        let site = LiveSite(root: URL(fileURLWithPath: "/tmp"), live: true)
        site.update { $0.problem = "p" }
        let stream = site.subscribe()
        #expect(site.openStreams == 1)
        site.update(root: URL(fileURLWithPath: "/var")) { $0.generation = 1; $0.problem = nil }
        site.close()
        var events: [String] = []
        for await buffer in stream { events.append(String(buffer: buffer)) }
        #expect(events == ["retry: 500\n\n", "event: status\ndata: {\"generation\":0,\"building\":false,\"problem\":\"p\"}\n\n",
                           "event: status\ndata: {\"generation\":1,\"building\":false}\n\n"])
        #expect(site.root.path == "/var")
        // Closed: a late page gets no stream.
        var late = 0
        for await _ in site.subscribe() { late += 1 }
        #expect(late == 0)
    }

    @Test func buildProblemsAreTheCompilersErrorsRelativeToThePackage() {
        let package = URL(fileURLWithPath: "/tmp/pkg", isDirectory: true)
        let output = """
            Building for debugging...
            /tmp/pkg/Sources/Stories/Intro.swift:12:9: error: cannot find 'fade' in scope
            10 |
            /tmp/pkg/Sources/Stories/Intro.swift:12:9: error: cannot find 'fade' in scope
            /tmp/pkg/Sources/Stories/Intro.swift:20:1: warning: unused
            /other/File.swift:3:4: error: expected '}'
            error: emit-module command failed with exit code 1
            """
        #expect(BuildProblem.summary(of: output, package: package) == """
            Sources/Stories/Intro.swift:12:9: error: cannot find 'fade' in scope
            /other/File.swift:3:4: error: expected '}'
            """)
        #expect(BuildProblem.summary(of: "a\nerror: link failed\n", package: package) == "a\nerror: link failed")
    }
}
