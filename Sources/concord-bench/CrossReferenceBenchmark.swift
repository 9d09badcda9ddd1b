enum CrossReferenceBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        print("CrossReferenceBenchmark: not written yet")
        return 1
    }
}
