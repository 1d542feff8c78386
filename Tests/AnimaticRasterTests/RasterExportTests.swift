import Animatic
import AnimaticAPNG
import AnimaticGIF
import AnimaticMP4
@testable import AnimaticPNG
import AnimaticRaster
import AnimaticSamples
import AnimaticWebP
import Foundation
import Testing

/// A 100 x 60 stage: a red 40 x 40 square at (10, 10) fading in linearly from alpha 0 to 1 over
/// 0...1 s, on a white background.
func fadeStory() throws -> Story {
    try Story.record(size: CGSize(width: 100, height: 60)) { stage in
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        square.backgroundColor = .red
        square.accessibilityIdentifier = "square"
        square.alpha = 0
        stage.addSubview(square)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { square.alpha = 1 })
    }
}

func whiteOptions() -> RasterOptions {
    var options = RasterOptions()
    options.background = .color(RGBA(red: 1, green: 1, blue: 1))
    return options
}

@Suite("Raster exports: exact instants, lossless formats exact, lossy ones within bounds")
struct RasterExportTests {
    let svg = SVGExporter()

    @Test func posterShowsTheModelAtTheExactInstant() throws {
        let story = try fadeStory()
        let poster = PNGExporter(frames: svg, options: whiteOptions())
        let start = try Decoded.pil(poster.frame(of: story.exportSource, at: .zero))
        #expect(start.width == 100 && start.height == 60)
        #expect(start.pixel(30, 30) == [255, 255, 255, 255])
        let quarter = try Decoded.pil(poster.frame(of: story.exportSource, at: StoryTime(seconds: 0.25)))
        // red at alpha 0.25 over white: G and B are 255 * 0.75 = 191.25
        #expect(quarter.pixel(30, 30)[0] == 255)
        #expect((191...192).contains(quarter.pixel(30, 30)[1]))
        #expect(quarter.pixel(5, 5) == [255, 255, 255, 255])
        let end = try Decoded.pil(poster.document(of: story.exportSource, loop: false))
        #expect(end.pixel(30, 30) == [255, 0, 0, 255])
        #expect(end.pixel(55, 30) == [255, 255, 255, 255])
    }

    @Test func scaleAndTransparencyAreKept() throws {
        let story = try fadeStory()
        var options = RasterOptions()
        options.scale = 3
        let png = try Decoded.pil(PNGExporter(frames: svg, options: options).frame(of: story.exportSource, at: StoryTime(seconds: 1)))
        #expect(png.width == 300 && png.height == 180)
        #expect(png.pixel(90, 90) == [255, 0, 0, 255])
        #expect(png.pixel(5, 5)[3] == 0)   // the stage has no background: transparent
    }

    @Test func framesAreSampledAtExactInstantsEndingOnTheLast() throws {
        let story = try fadeStory()
        var options = RasterOptions()
        options.frameRate = 3
        let instants = try options.instants(of: story.exportSource).map(\.ticks)
        #expect(instants == [0, 333_333_333, 666_666_666, 1_000_000_000])
        options.timeRange = try StoryTime(seconds: 0.5)...StoryTime(seconds: 1)
        #expect(try options.instants(of: story.exportSource).map(\.ticks) == [500_000_000, 833_333_333, 1_000_000_000])
    }

    /// APNG and lossless WebP decode (PIL) to exactly the poster frames of the same instants.
    @Test(arguments: ["apng", "webp"])
    func losslessAnimationsDecodeToTheRasterisersFrames(format: String) throws {
        let story = try fadeStory()
        var options = RasterOptions()
        options.frameRate = 4
        let exporter: any RasterExporter = format == "apng"
            ? APNGExporter(frames: svg, options: options) : WebPExporter(frames: svg, options: options)
        let bytes = try exporter.document(of: story.exportSource, loop: true)
        let decoded = try Decoded.pil(bytes)
        let instants = try options.instants(of: story.exportSource)
        #expect(decoded.frames.count == instants.count)
        let poster = PNGExporter(frames: svg, options: options)
        for (i, t) in instants.enumerated() where i < decoded.frames.count {
            let frame = try Decoded.pil(poster.frame(of: story.exportSource, at: t))
            #expect(decoded.frames[i] == frame.frames[0], "\(format) frame \(i) at \(t.seconds) s")
        }
        #expect(try exporter.document(of: story.exportSource, loop: true) == bytes)
    }

