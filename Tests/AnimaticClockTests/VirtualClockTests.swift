import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import AnimaticClock

@Suite struct StoryTimeTests {
    @Test func tenThousandTenthsOfASecondAreExactlyAThousandSeconds() throws {
        let step = try StoryTime(seconds: 0.1)
        var t = StoryTime.zero
        for _ in 0..<10_000 { t = t + step }
        #expect(t.ticks == 1_000_000_000_000)
        #expect(t.seconds == 1000.0)
    }

    @Test func dispatchIntervalsConvertExactly() throws {
        #expect(try StoryTime(.milliseconds(500)).ticks == 500_000_000)
        #expect(try StoryTime(.seconds(2)).ticks == 2_000_000_000)
        #expect(try StoryTime(.microseconds(7)).ticks == 7_000)
        #expect(try StoryTime(.nanoseconds(3)).ticks == 3)
    }

    @Test func badSecondsAreRefusedWithAMessage() {
        #expect(throws: StoryTimeError.negative(what: "duration", value: -1)) {
            try StoryTime(seconds: -1, what: "duration")
        }
        #expect(throws: StoryTimeError.self) { try StoryTime(seconds: .nan) }
        #expect(throws: StoryTimeError.self) { try StoryTime(seconds: .infinity) }
        #expect(throws: StoryTimeError.self) { try StoryTime(seconds: 1e12) }
        #expect(throws: StoryTimeError.self) { try StoryTime(.never) }
        #expect(throws: StoryTimeError.self) { try StoryTime(.milliseconds(-5)) }
        #expect("\(StoryTimeError.negative(what: "delay", value: -0.5))" == "delay must not be negative, got -0.5 s")
    }

    @Test func secondsAtTheEdgesOfTheRange() throws {
        #expect(try StoryTime(seconds: 0).ticks == 0)
        #expect(try StoryTime(seconds: -0.0).ticks == 0)
        #expect(try StoryTime(seconds: 4e-10).ticks == 0)
        #expect(try StoryTime(seconds: 6e-10).ticks == 1)
        #expect(try StoryTime(seconds: 0.5).ticks == 500_000_000)
        // 2^31 s is 2,147,483,648,000,000,000 ns, inside the range (maximum is Int64.max / 4).
        #expect(try StoryTime(seconds: 2_147_483_648).ticks == 2_147_483_648_000_000_000)
        #expect(throws: StoryTimeError.negative(what: "delay", value: -1e-12)) {
            try StoryTime(seconds: -1e-12, what: "delay")
        }
        #expect(throws: StoryTimeError.tooLarge(what: "time", value: 2.4e9)) { try StoryTime(seconds: 2.4e9) }
        #expect(throws: StoryTimeError.notFinite(what: "time", value: -.infinity)) {
            try StoryTime(seconds: -.infinity)
        }
    }

    @Test func validSecondsIsNilExactlyWhereTheThrowingConversionThrows() throws {
        #expect(StoryTime(validSeconds: 0)?.ticks == 0)
        #expect(StoryTime(validSeconds: -0.0)?.ticks == 0)
        #expect(StoryTime(validSeconds: 4e-10)?.ticks == 0)
        #expect(StoryTime(validSeconds: 6e-10)?.ticks == 1)
        #expect(StoryTime(validSeconds: 2.5e-9)?.ticks == 3)   // a tie (2.5 exactly) rounds away from zero
        #expect(StoryTime(validSeconds: 0.1)?.ticks == 100_000_000)
        #expect(StoryTime(validSeconds: 2_147_483_648)?.ticks == 2_147_483_648_000_000_000)
        for refused in [-1e-12, -1, 2.4e9, .infinity, -.infinity, .nan] {
            #expect(StoryTime(validSeconds: refused) == nil, "\(refused)")
            #expect(throws: StoryTimeError.self) { try StoryTime(seconds: refused) }
        }
        for accepted in [0, 1e-9, 0.25, 0.5, 4.0, 1e6] {
            #expect(try StoryTime(validSeconds: accepted) == StoryTime(seconds: accepted))
        }
    }

    @Test func millisecondTextRoundsToThreeDecimals() {
        #expect(StoryTime(ticks: 0).millisecondText == "0.000")
        #expect(StoryTime(ticks: 1_500_000_000).millisecondText == "1.500")
        #expect(StoryTime(ticks: 499_999).millisecondText == "0.000")
        #expect(StoryTime(ticks: 500_000).millisecondText == "0.001")
        #expect(StoryTime(ticks: 12_345_678_900).millisecondText == "12.346")
    }
}

