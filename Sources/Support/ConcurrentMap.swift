import Dispatch
import Foundation

extension Collection where Index == Int {
    /// `map` on every core: `transform` runs concurrently, results come back in order.
    ///
    /// Lives in the lowest target (`Support`) so every stage (aligning talks, scoring cross-references,
    /// indexing, rendering, compressing) shares one implementation.
    public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] where Element: Sendable, Self: Sendable {
        let slots = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { offset in
            slots.set(offset, transform(self[startIndex + offset]))
        }
        return slots.values
    }
}

/// Results of concurrent work, one slot per item, each written by exactly one worker.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) { lock.withLock { slots[index] = value } }

    var values: [T] { lock.withLock { slots.map { $0! } } }
}

/// Counts finished items of concurrent work and reports `(done, total)` after each, for progress lines.
public final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    /// Reports `(0, total)` at once, so a progress display knows when the work began.
    public init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
        report(0, total)
    }

    /// One more item is finished.
    public func advance() {
        let now = lock.withLock { done += 1; return done }
        report(now, total)
    }
}
