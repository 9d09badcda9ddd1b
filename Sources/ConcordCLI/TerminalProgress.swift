import Foundation

/// The step log, and on a terminal a progress line for any step that runs longer than a second
/// ("Render pages 312/770"), redrawn in place and erased before the step's log line.
/// Logs, pipes and `--quiet` never see the progress line.
final class TerminalProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let out: (String) -> Void
    private let interactive: Bool
    private let quiet: Bool
    private var step = ""
    private var stepStart = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    private let now: () -> Date

    init(out: @escaping (String) -> Void, quiet: Bool, interactive: Bool, now: @escaping () -> Date = Date.init) {
        self.out = out
        self.now = now
        self.quiet = quiet
        self.interactive = interactive && !quiet
    }

    /// A step advanced: draws after the first second of the step, at most ten times a second.
    func advance(_ name: String, _ done: Int, _ total: Int) {
        guard interactive else { return }
        lock.withLock {
            let now = now()
            if name != step { step = name; stepStart = now; lastDraw = .distantPast }
            guard now.timeIntervalSince(stepStart) >= 1, now.timeIntervalSince(lastDraw) >= 0.1 || done == total else { return }
            lastDraw = now
            drawn = true
            let percent = total > 0 ? done * 100 / total : 100
            out("\r\u{1B}[2K  \(name) \(done)/\(total) (\(percent) %)")
        }
    }

    /// A step finished: erases the progress line, then prints the step's line.
    func finished(_ line: String) {
        guard !quiet else { return }
        lock.withLock {
            if drawn { out("\r\u{1B}[2K"); drawn = false }
            step = ""
            out(line)
        }
    }
}
