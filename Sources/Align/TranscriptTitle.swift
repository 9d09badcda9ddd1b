import TextAnalysis

/// A talk's title from its own words, for captions that come without one.
///
/// Speakers name the talk in the first minute: "Welcome to Advanced NSOperations.", "Welcome to session 403,
/// What's New in Cocoa Touch.", "This session is all about Swift performance.", "Today I'm going to talk about
/// building better apps with value types." The name is what follows, cut at the end of its clause: words in
/// title case as written, or a short noun phrase in sentence case. Nil when the opening names nothing usable;
/// the caller then falls back to the talk's id.
public enum TranscriptTitle {
    typealias Word = TranscriptChapters.Word

    /// A title from the first sentences of the talk (in order).
    public static func guess(sentences: [String]) -> String? {
        if sentences.prefix(3).contains(where: { $0.unicodeScalars.contains { Tokenizer.isCJK($0.value) } }) {
            return quotedTitle(sentences.joined(separator: " "))
        }
        // Only the first 40 sentences can name the talk; the words written in lower case anywhere are gathered from
        // all of them, and only once a sentence names something (most openings of a talk without a title do not).
        let words = sentences.prefix(40).map(Word.split)
        var lowerCasedWords: Set<String>?
        func lowerCased() -> Set<String> {
            if let lowerCasedWords { return lowerCasedWords }
            var found = Set<String>()
            for sentence in words + sentences.dropFirst(40).map(Word.split) {
                for w in sentence where w.startsLowercase { found.insert(w.key) }
            }
            lowerCasedWords = found
            return found
        }
        for sentence in words {
            guard let (rest, strong) = named(sentence), let title = phrase(rest, lowerCased: lowerCased(), allowLowerCase: strong),
                  !Word.split(title).contains(where: { notNames.contains($0.key) }) else { continue }
            return title
        }
        // "The Apple Design Resources are a collection of…": a talk that opens by defining its subject.
        for sentence in words.prefix(3) where sentence.count > 4 && sentence[0].key == "the" {
            var run: [Word] = []
            for w in sentence.dropFirst() {
                guard w.text.first?.isUppercase == true || w.text.dropFirst().contains(where: \.isUppercase) else { break }
                var bare = w
                bare.trailing = ""
                run.append(bare)
                if w.endsClause { break }
            }
            let verb = sentence.count > run.count + 1 ? sentence[run.count + 1].key : ""
            if run.count >= 2, run.count <= 6, ["is", "are", "was", "were"].contains(verb), !run.contains(where: { notNames.contains($0.key) }) {
                return run.map(\.text).joined(separator: " ")
            }
        }
        return nil
    }

    /// A Chinese or Japanese talk names itself in title marks or quotes: "欢迎参加《Swift最新内容》讲座", "欢迎来到
    /// “Swift性能优化”演讲", or a first caption that is the title alone. A quoted name counts after a welcome
    /// (欢迎, ようこそ), before a word for the talk (讲座, 演讲, セッション…) or as the talk's first words, not inside a sentence
    /// ("就好像《权力的游戏》中的三眼乌鸦").
    static func quotedTitle(_ text: String) -> String? {
        let pairs: [(Character, Character)] = [("《", "》"), ("“", "”"), ("「", "」"), ("『", "』"), ("\"", "\"")]
        let welcomes = ["欢迎", "歡迎", "ようこそ", "主题是", "内容是", "主題是"]
        let talks = ["讲座", "講座", "演讲", "演講", "会议", "會議", "会话", "讨论会", "专题", "环节", "セッション", "講演", "发言"]
        let characters = Array(text.prefix(1500))
        var i = 0
        while i < characters.count {
            guard let pair = pairs.first(where: { $0.0 == characters[i] }),
                  let close = characters[(i + 1)...].prefix(41).firstIndex(of: pair.1) else { i += 1; continue }
            let name = String(characters[(i + 1)..<close]).trimmingCharacters(in: .whitespaces)
            let before = String(characters[max(0, i - 16)..<i]).replacingOccurrences(of: " ", with: "")
            let after = String(characters[(close + 1)..<min(characters.count, close + 5)]).replacingOccurrences(of: " ", with: "")
            // "欢迎…", or the talk's number just before ("这是演讲411 “深入系统追溯”").
            let numbered = talks.contains { word in
                before.range(of: word, options: .backwards).map { range in
                    let number = before[range.upperBound...]
                    return number.first?.isNumber == true && number.allSatisfy { $0.isNumber || $0 == "号" || $0 == "號" }
                } ?? false
            }
            let welcomed = numbered || welcomes.contains { before.contains($0) }
            let announced = talks.contains { after.hasPrefix($0) }
            // The first words of the talk are its title card.
            if name.count >= 2, welcomed || announced || i == 0 { return name }
            i = close + 1
        }
        return nil
    }

