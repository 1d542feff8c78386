import Foundation
import PackagePlugin

/// Compiles an iOS app's Swift files, unchanged on disk, into the target that applies this
/// plugin: every `.swift` file under the folders its `AppSources.txt` names is adapted
/// (`animatic-adapt`: `@objc`, `@IBOutlet`, `#selector`, `import UIKit`, ...) into the build's
/// plugin folder and compiled from there; errors point at the original files and lines.
///
/// ```swift
/// .executableTarget(name: "Intro", dependencies: [.product(name: "Animatic", package: "Animatic")],
///                   exclude: ["AppSources.txt"],
///                   plugins: [.plugin(name: "AnimaticAdapterPlugin", package: "Animatic")])
/// ```
///
/// `AppSources.txt` (in the target's folder) lists folders or files, one a line, relative to
/// the target's folder or absolute; `#` starts a comment.
@main
struct AnimaticAdapterPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let directory = target.directoryURL
        let list = directory.appendingPathComponent("AppSources.txt")
        guard let data = FileManager.default.contents(atPath: list.path) else {
            throw AdapterPluginError("\(target.name): no AppSources.txt in \(directory.path): list the app's folders there, one a line")
        }
        var inputs: [URL] = []
        var folders: [URL] = []
        var headers: [URL] = []
        for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let url = line.hasPrefix("/") ? URL(fileURLWithPath: line) : directory.appendingPathComponent(line)
            inputs += try swiftFiles(at: url.standardizedFileURL, listedIn: list)
            headers += bridgingHeaders(at: url.standardizedFileURL)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.standardizedFileURL.path, isDirectory: &isDirectory) {
                folders.append(isDirectory.boolValue ? url.standardizedFileURL : url.standardizedFileURL.deletingLastPathComponent())
            }
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Adapted")
        var arguments: [String] = []
        var outputs: [URL] = []
        var usedNames: Set<String> = []
        for input in inputs {
            // One flat folder; a name used twice (two Views/Intro.swift) gets a number. The copy's
            // own name differs from the original's (Intro.adapted.swift), or the compiler warns
            // that the `#sourceLocation` gives a `#fileID` the copy has too.
            let stem = input.deletingPathExtension().lastPathComponent
            var name = stem + ".adapted.swift"
            var n = 2
            while !usedNames.insert(name).inserted {
                name = stem + "-\(n).adapted.swift"
                n += 1
            }
            let adapted = output.appendingPathComponent(name)
            arguments += [input.path, adapted.path]
            outputs.append(adapted)
        }
        if inputs.isEmpty { return [] }
        // The app's folders, where storyboards, nibs and images are found (AnimaticAppResources).
        let resources = output.appendingPathComponent("AnimaticAppResources.adapted.swift")
        // The files of this package's targets the app's target depends on (their app files when
        // they apply this plugin too), indexed: a class subclassing one of theirs overrides its
        // selector and outlet tables.
        let indexed = try dependencyFiles(of: target, in: context)
        if !indexed.isEmpty { arguments = ["--index"] + indexed.map(\.path) + ["--"] + arguments }
        // Xcode's bridging headers in the app's folders: the modules they import are visible to
        // every file of the target (BridgingHeader).
        if !headers.isEmpty { arguments = ["--bridging-header"] + headers.map(\.path) + ["--"] + arguments }
        arguments = ["--resources", resources.path] + folders.map(\.path) + ["--"] + arguments
        return [.buildCommand(displayName: "Adapting \(inputs.count) app file(s) for \(target.name)",
                              executable: try adapterTool(context),
                              arguments: arguments, inputFiles: inputs + [list] + indexed + headers, outputFiles: outputs + [resources])]
    }

    /// The Swift files of the targets of this package that `target` depends on, directly or
    /// not: those an `AppSources.txt` lists for a target that has one, else its own sources.
    private func dependencyFiles(of target: Target, in context: PluginContext) throws -> [URL] {
        let local = Set(context.package.targets.map(\.id))
        var files: [URL] = []
        for dependency in target.recursiveTargetDependencies where local.contains(dependency.id) {
            let list = dependency.directoryURL.appendingPathComponent("AppSources.txt")
            if let data = FileManager.default.contents(atPath: list.path) {
                for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
                    let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                        .trimmingCharacters(in: .whitespaces)
                    if line.isEmpty { continue }
                    let url = line.hasPrefix("/") ? URL(fileURLWithPath: line) : dependency.directoryURL.appendingPathComponent(line)
                    files += try swiftFiles(at: url.standardizedFileURL, listedIn: list)
                }
            } else if let module = dependency.sourceModule {
                files += module.sourceFiles(withSuffix: "swift").map(\.url)
            }
        }
        return files
    }

    /// The adapter executable (its product's name, or its target's when built from this package).
    private func adapterTool(_ context: PluginContext) throws -> URL {
        if let tool = try? context.tool(named: "animatic-adapt") { return tool.url }
        return try context.tool(named: "AnimaticAdapterTool").url
    }

    /// The bridging headers under `url` (a folder searched recursively): files named as Xcode
    /// names them (`<Target>-Bridging-Header.h`, `BridgingHeader.h`; the rule is
    /// `BridgingHeader.isBridgingHeaderName`, which a plugin cannot import), sorted by path.
    private func bridgingHeaders(at url: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let file as URL in walker where file.pathExtension == "h" {
            let letters = String(file.lastPathComponent.lowercased().filter { $0.isLetter || $0 == "." })
            if letters.hasSuffix("bridgingheader.h") { files.append(file.standardizedFileURL) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The `.swift` files at `url` (a file, or a folder searched recursively), sorted by path.
    private func swiftFiles(at url: URL, listedIn list: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw AdapterPluginError("\(list.path): \(url.path) does not exist")
        }
        if !isDirectory.boolValue { return url.pathExtension == "swift" ? [url] : [] }
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let file as URL in walker where file.pathExtension == "swift" { files.append(file.standardizedFileURL) }
        return files.sorted { $0.path < $1.path }
    }
}

struct AdapterPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
