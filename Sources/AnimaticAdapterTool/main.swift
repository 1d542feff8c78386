// `animatic-adapt [--resources OUTPUT FOLDER... --] [--index FILE... --] [--bridging-header FILE... --] INPUT OUTPUT [INPUT OUTPUT ...]`:
// what AnimaticAdapterPlugin runs. Reads the app's files (never writes them), indexes them together
// (classes, selector-callable methods, optional requirements) and writes each one's adapted copy,
// which starts with a `#sourceLocation` naming the original so that errors point at it.
import AnimaticAdapter
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())

/// The arguments after `option` up to `--`, removed from `arguments` with both (when `option` leads).
@MainActor func optionList(_ option: String) -> [String]? {
    guard arguments.first == option else { return nil }
    var values: [String] = []
    var i = 1
    while i < arguments.count, arguments[i] != "--" { values.append(arguments[i]); i += 1 }
    arguments = Array(arguments[min(i + 1, arguments.count)...])
    return values
}

// `--resources OUTPUT FOLDER... --`: also write OUTPUT, the app's folders for the stage's
// storyboard and nib loading (AnimaticAppResources).
var resources: (output: String, folders: [String])?
// `--index FILE... --`: files of the modules the app imports, indexed (after the app's own) but
// not adapted: an app class descending from one of their classes with a selector or outlet table
// overrides it.
var indexOnly: [String] = []
// `--bridging-header FILE... --`: the target's Objective-C bridging headers (BridgingHeader):
// the modules they import are visible to every file.
var bridgingHeaders: [String] = []
while true {
    if let values = optionList("--resources"), let output = values.first {
        resources = (output, Array(values.dropFirst()))
    } else if let values = optionList("--index") {
        indexOnly += values
    } else if let values = optionList("--bridging-header") {
        bridgingHeaders += values
    } else {
        break
    }
}
guard arguments.count.isMultiple(of: 2), !arguments.isEmpty || resources != nil else {
    FileHandle.standardError.write(Data("usage: animatic-adapt [--resources OUTPUT FOLDER... --] [--index FILE... --] [--bridging-header FILE... --] INPUT OUTPUT [INPUT OUTPUT ...]\n".utf8))
    exit(64)
}
var pairs: [(input: String, output: String)] = []
for i in stride(from: 0, to: arguments.count, by: 2) { pairs.append((arguments[i], arguments[i + 1])) }

var sources: [String] = []
var index = AppIndex()
for pair in pairs {
    guard let data = FileManager.default.contents(atPath: pair.input) else {
        FileHandle.standardError.write(Data("error: animatic-adapt: cannot read \(pair.input)\n".utf8))
        exit(1)
    }
    let source = String(decoding: data, as: UTF8.self)
    sources.append(source)
    index.add(source: source, path: pair.input)
}
for path in indexOnly {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("error: animatic-adapt: cannot read \(path)\n".utf8))
        exit(1)
    }
    index.add(source: String(decoding: data, as: UTF8.self), path: path, adapted: false)
}
if let resources {
    // The app's folders.
    let text = AppResourcesFile.text(folders: resources.folders)
    do {
        let url = URL(fileURLWithPath: resources.output)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("error: animatic-adapt: cannot write \(resources.output): \(error)\n".utf8))
        exit(1)
    }
}
for header in bridgingHeaders where !FileManager.default.fileExists(atPath: header) {
    FileHandle.standardError.write(Data("error: animatic-adapt: cannot read the bridging header \(header)\n".utf8))
    exit(1)
}
let bridged = BridgingHeader.modules(headers: bridgingHeaders) { path in
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}
let adapter = SourceAdapter(index: index, bridgedModules: bridged)
for (pair, source) in zip(pairs, sources) {
    let text = adapter.adaptedFile(source: source, path: pair.input)
    let url = URL(fileURLWithPath: pair.output)
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Atomic, so a build stopped half way never compiles half a file.
        try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("error: animatic-adapt: cannot write \(pair.output): \(error)\n".utf8))
        exit(1)
    }
}
