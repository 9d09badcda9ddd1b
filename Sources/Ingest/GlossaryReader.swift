import Diagnostics

/// Reads `glossary.yml`: a list of entries, each with an `id`, terms per language (a term or a list whose
/// first item is preferred) and an optional `definition` per language.
public enum GlossaryReader {
    public static func read(_ text: String, path: String, problems: inout [Diagnostic]) -> Glossary {
        let root: YAMLNode
        do {
            root = try YAMLParser.parse(text)
        } catch {
            problems.append(Diagnostic(.error, "glossary.syntax", error.message, source: path, range: SourceRange(error.position)))
            return Glossary()
        }
        guard case .sequence(let items, _) = root else {
            problems.append(Diagnostic(.error, "glossary.type", "found \(root.typeDescription), expected a list of entries ('- id: …')",
                                       source: path, range: SourceRange(root.position)))
            return Glossary()
        }
        var entries: [GlossaryEntry] = []
        var seen: [String: Int] = [:]
        for item in items {
            func problem(_ id: String, _ node: YAMLNode, _ message: String) {
                problems.append(Diagnostic(.error, id, message, source: path, range: SourceRange(node.position)))
            }
            guard case .mapping(let members, _) = item else {
                problem("glossary.entry.type", item, "found \(item.typeDescription), expected an entry with 'id' and terms")
                continue
            }
            guard let idNode = item["id"], let rawID = idNode.string, !rawID.isEmpty else {
                problem("glossary.id.missing", item, "found an entry without an 'id', expected a short name such as search-field")
                continue
            }
            let id = Slug.make(rawID) ?? rawID
            if let first = seen[id] {
                problem("glossary.id.duplicate", idNode, "found a second entry '\(id)', expected ids to be unique (the first is on line \(first))")
                continue
            }
            seen[id] = idNode.position.line
            var terms: [String: [String]] = [:]
            var definition: [String: String] = [:]
            var termProblems = 0
            for (key, value) in members where key != "id" {
                if key == "definition" {
                    guard case .mapping(let defs, _) = value else {
                        problem("glossary.definition.type", value, "found \(value.typeDescription) for 'definition', expected text per language (en: …)")
                        continue
                    }
                    for (language, text) in defs {
                        if let s = text.string { definition[language] = s } else {
                            problem("glossary.definition.type", text, "found \(text.typeDescription) for the \(language) definition, expected text")
                        }
                    }
                } else if let list = value.strings {
                    let cleaned = list.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                    if cleaned.isEmpty {
                        problem("glossary.term.empty", value, "found no term for '\(key)', expected at least one")
                        termProblems += 1
                    } else {
                        terms[key] = cleaned
                    }
                } else {
                    problem("glossary.term.type", value, "found \(value.typeDescription) for '\(key)', expected a term or a list of terms")
                    termProblems += 1
                }
            }
            if terms.isEmpty {
                // One mistake, one message: an entry whose only terms were wrong has been reported already.
                if termProblems > 0 { continue }
                problem("glossary.terms.missing", item, "found the entry '\(id)' with no terms, expected terms per language (en: [...], zh-Hans: [...])")
                continue
            }
            entries.append(GlossaryEntry(id: id, terms: terms, definition: definition, line: item.position.line))
        }
        return Glossary(entries: entries)
    }
}

import Foundation
