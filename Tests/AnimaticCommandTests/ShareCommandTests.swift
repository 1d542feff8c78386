import Foundation
import Testing

/// `animatic export --format png|apng|gif|mp4|webp` and `--for readme|pr|chat`, run as a user runs it.
@Suite struct ShareCommandTests {
    func bytes(_ work: borrowing WorkFolder, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: work.url.appendingPathComponent(name)))
    }

    @Test func gifIsWrittenWithItsApproximationsNamed() throws {
        let work = try WorkFolder()
        let result = try work.run("export", "hide-show", "--format", "gif", "--fps", "5", "--no-progress")
        #expect(result.status == 0)
        let gif = try bytes(work, "hide-show.gif")
        #expect(result.stdout == "wrote \(work.path("hide-show.gif")) (\(gif.count) bytes)\n")
        #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
        #expect(result.stderr.contains("note: GIF has 256 colours"))
        #expect(result.stderr.contains("note: GIF has 1-bit transparency"))
        #expect(work.files() == ["hide-show.gif"])
    }

    /// `--sizes` reports an SVG's bytes: with a raster format (asked for or picked by a preset) it
    /// is a usage error, and nothing is written.
    @Test(arguments: [["--format", "gif"], ["--for", "readme"]])
    func sizesIsRefusedForRasterFormats(format: [String]) throws {
        let work = try WorkFolder()
        let result = try AnimaticBinary.run(["export", "hide-show", "--sizes"] + format, in: work.url)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: --sizes reports an SVG's bytes; it does not apply to --format "))
        #expect(work.files() == [])
    }

    @Test func presetsPickFormatAndLoop() throws {
        let work = try WorkFolder()
        let pr = try work.run("export", "hide-show", "--for", "pr", "--fps", "4")
        #expect(pr.status == 0)
        let apng = try bytes(work, "hide-show.png")
        #expect(Array(apng.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // acTL (the APNG animation control chunk): frame count, then plays (0 = forever, as --for loops).
        let text = [UInt8]("acTL".utf8)
        let at = try #require((0..<apng.count - 12).first { Array(apng[$0..<$0 + 4]) == text })
        #expect(Array(apng[at + 8..<at + 12]) == [0, 0, 0, 0])
        let chat = try work.run("export", "hide-show", "--for", "chat", "--fps", "4", "-o", "c.mp4")
        #expect(chat.status == 0)
        #expect(Array(try bytes(work, "c.mp4")[4..<8]) == Array("ftyp".utf8))
        #expect(chat.stderr.contains("note: MP4 (H.264) is lossy"))
    }

    @Test func posterAtAnInstantAndAProgressBar() throws {
        let work = try WorkFolder()
        let poster = try work.run("export", "hide-show", "--format", "png", "--at", "0.5", "--scale", "2")
        #expect(poster.status == 0)
        #expect(Array(try bytes(work, "hide-show.png").prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(poster.stderr == "")
        let bar = try work.run("export", "hide-show", "--format", "webp", "--fps", "2", "--progress")
        #expect(bar.status == 0)
        #expect(bar.stderr.contains("\r[##############################] "))
        #expect(bar.stderr.contains(" frames\n"))
    }

    @Test(arguments: [
        (["--format", "gif", "--fps", "0"], "Error: --fps must be 1 to 120 frames per second, got 0"),
        (["--format", "gif", "--scale", "4"], "Error: --scale must be 1, 2 or 3, got 4"),
        (["--format", "gif", "--size", "0x10"], "Error: The value '0x10' is invalid for '--size <size>': expected a size WIDTHxHEIGHT in points, both positive, such as 360x640; got 0x10"),
        (["--fps", "10"], "Error: --fps applies to the raster formats (--format png|apng|gif|mp4|webp), not to SVG"),
        (["--format", "apng", "--loop", "--loop-count", "0"], "Error: --loop-count must be 1 or more, got 0"),
        (["--format", "gif", "--loop-count", "2"], "Error: --loop-count needs --loop (or --for): without it the animation plays once"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let work = try WorkFolder()
        let result = try AnimaticBinary.run(["export", "hide-show"] + arguments, in: work.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
        #expect(work.files() == [])
    }

    @Test func aTimeRangeOutsideTheStoryWritesNothing() throws {
        let work = try WorkFolder()
        let result = try work.run("export", "hide-show", "--format", "gif", "--from", "100")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: cannot export: the option time range must lie within the story"))
        #expect(work.files() == [])
    }
}