    /// Openers after which the talk's name follows.
    static let openers: [[String]] = [
        ["welcome", "to"], ["this", "session", "is", "all", "about"], ["this", "session", "is", "about"], ["this", "talk", "is", "all", "about"],
        ["this", "talk", "is", "about"], ["this", "session", "is", "on"], ["welcome", "back", "to"],
    ]

    /// Openers that name the talk only when the speaker announces it ("we're going to talk about what's new in
    /// UIKit", "I'm excited to tell you all about what's new in watchOS 3").
    static let announcements: [[String]] = [
        ["talk", "about"], ["talking", "about"], ["tell", "you", "about"], ["tell", "you", "all", "about"], ["talk", "to", "you", "about"],
        ["introduce", "you", "to"],
    ]
    static let speakers: Set<String> = ["i", "i'm", "we", "we're", "we'll", "i'll", "i'd", "we'd", "my", "our"]

    /// The words naming the talk in a sentence, or nil when the sentence names none.
    static func named(_ words: [Word]) -> (words: [Word], strong: Bool)? {
        let keys = words.map(\.key)
        let announced = keys.contains { speakers.contains($0) } && (keys.contains("today") || keys.contains("going") || keys.contains("will")
            || keys.contains("excited") || keys.contains("here") || keys.contains("session") || keys.contains("year") || keys.contains("i'll")
            || keys.contains("we'll"))
        for opener in openers + (announced ? announcements : []) {
            guard let at = find(opener, in: keys) else { continue }
            // "We're not here talking about Active Pharmaceutical Ingredients."
            if keys[max(0, at - 3)..<at].contains(where: { $0 == "not" || $0.hasSuffix("n't") }) { continue }
            var k = at + opener.count
            // "Welcome to the Advanced Session on Working with Metal": the talk is what the session is on.
            if let on = keys[k...].prefix(4).firstIndex(where: { $0 == "session" || $0 == "talk" }), on + 1 < keys.count,
               ["on", "about"].contains(keys[on + 1]), !words[k..<on].contains(where: \.endsClause) {
                k = on
            }
            // "Welcome to session 403, …", "welcome to the session on …", "welcome to our talk about …".
            let skippable: Set<String> = ["the", "our", "this", "session", "talk", "lab", "presentation", "on", "about", "called", "titled", "entitled", "all"]
            while k < words.count, skippable.contains(keys[k]) || Int(keys[k]) != nil {
                if words[k].endsSentencePart { return nil }
                k += 1
            }
            guard k < words.count else { return nil }
            // The conference, the city or the day is not the talk.
            let notTalks: Set<String> = ["wwdc", "san", "day", "today", "everyone", "everybody", "you", "all", "afternoon", "morning", "friday",
                                         "thursday", "wednesday", "tuesday", "monday", "apple", "here", "it", "part", "our", "my", "a", "an"]
            if notTalks.contains(keys[k]) { continue }
            // Markup or code in the captions ends the name: "search fields <script>…" is "search fields".
            var rest = Array(words[k...])
            if let cut = rest.firstIndex(where: { $0.trailing.contains { "<>={}".contains($0) } }) {
                rest = Array(rest[...cut])
                rest[cut].trailing = "."
            }
            return (rest, openers.contains(opener))
        }
        return nil
    }

