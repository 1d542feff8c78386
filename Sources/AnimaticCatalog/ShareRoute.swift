import Foundation
import Hummingbird

/// The review server's sharing formats, rendered on demand: `GET /_animatic/share/<story>/<format>`.
///
/// A request runs the catalog's own `export` command (the executable that serves, or with
/// `--watch` the last good build of the product) into a private temporary folder and answers
/// with the file, so a download has exactly the bytes `export --format <format>` writes. Formats:
/// `png` (a poster: the end, or `?at=<seconds>`), `apng`, `gif`, `mp4` and `webp` (looping;
/// `?fps=<1...120>`, default 15). `GET /_animatic/share/` lists them as JSON; the review page
/// asks for that list and shows its download links only where a server answers it.
///
/// A story the site does not have is 404; an unknown format, an unknown or malformed query, and
/// an option the command refuses (a time outside the story, a rate outside 1...120) are 400 with
/// the command's message.
enum ShareRoute {
    static let prefix = "/_animatic/share/"

    /// One format the route renders: its `export --format` name, the download's file name
    /// extension and its Content-Type.
    struct Format: Sendable, Equatable {
        var name: String
        var fileExtension: String
        var contentType: String
        var animated: Bool { name != "png" }
    }

    static let formats = [
        Format(name: "png", fileExtension: "png", contentType: "image/png"),
        Format(name: "apng", fileExtension: "apng", contentType: "image/apng"),
        Format(name: "gif", fileExtension: "gif", contentType: "image/gif"),
        Format(name: "mp4", fileExtension: "mp4", contentType: "video/mp4"),
        Format(name: "webp", fileExtension: "webp", contentType: "image/webp"),
    ]

    /// The frame rate of an animated download when the request names none.
    static let defaultFrameRate = 15

    /// The list `GET /_animatic/share/` answers.
    static var formatsJSON: String {
        "{\"formats\":[" + formats.map { "\"\($0.name)\"" }.joined(separator: ",") + "]}"
    }

    enum Parsed: Equatable {
        /// The list of formats.
        case formats
        /// Render `story` as `format` with these `export` arguments.
        case render(story: String, format: Format, arguments: [String])
        /// Refused before rendering: the status and the message.
        case refused(status: Int, message: String)
    }

    /// What a request for `path` (under ``prefix``) with `query` (the raw query, without `?`) asks for.
    static func parse(path: String, query: String?) -> Parsed {
        guard path.hasPrefix(prefix), let rest = String(path.dropFirst(prefix.count)).removingPercentEncoding else {
            return .refused(status: 400, message: "refused: not a share request")
        }
        if rest.isEmpty { return query == nil ? .formats : .refused(status: 400, message: "the list of formats takes no query") }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, SiteFiles.isSafeName(parts[0]), !parts[1].isEmpty else {
            return .refused(status: 400, message: "expected /_animatic/share/<story>/<format>, with <format> one of \(formatList); got \(rest)")
        }
        guard let format = formats.first(where: { $0.name == parts[1] }) else {
            return .refused(status: 400, message: "unknown format '\(parts[1])': the review server renders \(formatList)")
        }
        var arguments = ["export", parts[0], "--format", format.name]
        var rate: String?
        for field in (query ?? "").split(separator: "&") {
            let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = pair[0].removingPercentEncoding ?? ""
            let value = pair.count == 2 ? (pair[1].removingPercentEncoding ?? "") : ""
            switch key {
            case "at" where !format.animated:
                guard let seconds = Double(value), seconds.isFinite, seconds >= 0 else {
                    return .refused(status: 400, message: "at must be a time in seconds from 0 to the story's end, got '\(value)'")
                }
                arguments += ["--at", value]
            case "at":
                return .refused(status: 400, message: "at applies to png (a poster); \(format.name) is an animation (use fps)")
            case "fps" where format.animated:
                guard let fps = Int(value), (1...120).contains(fps) else {
                    return .refused(status: 400, message: "fps must be a whole number of frames per second from 1 to 120, got '\(value)'")
                }
                rate = value
            case "fps":
                return .refused(status: 400, message: "fps applies to the animated formats (apng, gif, mp4, webp), not to a png poster")
            default:
                return .refused(status: 400, message: "unknown query '\(key)': png takes at=<seconds>; apng, gif, mp4 and webp take fps=<1...120>")
            }
        }
        if format.animated { arguments += ["--fps", rate ?? String(defaultFrameRate), "--loop"] }
        return .render(story: parts[0], format: format, arguments: arguments + ["--no-progress"])
    }

    static var formatList: String {
        formats.dropLast().map(\.name).joined(separator: ", ") + " or " + formats.last!.name
    }

    /// The executable that serves: what renders the downloads until a `--watch` rebuild names
    /// the new build.
    static var ownExecutable: URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// Answers a share request: the rendered file, or the reason it cannot be.
    static func respond(path: String, query: String?, head: Bool, site: LiveSite) async throws -> Response {
        switch parse(path: path, query: query) {
        case .formats:
            return SiteResponder.bytes(Array(formatsJSON.utf8), type: "application/json", head: head)
        case .refused(let status, let message):
            return SiteResponder.text(.init(code: status), message + "\n")
        case .render(let story, let format, let arguments):
            guard SiteFiles.regularFile(named: story + ".html", in: site.root) != nil else {
                return SiteResponder.text(.notFound, "no story named '\(story)' in this site\n")
            }
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent(".animatic-share-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("\(story).\(format.fileExtension)")
            let result = try await ChildProcess.run(site.exporter, arguments + ["--output", file.path], in: folder)
            guard result.status == 0, let bytes = SiteFiles.regularFile(named: file.lastPathComponent, in: folder) else {
                let message = result.output.split(separator: "\n").first { $0.hasPrefix("Error: ") }
                    .map { String($0.dropFirst("Error: ".count)) } ?? result.output.trimmingCharacters(in: .whitespacesAndNewlines)
                // 64: the command's usage errors; "cannot export: the option": RasterOptions' checks.
                let refused = result.status == 64 || message.hasPrefix("cannot export: the option")
                return SiteResponder.text(refused ? .badRequest : .internalServerError,
                                          "cannot render \(story) as \(format.name): \(message)\n")
            }
            var response = SiteResponder.bytes(bytes, type: format.contentType, head: head)
            response.headers[.contentDisposition] = "attachment; filename=\"\(story).\(format.fileExtension)\""
            return response
        }
    }
}
