import Glibc

/// Monotonic time in seconds since the program started: what the core's animations and tap
/// counting run on. CLOCK_MONOTONIC never jumps when the wall clock is set.
struct Clock {
    private let origin = Clock.monotonicSeconds()

    var now: Double { Clock.monotonicSeconds() - origin }

    private static func monotonicSeconds() -> Double { seconds(CLOCK_MONOTONIC) }

    /// The time of one of the system's clocks, in seconds (`CLOCK_THREAD_CPUTIME_ID`: the CPU
    /// this thread has used).
    static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