@Suite struct VirtualClockTests {
    @Test func emptyClockIsIdleAtZero() {
        let clock = VirtualClock()
        #expect(clock.run(until: .maximum) == .idle)
        #expect(clock.now == .zero)
    }

    @Test func equalTimesRunFirstInFirstOut() {
        let clock = VirtualClock()
        var order: [Int] = []
        for i in 0..<50 { clock.schedule(at: StoryTime(ticks: 10)) { order.append(i) } }
        clock.schedule(at: StoryTime(ticks: 5)) { order.append(-1) }
        clock.run(until: .maximum)
        #expect(order == [-1] + Array(0..<50))
    }

    @Test func clockIsSetBeforeTheActionRuns() {
        let clock = VirtualClock()
        var seen: [Int64] = []
        clock.schedule(at: StoryTime(ticks: 7)) { seen.append(clock.now.ticks) }
        clock.schedule(at: StoryTime(ticks: 3)) { seen.append(clock.now.ticks) }
        clock.run(until: .maximum)
        #expect(seen == [3, 7])
    }

    @Test func actionsScheduledNowRunAfterThoseAlreadyDue() {
        let clock = VirtualClock()
        var order: [String] = []
        clock.schedule(at: StoryTime(ticks: 1)) {
            order.append("a")
            clock.schedule(after: .zero) { order.append("c") }
        }
        clock.schedule(at: StoryTime(ticks: 1)) { order.append("b") }
        clock.run(until: .maximum)
        #expect(order == ["a", "b", "c"])
    }

    @Test func pastTimesMeanNow() {
        let clock = VirtualClock()
        var at: Int64 = -1
        clock.schedule(at: StoryTime(ticks: 10)) {
            clock.schedule(at: StoryTime(ticks: 2)) { at = clock.now.ticks }
        }
        clock.run(until: .maximum)
        #expect(at == 10)
    }

    @Test func cancelledActionsDoNotRun() {
        let clock = VirtualClock()
        var ran: [Int] = []
        let token = clock.schedule(at: StoryTime(ticks: 1)) { ran.append(1) }
        clock.schedule(at: StoryTime(ticks: 2)) { ran.append(2) }
        clock.cancel(token)
        clock.cancel(token)
        clock.run(until: .maximum)
        #expect(ran == [2])
    }

    @Test func runStopsAtTheLimitAndSaysSo() {
        let clock = VirtualClock()
        var ran = 0
        clock.schedule(at: StoryTime(ticks: 5)) { ran += 1 }
        clock.schedule(at: StoryTime(ticks: 20)) { ran += 1 }
        #expect(clock.run(until: StoryTime(ticks: 10)) == .stoppedAtLimit)
        #expect(ran == 1)
        #expect(clock.now.ticks == 10)
        #expect(clock.nextDueTime?.ticks == 20)
    }

    /// `run(before:)`: what is due one tick before the end runs (and may schedule more before
    /// it), what is due at the end or is scheduled at it never runs; the clock stands at the end.
    @Test func runBeforeStopsJustBeforeTheEnd() {
        let clock = VirtualClock()
        var ran: [Int64] = []
        clock.schedule(at: StoryTime(ticks: 9)) {
            ran.append(clock.now.ticks)
            clock.schedule(at: StoryTime(ticks: 9)) { ran.append(-clock.now.ticks) }
            clock.schedule(at: StoryTime(ticks: 10)) { ran.append(100) }
        }
        clock.schedule(at: StoryTime(ticks: 10)) { ran.append(10) }
        #expect(clock.run(before: StoryTime(ticks: 10)) == .stoppedAtLimit)
        #expect(ran == [9, -9])
        #expect(clock.now.ticks == 10)
        #expect(clock.pendingCount == 2)
        clock.schedule(after: .zero) { ran.append(0) }
        #expect(clock.run(before: StoryTime(ticks: 10)) == .stoppedAtLimit)
        #expect(ran == [9, -9])
    }

