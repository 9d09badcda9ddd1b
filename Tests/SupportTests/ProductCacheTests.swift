import Foundation
import Support
import XCTest

final class ProductCacheTests: XCTestCase {
    func testValuesReadBackAsWritten() throws {
        var w = BinaryWriter()
        let ints = [0, 1, -1, 63, 64, -65, 127, 128, 300, Int.max, Int.min]
        for n in ints { w.write(n) }
        w.write(true)
        w.write(-0.0)
        w.write(1234.5625)
        w.write("搜索 — “search”")
        w.write(nil as String?)
        w.write(Optional("x"))
        w.write(nil as Double?)
        w.write(Optional(7))
        w.write(bytes: [0, 255, 10])
        w.write(["scope bar", "", "范围栏"])
        var r = BinaryReader(Data(w.bytes))
        XCTAssertEqual(try ints.map { _ in try r.int() }, ints)
        XCTAssertEqual(try r.bool(), true)
        XCTAssertEqual(try r.double().bitPattern, (-0.0).bitPattern)
        XCTAssertEqual(try r.double(), 1234.5625)
        XCTAssertEqual(try r.string(), "搜索 — “search”")
        XCTAssertNil(try r.optionalString())
        XCTAssertEqual(try r.optionalString(), "x")
        XCTAssertNil(try r.optionalDouble())
        XCTAssertEqual(try r.optionalInt(), 7)
        XCTAssertEqual(try r.data(), [0, 255, 10])
        XCTAssertEqual(try r.strings(), ["scope bar", "", "范围栏"])
        XCTAssertTrue(r.isAtEnd)
    }

    func testDamagedBytesThrowInsteadOfCrashing() {
        var w = BinaryWriter()
        w.write("a string of some length")
        w.write(3.0)
        let bytes = w.bytes
        for cut in 0..<bytes.count {
            var r = BinaryReader(Data(bytes[..<cut]))
            XCTAssertThrowsError(try { _ = try r.string(); _ = try r.double() }(), "cut at \(cut)")
        }
        var huge = BinaryReader(Data([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]))
        XCTAssertThrowsError(try huge.string())
        var notBool = BinaryReader(Data([2]))
        XCTAssertThrowsError(try notBool.bool())
    }

    func testFingerprintsDifferWithEveryInput() {
        func print(_ body: (inout BinaryWriter) -> Void) -> String {
            var w = BinaryWriter()
            body(&w)
            return w.fingerprint
        }
        let a = print { $0.write("ab"); $0.write("c") }
        XCTAssertEqual(a, print { $0.write("ab"); $0.write("c") })
        XCTAssertNotEqual(a, print { $0.write("a"); $0.write("bc") }, "lengths are part of the encoding")
        XCTAssertNotEqual(a, print { $0.write("ab"); $0.write("d") })
        // A writer that keeps only the hashes names the same bytes alike.
        var hashing = BinaryWriter(hashing: true)
        hashing.write("ab"); hashing.write("c")
        XCTAssertEqual(hashing.fingerprint, a)
        XCTAssertTrue(hashing.bytes.isEmpty)
    }

    func testStreamingHashIsMurmur3AndIndependentOfHowBytesArrive() {
        // Vectors of MurmurHash3_x64_128, seed 0 (Python's mmh3.hash128, both halves).
        func hash(_ bytes: [UInt8]) -> (UInt64, UInt64) {
            var h = StreamingHash()
            h.add(bytes)
            return h.value
        }
        XCTAssertTrue(hash([]) == (0, 0))
        XCTAssertTrue(hash(Array("hello".utf8)) == (0xcbd8_a7b3_41bd_9b02, 0x5b1e_906a_48ae_1d19))
        XCTAssertTrue(hash(Array("The quick brown fox jumps over the lazy dog".utf8)) == (0xe34b_bc7b_bc07_1b6c, 0x7a43_3ca9_c49a_9347))
        let bytes = (0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
        let whole = hash(bytes)
        XCTAssertTrue(hash(Array(0..<37)) == (0x5174_ad5e_dd02_d820, 0x8084_5399_c703_cdb0))
        // Byte by byte, in odd pieces, from a non-contiguous collection: the same hash.
        var single = StreamingHash()
        for b in bytes { single.add(byte: b) }
        XCTAssertTrue(single.value == whole)
        var pieces = StreamingHash()
        var start = 0
        for size in [1, 15, 16, 17, 3, 1100, 5, 40] + Array(repeating: 200, count: 10) where start < bytes.count {
            pieces.add(bytes[start..<min(bytes.count, start + size)])
            start += size
        }
        pieces.add(bytes[min(start, bytes.count)...])
        XCTAssertTrue(pieces.value == whole)
        var lazy = StreamingHash()
        lazy.add(bytes.lazy.map { $0 })
        XCTAssertTrue(lazy.value == whole)
        XCTAssertEqual(lazy.count, 3000)
        XCTAssertFalse(hash(Array(bytes.dropLast())) == whole)
    }

    func testProductIsMadeOnceThenReadAndAgainWhenDamaged() {
        let cache = MemoryProductCache()
        var made = 0
        func product(_ input: String) -> String {
            cache.product("test", inputs: { $0.write(input) }, decode: { try $0.string() },
                          encode: { value, w in w.write(value) }, make: { made += 1; return input.uppercased() })
        }
        XCTAssertEqual(product("search"), "SEARCH")
        XCTAssertEqual(product("search"), "SEARCH")
        XCTAssertEqual(made, 1)
        XCTAssertEqual(cache.hits, 1)
        XCTAssertEqual(product("find"), "FIND")
        XCTAssertEqual(made, 2, "another input, another product")
        // An entry whose bytes are not whole, that does not decode, or has bytes left over, is made again.
        for key in cache.keys("test") { cache.replace("test", key: key, with: Data([0x02, 0x41, 0x42, 0x00, 1, 2, 3, 4, 5, 6, 7, 8])) }
        XCTAssertEqual(product("search"), "SEARCH")
        for damaged in [Data([0x7F]), Data([0x02, 0x41, 0x42, 0x00])] {
            for key in cache.keys("test") { cache.storeChecked("test", key: key, damaged) }
            XCTAssertEqual(product("search"), "SEARCH")
        }
        XCTAssertEqual(made, 5)
    }

    func testPackingThroughTheCacheGivesTheSameBytes() {
        let json = Array(("[" + (0..<400).map { "\"word \($0)\"" }.joined(separator: ",") + "]").utf8)
        let cache = MemoryProductCache()
        let packed = PackedPayload.pack(json)
        XCTAssertEqual(PackedPayload.pack(json, cache: cache), packed)
        XCTAssertEqual(PackedPayload.pack(json, cache: cache), packed)
        XCTAssertEqual(cache.stores, 1)
        XCTAssertEqual(cache.hits, 1)
        XCTAssertEqual(PackedPayload.pack(Array("[1]".utf8), cache: cache), PackedPayload.pack(Array("[1]".utf8)))
        XCTAssertEqual(cache.stores, 1, "small payloads are packed, not cached")
        for key in cache.keys("packed") { cache.replace("packed", key: key, with: Data(repeating: 0x41, count: 40)) }
        XCTAssertEqual(PackedPayload.pack(json, cache: cache), packed, "a damaged entry is packed again")
    }
}
