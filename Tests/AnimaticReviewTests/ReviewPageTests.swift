import Animatic
@testable import AnimaticReview
import AnimaticSamples
import AnimaticPlaybackTesting
import Foundation
import Testing

/// A view identifier that tries to close the page's script elements and open its own.
let hostileIdentifier = "</script><script>alert(1)</script>\"\\\u{2028}&amp;"

/// A small story: one view with `identifier` fades out in 0.5 s while a second one moves.
func twoViewStory(identifier: String = "box") throws -> Story {
    try Story.record(size: CGSize(width: 200, height: 100)) { stage in
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        box.backgroundColor = .red
        box.accessibilityIdentifier = identifier
        let dot = UIView(frame: CGRect(x: 100, y: 40, width: 20, height: 20))
        dot.backgroundColor = .blue
        dot.accessibilityIdentifier = "dot"
        stage.addSubview(box)
        stage.addSubview(dot)
        UIView.animate(withDuration: 0.5) { box.alpha = 0 }
        UIView.animate(withDuration: 0.25, delay: 0.25, options: [.curveLinear], animations: {
            dot.center = CGPoint(x: 150, y: 50)
        }, completion: nil)
    }
}

/// Every file in `folder` (names only), sorted; empty when the folder does not exist.
func fileNames(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

/// Occurrences of `needle` in `text`, ignoring case.
func count(_ needle: String, in text: String) -> Int {
    text.lowercased().components(separatedBy: needle.lowercased()).count - 1
}

@Suite struct ReviewPageTests {
    @Test func timelineJSONOfTheRotateSampleIsExact() throws {
        let story = try #require(Samples.named("article-rotate-take5")).record()
        #expect(ReviewPage.timelineJSON(story) == """
            {"duration":3.5,"lanes":[\
            {"view":"box","property":"center","segments":[{"start":2.5,"duration":0.5,"from":"(200, 150)","to":"(250, 150)","curve":"easeInOut"}]},\
            {"view":"box","property":"transform","segments":[\
            {"start":0,"duration":0.5,"from":"rotate(0°)","to":"rotate(90°)","curve":"easeInOut"},\
            {"start":0.5,"duration":0.5,"from":"rotate(90°)","to":"rotate(180°)","curve":"easeInOut"},\
            {"start":1,"duration":0.5,"from":"rotate(180°)","to":"rotate(270°)","curve":"easeInOut"},\
            {"start":1.5,"duration":0.5,"from":"rotate(270°)","to":"rotate(360°)","curve":"easeInOut"},\
            {"start":2,"duration":0.5,"from":"rotate(360°)","to":"rotate(450°)","curve":"easeInOut"}]},\
            {"view":"box","property":"alpha","segments":[{"start":3,"duration":0.5,"from":"1","to":"0","curve":"easeInOut"}]}],\
            "boundaries":[0,0.5,1,1.5,2,2.5,3,3.5]}
            """)
    }

    @Test func everySamplesTimelineJSONParsesWithItsBoundariesSorted() throws {
        for sample in Samples.all {
            let story = try sample.record()
            let json = try #require(try JSONSerialization.jsonObject(with: Data(ReviewPage.timelineJSON(story).utf8)) as? [String: Any])
            #expect(json["duration"] as? Double == story.duration, "\(sample.name)")
            let boundaries = try #require(json["boundaries"] as? [Double])
            // Whole nanoseconds, as the model counts: the page writes 1.66 for StoryTime 1.66 s,
            // whose `seconds` is 1.6600000000000001.
            #expect(boundaries.map { Int64(($0 * 1e9).rounded()) }
                    == PlaybackComparison.boundaries(of: story).map { Int64(($0 * 1e9).rounded()) }, "\(sample.name)")
            let lanes = try #require(json["lanes"] as? [[String: Any]])
            let segments = lanes.map { ($0["segments"] as? [Any])?.count ?? 0 }.reduce(0, +)
            #expect(segments == story.timeline.segmentCount, "\(sample.name)")
        }
    }

    @Test func hostileIdentifierStaysInsideTheJSONString() throws {
        let story = try twoViewStory(identifier: hostileIdentifier)
        let json = ReviewPage.timelineJSON(story)
        for forbidden in ["<", ">", "&", "\u{2028}"] {
            #expect(!json.contains(forbidden), "raw \(forbidden) in \(json)")
        }
        // The backslash and U+2028 are written \u{…} as in the timeline text, then JSON-escaped.
        #expect(json.contains(#""view":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e\"\\u{5C}\\u{2028}\u0026amp;""#))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let lanes = try #require(parsed["lanes"] as? [[String: Any]])
        #expect(lanes.map { $0["view"] as? String } == [Timeline.inert(hostileIdentifier), "dot"])

        // The page keeps exactly its two script elements (the data and the player).
        let html = try ReviewPage.html(for: story, name: "hostile", title: hostileIdentifier)
        #expect(count("<script", in: html) == 2)
        #expect(count("</script", in: html) == 2)
        #expect(!html.contains("alert(1)</script>"))
        // The title is HTML-escaped in <title> and <h1>.
        #expect(html.contains("<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;\\u{5C}\\u{2028}&amp;amp;</h1>"))
    }

    @Test func pagesAndSitesAreDeterministic() throws {
        let story = try #require(Samples.named("app-intro")).record()
        let again = try #require(Samples.named("app-intro")).record()
        #expect(try ReviewPage.html(for: story, name: "a", title: "A") == ReviewPage.html(for: again, name: "a", title: "A"))

        let first = try PlaybackComparison.temporaryFolder("site1")
        let second = try PlaybackComparison.temporaryFolder("site2")
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        let entries = try ["app-intro", "hide-show"].map { name in
            ReviewPage.Entry(name: name, story: try #require(Samples.named(name)).record())
        }
        try ReviewPage.writeSite(entries, to: first)
        try ReviewPage.writeSite(entries, to: second)
        let names = fileNames(in: first)
        #expect(names == ["app-intro.html", "app-intro.svg", "hide-show.html", "hide-show.svg", "index.html"])
        #expect(fileNames(in: second) == names)
        for name in names {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between two runs")
        }
        // The site's SVG is the story's SVG, and its page is the one html(for:) renders.
        #expect(try String(contentsOf: first.appendingPathComponent("app-intro.svg"), encoding: .utf8) == story.svg())
        #expect(try String(contentsOf: first.appendingPathComponent("app-intro.html"), encoding: .utf8)
                == ReviewPage.html(for: story, name: "app-intro", title: "app-intro", indexLink: "index.html"))
    }

    @Test func writeWritesTheSamePageAsHTMLAndLoopStartsChecked() throws {
        let folder = try PlaybackComparison.temporaryFolder("write")
        defer { try? FileManager.default.removeItem(at: folder) }
        let story = try twoViewStory()
        let url = folder.appendingPathComponent("intro.html")
        try ReviewPage.write(story, name: "intro", title: "Intro", to: url, loop: true)
        let html = try String(contentsOf: url, encoding: .utf8)
        #expect(html == (try ReviewPage.html(for: story, name: "intro", title: "Intro", loop: true)))
        #expect(html.contains(#"<input class="loop" type="checkbox" checked> Loop"#))
        #expect(!html.contains("All stories"))
        #expect(try ReviewPage.html(for: story, name: "intro", title: "Intro").contains(#"<input class="loop" type="checkbox"> Loop"#))
        #expect(try ReviewPage.html(for: story, name: "intro", title: "Intro", indexLink: "index.html")
                .contains(#"<a href="index.html">All stories</a>"#))
        #expect(html.contains(#"<div class="stage" style="--w: 200; --h: 100">"#))
        #expect(html.contains(#"<span class="meta">0.5 s · 2 views · 2 segments · 200×100</span>"#))
        #expect(fileNames(in: folder) == ["intro.html"])
    }

    @Test func entryTitleDefaultsToTheName() throws {
        let story = try twoViewStory()
        #expect(ReviewPage.Entry(name: "intro", story: story).title == "intro")
        #expect(ReviewPage.Entry(name: "intro", title: "Intro", story: story).title == "Intro")
    }

    @Test func indexCountsItsStories() throws {
        let folder = try PlaybackComparison.temporaryFolder("count")
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try ReviewPage.writeSite([ReviewPage.Entry(name: "one", story: try twoViewStory())],
                                             title: "Just one", to: folder)
        #expect(index == folder.appendingPathComponent("index.html"))
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(html.contains(#"<span class="meta">1 story</span>"#))
        #expect(html.contains("<title>Just one · Animatic</title>"))
    }

    @Test(arguments: [
        ("", #"story name "" is not a safe file name (use letters, digits, '-', '_' and '.', not starting with '.')"#),
        (".hidden", #"story name ".hidden" is not a safe file name (use letters, digits, '-', '_' and '.', not starting with '.')"#),
        ("a/b", #"story name "a/b" is not a safe file name (use letters, digits, '-', '_' and '.', not starting with '.')"#),
        ("../up", #"story name "../up" is not a safe file name (use letters, digits, '-', '_' and '.', not starting with '.')"#),
        ("two words", #"story name "two words" is not a safe file name (use letters, digits, '-', '_' and '.', not starting with '.')"#),
        ("café", #"story name "café" is not a safe file name (use letters, digits, '-', '_' and '.', not starting with '.')"#),
        ("Index", #"story name "Index" is reserved: index.html is the page listing the stories"#),
    ])
    func unsafeNamesAreRefusedBeforeAnythingIsWritten(name: String, message: String) throws {
        let parent = try PlaybackComparison.temporaryFolder("bad-name")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("site")
        let story = try twoViewStory()
        let error = try #require(throws: ReviewPageError.self) {
            try ReviewPage.writeSite([ReviewPage.Entry(name: "fine", story: story), ReviewPage.Entry(name: name, story: story)],
                                     to: folder)
        }
        #expect(error.description == message)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func duplicateNamesAreRefused() throws {
        let parent = try PlaybackComparison.temporaryFolder("duplicate")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("site")
        let story = try twoViewStory()
        let same = try #require(throws: ReviewPageError.self) {
            try ReviewPage.writeSite(["intro", "outro", "intro"].map { ReviewPage.Entry(name: $0, story: story) }, to: folder)
        }
        #expect(same.description == #"two stories are named "intro": every story needs its own name"#)
        let cased = try #require(throws: ReviewPageError.self) {
            try ReviewPage.writeSite(["Intro", "intro"].map { ReviewPage.Entry(name: $0, story: story) }, to: folder)
        }
        #expect(cased.description == #"story names "Intro" and "intro" differ only in case: their files would overwrite each other on macOS"#)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aFolderThatCannotBeCreatedIsNamedWithTheReason() throws {
        let story = try twoViewStory()
        let entries = [ReviewPage.Entry(name: "intro", story: story)]

        let proc = try #require(throws: ReviewPageError.self) {
            try ReviewPage.writeSite(entries, to: URL(fileURLWithPath: "/proc/animatic-review-test/site"))
        }
        #expect(proc.description == "cannot create the folder /proc/animatic-review-test/site: cannot create /proc/animatic-review-test: No such file or directory")

        let parent = try PlaybackComparison.temporaryFolder("not-a-folder")
        defer { try? FileManager.default.removeItem(at: parent) }
        let file = parent.appendingPathComponent("plain.txt")
        try Data("x".utf8).write(to: file)
        let underFile = try #require(throws: ReviewPageError.self) {
            try ReviewPage.writeSite(entries, to: file.appendingPathComponent("a/b"))
        }
        #expect(underFile.description == "cannot create the folder \(file.path)/a/b: \(file.path) is a file, not a folder")
        let isFile = try #require(throws: ReviewPageError.self) {
            try ReviewPage.writeSite(entries, to: file)
        }
        #expect(isFile.description == "cannot create the folder \(file.path): a file of that name is in the way")
        #expect(fileNames(in: parent) == ["plain.txt"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }

    @Test func aFolderHoldingAnythingButASiteIsRefusedAndKept() throws {
        let folder = try PlaybackComparison.temporaryFolder("partial")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A site replaces its whole folder, so a folder named b.html in it refuses the write.
        try Data("old index".utf8).write(to: folder.appendingPathComponent("index.html"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b.html"), withIntermediateDirectories: false)
        let story = try twoViewStory()
        let error = try #require(throws: ReviewPageError.self) {
            try ReviewPage.writeSite(["a", "b"].map { ReviewPage.Entry(name: $0, story: story) }, to: folder)
        }
        #expect(error == .notASiteFolder(folder.path, found: "b.html"))
        #expect(error.description == "the folder \(folder.path) holds b.html, which is not part of a review site: a site replaces its whole folder, so write it into a folder of its own")
        #expect(fileNames(in: folder) == ["b.html", "index.html"])
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == "old index")

        // Into a folder it creates itself, a failure removes the folder too.
        let parent = try PlaybackComparison.temporaryFolder("partial-new")
        defer { try? FileManager.default.removeItem(at: parent) }
        let fresh = parent.appendingPathComponent("x/y")
        try ReviewPage.writeSite([ReviewPage.Entry(name: "a", story: story)], to: fresh)
        #expect(fileNames(in: fresh) == ["a.html", "a.svg", "index.html"])
    }
}
