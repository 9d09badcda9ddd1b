@testable import Search
import XCTest

final class VarintTests: XCTestCase {
    /// Writing into a buffer gives the digits appending gives, for one- to many-digit values, back to back.
    func testWritingGivesTheDigitsAppendingGives() {
        let values = [0, 1, 31, 32, 33, 1023, 1024, 65_535, 1 << 20, 123_456_789, Int.max]
        var appended: [UInt8] = []
        for v in values { Varint.append(v, to: &appended) }
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: 13 * values.count)
        defer { out.deallocate() }
        let end = Varint.alphabet.withUnsafeBufferPointer { digits in
            values.reduce(0) { n, v in Varint.write(v, to: out, at: n, digits: digits) }
        }
        XCTAssertEqual(Array(UnsafeBufferPointer(start: out, count: end)), appended)
        // And they read back (5 bits a digit, least significant first, 32 and up: more follow).
        var decoded: [Int] = [], value = 0, shift = 0
        for c in appended {
            let d = Varint.value(of: c)
            value |= (d & 31) << shift
            shift += 5
            if d < 32 { decoded.append(value); value = 0; shift = 0 }
        }
        XCTAssertEqual(decoded, values)
    }
}
