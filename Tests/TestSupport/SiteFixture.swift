import Build
import Diagnostics
import FileIO
import Foundation

/// The repository's folders, found from this file's path, and in-memory copies of them, shared by the test
/// targets of the build and of `concord serve`.
public enum SiteFixture {
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A memory file system holding `Content/`, `Templates/` and `Public/` as they are in the repository,
    /// plus any extra files given (path → text), which replace or add to them.
    public static func seedFileSystem(extra: [String: String] = [:], without: [String] = []) throws -> MemoryFileSystem {
        let disk = DiskFileSystem()
        let memory = MemoryFileSystem()
        for folder in ["Content", "Templates", "Public"] {
            for (path, kind) in try disk.walk(Path.join(packageRoot, folder)) where kind == .file {
                try memory.write(try disk.read(Path.join(packageRoot, folder + "/" + path)), to: folder + "/" + path)
            }
        }
        for path in without { try memory.remove(path) }
        for (path, text) in extra { try memory.write(Data(text.utf8), to: path) }
        return memory
    }

    public static func options(output: String = "_site", compress: Bool = false) -> BuildOptions {
        BuildOptions(contentDirectory: "Content", outputDirectory: output, templatesDirectory: "Templates",
                     publicDirectory: "Public", compress: compress)
    }

    /// The build's diagnostics about the content: `lexicon.*` warnings say whether `make lexicons` ran on this
    /// machine, which no fixture controls, so they are left out.
    public static func contentDiagnostics(_ built: BuiltSite) -> [Diagnostic] {
        built.diagnostics.filter { !$0.identifier.hasPrefix("lexicon.") }
    }

    public static func text(_ built: BuiltSite, _ path: String) -> String? {
        built.files.first { $0.path == path }.map { String(decoding: $0.data, as: UTF8.self) }
    }
}
