import Foundation

/// A temporary directory holding hand-written documents for one test; removed by `remove()`.
struct Fixtures {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("animatic-browser-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` and returns its file URL.
    func write(_ name: String, _ text: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    /// Runs `body` with fresh fixtures and removes them afterwards.
    static func with<T>(isolation: isolated (any Actor)? = #isolation, _ body: (Fixtures) async throws -> T) async throws -> T {
        let fixtures = try Fixtures()
        defer { fixtures.remove() }
        return try await body(fixtures)
    }
}

/// Wraps SVG content in a root `<svg>` with a 400 x 300 viewBox drawn at twice that size, so
/// that the root's viewBox scale must be removed by the probe.
func svgDocument(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" id="root" width="800" height="600" viewBox="0 0 400 300">
    \(body)
    </svg>
    """
}
