import Support

extension ContentHash {
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
