import FileIO
import Foundation

/// Finds the default theme (`Templates/`, `Public/`) and compiled data (`Lexicons/`) that ship with Concord.
///
/// An installed `concord` (`make install PREFIX=…`) finds them in `PREFIX/share/concord/`, beside its own
/// `bin/`; a development build (`.build/debug/concord`) finds them in the repository it was built in. A
/// project that keeps a whole copy of the theme (`Templates/` and `Public/` in the working folder) uses
/// that copy, and `CONCORD_HOME` names another folder holding them.
struct ThemeLocator {
    var fileSystem: any FileSystem = DiskFileSystem()
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// The running executable, symbolic links resolved.
    var executable: String = ThemeLocator.executablePath()
    var currentDirectory: String = FileManager.default.currentDirectoryPath

    /// The folder holding `Templates/` and `Public/`, or nil when none is found.
    func root() -> String? {
        candidates().first { fileSystem.isDirectory(Path.join($0, "Templates")) && fileSystem.isDirectory(Path.join($0, "Public")) }
    }

    /// Where to look, in order: `CONCORD_HOME`, the working folder, `share/concord` beside the executable's
    /// `bin/`, then the executable's folder and its ancestors (a build inside the repository).
    func candidates() -> [String] {
        var list: [String] = []
        if let home = environment["CONCORD_HOME"], !home.isEmpty { list.append(home) }
        list.append(currentDirectory)
        var dir = Path.parent(executable)
        list.append(Path.join(Path.parent(dir), "share/concord"))
        for _ in 0..<5 where dir != "/" && !dir.isEmpty {
            list.append(dir)
            dir = Path.parent(dir)
        }
        return list
    }

    /// `/proc/self/exe` names the executable however it was started (through `PATH`, a link, a relative path).
    static func executablePath() -> String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().path
    }
}
