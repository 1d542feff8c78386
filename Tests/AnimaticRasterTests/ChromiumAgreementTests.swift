import Animatic
import AnimaticBrowserTesting
import AnimaticPNG
import AnimaticRaster
import AnimaticSamples
import Foundation
import Testing

/// The rasteriser (librsvg) against Chromium on every sample: the same still SVG frame at the same
/// instants (start, middle, end), on white, Chromium's screenshot against librsvg's PNG. They
/// differ only in antialiasing and text rendering: the bound is a mean difference per channel
/// (RGB, 0...255) over each frame, and the share of pixels more than 32/255 apart.
@Suite("Raster frames agree with Chromium's screenshots of the same instants")
struct ChromiumAgreementTests {
    /// The largest mean difference measured over every sample and instant, with headroom (see
    /// Sources/Animatic/Animatic.docc/SharingFormats.md for the figures).
    static let meanBound = 2.0
    /// The largest share of pixels more than 32/255 apart on any channel (edges and glyphs).
    static let farPixelBound = 0.03

    @Test func everySampleMatchesChromiumWithinAntialiasing() async throws {
        var options = RasterOptions()
        options.background = .color(RGBA(red: 1, green: 1, blue: 1))
        let svg = SVGExporter()
        let poster = PNGExporter(frames: svg, options: options)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var report: [String] = []
        var worstMean = 0.0, worstFar = 0.0
        try await BrowserPool.shared.withBrowser { browser in
            for sample in Samples.all {
                let story = try sample.record()
                let source = story.exportSource
                let pixels = try options.pixelSize(for: source)
                _ = try await browser.setWindowSize(width: pixels.width, height: pixels.height)
                let length = RasterOptions.length(of: source)
                for time in [StoryTime.zero, StoryTime(ticks: length.ticks / 2), length] {
                    let file = folder.appendingPathComponent("\(sample.name)-\(time.ticks).svg")
                    try Data(svg.frame(of: options.painted(source), at: time)).write(to: file)
                    try await browser.navigate(to: file)
                    let shot = try Decoded.pil([UInt8](try await browser.screenshot()))
                    let ours = try Decoded.pil(poster.frame(of: source, at: time))
                    try #require(shot.width == ours.width && shot.height == ours.height,
                                 "\(sample.name): screenshot \(shot.width)x\(shot.height), frame \(ours.width)x\(ours.height)")
                    let difference = FrameDifference(shot.frames[0], ours.frames[0], channels: [0, 1, 2])
                    var far = 0
                    for p in 0..<(ours.width * ours.height) {
                        let o = p * 4
                        if (0..<3).contains(where: { abs(Int(shot.frames[0][o + $0]) - Int(ours.frames[0][o + $0])) > 32 }) { far += 1 }
                    }
                    let farShare = Double(far) / Double(ours.width * ours.height)
                    worstMean = max(worstMean, difference.mean); worstFar = max(worstFar, farShare)
                    report.append("\(sample.name) @\(time.seconds)s mean \(difference.mean) far \(farShare)")
                    #expect(difference.mean <= Self.meanBound, "\(sample.name) at \(time.seconds) s: mean \(difference.mean)")
                    #expect(farShare <= Self.farPixelBound, "\(sample.name) at \(time.seconds) s: \(farShare) of pixels > 32 apart")
                }
            }
        }
        print("Chromium agreement: worst mean \(worstMean), worst far share \(worstFar)\n" + report.joined(separator: "\n"))
    }
}
