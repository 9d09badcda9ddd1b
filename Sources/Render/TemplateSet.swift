import Diagnostics
import FileIO
import Ingest
import Mustache
import TextAnalysis

/// The templates and interface strings a site is rendered with.
///
/// Defaults come from the theme's `Templates/` folder; a user's templates (same names) override them one by
/// one. Partials live in `partials/` and are named without the folder (`{{> toolbar}}`).
public struct TemplateSet: Sendable {
    public var library: MustacheLibrary
    /// Interface strings by language.
    public var strings: [String: [String: String]]

    /// Templates every site needs; a missing one is an error.
    public static let required = ["layout", "home", "page", "session", "parallel", "glossary", "search", "404"]

    public init(library: MustacheLibrary, strings: [String: [String: String]]) {
        self.library = library
        self.strings = strings
    }

    /// Loads `*.mustache` and `strings/*.yml` from each folder in turn; later folders override earlier ones.
    public static func load(from folders: [String], fileSystem: any FileSystem, languages: [String],
                            problems: inout [Diagnostic]) -> TemplateSet {
        var library = MustacheLibrary()
        var strings: [String: [String: String]] = [:]
        var stringsSource: [String: String] = [:]
        for folder in folders where fileSystem.isDirectory(folder) {
            guard let entries = try? fileSystem.walk(folder) else { continue }
            for (relative, kind) in entries where kind == .file {
                let path = Path.join(folder, relative)
                if relative.hasSuffix(".mustache") {
                    let name = Path.fileName(String(relative.dropLast(".mustache".count)))
                    guard let text = read(path, fileSystem, &problems) else { continue }
                    do {
                        try library.add(text, name: name, path: path)
                    } catch {
                        problems.append(contentsOf: error.diagnostics)
                    }
                } else if relative.hasPrefix("strings/"), relative.hasSuffix(".yml") {
                    let language = Path.fileName(String(relative.dropLast(4)))
                    guard let text = read(path, fileSystem, &problems) else { continue }
                    do {
                        let node = try YAMLParser.parse(text)
                        guard case .mapping(let members, _) = node else {
                            problems.append(Diagnostic(.error, "strings.type", "found \(node.typeDescription), expected 'key: text' lines",
                                                       source: path, range: SourceRange(node.position)))
                            continue
                        }
                        var table = strings[language] ?? [:]
                        for (key, value) in members {
                            if let s = value.string { table[key] = s } else {
                                problems.append(Diagnostic(.error, "strings.value.type", "found \(value.typeDescription) for '\(key)', expected text",
                                                           source: path, range: SourceRange(value.position)))
                            }
                        }
                        strings[language] = table
                        stringsSource[language] = path
                    } catch {
                        problems.append(Diagnostic(.error, "strings.syntax", error.message, source: path, range: SourceRange(error.position)))
                    }
                }
            }
        }
        for name in required where library[name] == nil {
            problems.append(.error("template.missing", "found no template '\(name).mustache', expected one in \(folders.joined(separator: " or "))"))
        }
        // A language the theme has no strings for (a talk in German) is read in English's interface, or the first
        // language that has strings: its pages are still built, with a warning, never blank.
        var borrowed = Set<String>()
        // A regional variant (`pt-BR`) reads its language's strings (`pt.yml`) when it has none of its own.
        for language in languages where strings[language] == nil {
            if let row = Languages.info(language), let table = strings[row.tag] { strings[language] = table }
        }
        if let lender = strings["en"] != nil ? "en" : languages.first(where: { strings[$0] != nil }) {
            for language in languages where strings[language] == nil {
                problems.append(.warning("strings.language.missing",
                                         "found no interface strings for '\(language)', expected strings/\(language).yml; its pages use \(lender)'s"))
                strings[language] = strings[lender]
                borrowed.insert(language)
            }
        }
        // Every language needs every string the default language has, or pages would show blanks.
        let reference = languages.first.flatMap { strings[$0] } ?? [:]
        for language in languages where !borrowed.contains(language) {
            guard let table = strings[language] else {
                problems.append(.error("strings.language.missing", "found no interface strings for '\(language)', expected strings/\(language).yml"))
                continue
            }
            for key in reference.keys.sorted() where table[key] == nil {
                problems.append(.warning("strings.key.missing", "found no '\(key)' for \(language), expected every key of \(languages[0]); using \(languages[0])'s",
                                         source: stringsSource[language], line: 1))
            }
        }
        for language in languages where strings[language] != nil {
            strings[language] = reference.merging(strings[language]!) { _, own in own }
        }
        // The theme has strings for more languages than most sites use: only the site's are kept (and written).
        if !languages.isEmpty { strings = strings.filter { languages.contains($0.key) } }
        return TemplateSet(library: library, strings: strings)
    }

    private static func read(_ path: String, _ fileSystem: any FileSystem, _ problems: inout [Diagnostic]) -> String? {
        guard let data = try? fileSystem.read(path) else {
            problems.append(.error("file.unreadable", "cannot read the file", source: path))
            return nil
        }
        return TextDecoder.decode(data, path: path, problems: &problems)
    }
}
