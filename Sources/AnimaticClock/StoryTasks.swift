#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Swift concurrency on the story clock: the jobs Swift's runtime hands to its executors from a
/// thread that is recording a story run on that story's clock instead, at the story time they
/// were handed over, first in first out with the main queue's work.
///
/// A job is a piece of a task between two suspension points. Story code starts tasks
/// (`Task { … }`, `Task { @MainActor in … }`, `async let`, task groups) and resumes them (an
/// animation's completion resuming `await UIView.animate(…)`, `Task.sleep` waking on the story
/// clock, a hop to the main actor, `Task.yield()`); each time, the runtime enqueues a job on the
/// global concurrent executor or on the main actor's executor. On iOS the main actor's jobs
/// run on the main queue, one at a time, in the order they were enqueued, so a story's tasks
/// and its `DispatchQueue.main.async` work interleave in one first-in-first-out order; a
/// story here runs on one thread against a virtual clock, so every job enqueued while a story
/// is bound to the thread becomes a clock action at the current story time, run on the story
/// thread with the executor it was meant for (the main actor's, or the global executor's), and
/// everything a task does lands at an exact story time, the same on every run.
///
/// How: the runtime's hooks for tools (`swift_task_enqueueGlobal_hook`,
/// `swift_task_enqueueMainExecutor_hook` and `swift_task_getMainExecutor_hook`, declared in the
/// Swift runtime's `include/swift/Runtime/ConcurrencyHooks.def`; pointfreeco/swift-concurrency-extras
/// uses the first for its serial test executor). They are installed once per process, the first
/// time a story context is made, and look at the calling thread only: on a thread with no story
/// bound everything goes to the runtime's own executors, unchanged. On a story's thread the main
/// actor's executor is ``StoryMainExecutor`` (so `@MainActor` code, `MainActor.run` and a
/// main-actor task resumed by the story stay on the story clock; `MainActor.assertIsolated()`
/// holds there), and nonisolated jobs run with ``StoryGlobalExecutor`` as their task executor (so
/// `Task.yield()` and task groups stay on it too).
///
/// What stays off the clock: a task that waits on real-world work (a file, the network, a
/// `Clock`'s own `sleep`) is resumed by another thread, so it goes on off the story clock (said
/// on standard error, see ``escaped(_:to:)``). A job left waiting when the recording ends (a
/// story recorded for a fixed `duration`, or stopped at its limit), and a task suspended in an
/// await the story would have resumed (``StoryTaskQueue/hold(_:)``), never run again; they are
/// kept, counted in ``parkedCount`` (a task cannot be destroyed from outside without running it,
/// and running it after the story would run its code at no story time, off the clock).
package enum StoryTasks {
    /// The signature of the runtime's enqueue functions and of their hooks (Swift calling
    /// convention, as the runtime declares them).
    private typealias Enqueue = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueHook = @convention(thin) (UnownedJob, Enqueue) -> Void
    private typealias GetMain = @convention(thin) () -> UnownedSerialExecutor
    private typealias GetMainHook = @convention(thin) (GetMain) -> UnownedSerialExecutor

    /// Installs the hooks once; later calls do nothing. Thread-safe.
    package static func install() { _ = installed }

    private static let installed: Bool = {
        guard let global = hookSlot("swift_task_enqueueGlobal_hook", as: EnqueueHook.self),
              let main = hookSlot("swift_task_enqueueMainExecutor_hook", as: EnqueueHook.self),
              let getMain = hookSlot("swift_task_getMainExecutor_hook", as: GetMainHook.self) else { return false }
        _ = StoryMainExecutor.shared
        _ = StoryGlobalExecutor.shared
        global.pointee = { job, original in
            if !enqueueOnCurrentStory(job, onMainActor: false) { original(job) }
        }
        main.pointee = { job, original in
            if !enqueueOnCurrentStory(job, onMainActor: true) { original(job) }
        }
        // On a story's thread the main actor is the story's: `@MainActor` code there runs on
        // the story clock, and a main-actor task resumed there is enqueued on it.
        getMain.pointee = { original in
            StoryContext.current == nil ? original() : StoryMainExecutor.shared.asUnownedSerialExecutor()
        }
        return true
    }()

    /// Schedules `job` on the clock of the story bound to this thread, to run on the story's
    /// main actor or as a nonisolated job; `false` when no story is bound here.
    fileprivate static func enqueueOnCurrentStory(_ job: UnownedJob, onMainActor: Bool) -> Bool {
        guard let context = StoryContext.current else { return false }
        context.tasks.enqueue(job, onMainActor: onMainActor, clock: context.clock)
        return true
    }

    /// The address of one of the runtime's hook variables.
    private static func hookSlot<Hook>(_ name: String, as: Hook.Type) -> UnsafeMutablePointer<Hook?>? {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, name) else { return nil }
        return symbol.assumingMemoryBound(to: Hook?.self)
    }

    /// Jobs and awaits left waiting by recordings that ended (see the type's documentation).
    package static var parkedCount: Int { parked.withLock { $0.jobs.count + $0.awaits.count } }

    /// The jobs and awaits themselves: kept, never run. A task suspended for good is memory
    /// that nothing would free; kept here it stays reachable (and counted) instead of lost.
    private static let parked = Mutex(Parked())

    /// What ``parked`` keeps (unchecked: the values are only stored, never used).
    private struct Parked: @unchecked Sendable {
        var jobs: [UnownedJob] = []
        var awaits: [Any] = []
    }

    /// Keeps jobs that will never run and awaits that will never be resumed (see the type's
    /// documentation).
    fileprivate static func park(_ jobs: [UnownedJob], awaits: [Any]) {
        let left = Parked(jobs: jobs, awaits: awaits)
        parked.withLock {
            $0.jobs.append(contentsOf: left.jobs)
            $0.awaits.append(contentsOf: left.awaits)
        }
    }

    /// How many jobs of story tasks were enqueued from a thread with no story bound (see
    /// ``escaped(_:to:)``).
    package static var escapedCount: Int { escapes.withLock { $0 } }
    private static let escapes = Mutex(0)

    /// A job of a story's task enqueued from a thread with no story bound: work that takes real
    /// time (a file, the network, a `Clock`'s own sleep) resumed the task on another thread. It
    /// goes on where it would on iOS, off the story clock, and standard error says so once per
    /// process (its thread cannot tell which story it came from, and that story may have ended).
    /// Only jobs bound for a story's executors get here: a main-actor task (its resumption targets
    /// ``StoryMainExecutor``) or a job enqueued on ``StoryGlobalExecutor``; a nonisolated task
    /// resumes on the generic executor, where nothing tells it from the process's other work.
    fileprivate static func escaped(_ job: UnownedJob, to executor: () -> Void) {
        let first = escapes.withLock { count -> Bool in
            count += 1
            return count == 1
        }
        if first {
            let message = "Animatic: a task started in a story was resumed off the story's thread (by work that takes real "
                + "time: a file, the network, a Clock's own sleep); it goes on off the story clock, and what it changes "
                + "is not recorded\n"
            _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        }
        executor()
    }
}