    /// An idle clock still moves to the end; an end at zero runs nothing.
    @Test func runBeforeOnAnIdleClockAndAtZero() {
        let idle = VirtualClock()
        idle.schedule(at: StoryTime(ticks: 3)) {}
        #expect(idle.run(before: StoryTime(ticks: 50)) == .idle)
        #expect(idle.now.ticks == 50)
        let atZero = VirtualClock()
        var ran = false
        atZero.schedule(at: .zero) { ran = true }
        #expect(atZero.run(before: .zero) == .stoppedAtLimit)
        #expect(!ran)
        #expect(atZero.now == .zero)
    }

    @Test func heapKeepsOrderOverManyRandomTimes() {
        let clock = VirtualClock()
        var generator = SystemRandomNumberGenerator()
        var seen: [(Int64, Int)] = []
        for i in 0..<2000 {
            let t = Int64.random(in: 0..<100, using: &generator)
            clock.schedule(at: StoryTime(ticks: t)) { seen.append((t, i)) }
        }
        clock.run(until: .maximum)
        #expect(seen.count == 2000)
        for (a, b) in zip(seen, seen.dropFirst()) {
            #expect(a.0 < b.0 || (a.0 == b.0 && a.1 < b.1))
        }
    }

    @Test func threadLocalSlotBindsOnlyInsideTheScope() {
        let slot = ThreadLocalSlot<VirtualClock>()
        let outer = VirtualClock(), inner = VirtualClock()
        #expect(slot.value == nil)
        slot.withValue(outer) {
            #expect(slot.value === outer)
            slot.withValue(inner) { #expect(slot.value === inner) }
            #expect(slot.value === outer)
        }
        #expect(slot.value == nil)
    }

    @Test func threadLocalObjectIsOnePerThreadAndEndsWithItsThread() throws {
        final class Counter: @unchecked Sendable { var count = 0 }
        let counters = ThreadLocalObject { Counter() }
        let mine = counters.value
        mine.count += 1
        #expect(counters.value === mine)
        #expect(counters.value.count == 1)

        // Another thread gets its own object, released when that thread ends.
        final class Report: @unchecked Sendable {
            var sawMine = true
            var count = -1
            weak var theirs: Counter?
            let counters: ThreadLocalObject<Counter>
            let mine: Counter
            init(_ counters: ThreadLocalObject<Counter>, _ mine: Counter) { self.counters = counters; self.mine = mine }
        }
        let report = Report(counters, mine)
        var thread = pthread_t()
        let box = Unmanaged.passRetained(report).toOpaque()
        let status = pthread_create(&thread, nil, { raw in
            let report = Unmanaged<Report>.fromOpaque(raw!).takeRetainedValue()
            let theirs = report.counters.value
            theirs.count += 5
            report.sawMine = theirs === report.mine
            report.count = report.counters.value.count
            report.theirs = theirs
            return nil
        }, box)
        try #require(status == 0)
        pthread_join(thread, nil)
        #expect(report.sawMine == false)
        #expect(report.count == 5)
        #expect(report.theirs == nil)
        #expect(counters.value === mine && mine.count == 1)
    }
}

@Suite struct StoryContextTests {
    struct Oops: Error {}

    @Test func currentIsBoundOnlyWhileBodyRuns() {
        let context = StoryContext()
        #expect(StoryContext.current == nil)
        #expect(StoryContext.reportToCurrent(Oops()) == false)
        context.bind {
            #expect(StoryContext.current === context)
            #expect(StoryContext.reportToCurrent(Oops()) == true)
        }
        #expect(StoryContext.current == nil)
        #expect(context.failures.count == 1)
    }
}
