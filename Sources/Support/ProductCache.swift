import Foundation

/// Products of the build kept between builds, keyed by everything they were made from (the build's
/// `BuildCache`, in `.concord-cache/`). A stage asks before work that depends on a few inputs only (one talk's
/// alignment, one index file's packing) and stores what it made; a key never goes stale, as a different input
/// makes a different key. Implementations add the identity of Concord's own code to every key.
public protocol ProductCache: Sendable {
    /// The product of `kind` made from the inputs `key` names, or nil.
    func product(_ kind: String, key: String) -> Data?
    /// Keeps `data` as the product of `kind` for `key`, best effort.
    func store(_ kind: String, key: String, _ data: Data)
    /// Keeps the product of `kind` for `key`, if there is one, as if it had been used: a product made from
    /// others (a language's index from its packed files) keeps them for when it is made again.
    func keep(_ kind: String, key: String)
}

extension ProductCache {
    /// The entry of `kind` for `key` stored by `storeChecked`, when its bytes are whole (a cache on disk can be
    /// damaged: a disk error, a hand edit): nil otherwise.
    public func checkedProduct(_ kind: String, key: String) -> Data? {
        guard let entry = product(kind, key: key), entry.count >= 8 else { return nil }
        let body = entry.prefix(entry.count - 8)
        let hash = entry.suffix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Self.check(body) == hash ? Data(body) : nil
    }

    /// The check hash of an entry's bytes (the first half of their `StreamingHash`: FNV's byte loop cost as much as
    /// reading a page's rendering back).
    static func check(_ body: Data) -> UInt64 {
        var hash = StreamingHash()
        hash.add(body)
        return hash.value.0
    }

    /// Stores `data` with its hash, for `checkedProduct`.
    public func storeChecked(_ kind: String, key: String, _ data: Data) {
        var hash = Self.check(data), trailer = [UInt8](repeating: 0, count: 8)
        for i in (0..<8).reversed() { trailer[i] = UInt8(hash & 0xFF); hash >>= 8 }
        store(kind, key: key, data + trailer)
    }

    /// The cached product of `kind` for the inputs written by `inputs`, decoded by `decode`; or, on a miss (or an
    /// entry that does not decode), `make()`'s, encoded by `encode` and stored.
    public func product<T>(_ kind: String, inputs: (inout BinaryWriter) -> Void, decode: (inout BinaryReader) throws -> T,
                           encode: (T, inout BinaryWriter) -> Void, make: () -> T) -> T {
        var key = BinaryWriter(hashing: true)
        inputs(&key)
        let name = key.fingerprint
        if let data = checkedProduct(kind, key: name) {
            var reader = BinaryReader(data)
            if let value = try? decode(&reader), reader.isAtEnd { return value }
        }
        let value = make()
        var writer = BinaryWriter()
        encode(value, &writer)
        storeChecked(kind, key: name, Data(writer.bytes))
        return value
    }
}

/// A compact, versionless byte encoding for cache entries and cache keys: integers as LEB128 varints, doubles
/// as their bits, strings as length and UTF-8. Written and read in the same order by the same code.
/// A writer made `hashing` keeps no bytes, only their `fingerprint`: a cache key's inputs are often the whole
/// of a talk's captions, written only to be named.
public struct BinaryWriter: Sendable {
    /// The bytes written (none when `hashing`).
    public private(set) var bytes: [UInt8] = []
    private let hashing: Bool
    private var hash: StreamingHash?

    public init(hashing: Bool = false) {
        self.hashing = hashing
        if hashing { hash = StreamingHash() }
    }

    /// Whether this writer only names its inputs (`init(hashing:)`): what it writes is never read back, so it may
    /// write a value as it is held rather than in the form a reader needs.
    public var isHashing: Bool { hashing }

    /// A hash of the bytes written and their count: the name of the inputs they describe.
    public var fingerprint: String {
        var all = hash ?? StreamingHash()
        if !hashing { all.add(bytes) }
        let (a, b) = all.value
        return ContentHash.hex(a, length: 16) + ContentHash.hex(b, length: 8) + String(all.count, radix: 16)
    }

    private mutating func put(_ byte: UInt8) {
        if hashing {
            hash!.add(byte: byte)
        } else {
            bytes.append(byte)
        }
    }

    private mutating func put(contentsOf data: some Collection<UInt8>) {
        if hashing {
            hash!.add(data)
        } else {
            bytes.append(contentsOf: data)
        }
    }

