import Foundation

/// Runs the built `concord` executable as a subprocess with a time limit, so a crash or a hang fails a test
/// rather than the whole test run.
enum ConcordProcess {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The `concord` executable built beside this test bundle (or in `.build/debug`).
    static var executable: String? {
        var candidates: [String] = []
        if let bundle = CommandLine.arguments.first(where: { $0.hasSuffix(".xctest") }) {
            candidates.append(URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("concord").path)
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("concord").path)
        candidates.append(root + "/.build/debug/concord")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Outcome {
        var status: Int32
        var exited: Bool
        var timedOut: Bool
        var stdout: Data
        var stderr: String
        var seconds: Double
    }

    /// Runs `concord` (or another executable) with a time limit; output goes through files so a full pipe can never block it.
    static func run(_ arguments: [String], timeout: Double, scratch: String, executable: String? = nil) throws -> Outcome {
        let process = try start(arguments, scratch: scratch, executable: executable)
        let started = Date()
        var timedOut = false
        if process.done.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.process.processIdentifier, SIGKILL)
            process.done.wait()
        }
        return process.outcome(timedOut: timedOut, seconds: Date().timeIntervalSince(started))
    }

    /// A started `concord`; `done` is signalled when it ends.
    final class Running: @unchecked Sendable {
        let process: Process
        let done = DispatchSemaphore(value: 0)
        let outPath: String, errPath: String
        var handles: [FileHandle] = []
        init(_ process: Process, outPath: String, errPath: String) {
            self.process = process
            self.outPath = outPath
            self.errPath = errPath
        }
        func outcome(timedOut: Bool, seconds: Double) -> Outcome {
            for handle in handles { try? handle.close() }
            return Outcome(status: process.terminationStatus, exited: process.terminationReason == .exit, timedOut: timedOut,
                           stdout: FileManager.default.contents(atPath: outPath) ?? Data(),
                           stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self),
                           seconds: seconds)
        }
    }

    static func start(_ arguments: [String], scratch: String, executable: String? = nil) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? Self.executable!)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let outPath = scratch + "/stdout", errPath = scratch + "/stderr"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        let running = Running(process, outPath: outPath, errPath: errPath)
        running.handles = [out, err]
        process.terminationHandler = { _ in running.done.signal() }
        try process.run()
        return running
    }
}