    static func find(_ phrase: [String], in keys: [String]) -> Int? {
        guard keys.count >= phrase.count else { return nil }
        for start in 0...(keys.count - phrase.count) where Array(keys[start..<(start + phrase.count)]) == phrase {
            return start
        }
        return nil
    }

    /// Words of a conference or a greeting, never of a talk's name ("Worldwide Developers Conference", "Today's session").
    static let notNames: Set<String> = ["conference", "wwdc", "today's", "session", "developers", "worldwide", "year's", "deeper", "most"]

    /// Small words a title in title case may hold between capitalised ones.
    static let connectors: Set<String> = ["of", "in", "and", "for", "with", "the", "a", "an", "to", "on", "at", "by", "from", "your", "&"]

    /// The name: a run of title-case words ("What's New in Cocoa Touch"), else a short noun phrase.
    static func phrase(_ words: [Word], lowerCased: Set<String>, allowLowerCase: Bool = true) -> String? {
        var run: [Word] = []
        var rest = words[...]
        // "what's new in Cocoa": Apple's own titles read "What's New in Cocoa".
        if rest.count >= 4, rest[rest.startIndex].key == "what's", rest[rest.startIndex + 1].key == "new",
           ["in", "with", "for", "on"].contains(rest[rest.startIndex + 2].key), !rest[rest.startIndex + 1].endsClause {
            let lead = rest.prefix(3).map { w -> Word in var w = w; w.trailing = ""; return w }
            run = [lead[0], lead[1], lead[2]]
            run[0].text = "What's"
            run[1].text = "New"
            rest = rest.dropFirst(3)
            guard let next = rest.first, next.text.first?.isUppercase == true || next.text.dropFirst().contains(where: \.isUppercase) else { return nil }
        }
        for w in rest.prefix(12) {
            let capital = w.text.first.map { $0.isUppercase || $0.isNumber } ?? false || w.text.dropFirst().contains { $0.isUppercase }
            guard capital || connectors.contains(w.key) else { break }
            var bare = w
            bare.trailing = ""
            run.append(bare)
            if w.endsClause { break }
        }
        while let last = run.last, connectors.contains(last.key) { run.removeLast() }
        // "I'm", "Blah blah blah": a pronoun or a repeated word is speech, not a name.
        let named = run.count >= 3 && run[0].text == "What's" && run[1].text == "New" ? Array(run.dropFirst(3)) : run
        // A word said twice running is speech; twice apart it may be the name's ("API Design for Cocoa and Cocoa Touch").
        if named.contains(where: { TranscriptChapters.clauseWords.contains($0.key) || notNames.contains($0.key) })
            || zip(run, run.dropFirst()).contains(where: { $0.key == $1.key }) {
            return nil
        }
        let capitals = run.filter { $0.text.first?.isUppercase == true || $0.text.dropFirst().contains { $0.isUppercase } }
        // Two capitalised words, or one that is a name as written ("NSOperations", "HealthKit").
        if capitals.count >= 2 || (capitals.count == 1 && run.count == 1 && (capitals[0].text.dropFirst().contains { $0.isUppercase } || !lowerCased.contains(capitals[0].key))) {
            if run.count <= 10 { return run.map(\.text).joined(separator: " ") }
        }
        // Said in lower case after "welcome to": a noun phrase of the clause of two words or more, checked like a
        // chapter title ("Building better apps"); one word ("Optimizing") says too little to name a talk.
        guard allowLowerCase else { return nil }
        let clause = TranscriptChapters.clause(words)
        let numbers: Set<String> = ["two", "three", "four", "five", "several", "many", "exciting", "technical", "main", "few", "lots", "first",
                                     "second", "third", "today's", "this", "our"]
        guard clause.count <= 6, clause.filter({ !TranscriptChapters.stopWords.contains($0.key) }).count >= 2,
              !numbers.contains(clause[0].key), Set(clause.map(\.key)).count == clause.count, let title = TranscriptChapters.nounPhrase(clause, lowerCased: lowerCased),
              TranscriptChapters.isPhrase(title) else { return nil }
        return title
    }
}
