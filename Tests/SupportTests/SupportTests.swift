import Foundation
import Support
import XCTest

/// The support pieces every stage shares, each written once.
final class SupportTests: XCTestCase {
    func testContentHashIsFNV1a64() {
        // Published FNV-1a 64 test vectors.
        XCTAssertEqual(ContentHash.fnv1a64([UInt8]()), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(ContentHash.fnv1a64(Array("a".utf8)), 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(ContentHash.fnv1a64(Array("foobar".utf8)), 0x85944171f73967e8)
        XCTAssertEqual(ContentHash.hex(Array("a".utf8)), "af63dc4c86")
        XCTAssertEqual(ContentHash.hex(Data("a".utf8), length: 16), "af63dc4c8601ec8c")
        // Fed in pieces, byte by byte or from a non-contiguous sequence: the same hash.
        var pieces = ContentHash.Hasher()
        pieces.add(Array("foo".utf8))
        for byte in "ba".utf8 { pieces.add(byte: byte) }
        pieces.add("r".utf8.lazy.map { $0 })
        XCTAssertEqual(pieces.value, ContentHash.fnv1a64("foobar".utf8))
    }

    func testJSONStringEscapesWhatAScriptCannotHold() {
        XCTAssertEqual(JSONString.literal("a\"b</script>\u{2028}"), #""a\"b\u003c/script>\u2028""#)
        XCTAssertEqual(JSONString.literal("tab\tline\nback\\"), #""tab\tline\nback\\""#)
        XCTAssertEqual(JSONString.literal("搜索 plain"), "\"搜索 plain\"")
        XCTAssertEqual(JSONString.literal("\u{1}\u{7F}"), #""\u0001\u007f""#)
    }

    func testHTMLEscapesAndUnescapes() {
        let text = #"<a href="x">Tom & Jerry's</a>"#
        let html = HTML.escape(text)
        XCTAssertEqual(html, "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        XCTAssertTrue(HTML.isEscaped(text, as: html))
        XCTAssertFalse(HTML.isEscaped(text, as: text))
        XCTAssertEqual(HTML.unescape(html), text)
        XCTAssertEqual(HTML.escape("plain 文字"), "plain 文字")
        // Each reference once, left to right: an escaped reference stays one, a lone ampersand stays.
        XCTAssertEqual(HTML.unescape("&amp;lt; &&lt; &amp;amp; a&b &lt café &gt;&quot;thé&quot; &#39;"), "&lt; &< &amp; a&b &lt café >\"thé\" '")
    }

    func testConcurrentMapKeepsOrderAndUsesWorkers() {
        let input = Array(0..<10_000)
        XCTAssertEqual(input.concurrentMap { $0 * 2 }, input.map { $0 * 2 })
        XCTAssertEqual([Int]().concurrentMap { $0 }, [])
    }

    func testPartitioningIndexFindsTheFirstElementThatPasses() {
        let sorted = [1, 3, 3, 3, 7, 9]
        for key in 0...10 {
            XCTAssertEqual(sorted.partitioningIndex { $0 >= key }, sorted.firstIndex { $0 >= key } ?? sorted.endIndex, "key \(key)")
        }
        XCTAssertEqual([Int]().partitioningIndex { $0 >= 1 }, 0)
        let slice = sorted[2...]
        XCTAssertEqual(slice.partitioningIndex { $0 > 3 }, 4, "indices of the slice, not from 0")
    }

    func testConcurrentMapWithStateMakesOneStatePerWorkerAndTakesEachItemOnce() {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var states = 0, items = 0
        }
        let counter = Counter(), input = Array(0..<5_000)
        // Each state counts the items it served; a state is a worker's, so it sees many items.
        let out = input.concurrentMap(state: { () -> [Int] in counter.lock.withLock { counter.states += 1 }; return [] }) { item, served -> Int in
            served.append(item)
            counter.lock.withLock { counter.items += 1 }
            return item * 3
        }
        XCTAssertEqual(out, input.map { $0 * 3 }, "results in the items' order")
        XCTAssertEqual(counter.items, input.count, "every item taken exactly once")
        XCTAssertLessThanOrEqual(counter.states, ProcessInfo.processInfo.activeProcessorCount, "one state per worker, not per item")
        XCTAssertGreaterThanOrEqual(counter.states, 1)
        XCTAssertEqual([Int]().concurrentMap(state: { 0 }) { item, _ in item }, [])
    }

    /// Work until the clock shows 20 ms of CPU: on a busy machine that takes longer than 20 ms of wall time (a
    /// fixed 50 ms of spinning got 17 ms of CPU under load), so only a generous deadline bounds it.
    func testProcessClockAdvancesWithWork() {
        let start = ProcessClock.cpuMilliseconds()
        var x = 0.0
        let deadline = Date().addingTimeInterval(30)
        while ProcessClock.cpuMilliseconds() < start + 20, Date() < deadline {
            for _ in 0..<10_000 { x += sin(x + 1) }
        }
        XCTAssertGreaterThanOrEqual(ProcessClock.cpuMilliseconds(), start + 20, "\(x)")
    }
}