    /// GIF: within 16/255 on any channel of an opaque frame (dithering to the palette), mean under 2.
    @Test func gifStaysWithinItsPaletteBound() throws {
        let story = try Samples.named("app-intro")!.record()
        var options = whiteOptions()
        options.frameRate = 5
        let gif = GIFExporter(frames: svg, options: options)
        let bytes = try gif.document(of: story.exportSource, loop: true)
        #expect(try gif.document(of: story.exportSource, loop: true) == bytes)
        let decoded = try Decoded.pil(bytes)
        let instants = try options.instants(of: story.exportSource)
        #expect(decoded.frames.count == instants.count)
        let poster = PNGExporter(frames: svg, options: options)
        var worstMean = 0.0
        for i in stride(from: 0, to: instants.count, by: max(1, instants.count / 6)) {
            let frame = try Decoded.pil(poster.frame(of: story.exportSource, at: instants[i]))
            let difference = FrameDifference(decoded.frames[i], frame.frames[0], channels: [0, 1, 2])
            worstMean = max(worstMean, difference.mean)
            #expect(difference.mean < 2.0, "GIF frame \(i): mean \(difference.mean)")
        }
        print("GIF app-intro worst mean difference \(worstMean)/255")
        #expect(try gif.approximations(for: story.exportSource).contains { $0.contains("256 colours") })
    }

    /// MP4: every frame within a mean of 3/255 of the rasteriser's (H.264 at CRF 18, 4:2:0).
    @Test func mp4StaysWithinItsLossyBound() throws {
        let story = try Samples.named("app-intro")!.record()
        var options = whiteOptions()
        options.frameRate = 5
        let mp4 = MP4Exporter(frames: svg, options: options)
        let bytes = try mp4.document(of: story.exportSource, loop: false)
        #expect(try mp4.document(of: story.exportSource, loop: false) == bytes)
        let pixels = try options.pixelSize(for: story.exportSource)
        let decoded = try Decoded.ffmpeg(bytes, width: pixels.width, height: pixels.height)
        let instants = try options.instants(of: story.exportSource)
        #expect(decoded.frames.count == instants.count)
        let poster = PNGExporter(frames: svg, options: options)
        for i in stride(from: 0, to: min(instants.count, decoded.frames.count), by: max(1, instants.count / 6)) {
            let frame = try Decoded.pil(poster.frame(of: story.exportSource, at: instants[i]))
            let difference = FrameDifference(decoded.frames[i], frame.frames[0], channels: [0, 1, 2])
            #expect(difference.mean < 3.0, "MP4 frame \(i): mean \(difference.mean)")
        }
        var transparent = options
        transparent.background = .transparent
        #expect(try MP4Exporter(frames: svg, options: transparent).approximations(for: story.exportSource)
            .contains("MP4 has no alpha: the transparent stage is shown on white"))
    }

    /// feDropShadow is rewritten as the chain librsvg draws: a shadowed card is drawn, shadow and all.
    @Test func dropShadowsAreDrawn() throws {
        let story = try Story.record(size: CGSize(width: 80, height: 80)) { stage in
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
            card.backgroundColor = .blue
            card.accessibilityIdentifier = "card"
            card.layer.shadowOpacity = 1
            card.layer.shadowOffset = CGSize(width: 10, height: 10)
            card.layer.shadowRadius = 0
            stage.addSubview(card)
        }
        let frame = try svg.frame(of: story.exportSource, at: .zero)
        #expect(String(decoding: frame, as: UTF8.self).contains("feDropShadow"))
        let png = try Decoded.pil(PNGExporter(frames: svg, options: whiteOptions()).frame(of: story.exportSource, at: .zero))
        #expect(png.pixel(35, 35) == [0, 0, 255, 255])   // the card
        #expect(png.pixel(55, 55) == [0, 0, 0, 255])     // its shadow, 10 pt down and right
        #expect(png.pixel(70, 10) == [255, 255, 255, 255])
    }
}

