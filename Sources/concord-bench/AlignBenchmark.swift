enum AlignBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        print("AlignBenchmark: not written yet")
        return 1
    }
}
