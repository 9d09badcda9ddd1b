import Diagnostics
import FileIO
import Ingest

/// The content folder `Content/` of an in-memory file system, read as a build reads it, and its problems.
func readContent(_ fs: MemoryFileSystem) -> (Content, [Diagnostic]) {
    var problems: [Diagnostic] = []
    let content = ContentReader(fileSystem: fs, root: "Content").read(problems: &problems)
    return (content, problems)
}
