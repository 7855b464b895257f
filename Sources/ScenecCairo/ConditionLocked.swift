#if canImport(Glibc)
import Glibc
#endif

/// A value guarded by a pthread mutex, with a condition variable so a thread can sleep until another
/// thread changes the value (rather than spinning on it). The mutex and condition live in memory of
/// their own: pthread objects must never move, and a Swift stored property may.
final class ConditionLocked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Read and written only with `mutex` held.
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex.initialize(to: pthread_mutex_t())
        changed.initialize(to: pthread_cond_t())
        // Default attributes: these only fail for lack of memory, which Swift treats as fatal anyway.
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` on the value with the lock held. `wakingWaiters`: `body` may change what a waiting
    /// thread waits for, so every waiter wakes to look again once the lock is released.
    func withLock<T>(wakingWaiters: Bool = false, _ body: (inout Value) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer {
            if wakingWaiters { pthread_cond_broadcast(changed) }
            pthread_mutex_unlock(mutex)
        }
        return try body(&value)
    }

    /// Sleeps while `condition` holds for the value (checked with the lock held, again after each
    /// change made with `wakingWaiters`), then runs `body` on it with the lock still held.
    func withLock<T>(waitingWhile condition: (Value) -> Bool, _ body: (inout Value) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        // A wait can also end spuriously: the loop checks again.
        while condition(value) { pthread_cond_wait(changed, mutex) }
        return try body(&value)
    }
}
