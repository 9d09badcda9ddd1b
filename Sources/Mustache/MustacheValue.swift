import Foundation
import Support

/// The data a template is rendered against: JSON-shaped values.
///
/// Build it from Swift with literals (`["title": "Home", "pages": [["n": 1]]]`), from
/// `JSONSerialization` output with ``init(jsonObject:)``, or from any `Encodable` with ``init(encoding:)``.
///
/// Falsey values (a section is skipped, an inverted section is rendered): `null`, `false`, `0`,
/// the empty string and the empty list. Everything else, including `{}`, is truthy.
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([MustacheValue])
    /// Keys are unordered: templates only ever look values up by name.
    case object([String: MustacheValue])

    /// The value of `key` when this is an object.
    public subscript(key: String) -> MustacheValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    /// Whether a section with this value renders (lists aside, which render once per element).
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let b): b
        case .int(let i): i != 0
        case .double(let d): d != 0
        case .string(let s): !s.isEmpty
        case .list(let items): !items.isEmpty
        case .object: true
        }
    }

    /// The text an interpolation tag inserts (before HTML escaping).
    ///
    /// Integers print without a fraction (`85`), doubles in their shortest form (`1.21`), and
    /// integral doubles like integers (`3.0` prints `3`, as in JavaScript). `null`, lists and objects print nothing.
    public var interpolationText: String {
        switch self {
        case .null, .list, .object: ""
        case .bool(let b): b ? "true" : "false"
        case .int(let i): String(i)
        case .double(let d): Self.format(d)
        case .string(let s): s
        }
    }

    static func format(_ d: Double) -> String {
        // Exact integers up to 2^53 print like Int; beyond that a Double is not exact anyway.
        if d.rounded() == d, abs(d) <= 9_007_199_254_740_992 { return String(Int(d)) }
        return String(d)
    }
}

// MARK: - Foundation bridging

extension MustacheValue {
    /// Converts `JSONSerialization` output (or `[String: Any]` / `[Any]` built in Swift).
    ///
    /// JSON booleans arrive as `NSNumber`s that also cast to `Int`, and `0`/`1` cast to `Bool`,
    /// so the number's storage type decides: `true` stays a boolean and `1` stays a number.
    /// Unsupported objects become `null`.
    public init(jsonObject: Any) {
        // Plain Swift values first: their dynamic type is exact.
        let type = type(of: jsonObject)
        if type == Bool.self { self = .bool(jsonObject as! Bool); return }
        if type == Int.self { self = .int(jsonObject as! Int); return }
        if type == Double.self { self = .double(jsonObject as! Double); return }
        switch jsonObject {
        case let s as String:
            self = .string(s)
        case let n as NSNumber:
            self = Self.number(n)
        case let a as [Any]:
            self = .list(a.map(MustacheValue.init(jsonObject:)))
        case let d as [String: Any]:
            self = .object(d.mapValues(MustacheValue.init(jsonObject:)))
        case let v as MustacheValue:
            self = v
        default:
            self = .null  // NSNull and anything unknown
        }
    }

    private static func number(_ n: NSNumber) -> MustacheValue {
        // Bridged NSNumbers: Objective-C type encoding "c" (char) is how booleans are stored.
        switch UInt8(truncatingIfNeeded: n.objCType.pointee) {  // CChar is signed on some platforms
        case UInt8(ascii: "c"), UInt8(ascii: "B"):
            return .bool(n.boolValue)
        case UInt8(ascii: "d"), UInt8(ascii: "f"):
            return .double(n.doubleValue)
        case UInt8(ascii: "Q"), UInt8(ascii: "L"):
            let u = n.uint64Value
            return u <= UInt64(Int.max) ? .int(Int(u)) : .double(n.doubleValue)
        default:
            return .int(n.intValue)
        }
    }

    /// Parses JSON text.
    public init(json: Data) throws {
        self.init(jsonObject: try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed]))
    }

    /// Converts any `Encodable` through its JSON encoding, so a site's render model can be plain structs.
    public init<T: Encodable>(encoding value: T) throws {
        try self.init(json: JSONEncoder().encode(value))
    }
}

// MARK: - Literals

extension MustacheValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        // Later duplicates win, like JSON parsers do. Filled by hand: render models build hundreds of thousands
        // of these, and the uniquing initialiser is several times slower.
        var fields = [String: MustacheValue](minimumCapacity: elements.count)
        for (key, value) in elements { fields[key] = value }
        self = .object(fields)
    }
}

extension MustacheValue {
    /// A stable 128-bit digest of the value, for a cache key: equal values have equal digests whatever order their
    /// objects were filled in (an object's entries are combined by addition, so they need no sorting). Unequal
    /// values differ but by accident (2⁻¹²⁸). The same on every run: Swift's own hashing is seeded per process.
    public var digest: (UInt64, UInt64) {
        var d = WordDigest()
        switch self {
        case .null: d.add(0xA0)
        case .bool(let b): d.add(0xA1); d.add(b ? 1 : 0)
        case .int(let i): d.add(0xA2); d.add(UInt64(bitPattern: Int64(i)))
        case .double(let x): d.add(0xA3); d.add(x.bitPattern)
        case .string(let s): d.add(0xA4); d.add(s)
        case .list(let items):
            d.add(0xA5); d.add(UInt64(items.count))
            for item in items {
                let (x, y) = item.digest
                d.add(x); d.add(y)
            }
        case .object(let fields):
            d.add(0xA6); d.add(UInt64(fields.count))
            var sumX: UInt64 = 0, sumY: UInt64 = 0
            for (key, value) in fields {
                var entry = WordDigest(seed: 0xE7)
                entry.add(key)
                let (x, y) = value.digest
                entry.add(x); entry.add(y)
                let (p, q) = entry.value
                sumX &+= p; sumY &+= q
            }
            d.add(sumX); d.add(sumY)
        }
        return d.value
    }
}
