import AnimaticClock
import Foundation

func s(_ seconds: Double) -> StoryTime { try! StoryTime(seconds: seconds) }

/// A fresh empty folder under the temporary directory; the caller removes it.
func scratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("animatic-export-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

func fileNames(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}
