import Foundation

/// CPU time of the whole process (all threads), for step timings on a busy machine where wall time says little.
public enum ProcessClock {
    /// User + system CPU time of the process so far, in milliseconds.
    public static func cpuMilliseconds() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    }
}
