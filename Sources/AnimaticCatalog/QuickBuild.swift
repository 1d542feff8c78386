import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `serve --watch`'s rebuild after an edit of existing source files: the build SwiftPM planned,
/// run by the toolchain's own build engine without SwiftPM's package loading and planning.
///
/// `swift build` loads the package, plans the build (it writes the plan as the llbuild manifest
/// `<scratch>/debug.yaml`) and then runs it with llbuild, keeping what was built in
/// `<scratch>/build.db`. Loading and planning took 1.2 s of the 3.8 s an incremental build of one
/// story file took here, and the plan only changes when the package does. So when every changed
/// file is already an input of the plan, and `Package.swift`/`Package.resolved` are not newer
/// than it, the plan is run with `swift-build-tool` (llbuild's command line, shipped next to
/// `swift`) on a copy of SwiftPM's build record: the same compiler and linker commands, so
/// compiler errors read the same. SwiftPM's own steps that `swift-build-tool` does not know
/// (writing source lists, copying resources, planning) only produce files that stay as they are
/// while the file set does not change; they become no-ops. The product is linked with the
/// toolchain's `lld` when it has one (0.9 s instead of gold's 1.6 s here).
///
/// Anything else (a new or removed file, a manifest change, a resource, no plan yet, another
/// SwiftPM holding the scratch folder's lock) goes through `swift build` as before.
final class QuickBuild: Sendable {
    /// The llbuild command line next to `swift`, or nil.
    let tool: URL
    let package: URL
    /// The scratch folder (`.build` or `--scratch-path`).
    let scratch: URL
    /// The plan's target that builds the product: `<product>-<triple>-debug.exe`.
    let target: String
    /// The product the plan links (`<bin folder>/<product>`).
    let product: URL

    private struct Plan {
        var stamp: FileStamp
        /// Every file a compile or link command reads.
        var inputs: Set<String>
    }
    private let plan = Mutex<Plan?>(nil)

    var manifest: URL { scratch.appendingPathComponent("debug.yaml") }
    var ownManifest: URL { scratch.appendingPathComponent("animatic-serve.yaml") }
    var record: URL { scratch.appendingPathComponent("build.db") }
    var ownRecord: URL { scratch.appendingPathComponent("animatic-serve.db") }

    /// For `product` built into `binFolder` (`<scratch>/<triple>/debug`, as `swift build
    /// --show-bin-path` says); nil without `swift-build-tool` or for another configuration.
    init?(package: URL, product: String, binFolder: URL, tool: URL? = QuickBuild.locateTool()) {
        guard let tool, binFolder.lastPathComponent == "debug" else { return nil }
        let tripleFolder = binFolder.deletingLastPathComponent()
        self.tool = tool
        self.package = package
        self.scratch = tripleFolder.deletingLastPathComponent()
        self.target = "\(product)-\(tripleFolder.lastPathComponent)-debug.exe"
        self.product = binFolder.appendingPathComponent(product)
    }

