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