    public mutating func write(_ value: Int) {
        var v = UInt64(bitPattern: Int64(value))
        // Zig-zag, so small negative numbers stay short.
        v = (v << 1) ^ UInt64(bitPattern: Int64(value) >> 63)
        while v >= 0x80 {
            put(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        put(UInt8(v))
    }

    public mutating func write(_ value: Bool) { put(value ? 1 : 0) }

    public mutating func write(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            put(UInt8(bits & 0xFF))
            bits >>= 8
        }
    }

    public mutating func write(_ value: String) {
        write(value.utf8.count)
        var value = value
        value.withUTF8 { put(contentsOf: $0) }
    }

    public mutating func write(bytes data: some Collection<UInt8>) {
        write(data.count)
        put(contentsOf: data)
    }

    public mutating func write(_ value: Int?) {
        write(value != nil)
        if let value { write(value) }
    }

    public mutating func write(_ value: Double?) {
        write(value != nil)
        if let value { write(value) }
    }

    public mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    /// A list of strings: its count, then each.
    public mutating func write(_ strings: [String]) {
        write(strings.count)
        for string in strings { write(string) }
    }
}

/// Reads what `BinaryWriter` wrote; throws on bytes that are not what the caller expects (a damaged entry).
public struct BinaryReader {
    public struct Malformed: Error { public init() {} }

    private let bytes: [UInt8]
    private var offset = 0

    public init(_ data: Data) { bytes = Array(data) }

    public var isAtEnd: Bool { offset == bytes.count }

    public mutating func int() throws -> Int {
        var v: UInt64 = 0, shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Malformed() }
            let b = bytes[offset]
            offset += 1
            v |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: (v >> 1) ^ (0 &- (v & 1))))
    }

    /// A count of items to follow, each at least one byte: more than the bytes left is damage.
    public mutating func count() throws -> Int {
        let n = try int()
        guard n >= 0, n <= bytes.count - offset else { throw Malformed() }
        return n
    }

    public mutating func bool() throws -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    public mutating func double() throws -> Double {
        guard offset + 8 <= bytes.count else { throw Malformed() }
        var bits: UInt64 = 0
        for i in (0..<8).reversed() { bits = bits << 8 | UInt64(bytes[offset + i]) }
        offset += 8
        return Double(bitPattern: bits)
    }

    public mutating func string() throws -> String {
        let n = try count()
        defer { offset += n }
        return String(decoding: bytes[offset..<offset + n], as: UTF8.self)
    }

    public mutating func data() throws -> [UInt8] {
        let n = try count()
        defer { offset += n }
        return Array(bytes[offset..<offset + n])
    }

    public mutating func optionalInt() throws -> Int? { try bool() ? try int() : nil }
    public mutating func optionalDouble() throws -> Double? { try bool() ? try double() : nil }
    public mutating func optionalString() throws -> String? { try bool() ? try string() : nil }

    /// A list written by `BinaryWriter.write(_: [String])`.
    public mutating func strings() throws -> [String] { try (0..<count()).map { _ in try string() } }
}

/// A `ProductCache` in memory, for one process: tests, and tools that run stages more than once.
public final class MemoryProductCache: ProductCache, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Data] = [:]
    /// Lookups that found an entry, and entries stored, by kind.
    private var hitsByKind: [String: Int] = [:], storesByKind: [String: Int] = [:]

    /// Lookups that found an entry, and entries stored, of every kind.
    public var hits: Int { lock.withLock { hitsByKind.values.reduce(0, +) } }
    public var stores: Int { lock.withLock { storesByKind.values.reduce(0, +) } }

    /// Lookups of `kind` that found an entry.
    public func hits(of kind: String) -> Int { lock.withLock { hitsByKind[kind] ?? 0 } }
    /// Entries of `kind` stored.
    public func stores(of kind: String) -> Int { lock.withLock { storesByKind[kind] ?? 0 } }

    public init() {}

    public func product(_ kind: String, key: String) -> Data? {
        lock.withLock {
            let found = entries[kind + "/" + key]
            if found != nil { hitsByKind[kind, default: 0] += 1 }
            return found
        }
    }

    public func store(_ kind: String, key: String, _ data: Data) {
        lock.withLock {
            entries[kind + "/" + key] = data
            storesByKind[kind, default: 0] += 1
        }
    }

    /// Entries live as long as the cache: nothing to keep.
    public func keep(_ kind: String, key: String) {}

    /// The keys stored for `kind`.
    public func keys(_ kind: String) -> [String] {
        lock.withLock { entries.keys.filter { $0.hasPrefix(kind + "/") }.map { String($0.dropFirst(kind.count + 1)) }.sorted() }
    }

    /// Replaces an entry's bytes (tests of damaged entries).
    public func replace(_ kind: String, key: String, with data: Data) {
        lock.withLock { entries[kind + "/" + key] = data }
    }
}
