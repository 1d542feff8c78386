import Animatic
@testable import AnimaticReview
import AnimaticPlaybackTesting
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A site replaces its folder as a whole (issue 21, "Files"); the kill tests are in
/// Tests/AnimaticFileTests.
@Suite struct SiteFolderTests {
    func entries(_ names: [String]) throws -> [ReviewPage.Entry] {
        let story = try twoViewStory()
        return names.map { ReviewPage.Entry(name: $0, story: story) }
    }

    @Test func aNewSiteReplacesTheOldOneWithTheStoriesItNoLongerLists() throws {
        let parent = try PlaybackComparison.temporaryFolder("swap")
        defer { try? FileManager.default.removeItem(at: parent) }
        let site = parent.appendingPathComponent("site")
        try ReviewPage.writeSite(entries(["gone", "kept"]), title: "Old", to: site)
        #expect(fileNames(in: site) == ["gone.html", "gone.svg", "index.html", "kept.html", "kept.svg"])
        #expect(chmod(site.path, 0o700) == 0)

        try ReviewPage.writeSite(entries(["kept", "fresh"]), title: "New", to: site)
        #expect(fileNames(in: site) == ["fresh.html", "fresh.svg", "index.html", "kept.html", "kept.svg"])
        #expect(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8).contains("<title>New · Animatic</title>"))
        var info = stat()
        #expect(stat(site.path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o700)
        #expect(fileNames(in: parent) == ["site"])
    }

    @Test(arguments: ["notes.txt", ".hidden.html", "sub"])
    func aFolderWithOtherFilesIsRefusedUntouched(other: String) throws {
        let site = try PlaybackComparison.temporaryFolder("foreign")
        defer { try? FileManager.default.removeItem(at: site) }
        try ReviewPage.writeSite(entries(["a"]), to: site)
        let before = fileNames(in: site)
        if other == "sub" {
            try FileManager.default.createDirectory(at: site.appendingPathComponent(other), withIntermediateDirectories: false)
        } else {
            try Data("mine".utf8).write(to: site.appendingPathComponent(other))
        }
        #expect(throws: ReviewPageError.notASiteFolder(site.path, found: other)) {
            try ReviewPage.writeSite(entries(["b"]), to: site)
        }
        #expect(fileNames(in: site) == (before + [other]).sorted())
    }

    /// `site --share` (`make samples`): the poster and the GIF are written with the pages, in the
    /// same swap, and linked from the page, so a page opened from disk offers them; writing the
    /// site again over them works (they are a site's files), and a site without them drops them.
    @Test func downloadsAreWrittenWithThePagesLinkedFromThemAndReplacedWithTheSite() throws {
        let site = try PlaybackComparison.temporaryFolder("downloads")
        defer { try? FileManager.default.removeItem(at: site) }
        let png: [UInt8] = [0x89, 0x50, 0x4e, 0x47]
        let gif = Array("GIF89a".utf8)
        let downloads = ["intro": [ReviewPage.Download(label: "PNG poster", fileExtension: "png", bytes: png),
                                   ReviewPage.Download(label: "GIF", fileExtension: "gif", bytes: gif)]]
        try ReviewPage.writeSite(entries(["intro", "outro"]), title: "T", to: site, downloads: downloads)
        #expect(fileNames(in: site) == ["index.html", "intro.gif", "intro.html", "intro.png", "intro.svg", "outro.html", "outro.svg"])
        #expect(try [UInt8](Data(contentsOf: site.appendingPathComponent("intro.png"))) == png)
        #expect(try [UInt8](Data(contentsOf: site.appendingPathComponent("intro.gif"))) == gif)
        let page = try String(contentsOf: site.appendingPathComponent("intro.html"), encoding: .utf8)
        #expect(page.contains(#"<nav class="downloads" aria-label="Download" data-share="intro">Download <a href="intro.svg" download>SVG</a> <a href="intro.png" download>PNG poster</a> <a href="intro.gif" download>GIF</a></nav>"#))
        // A story without downloads keeps the hidden, empty list `serve` fills in.
        let other = try String(contentsOf: site.appendingPathComponent("outro.html"), encoding: .utf8)
        #expect(other.contains(#"<nav class="downloads" hidden aria-label="Download" data-share="outro">Download</nav>"#))

        try ReviewPage.writeSite(entries(["intro", "outro"]), title: "T", to: site, downloads: downloads)
        #expect(fileNames(in: site).count == 7)
        try ReviewPage.writeSite(entries(["intro"]), to: site)
        #expect(fileNames(in: site) == ["index.html", "intro.html", "intro.svg"])
    }

    @Test func aDownloadOfNoStoryOrOfAnotherKindIsRefused() throws {
        let site = try PlaybackComparison.temporaryFolder("bad-downloads")
        defer { try? FileManager.default.removeItem(at: site) }
        let file = ReviewPage.Download(label: "PNG poster", fileExtension: "png", bytes: [1])
        #expect(throws: ReviewPageError.badName("other")) {
            try ReviewPage.writeSite(entries(["intro"]), title: "T", to: site, downloads: ["other": [file]])
        }
        let script = ReviewPage.Download(label: "Script", fileExtension: "js", bytes: [1])
        #expect(throws: ReviewPageError.badName("intro.js")) {
            try ReviewPage.writeSite(entries(["intro"]), title: "T", to: site, downloads: ["intro": [script]])
        }
        #expect(fileNames(in: site).isEmpty)
    }

    @Test func hiddenTemporariesOfEarlierVersionsGoWithTheOldSite() throws {
        let site = try PlaybackComparison.temporaryFolder("earlier")
        defer { try? FileManager.default.removeItem(at: site) }
        try Data("partial".utf8).write(to: site.appendingPathComponent(".index.html.4242.7.tmp"))
        try Data("partial".utf8).write(to: site.appendingPathComponent(".a.svg.4242.8.tmp"))
        try ReviewPage.writeSite(entries(["a"]), to: site)
        #expect(fileNames(in: site) == ["a.html", "a.svg", "index.html"])
    }

    @Test func aLinkedSiteFolderStaysALink() throws {
        let parent = try PlaybackComparison.temporaryFolder("linked")
        defer { try? FileManager.default.removeItem(at: parent) }
        let real = parent.appendingPathComponent("real")
        let link = parent.appendingPathComponent("site")
        try ReviewPage.writeSite(entries(["old"]), to: real)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real")
        try ReviewPage.writeSite(entries(["new"]), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real")
        #expect(fileNames(in: real) == ["index.html", "new.html", "new.svg"])
        #expect(fileNames(in: parent) == ["real", "site"])
    }

    @Test func aNonFileURLIsAnErrorAndCreatesNothing() throws {
        let url = try #require(URL(string: "http://example.com/animatic-http-site-test"))
        #expect(throws: ExportError.file(path: "http://example.com/animatic-http-site-test",
                                         reason: "not a file URL (only file: URLs can be written)")) {
            try ReviewPage.writeSite(entries(["a"]), to: url)
        }
        #expect(!FileManager.default.fileExists(atPath: "/animatic-http-site-test"))
    }
}