    /// `swift-build-tool` next to the `swift` found on PATH (symbolic links resolved).
    static func locateTool() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let tool = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swift-build-tool")
            return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
        }
        return nil
    }

    /// Whether `changed` (absolute paths of files modified, added or removed) can be rebuilt
    /// without SwiftPM: each is an existing input of the current plan, and the package's manifest
    /// and resolved versions are not newer than the plan. Reads the plan again when SwiftPM has
    /// written a new one.
    ///
    /// The product must have been linked once: a plan whose first build failed never wrote the
    /// files SwiftPM's own steps write on the way (the link's `Objects.LinkFileList`), which the
    /// quick build does not write either, so until `swift build` has linked the product every
    /// quick build would fail.
    func covers(_ changed: Set<String>) -> Bool {
        guard !changed.isEmpty, FileManager.default.isExecutableFile(atPath: product.path),
              let inputs = currentInputs() else { return false }
        guard let planned = FileStamp(manifest) else { return false }
        for name in ["Package.swift", "Package.resolved"] {
            if let stamp = FileStamp(package.appendingPathComponent(name)), stamp.modified > planned.modified { return false }
        }
        return changed.allSatisfy { path in
            FileManager.default.fileExists(atPath: path)
                && (inputs.contains(path) || inputs.contains(URL(fileURLWithPath: path).resolvingSymlinksInPath().path))
        }
    }

    /// Runs the plan for the product; nil when it cannot run now (another SwiftPM holds the
    /// scratch folder, or the plan cannot be read), and then `swift build` should.
    func run() async throws -> ChildProcess.Result? {
        guard let lock = ScratchLock(scratch: scratch) else { return nil }
        defer { lock.unlock() }
        guard currentInputs() != nil else { return nil }
        // SwiftPM built since the last quick build (or there was none): start from its record,
        // so that only what changed since is rebuilt.
        let theirs = FileStamp(record), ours = FileStamp(ownRecord)
        if let theirs, ours == nil || theirs.modified >= ours!.modified {
            try? FileManager.default.removeItem(at: ownRecord)
            guard (try? FileManager.default.copyItem(at: record, to: ownRecord)) != nil else { return nil }
        }
        let result = try await ChildProcess.run(tool, ["-f", ownManifest.path, "--db", ownRecord.path, target], in: package)
        return ChildProcess.Result(status: result.status, output: Self.readable(result.output))
    }

    /// The inputs of the current plan, reading and converting SwiftPM's plan when it changed.
    private func currentInputs() -> Set<String>? {
        guard let stamp = FileStamp(manifest) else { return nil }
        if let known = plan.withLock({ $0 }), known.stamp == stamp { return known.inputs }
        guard let text = try? String(contentsOf: manifest, encoding: .utf8),
              let converted = Self.convert(text, target: target, lld: Self.hasLLD(next: tool)),
              (try? converted.manifest.write(to: ownManifest, atomically: true, encoding: .utf8)) != nil else {
            plan.withLock { $0 = nil }
            return nil
        }
        plan.withLock { $0 = Plan(stamp: stamp, inputs: converted.inputs) }
        return converted.inputs
    }

    static func hasLLD(next tool: URL) -> Bool {
        FileManager.default.isExecutableFile(atPath: tool.deletingLastPathComponent().appendingPathComponent("ld.lld").path)
    }

    /// SwiftPM's llbuild tools that only write files which stay as they are while the package's
    /// file set does not change.
    static let swiftPMTools: Set<String> = [
        "write-auxiliary-file", "copy-tool", "package-structure-tool", "test-discovery-tool", "test-entry-point-tool",
    ]
    /// Tools `swift-build-tool` runs itself.
    static let llbuildTools: Set<String> = ["shell", "clang", "phony", "mkdir", "symlink", "archive", "stale-file-removal"]

    /// SwiftPM's plan made runnable by `swift-build-tool`: the client named as it expects,
    /// SwiftPM's own tools as no-ops, and the product's link with `-use-ld=lld` when `lld` is
    /// there. Also returns the files the compile and link commands read. Nil when the plan is not
    /// the shape this expects (then `swift build` does every rebuild).
    static func convert(_ text: String, target: String, lld: Bool) -> (manifest: String, inputs: Set<String>)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 2, lines[0] == "client:", lines[1] == "  name: basic" else { return nil }
        lines[1] = "  name: swift-build"
        let linkKey = "  \"C.\(target)\":"
        var hasTarget = false, inTargets = false
        var tool = "", command = ""
        var inputs: Set<String> = []
        var kept: [Substring] = []
        kept.reserveCapacity(lines.count)
        for line in lines {
            if !line.hasPrefix(" ") {
                inTargets = line == "targets:"
                kept.append(line)
                continue
            }
            if inTargets, line.hasPrefix("  \"\(target)\":") { hasTarget = true }
            if !line.hasPrefix("    ") {
                command = String(line)
                tool = ""
                kept.append(line)
                continue
            }
            if line.hasPrefix("    tool: ") {
                tool = String(line.dropFirst("    tool: ".count))
                if swiftPMTools.contains(tool) {
                    kept.append("    tool: phony")
                    continue
                }
                guard llbuildTools.contains(tool) else { return nil }
                kept.append(line)
                continue
            }
            if swiftPMTools.contains(tool) {
                // A no-op keeps only what it connects.
                if line.hasPrefix("    inputs: ") || line.hasPrefix("    outputs: ") || line.hasPrefix("    description: ") {
                    kept.append(line)
                }
                continue
            }
            if tool == "shell" || tool == "clang", line.hasPrefix("    inputs: ") {
                guard let data = line.dropFirst("    inputs: ".count).data(using: .utf8),
                      let files = try? JSONSerialization.jsonObject(with: data) as? [String] else { return nil }
                inputs.formUnion(files.filter { $0.hasPrefix("/") })
            }
            if lld, command == linkKey, line.hasPrefix("    args: [\""), let comma = line.firstIndex(of: ",") {
                let swiftc = line[line.index(line.startIndex, offsetBy: "    args: [".count)..<comma]
                if swiftc.hasSuffix("swiftc\"") {
                    kept.append(line[..<comma] + ",\"-use-ld=lld\"" + line[comma...])
                    continue
                }
            }
            kept.append(line)
        }
        guard hasTarget else { return nil }
        return (kept.joined(separator: "\n"), inputs)
    }

    /// `swift-build-tool`'s output with the compiler's parseable messages (`-parseable-output`,
    /// which SwiftPM would have decoded) replaced by their text: the diagnostics as `swift build`
    /// prints them.
    static func readable(_ output: String) -> String {
        var out: [String] = []
        let bytes = Array(output.utf8)
        var index = 0
        func line(at start: Int) -> (text: Substring, next: Int) {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            return (Substring(text), min(end + 1, bytes.count))
        }
        while index < bytes.count {
            let (text, next) = line(at: index)
            // A message: its length in bytes on a line of its own, then that many bytes of JSON.
            if let length = Int(text), length > 0, next + length <= bytes.count,
               let object = try? JSONSerialization.jsonObject(with: Data(bytes[next..<(next + length)])) as? [String: Any] {
                if let message = object["output"] as? String, !message.isEmpty { out.append(message) }
                index = next + length
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                continue
            }
            out.append(String(text) + "\n")
            index = next
        }
        return out.joined()
    }
}

