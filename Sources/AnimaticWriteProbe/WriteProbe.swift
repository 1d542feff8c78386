import AnimaticExport
import AnimaticReview
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process for the kill tests (Tests/AnimaticFileTests): it writes a large file or a review
/// site with the atomic writers, prints every point it reaches (one line each, flushed), and
/// stops at a chosen one so that the test can `kill -9` it exactly there.
///
///     AnimaticWriteProbe file <path> <chunks of 64 KiB> <fill letter> [--named] [--stop <point>]
///     AnimaticWriteProbe site <folder> <stories> <name prefix> [--stop <point>]
///
/// Points: those of `WritePoints` and, for a file, `chunk <k>` after each chunk; `<point>#<n>`
/// stops at its n-th time (`site file#3`). Without `--stop` the probe runs to the end and prints
/// `done`.
@main
enum WriteProbe {
    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var stop: String?
        if let k = arguments.firstIndex(of: "--stop"), k + 1 < arguments.count {
            stop = arguments[k + 1]
            arguments.removeSubrange(k...k + 1)
        }
        var anonymous = true
        if let k = arguments.firstIndex(of: "--named") {
            anonymous = false
            arguments.remove(at: k)
        }
        let stopper = Stopper(stop)
        WritePoints.observe { stopper.reached($0) }
        guard arguments.count == 4, let count = Int(arguments[2]) else {
            FileHandle.standardError.write(Data("usage: AnimaticWriteProbe file|site <path> <count> <letter|prefix> [--named] [--stop <point>]\n".utf8))
            exit(64)
        }
        switch arguments[0] {
        case "file":
            let chunk = [UInt8](repeating: arguments[3].utf8.first ?? UInt8(ascii: "x"), count: 65_536)
            try AtomicFile.write(to: URL(fileURLWithPath: arguments[1]), anonymousTemporary: anonymous) { fd in
                for k in 1...count {
                    try AtomicFile.writeAll(chunk, to: fd, path: arguments[1])
                    stopper.reached("chunk \(k)")
                }
            }
        case "site":
            let entries = try (0..<count).map { k in
                ReviewPage.Entry(name: "\(arguments[3])-\(k)", story: try story(k))
            }
            try ReviewPage.writeSite(entries, title: arguments[3], to: URL(fileURLWithPath: arguments[1], isDirectory: true))
        default:
            exit(64)
        }
        stopper.reached("done")
    }

    /// A small story whose box moves `k` points further than story 0's.
    static func story(_ k: Int) throws -> Story {
        try Story.record(size: CGSize(width: 200, height: 100)) { stage in
            let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            box.backgroundColor = .red
            stage.addSubview(box)
            UIView.animate(withDuration: 0.5) { box.center = CGPoint(x: 100 + Double(k), y: 50) }
        }
    }
}

/// Writes `line` and a line feed to standard output at once (unbuffered).
func say(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

/// Prints each point and stops (forever, until killed) at the chosen one.
final class Stopper: @unchecked Sendable {
    private let lock = NSLock()
    private let point: String?
    private let occurrence: Int
    private var seen = 0

    init(_ stop: String?) {
        if let stop, let hash = stop.lastIndex(of: "#"), let n = Int(stop[stop.index(after: hash)...]) {
            point = String(stop[..<hash]); occurrence = n
        } else {
            point = stop; occurrence = 1
        }
    }

    func reached(_ name: String) {
        lock.lock()
        say(name)
        var stopHere = false
        if name == point {
            seen += 1
            stopHere = seen == occurrence
        }
        lock.unlock()
        if stopHere {
            say("stopped")
            while true { pause() }
        }
    }
}