/// The main actor's executor on a story's thread (see ``StoryTasks``): its jobs run on the story
/// clock.
final class StoryMainExecutor: SerialExecutor {
    static let shared = StoryMainExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if !StoryTasks.enqueueOnCurrentStory(job, onMainActor: true) {
            StoryTasks.escaped(job) { MainActor.shared.enqueue(job) }
        }
    }

    /// Code on a story's thread is on the story's main actor (`MainActor.assumeIsolated` in
    /// story code works, as it does on iOS's main thread); anywhere else it is not.
    func checkIsolated() {
        precondition(StoryContext.current != nil,
                     "Incorrect actor executor assumption; expected the main actor of a story, on the story's thread")
    }
}

/// The task executor of a story's nonisolated jobs (see ``StoryTasks``): what they enqueue on
/// their current executor (`Task.yield()`, a task group's children) stays on the story clock.
final class StoryGlobalExecutor: TaskExecutor {
    static let shared = StoryGlobalExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if !StoryTasks.enqueueOnCurrentStory(job, onMainActor: false) {
            StoryTasks.escaped(job) { globalConcurrentExecutor.enqueue(job) }
        }
    }
}

/// The jobs of one story that wait on its clock (see ``StoryTasks``).
///
/// Belongs to the story's thread, like the clock.
package final class StoryTaskQueue {
    /// Jobs enqueued and not yet run, by serial number.
    private var waiting: [Int: UnownedJob] = [:]
    private var serial = 0

    package init() {}

    /// The continuations of tasks suspended until something on the clock resumes them (an
    /// awaited animation's completion, a sleep's wake-up), by number; guarded because a sleep
    /// can be cancelled from any thread.
    private let awaiting = Mutex(Awaiting())

    private struct Awaiting: @unchecked Sendable {
        var next = 0
        var values: [Int: Any] = [:]
    }

    /// A continuation handed to the lock (unchecked: it is only stored, never used).
    private struct Held: @unchecked Sendable { let value: Any }

    /// Keeps `continuation` (an `UnsafeContinuation` of a story's task) until ``release(_:)``:
    /// a recording that ends before it is resumed parks it with the jobs (see ``StoryTasks``).
    /// - Returns: the number to release it by.
    package func hold(_ continuation: Any) -> Int {
        let held = Held(value: continuation)
        return awaiting.withLock { state in
            state.next += 1
            state.values[state.next] = held.value
            return state.next
        }
    }

    /// Lets go of what ``hold(_:)`` kept: the continuation is being resumed.
    package func release(_ number: Int) {
        _ = awaiting.withLock { $0.values.removeValue(forKey: number) }
    }

    /// Schedules `job` on `clock` at its current time.
    fileprivate func enqueue(_ job: UnownedJob, onMainActor: Bool, clock: VirtualClock) {
        serial += 1
        let number = serial
        waiting[number] = job
        clock.schedule(at: clock.now) {
            guard let job = self.waiting.removeValue(forKey: number) else { return }
            if onMainActor {
                job.runSynchronously(on: StoryMainExecutor.shared.asUnownedSerialExecutor())
            } else {
                job.runSynchronously(on: StoryGlobalExecutor.shared.asUnownedTaskExecutor())
            }
        }
    }

    /// Parks what still waits (jobs not run, continuations not resumed): the recording has
    /// ended, and nothing will run them. `Story.record` calls it last; the queue's `deinit`
    /// parks whatever comes after. A suspended task can hold what its story's clock holds, and
    /// the clock the task (through its pending actions), so waiting for the queue to be freed
    /// could mean waiting for ever.
    package func parkRemaining() {
        let awaits = awaiting.withLock { state -> [Any] in
            defer { state.values = [:] }
            return state.values.sorted { $0.key < $1.key }.map(\.value)
        }
        let jobs = waiting.sorted { $0.key < $1.key }.map(\.value)
        waiting = [:]
        if !jobs.isEmpty || !awaits.isEmpty { StoryTasks.park(jobs, awaits: awaits) }
    }

    deinit { parkRemaining() }
}

/// The standard library's `Task.sleep`, for code that sees Animatic's story-clock overloads
/// (AnimaticStage's `Task+StoryClock.swift`): this module does not import them, so the calls
/// below are the standard library's own.
package enum RealSleep {
    /// `Task.sleep(nanoseconds:)` of the standard library.
    package static func sleep(nanoseconds duration: UInt64) async throws {
        try await Task.sleep(nanoseconds: duration)
    }

    /// `Task.sleep(until:tolerance:clock:)` of the standard library.
    package static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration?, clock: C) async throws {
        try await Task.sleep(until: deadline, tolerance: tolerance, clock: clock)
    }

    /// `Task.sleep(for:tolerance:clock:)` of the standard library.
    package static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration?, clock: C) async throws {
        try await Task.sleep(for: duration, tolerance: tolerance, clock: clock)
    }
}
