enum TranslationBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        print("TranslationBenchmark: not written yet")
        return 1
    }
}
