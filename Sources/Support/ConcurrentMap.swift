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

    /// `concurrentMap` whose workers each keep one `State` (scratch buffers) for every item they take: large
    /// buffers are made once per core, not once per item, and keep their capacity (no fresh pages to fault in).
    /// Items are handed out in order to whichever worker is free; results come back in order.
    public func concurrentMap<State, T: Sendable>(state makeState: @Sendable () -> State,
                                                  _ transform: @Sendable (Element, inout State) -> T) -> [T] where Element: Sendable, Self: Sendable {
        let slots = ResultSlots<T>(count: count), next = NextItem()
        let workers = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var state = makeState()
            while let offset = next.take(below: count) { slots.set(offset, transform(self[startIndex + offset], &state)) }
        }
        return slots.values
    }
}

/// The next unclaimed item of concurrent work.
private final class NextItem: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
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
