#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A per-thread slot holding a reference for the duration of a scope.
///
/// Story recording binds "the current story" (its clock, its recorder) to the recording
/// thread, so that `MainScheduler.instance` and `UIView.animate` find it without a global
/// that parallel recordings would fight over. The slot does not retain its value: the value
/// is kept alive by the scope that bound it.
///
/// ```swift
/// let slot = ThreadLocalSlot<VirtualClock>()
/// slot.withValue(clock) { slot.value === clock }   // true inside, nil outside
/// ```
@usableFromInline package final class ThreadLocalSlot<Value: AnyObject>: Sendable {
    private let key: pthread_key_t

    /// Creates a new slot (one per use, usually a `static let`).
    package init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status)): too many thread-local slots")
        self.key = key
    }

    /// The value bound on this thread, or `nil` outside any ``withValue(_:_:)`` scope.
    @inlinable @inline(__always) package var value: Value? {
        guard let raw = pthread_getspecific(keyValue) else { return nil }
        return Unmanaged<Value>.fromOpaque(raw).takeUnretainedValue()
    }

    @usableFromInline var keyValue: pthread_key_t { key }

    /// Binds `value` on this thread while `body` runs, then restores the previous binding.
    package func withValue<R>(_ value: Value, _ body: () throws -> R) rethrows -> R {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(value).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try withExtendedLifetime(value) { try body() }
    }
}

/// One object per thread, made on the thread's first use and released when the thread ends.
///
/// For state that code on the recording thread reads and writes at a high rate: after one
/// thread-local read, it is plain stored properties (a ``ThreadLocalSlot`` binding costs two
/// thread-local writes per scope).
///
/// ```swift
/// let counters = ThreadLocalObject { Counter() }
/// counters.value.count += 1   // this thread's counter
/// ```
@usableFromInline package final class ThreadLocalObject<Value: AnyObject>: Sendable {
    @usableFromInline let key: pthread_key_t
    private let make: @Sendable () -> Value

    /// Creates a new slot (one per use, usually a `static let`); `make` makes each thread's object.
    package init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            if let raw { Unmanaged<AnyObject>.fromOpaque(raw).release() }
        }
        precondition(status == 0, "pthread_key_create failed (\(status)): too many thread-local slots")
        self.key = key
        self.make = make
    }

    /// This thread's object.
    ///
    /// Marked `@inline(__always)`: the stage still calls the unspecialised generic getter out of
    /// line (150,000 reads on the 10,000-view benchmark), but its own body then takes 11
    /// instructions a read instead of 23, the rest going to `pthread_getspecific` and a retain
    /// (−1.8 M; BENCHMARKS.md, branch `perf4`).
    @inlinable @inline(__always) package var value: Value {
        if let raw = pthread_getspecific(key) { return Unmanaged<Value>.fromOpaque(raw).takeUnretainedValue() }
        return makeValue()
    }

    @usableFromInline @inline(never) func makeValue() -> Value {
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
