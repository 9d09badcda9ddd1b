import Foundation

/// Work started on another thread now and waited for later, with how long it took: a build step that runs beside
/// others (`SiteMaker.makeSite`, `BuildPipeline.model`), each of which has stretches that keep only one core busy.
public final class BesideTask<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var result: (Value, Double)?

    public init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: group) { [self] in
            let start = DispatchTime.now().uptimeNanoseconds
            let value = work()
            result = (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
    }

    /// The work's value and its seconds, once it is done.
    public func wait() -> (value: Value, seconds: Double) {
        group.wait()
        return result!
    }
}
