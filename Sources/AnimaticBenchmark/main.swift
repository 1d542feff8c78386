// The anchor benchmark (see BENCHMARKS.md): N views, each running the RxSwift anchor chain
//   concat([rotateEndlessly(0.5).take(5), shift(0.5), empty().delay(0.5), fade(0.5)])
// all merged and starting at t = 0 (7 segments per view, the story ends at 4.0 s), recorded
// with Story.record and written to an SVG file. Prints segments/s, bytes/s and peak memory.
//
//   swift run -c release animatic-benchmark [N ...]
//   swift run -c release animatic-benchmark --floor N   # memory of the story's own views and chains
import Animatic
import Foundation

extension Reactive where Base == UIView {
    func benchRotateEndlessly(duration: TimeInterval) -> Observable<Void> {
        var disposed = false
        return Observable.create { observer in
            func animate() {
                UIView.animate(withDuration: duration, animations: {
                    self.base.transform = self.base.transform.rotated(by: .pi / 2)
                }, completion: { _ in
                    observer.onNext(())
                    if !disposed { animate() }
                })
            }
            animate()
            return Disposables.create { disposed = true }
        }
    }

    func benchShift(duration: TimeInterval) -> Observable<Void> {
        Observable.create { observer in
            UIView.animate(withDuration: duration, animations: {
                self.base.frame = self.base.frame.offsetBy(dx: 50, dy: 0)
            }, completion: { _ in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    func benchFade(duration: TimeInterval) -> Observable<Void> {
        Observable.create { observer in
            UIView.animate(withDuration: duration, animations: {
                self.base.alpha = 0
            }, completion: { _ in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }
}

/// The benchmark's N views: 8×8 red squares on a 100-column grid.
func makeViews(_ count: Int) -> [UIView] {
    (0..<count).map { i -> UIView in
        let view = UIView(frame: CGRect(x: Double(i % 100) * 10, y: Double(i / 100 % 100) * 10,
                                        width: 8, height: 8))
        view.backgroundColor = .red
        return view
    }
}

/// The anchor chain of one view, as the story code builds it.
func anchorChain(_ view: UIView) -> Observable<Void> {
    Observable.concat([
        view.rx.benchRotateEndlessly(duration: 0.5).take(5),
        view.rx.benchShift(duration: 0.5),
        Observable<Void>.empty().delay(0.5, scheduler: MainScheduler.instance),
        view.rx.benchFade(duration: 0.5),
    ])
}

/// Resident-set figures from /proc/self/status, in bytes.
enum Memory {
    static func field(_ name: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").dropFirst().first { Int($0) != nil }
            return (digits.flatMap { Int($0) } ?? 0) * 1024
        }
        return 0
    }
    static var current: Int { field("VmRSS") }
    static var peak: Int { field("VmHWM") }
    /// Resets the peak to the current size (Linux: writing 5 to clear_refs).
    static func resetPeak() {
        if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            handle.write(Data("5".utf8))
            try? handle.close()
        }
    }
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

struct Run {
    var record: Double
    var write: Double
    var bytes: Int
    var segments: Int
    var peakAboveBaseline: Int
    var peak: Int
}

/// Whether ANIMATIC_BENCH_TRACE=1 (read once, before any timing starts).
let tracing = ProcessInfo.processInfo.environment["ANIMATIC_BENCH_TRACE"] == "1"

/// ANIMATIC_BENCH_TRACE=1: a thread samples the resident set every 2 ms and prints, on
/// standard error, each new high (time since the story began, MiB above the baseline), so
/// that the phase holding the peak shows; ``traceMark(_:baseline:since:)`` adds the points
/// where every chain is subscribed and where recording ends.
func startTrace(baseline: Int, since t0: Double) {
    guard tracing else { return }
    let thread = Thread {
        var high = 0
        while true {
            let rss = Memory.current - baseline
            if rss > high + 4 << 20 {
                high = rss
                FileHandle.standardError.write(Data(String(format: "trace %.3f s %.1f MiB\n", now() - t0,
                                                           Double(rss) / 1_048_576).utf8))
            }
            usleep(2000)
        }
    }
    thread.start()
}

/// With ANIMATIC_BENCH_TRACE=1, prints one trace line for a point of the run: its time since
/// the story began and the resident set above the baseline then.
func traceMark(_ label: String, baseline: Int, since t0: Double) {
    guard tracing else { return }
    FileHandle.standardError.write(Data(String(format: "trace %.3f s %@ %.1f MiB\n", now() - t0, label,
                                               Double(Memory.current - baseline) / 1_048_576).utf8))
}

func runOnce(views count: Int, file: URL) throws -> Run {
    Memory.resetPeak()
    let baseline = Memory.current
    let t0 = now()
    startTrace(baseline: baseline, since: t0)
    let story = try autoreleasepool {
        let views = makeViews(count)
        return try Story.record(size: CGSize(width: 1000, height: 1000)) { stage in
            for view in views { stage.addSubview(view) }
            Observable.merge(views.map(anchorChain))
                .subscribe()
                .disposed(by: stage.disposeBag)
            // Every chain subscribed and its first change recorded; nothing has finished yet.
            traceMark("subscribed", baseline: baseline, since: t0)
        }
    }
    let t1 = now()
    traceMark("recorded", baseline: baseline, since: t0)
    try story.write(to: file)
    let t2 = now()
    let bytes = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    let peak = Memory.peak
    return Run(record: t1 - t0, write: t2 - t1, bytes: bytes, segments: story.timeline.segmentCount,
               peakAboveBaseline: max(0, peak - baseline), peak: peak)
}

#if !canImport(ObjectiveC)
func autoreleasepool<T>(invoking body: () throws -> T) rethrows -> T { try body() }
#endif

/// One run in this process, printed as one machine-readable line for the parent.
func runChild(views n: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-benchmark-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bench.svg")
    let run = try runOnce(views: n, file: file)
    // ANIMATIC_BENCH_KEEP=path keeps the written SVG there (to look at what was measured).
    if let keep = ProcessInfo.processInfo.environment["ANIMATIC_BENCH_KEEP"] {
        try? FileManager.default.removeItem(atPath: keep)
        try FileManager.default.copyItem(at: file, to: URL(fileURLWithPath: keep))
    }
    print("RUN \(run.record) \(run.write) \(run.bytes) \(run.segments) \(run.peakAboveBaseline) \(run.peak)")
}

/// Runs `self --child n` in a fresh process, so that every run's peak memory is its own
/// (a process that already ran keeps its malloc arenas, which would hide growth).
func runInChild(views n: Int) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--child", String(n)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let line = output.split(separator: "\n").first(where: { $0.hasPrefix("RUN ") }) else {
        throw BenchmarkError(message: "the run with \(n) views failed (exit \(process.terminationStatus)): \(output)")
    }
    let f = line.split(separator: " ").dropFirst().map(String.init)
    return Run(record: Double(f[0]) ?? 0, write: Double(f[1]) ?? 0, bytes: Int(f[2]) ?? 0,
               segments: Int(f[3]) ?? 0, peakAboveBaseline: Int(f[4]) ?? 0, peak: Int(f[5]) ?? 0)
}

struct BenchmarkError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// `--floor N`: what the story's own objects cost, without Animatic recording anything: the
/// resident-set growth per view after creating the N views, and after also building their
/// anchor chains (the observables and closures the story code makes, not subscribed).
func runFloor(views count: Int) {
    Memory.resetPeak()
    let baseline = Memory.current
    let views = makeViews(count)
    let afterViews = Memory.current
    let merged = Observable.merge(views.map(anchorChain))
    let afterChains = Memory.current
    withExtendedLifetime((views, merged)) {
        print(String(format: "floor %d views: views %.0f B/view, views + chains %.0f B/view", count,
                     Double(afterViews - baseline) / Double(count), Double(afterChains - baseline) / Double(count)))
    }
}

/// `--same-instant KIND [N]`: an endless loop at one instant of story time (issue 34), run until
/// the recording stops it, or for N loops; prints the loops, the clock's actions, the wall time
/// and the problem. Kinds: `completion` (a zero-duration animation started again from its
/// completion), `delay-concat` (a `concat` of `just(()).delay(0)` and a change, subscribed again
/// from its completion), `await` (a task awaiting `UIView.animate(withDuration: 0)` in a loop),
/// and `deferred-concat` (`just(()).delay(0)` concatenated with itself through `deferred`: the
/// subscriptions nest one level per pass, so each element passes every level).
func runSameInstant(kind: String, loops limit: Int?) {
    /// The loop's count and view, handed to a task on the story's own thread (every job of a
    /// story's tasks runs there, see `StoryTasks`).
    final class Loop: @unchecked Sendable {
        var loops = 0
        let limit: Int?
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        init(limit: Int?) { self.limit = limit }
        func more() -> Bool {
            loops += 1
            return limit.map { loops < $0 } ?? true
        }
    }
    let loop = Loop(limit: limit)
    func more() -> Bool { loop.more() }
    let clock = ContinuousClock()
    let start = clock.now
    var outcome = "recorded"
    do {
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            let box = loop.box
            box.accessibilityIdentifier = "box"
            stage.addSubview(box)
            switch kind {
            case "completion":
                func again() {
                    UIView.animate(withDuration: 0, animations: { box.alpha = box.alpha == 1 ? 0.5 : 1 },
                                   completion: { _ in if more() { again() } })
                }
                again()
            case "delay-concat":
                // Each pass: a zero delay, then a change, concatenated; its completion starts the next.
                func pass() {
                    Observable.concat(Observable.just(()).delay(.seconds(0), scheduler: MainScheduler.instance),
                                      Observable.just(()).do(onNext: { box.alpha = box.alpha == 1 ? 0.5 : 1 }))
                        .subscribe(onCompleted: { if more() { pass() } })
                        .disposed(by: stage.disposeBag)
                }
                pass()
            case "deferred-concat":
                func step() -> Observable<Void> {
                    Observable.just(()).delay(.seconds(0), scheduler: MainScheduler.instance)
                        .do(onNext: { box.alpha = box.alpha == 1 ? 0.5 : 1 })
                        .concat(Observable.deferred { more() ? step() : .empty() })
                }
                step().subscribe().disposed(by: stage.disposeBag)
            case "await":
                Task {
                    while loop.more() {
                        await UIView.animate(withDuration: 0) { loop.box.alpha = loop.box.alpha == 1 ? 0.5 : 1 }
                    }
                }
            default:
                FileHandle.standardError.write(Data("unknown kind \(kind): completion, delay-concat, await or deferred-concat\n".utf8))
                exit(2)
            }
        }
    } catch {
        outcome = "\(error)"
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(String(format: "%@ %d loops in %.3f s: %@", kind, loop.loops, seconds, String(outcome.prefix(300))))
}

if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--same-instant" {
    let loops = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) : nil
    runSameInstant(kind: CommandLine.arguments[2], loops: loops)
    exit(0)
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--floor", let n = Int(CommandLine.arguments[2]), n > 0 {
    runFloor(views: n)
    exit(0)
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--child", let n = Int(CommandLine.arguments[2]), n > 0 {
    try runChild(views: n)
    exit(0)
}

if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--size-story", let n = Int(CommandLine.arguments[2]), n > 0 {
    try writeSizeStory(squares: n, to: CommandLine.arguments[3])
    exit(0)
}

let given = Array(CommandLine.arguments.dropFirst())
let arguments = given.compactMap { Int($0) }.filter { $0 > 0 }
guard arguments.count == given.count else {
    let usage = """
        usage: animatic-benchmark [N ...]      record and write the anchor story of N views (default 1000 10000 100000)
               animatic-benchmark --floor N    memory of the story's own views and chains, without recording
               animatic-benchmark --same-instant completion|delay-concat|await|deferred-concat [N]
                                               an endless loop at one instant (or N loops): time to its error
               animatic-benchmark --size-story N FILE   write drawsvg's size story of N squares to FILE
        (N: a whole number of views, at least 1)

        """
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
let sizes = arguments.isEmpty ? [1_000, 10_000, 100_000] : arguments

print("Animatic anchor benchmark: per view concat([rotateEndlessly(0.5).take(5), shift(0.5), empty().delay(0.5), fade(0.5)]), all merged")
print("views     segments  record s  write s   total s   segments/s   MB/s     SVG MB   peak MiB  KiB/view  us/view")
for n in sizes {
    let repeats = ProcessInfo.processInfo.environment["ANIMATIC_BENCH_REPEATS"].flatMap { Int($0) }
        ?? (n >= 100_000 ? 3 : 5)
    var runs: [Run] = []
    for _ in 0..<max(1, repeats) {
        runs.append(try runInChild(views: n))
    }
    runs.sort { $0.record + $0.write < $1.record + $1.write }
    let median = runs[runs.count / 2]
    let total = median.record + median.write
    let line = [
        String(n).padding(toLength: 10, withPad: " ", startingAt: 0),
        String(median.segments).padding(toLength: 10, withPad: " ", startingAt: 0),
        String(format: "%-9.3f %-9.3f %-9.3f", median.record, median.write, total),
        String(format: "%-12.0f %-8.1f %-8.1f", Double(median.segments) / total,
               Double(median.bytes) / median.write / 1_048_576, Double(median.bytes) / 1_048_576),
        String(format: "%-9.1f %-9.2f %-8.2f", Double(median.peak) / 1_048_576,
               Double(median.peakAboveBaseline) / 1024 / Double(n), total / Double(n) * 1e6),
    ].joined()
    print(line)
}
print("(median of 5 runs, 3 for N >= 100,000, each in a fresh process; peak = VmHWM of that process;")
print(" KiB/view = peak growth over the process's baseline before the story, per view; us/view = total time per view)")
