import FileIO
import Foundation

/// `concord init [DIR]`: writes the starter site into an empty or new folder, never over anything.
enum InitCommand {
    static func run(folder: String, fileSystem: any FileSystem = DiskFileSystem(),
                    _ out: (String) -> Void, _ err: (String) -> Void) -> Int32 {
        switch fileSystem.kind(of: folder) {
        case nil: break
        case .directory:
            let entries = (try? fileSystem.list(folder)) ?? []
            guard entries.isEmpty else {
                err("concord: found \(entries.count) entr\(entries.count == 1 ? "y" : "ies") in '\(folder)' (\(entries.prefix(3).joined(separator: ", "))\(entries.count > 3 ? ", …" : "")), expected an empty or new folder; init never writes over files\n")
                return 2
            }
        default:
            err("concord: found a file at '\(folder)', expected an empty or new folder\n")
            return 2
        }
        do {
            try fileSystem.createDirectory(folder)
            for file in StarterSite.files {
                try fileSystem.write(Data((file.text + "\n").utf8), to: Path.join(folder, file.path))
            }
        } catch {
            err("concord: cannot write the starter site: \(error)\n")
            return 1
        }
        let here = folder == "." || folder.isEmpty
        out("""
        Created a Concord site in \(here ? "this folder" : folder): \(StarterSite.files.count) files.

        Next:
        \(here ? "" : "  cd \(folder.contains(" ") ? "'\(folder)'" : folder)\n")  concord build     write the site to _site/ and open _site/index.html
          concord serve     preview at http://127.0.0.1:8000/, rebuilding as you edit Content/
          concord check     check every link and anchor

        """)
        return 0
    }
}
