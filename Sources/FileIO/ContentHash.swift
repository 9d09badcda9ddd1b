/// Short content hashes for file names, so hosts can cache assets forever (a new content gets a new name).
///
/// FNV-1a over 64 bits: not cryptographic, but stable across runs and platforms, and collisions between
/// the few hundred files of a site are vanishingly unlikely at 64 bits.
public enum ContentHash {
    public static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        // Contiguous bytes (Data, arrays, native strings) through a buffer: Data's own iterator is several
        // times slower, and the service worker hashes every file of the site.
        if let hash = bytes.withContiguousStorageIfAvailable({ fnv1a64(buffer: $0) }) { return hash }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func fnv1a64(buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in buffer {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The first `length` hex digits of the hash.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes, length: Int = 10) -> String where Bytes.Element == UInt8 {
        let value = fnv1a64(bytes)
        let hex = String(value, radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
        return String(padded.prefix(length))
    }

    /// `name.ext` → `name.HASH.ext`.
    public static func hashedName(_ path: String, contents: some Sequence<UInt8>) -> String {
        let hash = hex(contents)
        let name = Path.fileName(path)
        let parent = Path.parent(path)
        let hashed: String
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            hashed = "\(name[..<dot]).\(hash)\(name[dot...])"
        } else {
            hashed = "\(name).\(hash)"
        }
        return parent.isEmpty ? hashed : Path.join(parent, hashed)
    }
}
