// `animatic-adapt INPUT OUTPUT [INPUT OUTPUT ...]`: what AnimaticAdapterPlugin runs. Reads the
// app's files (never writes them), indexes them together (classes, selector-callable methods,
// optional requirements) and writes each one's adapted copy, which starts with a
// `#sourceLocation` naming the original so that errors point at it.
import AnimaticAdapter
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
    FileHandle.standardError.write(Data("usage: animatic-adapt INPUT OUTPUT [INPUT OUTPUT ...]\n".utf8))
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
let adapter = SourceAdapter(index: index)
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
