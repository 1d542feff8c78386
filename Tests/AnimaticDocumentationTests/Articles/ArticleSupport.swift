import Foundation

/// A new empty folder for one article example's files, removed by the caller.
func articleFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("animatic-article-\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
