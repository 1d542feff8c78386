import Foundation
import Testing

/// Frames of an image or animation file as decoded by an independent decoder: Python's imaging
/// library (python3-pil), each frame converted to 8-bit RGBA.
struct Decoded: Equatable {
    var width: Int
    var height: Int
    /// Each frame's RGBA bytes, rows top to bottom.
    var frames: [[UInt8]]

    /// The pixel at (x, y) of frame `f`: red, green, blue, alpha.
    func pixel(_ x: Int, _ y: Int, frame f: Int = 0) -> [UInt8] {
        let at = (y * width + x) * 4
        return Array(frames[f][at..<at + 4])
    }

    /// Decodes `bytes` with PIL (every frame of an animation, composited as a viewer shows it).
    static func pil(_ bytes: [UInt8]) throws -> Decoded {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.bin"), output = folder.appendingPathComponent("out.raw")
        try Data(bytes).write(to: input)
        let script = """
        import sys
        from PIL import Image, ImageSequence
        im = Image.open(sys.argv[1])
        frames = [f.convert('RGBA').tobytes() for f in ImageSequence.Iterator(im)]
        with open(sys.argv[2], 'wb') as out:
            out.write(('%d %d %d\\n' % (im.size[0], im.size[1], len(frames))).encode())
            for f in frames: out.write(f)
        """
        try run("/usr/bin/python3", ["-c", script, input.path, output.path])
        let data = try [UInt8](Data(contentsOf: output))
        let newline = data.firstIndex(of: 10)!
        let header = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ").map { Int($0)! }
        let size = header[0] * header[1] * 4
        let frames = (0..<header[2]).map { i in Array(data[(newline + 1 + i * size)..<(newline + 1 + (i + 1) * size)]) }
        return Decoded(width: header[0], height: header[1], frames: frames)
    }

    /// Decodes every frame of a video with ffmpeg to RGBA.
    static func ffmpeg(_ bytes: [UInt8], width: Int, height: Int) throws -> Decoded {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.mp4"), output = folder.appendingPathComponent("out.raw")
        try Data(bytes).write(to: input)
        try run("/usr/bin/ffmpeg", ["-nostdin", "-loglevel", "error", "-i", input.path, "-f", "rawvideo", "-pix_fmt", "rgba", output.path])
        let data = try [UInt8](Data(contentsOf: output))
        let size = width * height * 4
        return Decoded(width: width, height: height,
                       frames: (0..<data.count / size).map { Array(data[$0 * size..<($0 + 1) * size]) })
    }

    static func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(program) \(arguments.last ?? "") failed")
    }
}

/// How far two frames of the same size are apart, channel by channel (0...255).
struct FrameDifference {
    var mean: Double
    var max: Int

    init(_ a: [UInt8], _ b: [UInt8], channels: Set<Int> = [0, 1, 2, 3]) {
        var total = 0, most = 0, count = 0
        for i in a.indices where channels.contains(i % 4) {
            let d = abs(Int(a[i]) - Int(b[i]))
            total += d; most = Swift.max(most, d); count += 1
        }
        mean = count == 0 ? 0 : Double(total) / Double(count)
        max = most
    }
}
