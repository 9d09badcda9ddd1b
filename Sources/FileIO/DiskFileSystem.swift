import Foundation

/// The real file system.
public struct DiskFileSystem: FileSystem {
    public init() {}

    public func kind(of path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
            return .symlink(target: target)
        default: return .file
        }
    }

    public func list(_ directory: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw FileIOError(directory, "cannot list folder")
        }
    }

    public func read(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileIOError(path, "cannot read file")
        }
        return data
    }

    public func write(_ data: Data, to path: String) throws {
        let parent = Path.parent(path)
        if !parent.isEmpty, !isDirectory(parent) { try createDirectory(parent) }
        // Plain POSIX calls: Foundation's Data.write costs several system calls more per file, which adds up
        // over the thousands of files of a large site.
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw FileIOError(path, "cannot write file: \(Self.lastError)") }
        defer { close(fd) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileIOError(path, "cannot write file: \(Self.lastError)")
                }
                offset += written
            }
        }
    }

    public func createDirectory(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileIOError(path, "cannot create folder")
        }
    }

    /// Gives `target` the file `existing` (a hard link) when that file holds exactly `data`: nothing is written
    /// and no inode made, which is most of the kernel's cost of writing thousands of small files again. False
    /// when `existing` is not a regular file holding `data`, or the file system cannot link: write `data` then.
    public func linkIfIdentical(_ existing: String, holds data: Data, as target: String) -> Bool {
        let fd = open(existing, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == data.count else { return false }
        let same = data.withUnsafeBytes { (expected: UnsafeRawBufferPointer) -> Bool in
            guard expected.count > 0 else { return true }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: expected.count, alignment: 16)
            defer { buffer.deallocate() }
            var done = 0
            while done < expected.count {
                let n = Glibc.read(fd, buffer.baseAddress! + done, expected.count - done)
                if n <= 0 { return false }
                done += n
            }
            return memcmp(buffer.baseAddress!, expected.baseAddress!, expected.count) == 0
        }
        return same && link(existing, target) == 0
    }

    /// Asks the file system to place each folder made in `folder` apart from the others and from `folder` itself
    /// (ext4's "top of a directory hierarchy", `chattr +T`): the folder's group is then chosen by its name's hash
    /// among the emptiest groups, not beside its parent. True when the flag is set; false on other systems and
    /// file systems, where it means nothing.
    public func spreadsFolders(in folder: String) -> Bool {
        #if os(Linux)
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        // <linux/fs.h>: FS_IOC_GETFLAGS, FS_IOC_SETFLAGS and FS_TOPDIR_FL. The file systems read and write an int
        // there, whatever the macros' `long` says.
        let getFlags: UInt = 0x8008_6601, setFlags: UInt = 0x4008_6602, topDirectory: CInt = 0x0002_0000
        var flags: CInt = 0
        guard ioctl(fd, getFlags, &flags) == 0 else { return false }
        flags |= topDirectory
        return ioctl(fd, setFlags, &flags) == 0
        #else
        return false
        #endif
    }

    /// Hard-links the regular file `existing` (never through a symbolic link) as `target`; false when it cannot.
    public func hardLink(_ existing: String, as target: String) -> Bool {
        var info = stat()
        guard lstat(existing, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return Glibc.link(existing, target) == 0
    }

    /// Removes a file, a symbolic link (not what it points to) or a folder with everything in it, with plain
    /// POSIX calls: FileManager's removeItem took seconds to clear a replaced site of thousands of files.
    public func remove(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            guard let folder = opendir(path) else { throw FileIOError(path, "cannot remove: \(Self.lastError)") }
            var names: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != ".", name != ".." { names.append(name) }
            }
            closedir(folder)
            for name in names { try remove(path + "/" + name) }
            guard rmdir(path) == 0 || errno == ENOENT else { throw FileIOError(path, "cannot remove: \(Self.lastError)") }
        } else {
            guard unlink(path) == 0 || errno == ENOENT else { throw FileIOError(path, "cannot remove: \(Self.lastError)") }
        }
    }

    /// Swaps two existing paths in one step (Linux `renameat2` with `RENAME_EXCHANGE`), so there is no moment
    /// when neither exists. Returns false when the system or file system can't (the caller falls back to renames).
    public func exchange(_ a: String, _ b: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
        // Not in Swift's Glibc module: looked up at run time (glibc 2.28 and later).
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    }

    /// The message of the last failed system call (`errno`).
    static var lastError: String { String(cString: strerror(errno)) }

    public func move(_ source: String, to destination: String) throws {
        // rename(2) is atomic within one file system, which is why output is staged beside its target.
        guard rename(source, destination) == 0 else {
            throw FileIOError(source, "cannot rename to \(destination): \(Self.lastError)")
        }
    }
}