@Suite("Raster exports: bad options fail clearly and write nothing")
struct RasterOptionErrorTests {
    let svg = SVGExporter()

    @Test func badOptionsAreNamed() throws {
        let source = try fadeStory().exportSource
        var options = RasterOptions()
        options.frameRate = 0
        #expect(throws: ExportError.invalidOption(name: "frame rate", reason: "must be 1 to 120 frames per second (it is 0)")) {
            try GIFExporter(frames: svg, options: options).document(of: source, loop: true)
        }
        options = RasterOptions(); options.size = CGSize(width: 0, height: 10)
        #expect(throws: ExportError.invalidOption(name: "size", reason: "must be a positive, finite width and height (it is 0.0 x 10.0)")) {
            try PNGExporter(frames: svg, options: options).document(of: source, loop: false)
        }
        options = RasterOptions(); options.size = CGSize(width: -5, height: 10)
        #expect(throws: ExportError.self) { try APNGExporter(frames: svg, options: options).document(of: source, loop: false) }
        options = RasterOptions(); options.scale = 4
        #expect(throws: ExportError.invalidOption(name: "scale", reason: "must be 1, 2 or 3 (it is 4)")) {
            try PNGExporter(frames: svg, options: options).document(of: source, loop: false)
        }
        options = RasterOptions(); options.timeRange = .zero...(try StoryTime(seconds: 2))
        #expect(throws: ExportError.invalidOption(name: "time range", reason: "must lie within the story, 0 s to 1.0 s (it is 0.0 s to 2.0 s)")) {
            try WebPExporter(frames: svg, options: options).document(of: source, loop: true)
        }
        options = RasterOptions(); options.loopCount = 0
        #expect(throws: ExportError.self) { try APNGExporter(frames: svg, options: options).document(of: source, loop: true) }
    }

    @Test func aMissingEncoderIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory
        #expect(throws: ExportError.encoder(program: "animatic-no-such-encoder",
                                            reason: "it is not installed or not on PATH (install the Debian package x: scripts/install-build-deps)")) {
            try ProcessRunner.run("animatic-no-such-encoder", [], in: folder, package: "x")
        }
        #expect(ProcessRunner.locate("ffmpeg", path: "/nonexistent:/also-not") == nil)
        #expect(ProcessRunner.locate("ffmpeg", path: "/usr/bin") != nil)
    }

    @Test func anEncoderThatFailsIsQuoted() throws {
        try ScratchFolder.with { folder in
            do {
                try ProcessRunner.run("ffmpeg", ["-nostdin", "-i", "missing-input.png", "out.gif"], in: folder)
                Issue.record("ffmpeg succeeded on a missing input")
            } catch ExportError.encoder(let program, let reason) {
                #expect(program == "ffmpeg")
                #expect(reason.hasPrefix("it exited with status 1"))
                #expect(reason.contains("missing-input.png"))
            }
        }
    }

    @Test func anUnwritableOutputLeavesNothing() throws {
        let source = try fadeStory().exportSource
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-unwritable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("no-such-folder/intro.gif")
        #expect(throws: ExportError.file(path: missing.path, reason: "the folder \(folder.path)/no-such-folder does not exist")) {
            try GIFExporter(frames: svg).write(source, loop: true, to: missing)
        }
        // A bad option fails before anything is written: the old file stays whole.
        let existing = folder.appendingPathComponent("intro.png")
        try Data("old".utf8).write(to: existing)
        var options = RasterOptions(); options.frameRate = -1
        #expect(throws: ExportError.self) { try APNGExporter(frames: svg, options: options).write(source, loop: true, to: existing) }
        #expect(try Data(contentsOf: existing) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["intro.png"])
    }
}
