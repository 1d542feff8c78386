import Testing
import AnimaticClock
import AnimaticReactive
#if canImport(Glibc)
import Glibc
#endif

/// A rough look at the anchor benchmark's story (see anchors.md), printed, never asserted on
/// time: `swift test -c release --filter PerformanceSanity` gives the figure for 100,000 views.
@Suite struct PerformanceSanityTests {
    struct Segment {
        var view: Int32
        var property: UInt8
        var start: StoryTime
        var duration: StoryTime
    }

    final class Recorder {
        var segments: [Segment] = []
        let clock: VirtualClock
        init(clock: VirtualClock) { self.clock = clock }

        /// What a stage primitive does: record a segment, schedule its completion.
        func animate(_ view: Int32, _ property: UInt8, _ duration: StoryTime, _ completion: @escaping () -> Void) {
            segments.append(Segment(view: view, property: property, start: clock.now, duration: duration))
            clock.schedule(after: duration, completion)
        }
    }

    static func once(_ recorder: Recorder, _ view: Int32, _ property: UInt8, _ duration: StoryTime) -> Observable<Void> {
        Observable.create { observer in
            recorder.animate(view, property, duration) {
                observer.onNext(())
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }

    static func endless(_ recorder: Recorder, _ view: Int32, _ duration: StoryTime) -> Observable<Void> {
        var disposed = false
        return Observable.create { observer in
            func animate() {
                recorder.animate(view, 0, duration) {
                    observer.onNext(())
                    if !disposed { animate() }
                }
            }
            animate()
            return Disposables.create { disposed = true }
        }
    }

    static func residentKiB() -> Int {
        #if canImport(Glibc)
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, resident = 0
        _ = withUnsafeMutablePointer(to: &size) { s in
            withUnsafeMutablePointer(to: &resident) { r in
                withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) }
            }
        }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        #else
        return 0
        #endif
    }

    /// The same story written with nested completion callbacks only: what the clock and the
    /// recording cost without any reactive machinery, to put the chain figure in proportion.
    @Test func callbackBaselineCost() throws {
        #if DEBUG
        let views = 10_000
        #else
        let views = 100_000
        #endif
        let half = try StoryTime(seconds: 0.5)
        let clock = VirtualClock()
        let recorder = Recorder(clock: clock)
        recorder.segments.reserveCapacity(views * 7)
        let start = ContinuousClock.now
        var finished = 0
        for index in 0..<views {
            let view = Int32(index)
            func rotate(_ left: Int) {
                recorder.animate(view, 0, half) {
                    if left > 1 { rotate(left - 1); return }
                    recorder.animate(view, 1, half) {
                        clock.schedule(after: half) {
                            recorder.animate(view, 2, half) { finished += 1 }
                        }
                    }
                }
            }
            rotate(5)
        }
        clock.run(until: .maximum)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #expect(finished == views)
        print("PerformanceSanity baseline (callbacks, no Rx): \(views) views, \(Int(seconds * 1000)) ms, \(Int(seconds * 1e9 / Double(views)) / 1000) us per chain")
    }

    @Test func anchorStoryPerChainCost() throws {
        #if DEBUG
        let views = 10_000
        #else
        let views = 100_000
        #endif
        let half = try StoryTime(seconds: 0.5)
        let context = StoryContext()
        let recorder = Recorder(clock: context.clock)
        recorder.segments.reserveCapacity(views * 7)   // so the memory figure is the chains'
        let memoryBefore = Self.residentKiB()
        let start = ContinuousClock.now
        var memoryLive = 0
        var completed = false
        context.bind {
            let chains = (0..<views).map { index -> Observable<Void> in
                let view = Int32(index)
                return Observable.concat([
                    Self.endless(recorder, view, half).take(5),
                    Self.once(recorder, view, 1, half),
                    Observable<Void>.empty().delay(0.5, scheduler: MainScheduler.instance),
                    Self.once(recorder, view, 2, half),
                ])
            }
            let subscription = Observable.merge(chains).subscribe(onCompleted: { completed = true })
            memoryLive = Self.residentKiB()
            context.clock.run(until: .maximum)
            subscription.dispose()
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #expect(completed)
        #expect(recorder.segments.count == views * 7)
        #expect(context.clock.now == (try StoryTime(seconds: 4)))
        print("""
            PerformanceSanity: \(views) views, \(recorder.segments.count) segments, \
            \(String(Int(seconds * 1000))) ms, \(String(Int(seconds * 1e9 / Double(views)) / 1000)) us per chain, \
            ~\(max(0, memoryLive - memoryBefore) * 1024 / views) bytes resident per live chain (\(memoryBefore) -> \(memoryLive) KiB)
            """)
    }
}
