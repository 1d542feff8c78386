import Foundation
import PackagePlugin

/// `swift package animatic <command>`: builds the package's story catalog (the executable product
/// that depends on `AnimaticCatalog`) and runs the command with it: `list`, `export`, `timeline`,
/// `site`, `serve [--watch]`.
///
/// While `swift package` runs a plugin it holds the lock of the package's `.build`, so the
/// catalog is built in a scratch folder of its own, `.build/animatic-serve` (the first time, a
/// whole build), and `serve --watch` rebuilds there. Options before the command:
/// `--product NAME` (when several products depend on `AnimaticCatalog`) and `--scratch-path DIR`.
@main
struct AnimaticPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        var productName: String?
        var scratchPath: String?
        // The plugin's own options come before the command; everything after is the command's.
        while let first = arguments.first, first == "--product" || first == "--scratch-path" {
            guard arguments.count >= 2 else { throw PluginProblem("\(first) needs a value") }
            if first == "--product" { productName = arguments[1] } else { scratchPath = arguments[1] }
            arguments.removeFirst(2)
        }
        let package = context.package.directoryURL
        let product = try catalogProduct(in: context.package, named: productName)
        let scratch = scratchPath.map { URL(fileURLWithPath: $0, relativeTo: package).standardizedFileURL }
            ?? package.appendingPathComponent(".build/animatic-serve", isDirectory: true)
        let swift = (try? context.tool(named: "swift").url) ?? URL(fileURLWithPath: "/usr/bin/swift")

        let build = try run(swift, ["build", "--product", product.name, "--scratch-path", scratch.path], in: package)
        guard build == 0 else { throw PluginProblem("swift build --product \(product.name) failed (exit status \(build))") }

        if arguments.first == "serve", arguments.contains("--watch") {
            var extra = ["--product", product.name, "--scratch-path", scratch.path, "--package-path", package.path]
            // What the user gave wins.
            for option in ["--product", "--scratch-path", "--package-path"] where arguments.contains(option) {
                let index = extra.firstIndex(of: option)!
                extra.removeSubrange(index...(index + 1))
            }
            arguments.insert(contentsOf: extra, at: 1)
        }
        let binary = scratch.appendingPathComponent("debug", isDirectory: true).appendingPathComponent(product.name)
        let status = try run(binary, arguments, in: package)
        guard status == 0 else { throw PluginProblem("\(product.name) \(arguments.joined(separator: " ")) exited with status \(status)") }
    }

    /// The executable product whose targets use `AnimaticCatalog`: the one named, or the only one.
    func catalogProduct(in package: Package, named name: String?) throws -> ExecutableProduct {
        let executables = package.products(ofType: ExecutableProduct.self)
        if let name {
            guard let product = executables.first(where: { $0.name == name }) else {
                throw PluginProblem("no executable product named '\(name)'; executables: \(executables.map(\.name).joined(separator: ", "))")
            }
            return product
        }
        let catalogs = executables.filter { $0.targets.contains(where: usesCatalog) }
        guard catalogs.count == 1 else {
            throw PluginProblem(catalogs.isEmpty
                ? "no executable product of \(package.displayName) depends on AnimaticCatalog (see the AnimaticCatalog documentation: make docs)"
                : "several products depend on AnimaticCatalog (\(catalogs.map(\.name).joined(separator: ", "))): choose one with --product NAME before the command")
        }
        return catalogs[0]
    }

    /// Whether a target depends, directly or through its package's targets, on AnimaticCatalog.
    func usesCatalog(_ target: Target) -> Bool {
        var seen: Set<String> = []
        func visit(_ target: Target) -> Bool {
            guard seen.insert(target.id).inserted else { return false }
            return target.dependencies.contains { dependency in
                switch dependency {
                case .product(let product): return product.name == "AnimaticCatalog"
                case .target(let target): return target.name == "AnimaticCatalog" || visit(target)
                @unknown default: return false
                }
            }
        }
        return visit(target)
    }

    /// Runs a command with this process's output, in `folder`; returns its exit status.
    func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct PluginProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
