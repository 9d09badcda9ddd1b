import CMimalloc
import Foundation

/// The process's heap: mimalloc (Debian's libmimalloc, MIT), the only importer of CMimalloc.
///
/// Linked ahead of the C library, mimalloc serves every `malloc` of the process, the Swift runtime's included.
/// A build makes and frees millions of small strings and arrays on every core, and glibc's allocator took about
/// a tenth of the CPU time (its own code, and the kernel's page faults). Against it: 3 to 5 % less time on the
/// corpus library, 6 to 11 % at ten times the content, in less memory (README, "Memory allocator").
public enum ProcessMemory {
    /// Hands the heap's free pages back to the system, best effort: the allocator keeps what a step freed for
    /// reuse, and the resident size after a step would still count its scratch. The peak is unchanged either
    /// way, as a later step reuses that memory.
    public static func releaseFreePages() {
        // Each thread's heap holds the blocks it made: freed on another thread (a step's results, dropped by
        // the main thread), they wait for their own thread to collect them, so the workers collect too. A
        // worker that takes none of these turns collects when it next allocates.
        DispatchQueue.concurrentPerform(iterations: 4 * ProcessInfo.processInfo.activeProcessorCount) { _ in mi_collect(true) }
        mi_collect(true)
    }

    /// The allocator's name and version, as the library reports it ("mimalloc 2.0.9").
    public static var allocator: String {
        let v = Int(mi_version())
        return "mimalloc \(v / 100).\(v / 10 % 10).\(v % 10)"
    }

    /// Whether mimalloc serves the process's `malloc`: a block from `malloc` lies in mimalloc's memory. False
    /// where the link order bound `malloc` to the C library's.
    public static var servesMalloc: Bool {
        guard let block = malloc(64) else { return false }
        defer { free(block) }
        return mi_is_in_heap_region(block)
    }
}
