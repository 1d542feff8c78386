import AnimaticExport
import ArgumentParser
import Foundation

struct ServeCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the review pages on http://127.0.0.1:<port>/; with --watch, rebuild and reload them on every save.",
            discussion: """
                Only the site's own files are served (index.html, <name>.html, <name>.svg), on this \
                machine's loopback address unless --host names another. With --watch, saving a file \
                under Sources/ or samples/ (or the --watch-path given) rebuilds <product> (running \
                SwiftPM's last plan with swift-build-tool when only files it knows changed, else \
                `swift build --product <product>`), records every \(CatalogInfo.active.storyNoun) again with the new build, and \
                reloads the open pages at the same time, play state and speed; a compiler or recording \
                error is shown on the page over the last good version. Ctrl-C stops the server.
                """)
    }

    @Option(help: "The port to listen on (0: any free port; the URL printed says which).")
    var port: Int = 8000

    @Option(help: ArgumentHelp("The address to listen on. The default, 127.0.0.1, is reachable from this machine only; name another (such as 0.0.0.0) to share the pages.",
                               valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(help: "Rebuild, re-record and reload the open pages whenever a watched file changes.")
    var watch = false

    @Option(name: .customLong("watch-path"),
            help: ArgumentHelp("A file or folder to watch (repeatable; default: the package's Sources and samples folders).", valueName: "path"))
    var watchPaths: [String] = []

    @Option(help: ArgumentHelp("The executable product to rebuild (default: this command's name).", valueName: "product"))
    var product: String?

    @Option(name: .customLong("package-path"), help: ArgumentHelp("The package to rebuild (default: the current folder).", valueName: "folder"))
    var packagePath: String = "."

    @Option(name: .customLong("scratch-path"), help: ArgumentHelp("The build folder, passed to `swift build --scratch-path` (default: the package's .build).", valueName: "folder"))
    var scratchPath: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535, got \(port)") }
        if host.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--host needs an address, got an empty one") }
        if !watch, !watchPaths.isEmpty || product != nil || scratchPath != nil {
            throw ValidationError("--watch-path, --product and --scratch-path only mean something with --watch")
        }
    }

    /// A new folder for the sites this run serves, in the temporary folder, named as the atomic
    /// writers name their temporaries (``TemporaryNames``: `.animatic-<machine>-<pid>-<n>`), after
    /// removing the folders of earlier runs that no longer run (a server killed with `kill -9`
    /// cannot remove its own).
    static func makeSitesFolder(in parent: URL = FileManager.default.temporaryDirectory) throws -> URL {
        TemporaryNames.removeStale(in: parent.path)
        let folder = parent.appendingPathComponent(TemporaryNames.next(), isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        return folder
    }

    func run() async throws {
        let catalog = CatalogInfo.active
        let sites = try Self.makeSitesFolder()
        defer { try? FileManager.default.removeItem(at: sites) }
        let first = sites.appendingPathComponent("0", isDirectory: true)
        var problem: String?
        do {
            _ = try writeSite(of: catalog, to: first)
        } catch {
            // Without --watch there is nothing to wait for; with it, the next good save fixes it.
            guard watch else { throw error }
            problem = "Recording failed:\n\(error)"
            try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        }
        let site = LiveSite(root: first, live: watch)
        if let problem { site.update { $0.problem = problem } }

        var watcher: Watcher?
        if watch {
            let package = URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL
            var paths = watchPaths.map { URL(fileURLWithPath: $0, relativeTo: package).standardizedFileURL }
            if paths.isEmpty {
                paths = ["Sources", "samples"].map { package.appendingPathComponent($0, isDirectory: true) }
                    .filter { FileManager.default.fileExists(atPath: $0.path) }
            }
            guard !paths.isEmpty else {
                throw ValidationError("nothing to watch: \(package.path) has no Sources or samples folder (name one with --watch-path)")
            }
            watcher = Watcher(package: package, paths: paths, product: product ?? catalog.commandName,
                              scratchPath: scratchPath, site: site, sitesFolder: sites)
            say("Watching \(paths.map { $0.path }.joined(separator: ", ")); a saved change rebuilds \(product ?? catalog.commandName)")
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let count = catalog.stories.count
        let noun = count == 1 ? catalog.storyNoun : catalog.storyNoun.plural
        try await runReviewServer(site: site, host: host, port: port, watcher: watcher) { bound in
            say("Serving \(count) \(noun) on http://\(shownHost):\(bound)/ (Ctrl-C stops)")
        }
        say("Stopped.")
    }
}
