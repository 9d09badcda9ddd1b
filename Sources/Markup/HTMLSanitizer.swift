import Foundation
import Support

/// Raw HTML blocks written in Markdown (`<p align="center">…</p>`, a `<table>`, `<em>` around a paragraph), kept
/// as GitHub keeps them: an allowlist of tags with a few attributes each, everything else
/// dropped with its text kept (but for scripts, styles and embedded objects, dropped whole). Each block is balanced
/// on its own (a `<div>` that a later block closes opens nothing), so a page's structure never depends on it.
public enum HTMLSanitizer {
    /// Tags kept, with the attributes each may keep (`href` and `src` only with a safe address).
    static let allowed: [String: Set<String>] = {
        var tags: [String: Set<String>] = [:]
        for tag in ["p", "div", "span", "br", "hr", "ul", "li", "dl", "dt", "dd", "strong", "b", "em", "i", "u", "s",
                    "del", "ins", "code", "kbd", "samp", "var", "pre", "sup", "sub", "small", "mark", "blockquote",
                    "figure", "figcaption", "q", "cite", "caption", "thead", "tbody", "tfoot", "tr",
                    "table", "h1", "h2", "h3", "h4", "h5", "h6"] { tags[tag] = [] }
        tags["a"] = ["href", "title"]
        tags["img"] = ["src", "alt", "width", "height", "title"]
        tags["td"] = ["colspan", "rowspan"]
        tags["th"] = ["colspan", "rowspan", "scope"]
        tags["ol"] = ["start"]
        tags["abbr"] = ["title"]
        tags["time"] = ["datetime"]
        // Video and audio from the content folder (GOV.UK's pattern pages show their validation so), with controls.
        tags["video"] = ["src", "poster", "width", "height", "muted", "loop", "playsinline"]
        tags["audio"] = ["src", "loop"]
        tags["source"] = ["src", "type"]
        tags["track"] = ["src", "kind", "srclang", "label"]
        return tags
    }()
    /// Tags whose content is no text for readers: left out whole. (Not `<template>`: Vue documentation puts a
    /// slot's text in one, `<template #do-text>Contrast against the background</template>`.)
    static let dropped: Set<String> = ["script", "style", "noscript", "iframe", "object", "embed", "svg",
                                       "math", "canvas", "select", "textarea", "button", "form", "head", "title"]
    static let void: Set<String> = ["br", "hr", "img", "input", "source", "wbr", "meta", "link", "col", "area", "param", "track"]
    /// Headings inside a raw block are not the page's sections (they would be missing from its contents): shown in
    /// bold, as a `<details>`' summary is (its content is shown: a block cannot hold the Markdown that follows it).
    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// A raw HTML block's kept HTML (the ids its tags had first, as empty anchors), its plain text, and whether it
    /// shows anything; nil when it holds nothing to show (wrapper tags, comments, a script).
    public static func block(_ html: String) -> (html: String, text: String)? {
        var out = "", text = ""
        var open: [String] = []
        var ids: [String] = []
        var skipping: String?  // inside a dropped element
        var showsImage = false
        let chars = Array(html.unicodeScalars)
        var i = 0
        func appendText(_ s: String) {
            out += s
            text += s
        }
        while i < chars.count {
            let c = chars[i]
            if c == "<" {
                // A comment, a declaration, or a tag; anything else is a `<` of the text.
                if matches(chars, i, "<!--") {
                    i = (index(of: "-->", in: chars, from: i + 4) ?? chars.count - 3) + 3
                    continue
                }
                guard let end = tagEnd(chars, from: i) else { out += "&lt;"; text += "<"; i += 1; continue }
                let tagStart = i
                let tag = parseTag(String(String.UnicodeScalarView(chars[(i + 1)..<end])))
                i = end + 1
                guard let tag else { continue }
                if let skip = skipping {
                    if tag.closing, tag.name == skip { skipping = nil }
                    continue
                }
                if dropped.contains(tag.name) {
                    if !tag.closing, !tag.selfClosing { skipping = tag.name }
                    continue
                }
                if !tag.closing, let id = tag.attributes["id"] ?? tag.attributes["name"], !id.isEmpty, !id.contains(where: \.isWhitespace) {
                    ids.append(id)
                }
                let name = headings.contains(tag.name) || tag.name == "summary" ? "strong" : tag.name == "center" ? "div" : tag.name
                guard let attributes = allowed[name] else {
                    // Unknown tags go; block-level ones still part words.
                    if !text.isEmpty, !(text.last?.isWhitespace ?? true) { appendText(" ") }
                    continue
                }
                if tag.closing {
                    // Closes the innermost open element of its name and those inside it; a stray closer goes.
                    guard let k = open.lastIndex(of: name) else { continue }
                    for inner in open[k...].reversed() { out += "</\(inner)>" }
                    open.removeSubrange(k...)
                    if headings.contains(tag.name) || tag.name == "summary" { out += "<br>"; text += " " }
                    continue
                }
                let kept = keptAttributes(tag, allowed: attributes)
                if name == "a", !kept.hasPrefix(" href=") { continue }  // its text stays, unlinked
                if name == "img" {
                    guard kept.hasPrefix(" src="), !CommonMarkConverter.isDarkModeCopy(String(String.UnicodeScalarView(chars[tagStart..<i]))) else { continue }
                    showsImage = true
                    if let alt = tag.attributes["alt"] { text += alt.isEmpty ? "" : " " + alt + " " }
                }
                if inlineMedia.contains(name) {
                    // As on a line of text: players with controls, a source or track only with its `src`.
                    guard let media = mediaTag(tag) else { continue }
                    if name == "video" || name == "audio" { showsImage = true }
                    out += media
                } else {
                    out += "<\(name)\(kept)>"
                }
                if !void.contains(name), !tag.selfClosing { open.append(name) }
                continue
            }
            if skipping != nil { i += 1; continue }
            if c == "&" {
                // An entity as written, or an ampersand of the text.
                var j = i + 1
                while j < chars.count, j - i <= 32, chars[j] != ";", chars[j] != "&", chars[j] != "<", !chars[j].properties.isWhitespace { j += 1 }
                if j < chars.count, chars[j] == ";", j > i + 1 {
                    // A named or numeric reference passes as written (the browser knows them all); the text gets
                    // the character where it is known.
                    let body = chars[(i + 1)..<j]
                    let numeric = body.first == "#" && body.dropFirst().allSatisfy { $0.properties.isASCIIHexDigit || $0 == "x" || $0 == "X" }
                    if numeric || body.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }) {
                        let entity = String(String.UnicodeScalarView(chars[i...j]))
                        out += entity
                        text += HTML.namedCharacters[entity] ?? HTML.unescape(entity)
                        i = j + 1
                        continue
                    }
                }
                out += "&amp;"
                text += "&"
                i += 1
                continue
            }
            if c == ">" { out += "&gt;"; text += ">"; i += 1; continue }
            if c == "\"" { out += "&quot;"; text += "\""; i += 1; continue }
            appendText(String(c))
            i += 1
        }
        for name in open.reversed() { out += "</\(name)>" }
        while out.hasSuffix("<br>") { out.removeLast(4) }
        let plain = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !plain.isEmpty || showsImage else { return nil }
        let anchors = ids.map { "<span id=\"\(HTML.escape($0))\"></span>" }.joined()
        return (anchors + out.trimmingCharacters(in: .whitespacesAndNewlines), plain)
    }

    /// Tags kept inside a paragraph (when they open and close there).
    static let inline: Set<String> = ["a", "strong", "b", "em", "i", "code", "kbd", "samp", "var", "sup", "sub", "mark",
                                      "del", "s", "ins", "u", "small", "abbr", "q", "cite", "br", "time"]

    /// An inline tag as kept (`<a href="https://…">`, `</kbd>`), or nil when it is not kept; an `<a>` without a safe
    /// `href` is not kept (its text stays).
    static func inlineTag(_ tag: Tag) -> String? {
        if inlineMedia.contains(tag.name) { return mediaTag(tag) }
        guard inline.contains(tag.name), let attributes = allowed[tag.name] else { return nil }
        if tag.closing { return tag.name == "br" ? nil : "</\(tag.name)>" }
        var kept = ""
        for attribute in ["href", "title", "datetime"] where attributes.contains(attribute) {
            guard let value = tag.attributes[attribute], attribute != "href" || isSafeAddress(value) else { continue }
            kept += " \(attribute)=\"\(HTML.escape(value))\""
        }
        if tag.name == "a", !kept.hasPrefix(" href=") { return nil }
        return "<\(tag.name)\(kept)>"
    }

    /// The attributes of `tag` that `allowed` lists, in one order (`src` before the others, where the site's media
    /// sources are found), their addresses safe and their sizes numbers: ` src="…" width="…"`.
    static func keptAttributes(_ tag: Tag, allowed attributes: Set<String>) -> String {
        var kept = ""
        for attribute in ["href", "src", "alt", "title", "width", "height", "colspan", "rowspan", "scope", "start", "open", "datetime",
                          "poster", "type", "kind", "srclang", "label", "muted", "loop", "playsinline"]
        where attributes.contains(attribute) {
            guard let value = tag.attributes[attribute] else { continue }
            if attribute == "href" || attribute == "src" || attribute == "poster" {
                guard isSafeAddress(value) else { continue }
            } else if ["width", "height", "colspan", "rowspan", "start"].contains(attribute) {
                guard !value.isEmpty, value.count <= 6, value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "%") }) else { continue }
            }
            kept += " \(attribute)=\"\(HTML.escape(value))\""
        }
        return kept
    }

    /// Video and audio, in a block or written on a line of text (`<video src="demo.mp4"></video>`, as GitHub shows it
    /// in a README): with controls (without them, and without scripts, a reader could not play it), a `<source>` or
    /// `<track>` only with its `src`.
    static let inlineMedia: Set<String> = ["video", "audio", "source", "track"]

    static func mediaTag(_ tag: Tag) -> String? {
        guard let attributes = allowed[tag.name] else { return nil }
        if tag.closing { return void.contains(tag.name) ? nil : "</\(tag.name)>" }
        let kept = keptAttributes(tag, allowed: attributes)
        if tag.name == "source" || tag.name == "track" { return kept.hasPrefix(" src=") ? "<\(tag.name)\(kept)>" : nil }
        return "<\(tag.name)\(kept) controls>"
    }

    /// A path, a fragment, or an http(s) or mailto address: never `javascript:` or another scheme.
    static func isSafeAddress(_ value: String) -> Bool {
        let v = value.trimmingCharacters(in: .whitespaces)
        // `{url}` is an MDX expression, no address.
        guard !v.isEmpty, !v.hasPrefix("{"), !v.contains(where: { $0.isNewline || $0 == "\0" }) else { return false }
        guard let colon = v.firstIndex(of: ":") else { return true }
        let scheme = v[..<colon]
        if scheme.contains("/") || scheme.contains("?") || scheme.contains("#") { return true }
        return ["http", "https", "mailto"].contains(scheme.lowercased())
    }

    struct Tag { var name: String; var closing: Bool; var selfClosing: Bool; var attributes: [String: String] }

    /// `a href="x" class=y` → the tag's lower-cased name and attributes (entities decoded); nil for `<!DOCTYPE>`,
    /// `<?xml`, or what is no tag.
    static func parseTag(_ inside: String) -> Tag? {
        var s = Substring(inside)
        let closing = s.hasPrefix("/")
        if closing { s = s.dropFirst() }
        let selfClosing = s.hasSuffix("/")
        if selfClosing { s = s.dropLast() }
        let name = s.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" }
        guard let first = name.first, first.isLetter else { return nil }
        var attributes: [String: String] = [:]
        var rest = s.dropFirst(name.count)
        while true {
            rest = rest.drop { $0.isWhitespace }
            let key = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" && $0 != "/" }
            guard !key.isEmpty else {
                if rest.isEmpty { break }
                rest = rest.dropFirst()
                continue
            }
            rest = rest.dropFirst(key.count).drop { $0.isWhitespace }
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop { $0.isWhitespace }
                if let q = rest.first, q == "\"" || q == "'" {
                    let body = rest.dropFirst().prefix { $0 != q }
                    value = String(body)
                    rest = rest.dropFirst(body.count + 2)
                } else {
                    let body = rest.prefix { !$0.isWhitespace }
                    value = String(body)
                    rest = rest.dropFirst(body.count)
                }
            }
            let k = key.lowercased()
            if attributes[k] == nil { attributes[k] = HTML.unescape(value) }
        }
        return Tag(name: name.lowercased(), closing: closing, selfClosing: selfClosing, attributes: attributes)
    }

    private static func matches(_ chars: [Unicode.Scalar], _ i: Int, _ literal: String) -> Bool {
        var k = i
        for s in literal.unicodeScalars {
            guard k < chars.count, chars[k] == s else { return false }
            k += 1
        }
        return true
    }

    private static func index(of literal: String, in chars: [Unicode.Scalar], from: Int) -> Int? {
        var i = from
        while i < chars.count {
            if matches(chars, i, literal) { return i }
            i += 1
        }
        return nil
    }

    /// The `>` that ends the tag opening at `i` (quoted attribute values may hold `>`); nil when `<` opens no tag.
    private static func tagEnd(_ chars: [Unicode.Scalar], from i: Int) -> Int? {
        guard i + 1 < chars.count else { return nil }
        let next = chars[i + 1]
        guard next == "/" || next == "!" || next == "?" || next.properties.isAlphabetic else { return nil }
        var quote: Unicode.Scalar?
        var k = i + 1
        while k < chars.count {
            let c = chars[k]
            if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c } else if c == ">" { return k } else if c == "<" { return nil }
            k += 1
        }
        return nil
    }
}
