/// Splits code into tokens for highlighting: keywords, types, strings, numbers, comments, attributes. The
/// template wraps each in a `tok-KIND` span; the stylesheet colours them. A small hand-written lexer for the
/// C family (Swift, Objective-C, C, C++, Metal, JavaScript, Kotlin, Java) plus `#` comments for Python, Ruby
/// and shell: talks show short snippets, and an approximate colouring beats none.
public enum CodeHighlighter {
    public struct Token: Sendable, Hashable {
        /// `keyword`, `type`, `string`, `number`, `comment`, `attribute`; nil for plain text.
        public var kind: String?
        public var text: String
        public init(kind: String?, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    static let swiftKeywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue", "convenience",
        "default", "defer", "deinit", "didSet", "do", "dynamic", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "final", "for", "func", "get", "guard", "if", "import", "in", "indirect", "init", "inout", "internal", "is", "lazy", "let",
        "mutating", "nil", "nonisolated", "open", "operator", "override", "private", "protocol", "public", "repeat", "required",
        "rethrows", "return", "self", "Self", "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws",
        "true", "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet", "consuming", "borrowing", "macro",
    ]
    static let cKeywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern", "float", "for",
        "goto", "if", "inline", "int", "long", "register", "return", "short", "signed", "sizeof", "static", "struct", "switch",
        "typedef", "union", "unsigned", "void", "volatile", "while", "bool", "true", "false", "nil", "NULL", "YES", "NO", "self",
        "super", "id", "instancetype", "nonatomic", "strong", "weak", "assign", "copy", "readonly", "readwrite", "nullable",
        "nonnull", "class", "public", "private", "protected", "template", "typename", "namespace", "using", "new", "delete",
        "this", "virtual", "override", "constexpr", "kernel", "vertex", "fragment", "device", "constant", "thread", "threadgroup",
        "half", "float2", "float3", "float4", "uint", "try", "catch", "throw", "import", "include",
    ]
    static let scriptKeywords: Set<String> = [
        "async", "await", "break", "case", "catch", "class", "const", "continue", "default", "delete", "do", "else", "export",
        "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "let", "new", "null", "of",
        "return", "static", "super", "switch", "this", "throw", "true", "try", "typeof", "undefined", "var", "void", "while",
        "yield", "def", "elif", "from", "lambda", "None", "True", "False", "not", "and", "or", "pass", "raise", "with", "as",
        "fun", "val", "when", "object", "package", "interface", "implements", "public", "private", "protected", "end", "then",
        "fi", "echo", "export", "local",
    ]

    /// The tokens of `code` in `language` (a name as metadata gives it: `swift`, `objective-c`, `js`, …);
    /// joined, their texts are exactly `code`.
    public static func tokens(_ code: String, language: String?) -> [Token] {
        let lang = (language ?? "swift").lowercased()
        let keywords: Set<String>
        var hashComments = false
        switch lang {
        case "objective-c", "objc", "c", "c++", "cpp", "metal", "objective-c++", "h", "m", "mm": keywords = cKeywords
        case "javascript", "js", "typescript", "ts", "json", "java", "kotlin", "kt": keywords = scriptKeywords
        case "python", "py", "ruby", "rb", "shell", "sh", "bash", "zsh", "console", "yaml", "yml":
            keywords = scriptKeywords
            hashComments = true
        default: keywords = swiftKeywords
        }
        let chars = Array(code.unicodeScalars)
        var out: [Token] = []
        func emit(_ kind: String?, _ range: Range<Int>) {
            guard !range.isEmpty else { return }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: chars[range])
            let string = String(text)
            if kind == nil, let last = out.last, last.kind == nil {
                out[out.count - 1].text += string
            } else {
                out.append(Token(kind: kind, text: string))
            }
        }
        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic }
        func isIdentifier(_ c: Unicode.Scalar) -> Bool { isIdentifierStart(c) || ("0"..."9").contains(c) }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let next: Unicode.Scalar? = i + 1 < chars.count ? chars[i + 1] : nil
            if c == "/" && next == "/" || hashComments && c == "#" {
                var j = i
                while j < chars.count, chars[j] != "\n" { j += 1 }
                emit("comment", i..<j)
                i = j
            } else if c == "/" && next == "*" {
                var j = i + 2
                while j < chars.count, !(chars[j] == "*" && j + 1 < chars.count && chars[j + 1] == "/") { j += 1 }
                j = min(chars.count, j + 2)
                emit("comment", i..<j)
                i = j
            } else if c == "\"" || c == "'" && lang != "swift" || c == "`" && keywords == scriptKeywords {
                // A string to its closing quote (escapes skipped); Swift's """ blocks run to the closing """.
                let triple = c == "\"" && next == "\"" && i + 2 < chars.count && chars[i + 2] == "\""
                var j = i + (triple ? 3 : 1)
                while j < chars.count {
                    if chars[j] == "\\" { j += 2; continue }
                    if triple {
                        if chars[j] == "\"" && j + 2 < chars.count && chars[j + 1] == "\"" && chars[j + 2] == "\"" { j += 3; break }
                    } else if chars[j] == c { j += 1; break } else if chars[j] == "\n" { break }
                    j += 1
                }
                j = min(j, chars.count)
                emit("string", i..<j)
                i = j
            } else if ("0"..."9").contains(c) {
                var j = i + 1
                while j < chars.count, isIdentifier(chars[j]) || chars[j] == "." && j + 1 < chars.count && ("0"..."9").contains(chars[j + 1]) { j += 1 }
                emit("number", i..<j)
                i = j
            } else if (c == "@" || c == "#") && next.map(isIdentifierStart) == true {
                var j = i + 1
                while j < chars.count, isIdentifier(chars[j]) { j += 1 }
                emit("attribute", i..<j)
                i = j
            } else if isIdentifierStart(c) {
                var j = i + 1
                while j < chars.count, isIdentifier(chars[j]) { j += 1 }
                var word = String.UnicodeScalarView()
                word.append(contentsOf: chars[i..<j])
                let w = String(word)
                let kind: String? = keywords.contains(w) ? "keyword" : (c.properties.isUppercase ? "type" : nil)
                emit(kind, i..<j)
                i = j
            } else {
                emit(nil, i..<(i + 1))
                i += 1
            }
        }
        return out
    }
}
