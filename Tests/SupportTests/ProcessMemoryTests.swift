import Foundation
import Support
import XCTest

/// The process's allocator: mimalloc serves every `malloc`, so the figures the README gives are the ones users get.
final class ProcessMemoryTests: XCTestCase {
    func testMimallocServesMalloc() {
        // A process whose malloc the C library serves (libmimalloc linked after libc, or not at all) fails here.
        XCTAssertTrue(ProcessMemory.servesMalloc, "malloc is not mimalloc's: check that libmimalloc comes before libc")
        XCTAssertTrue(ProcessMemory.allocator.hasPrefix("mimalloc 2."), ProcessMemory.allocator)
    }
}
