/// The `concord` command line, as a library so tests can run it with arguments and read its exit code.
public enum ConcordCommand {
    public static func main(arguments: [String]) -> Int32 {
        print("concord: not yet")
        return 1
    }
}
