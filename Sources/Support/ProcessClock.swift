import Foundation

/// The process's own clock and memory, for the build's step report on a busy machine.
public enum ProcessClock {
    /// User + system CPU time of the process so far, in milliseconds.
    public static func cpuMilliseconds() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    }

    /// Starts a new "at most so far" for `residentMegabytes` (Linux: `5` into `/proc/self/clear_refs`), so a step
    /// reports its own peak rather than the largest of the steps before it. Does nothing where it can't.
    public static func resetPeak() {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return }
        defer { close(fd) }
        _ = write(fd, "5", 1)
    }

    /// (resident now, resident at most so far) in MB, from `/proc/self/status`; nil where there is none.
    public static func residentMegabytes() -> (now: Int, peak: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return nil }
            // "VmRSS:\t  123456 kB": the number after the name, in kB.
            return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) }.map { $0 / 1024 }
        }
        guard let now = field("VmRSS"), let peak = field("VmHWM") else { return nil }
        return (now, peak)
    }
}
