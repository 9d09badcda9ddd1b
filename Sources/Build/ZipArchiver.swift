import FileIO
import Foundation
import Support

/// Writes a zip archive (PKWARE APPNOTE 6.3: local headers, deflated data, central directory) of the built
/// site, for download and offline reading. Entry times are fixed so two builds give identical archives.
enum ZipArchiver {
    static func archive(_ files: [(path: String, data: Data)]) -> Data {
        var out = Data()
        var central = Data()
        // 1980-01-01 00:00, the earliest DOS date: no build time leaks into the archive.
        let dosTime: UInt16 = 0, dosDate: UInt16 = (0 << 9) | (1 << 5) | 1
        var count: UInt16 = 0
        // Not the pre-compressed copies, nor dotfiles (host settings such as .nojekyll): what a reader needs.
        for (path, data) in files where !Compression.isCopy(path) && !Path.fileName(path).hasPrefix(".") {
            let name = Data(path.utf8)
            let crc = Zlib.crc32(data)
            let deflated = Zlib.deflateRaw(data)
            let useDeflate = deflated.map { $0.count < data.count } ?? false
            let body = useDeflate ? deflated! : data
            let offset = UInt32(out.count)
            out.append(le32(0x0403_4b50))
            out.append(le16(20)); out.append(le16(0x0800))  // version, flags: UTF-8 names
            out.append(le16(useDeflate ? 8 : 0)); out.append(le16(dosTime)); out.append(le16(dosDate))
            out.append(le32(crc)); out.append(le32(UInt32(body.count))); out.append(le32(UInt32(data.count)))
            out.append(le16(UInt16(name.count))); out.append(le16(0))
            out.append(name); out.append(body)

            central.append(le32(0x0201_4b50))
            central.append(le16(0x0314)); central.append(le16(20)); central.append(le16(0x0800))
            central.append(le16(useDeflate ? 8 : 0)); central.append(le16(dosTime)); central.append(le16(dosDate))
            central.append(le32(crc)); central.append(le32(UInt32(body.count))); central.append(le32(UInt32(data.count)))
            central.append(le16(UInt16(name.count))); central.append(le16(0)); central.append(le16(0))
            central.append(le16(0)); central.append(le16(0))
            central.append(le32(0o100644 << 16))  // regular file, rw-r--r--
            central.append(le32(offset)); central.append(name)
            count += 1
        }
        let centralOffset = UInt32(out.count)
        out.append(central)
        out.append(le32(0x0605_4b50)); out.append(le16(0)); out.append(le16(0))
        out.append(le16(count)); out.append(le16(count))
        out.append(le32(UInt32(central.count))); out.append(le32(centralOffset)); out.append(le16(0))
        return out
    }

    private static func le16(_ v: UInt16) -> Data { withUnsafeBytes(of: v.littleEndian) { Data($0) } }
    private static func le32(_ v: UInt32) -> Data { withUnsafeBytes(of: v.littleEndian) { Data($0) } }
}
