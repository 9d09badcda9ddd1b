import Foundation
import Support
import XCTest

final class BesideTaskTests: XCTestCase {
    /// The work runs while the caller goes on, and `wait` hands back its value (again on a second call).
    func testWorkRunsBesideTheCallerAndWaitReturnsItsValue() {
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let task = BesideTask { () -> [Int] in
            started.signal()
            release.wait()  // finishes only once the caller, still running, lets it
            return (1...5).map { $0 * $0 }
        }
        XCTAssertEqual(started.wait(timeout: .now() + 10), .success, "the work started without the caller waiting")
        release.signal()
        let (value, seconds) = task.wait()
        XCTAssertEqual(value, [1, 4, 9, 16, 25])
        XCTAssertGreaterThanOrEqual(seconds, 0)
        XCTAssertEqual(task.wait().value, value)
    }
}