/// A file's modification time and size.
struct FileStamp: Equatable {
    var modified: Date
    var size: Int

    init?(_ url: URL) {
        guard let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey]),
              let modified = values.contentModificationDate else { return nil }
        self.modified = modified
        self.size = values.fileSize ?? 0
    }
}

/// SwiftPM's lock on a scratch folder, held while the plan runs so that a `swift build` started
/// meanwhile waits (and none runs under it); nil when another process holds it.
///
/// SwiftPM takes it with `flock` on a file in the temporary folder named after the scratch
/// folder's path: `/work/pkg/.build` locks `$TMPDIR/_work_pkg_.build.lock` (swift-tools-support-core,
/// `FileLock.prepareLock(fileToLock:)`: the parent's resolved path and the folder's name joined
/// by `_`, `:` as `_`, at most `NAME_MAX` bytes from the end).
final class ScratchLock {
    private let descriptor: Int32

    static func file(for scratch: URL) -> URL {
        let path = scratch.deletingLastPathComponent().resolvingSymlinksInPath()
            .appendingPathComponent(scratch.lastPathComponent).path
        var name = path.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ":", with: "_") + ".lock"
        while name.utf8.count > Int(NAME_MAX) { name.removeFirst() }
        return FileManager.default.temporaryDirectory.appendingPathComponent(name)
    }

    init?(scratch: URL) {
        let descriptor = open(Self.file(for: scratch).path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    func unlock() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
