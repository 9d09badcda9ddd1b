import Diagnostics
import Foundation
import Mustache
import Testing

/// The diagnostics thrown for `source`, or a recorded issue when it parses.
private func parseErrors(_ source: String, name: String = "page", path: String? = nil) -> [Diagnostic] {
    do {
        _ = try MustacheTemplate.parse(source, name: name, path: path)
        Issue.record("expected \(source.debugDescription) not to parse")
        return []
    } catch {
        return error.diagnostics
    }
}

private func location(_ d: Diagnostic) -> String {
    "\(d.identifier)@\(d.source ?? "-"):\(d.range?.start.line ?? 0):\(d.range?.start.column ?? 0)"
}

private func library(_ sources: [String: String]) throws -> MustacheLibrary {
    var library = MustacheLibrary()
    for (name, source) in sources { try library.add(source, name: name) }
    return library
}

@Suite struct ParseDiagnosticTests {
    @Test func unclosedSection() {
        let errors = parseErrors("<ul>\n  {{#items}}\n  <li>{{name}}</li>\n</ul>\n")
        #expect(errors.map(location) == ["template.section.unclosed@page:2:3"])
        #expect(errors.first?.summary == "'{{#items}}' is never closed; expected '{{/items}}' in template 'page'")
        #expect(errors.first?.severity == .error)
    }

    @Test func unclosedBlockAndParent() {
        #expect(parseErrors("{{<layout}}\n{{$content}}x\n{{/layout}}").map(location)
            == ["template.section.mismatched@page:3:1"])
        #expect(parseErrors("a {{$title}}x").map(location) == ["template.section.unclosed@page:1:3"])
    }

    @Test func mismatchedClose() {
        let errors = parseErrors("{{#a}}\n{{#b}}\n{{/a}}\n")
        #expect(errors.map(location) == ["template.section.mismatched@page:3:1"])
        #expect(errors.first?.summary.contains("'{{#b}}' at 2:1") == true)
    }

    @Test func closeWithNothingOpen() {
        #expect(parseErrors("text {{/a}}").map(location) == ["template.section.unopened@page:1:6"])
    }

    @Test func unclosedTag() {
        #expect(parseErrors("Hello {{name\nworld").map(location) == ["template.tag.unclosed@page:1:7"])
        // A later tag's closing delimiter must not swallow the unclosed one.
        let errors = parseErrors("a {{name b\n{{other}} {{#s}}{{/s}}")
        #expect(errors.map(location) == ["template.tag.unclosed@page:1:3"])
        #expect(errors.first?.summary == "tag '{{name b' is never closed; expected '}}' in template 'page'")
        #expect(parseErrors("{{{raw}}").map(location) == ["template.tag.unclosed@page:1:1"])
    }

    @Test func badDelimiterChange() {
        #expect(parseErrors("x\n {{=<% =}}").map(location) == ["template.delimiters.invalid@page:2:2"])
        #expect(parseErrors("{{=<% %> [ =}}").map(location) == ["template.delimiters.invalid@page:1:1"])
        #expect(parseErrors("{{=a= b=}}").map(location) == ["template.delimiters.invalid@page:1:1"])
    }

    @Test func invalidNames() {
        #expect(parseErrors("{{}} {{a b}} {{a..b}} {{#}}{{/}}").map(location) == [
            "template.tag.invalidName@page:1:1", "template.tag.invalidName@page:1:6",
            "template.tag.invalidName@page:1:14", "template.tag.invalidName@page:1:23",
            "template.tag.invalidName@page:1:28",
        ])
    }

    @Test func reportsEveryProblemWithPathAndScalarColumns() {
        let errors = parseErrors("héllo {{#a}}\n{{name\n{{/b}}\n{{=x=}}\n{{#c}}", path: "templates/page.mustache")
        #expect(errors.map(location) == [
            "template.tag.unclosed@templates/page.mustache:2:1",
            "template.section.mismatched@templates/page.mustache:3:1",
            "template.delimiters.invalid@templates/page.mustache:4:1",
            "template.section.unclosed@templates/page.mustache:5:1",
        ])
        #expect(errors.allSatisfy { $0.summary.hasSuffix("in template 'page'") })
    }

    @Test func positionsFollowCustomDelimiters() {
        #expect(parseErrors("{{=<% %>=}}\n  <%#a%>\n").map(location) == ["template.section.unclosed@page:2:3"])
    }
}

@Suite struct StrictRenderingTests {
    let page = "<h1>{{titel}}</h1>\n{{#items}}<li>{{nmae}}</li>{{/items}}{{^sessions}}none{{/sessions}}\n{{author.name}}{{page.titel}}"
    let context: MustacheValue = [
        "title": "Intro", "items": [["name": "a"], ["name": "b"]], "sessions": nil, "author": nil,
        "page": ["title": "Intro"],
    ]

    @Test func unknownVariablesAreReportedOncePerTag() throws {
        let library = try library(["page": page])
        var diagnostics: [Diagnostic] = []
        let output = library.render("page", context, strict: true, diagnostics: &diagnostics)
        #expect(output == "<h1></h1>\n<li></li><li></li>none\n")
        #expect(diagnostics.map(location) == [
            "template.variable.unknown@page:1:5", "template.variable.unknown@page:2:15",
            "template.variable.unknown@page:3:16",
        ])
        #expect(diagnostics.first?.summary == "unknown variable 'titel' in template 'page'")
        #expect(diagnostics[2].summary == "unknown variable 'page.titel' in template 'page'")
    }

    @Test func unknownSectionName() throws {
        let library = try library(["page": "{{#talks}}x{{/talks}}{{^talks}}y{{/talks}}"])
        var diagnostics: [Diagnostic] = []
        #expect(library.render("page", ["sessions": []], strict: true, diagnostics: &diagnostics) == "y")
        #expect(diagnostics.map(location) == ["template.variable.unknown@page:1:1", "template.variable.unknown@page:1:22"])
    }

    @Test func namesInOuterFramesAreKnown() throws {
        let library = try library(["page": "{{#items}}{{site}}:{{.}} {{/items}}"])
        var diagnostics: [Diagnostic] = []
        #expect(library.render("page", ["site": "S", "items": [1, 2]], strict: true, diagnostics: &diagnostics) == "S:1 S:2 ")
        #expect(diagnostics.isEmpty)
    }

    /// Without `strict`, unknown names render as empty, as the Mustache spec requires, and nothing is reported;
    /// the same template in strict mode reports them (`unknownVariablesAreReportedOncePerTag`).
    @Test func nonStrictIsSilent() throws {
        let library = try library(["page": page])
        var diagnostics: [Diagnostic] = []
        #expect(library.render("page", context, diagnostics: &diagnostics) == "<h1></h1>\n<li></li><li></li>none\n")
        #expect(diagnostics.isEmpty)
        _ = library.render("page", context, strict: true, diagnostics: &diagnostics)
        #expect(diagnostics.count == 3, "the same render in strict mode reports the unknown names")
    }

    @Test func missingPartial() throws {
        let library = try library(["page": "a\n  {{>footer}}\n{{<layout}}{{/layout}}"])
        var diagnostics: [Diagnostic] = []
        #expect(library.render("page", [:], strict: true, diagnostics: &diagnostics) == "a\n")
        #expect(diagnostics.map(location) == ["template.partial.missing@page:2:3", "template.partial.missing@page:3:1"])
        #expect(diagnostics.first?.summary == "missing partial 'footer' in template 'page'")
        var lenient: [Diagnostic] = []
        _ = library.render("page", [:], diagnostics: &lenient)
        #expect(lenient.isEmpty)
    }

    @Test func diagnosticsNameTheTemplateTheTagIsIn() throws {
        let library = try library([
            "layout": "<title>{{$title}}{{site}}{{/title}}</title>",
            "page": "{{<layout}}\n{{$title}}{{ttle}}{{/title}}\n{{/layout}}",
        ])
        var diagnostics: [Diagnostic] = []
        _ = library.render("page", [:], strict: true, diagnostics: &diagnostics)
        #expect(diagnostics.map(location) == ["template.variable.unknown@page:2:11"])
    }

    @Test func missingTemplate() {
        var diagnostics: [Diagnostic] = []
        #expect(MustacheLibrary().render("nope", [:], diagnostics: &diagnostics) == "")
        #expect(diagnostics.map(\.identifier) == ["template.missing"])
    }

    @Test func unboundedRecursionStops() throws {
        let library = try library(["loop": "x{{>loop}}"])
        var diagnostics: [Diagnostic] = []
        let output = library.render("loop", [:], diagnostics: &diagnostics)
        #expect(output == String(repeating: "x", count: 201))
        #expect(diagnostics.map(location) == ["template.partial.recursion@loop:1:2"])
    }
}

@Suite struct LayoutTests {
    let layout = """
        <!doctype html>
        <title>{{$title}}Concord{{/title}}</title>
        <main>
          {{$content}}
          <p>No content.</p>
          {{/content}}
        </main>

        """

    @Test func pageOverridesLayoutBlocks() throws {
        let page = """
            {{<layout}}
            {{$title}}{{page.title}} – Concord{{/title}}
            {{$content}}
            <h1>{{page.title}}</h1>
            {{{page.body}}}
            {{/content}}
            {{/layout}}

            """
        let library = try library(["layout": layout, "page": page])
        var diagnostics: [Diagnostic] = []
        let context: MustacheValue = ["page": ["title": "Intro & more", "body": "<p>a</p>\n<pre>x\ny</pre>"]]
        let output = library.render("page", context, strict: true, diagnostics: &diagnostics)
        // Block lines take the layout's indentation; interpolated HTML (a <pre>) is left alone.
        #expect(output == """
            <!doctype html>
            <title>Intro &amp; more – Concord</title>
            <main>
              <h1>Intro &amp; more</h1>
              <p>a</p>
            <pre>x
            y</pre>
            </main>

            """)
        #expect(diagnostics.isEmpty)
    }

    @Test func defaultsWhenNotOverridden() throws {
        let library = try library(["layout": layout, "bare": "{{<layout}}{{/layout}}"])
        #expect(library.render(library["bare"]!, [:]) == """
            <!doctype html>
            <title>Concord</title>
            <main>
              <p>No content.</p>
            </main>

            """)
    }

    /// Examples from the spec discussion (mustache/spec#131, #135), checked against the reference implementation.
    @Test func blockIndentationFollowsTheExpansionSite() throws {
        let library = try library([
            "parent": "I say,\n  {{$block}}\n  Hi there!\n  {{/block}}",
            "template": "{{<parent}}\n        {{$block}}\n        Hello\n        {{/block}}\n{{/parent}}",
            "inline": "{{$block}}x{{/block}}",
            "list": "* a\n* {{<inline}}{{$block}}\n        {{! big indent }}\n        c{{/block}}{{/inline}}\n* d",
        ])
        #expect(library.render(library["template"]!, [:]) == "I say,\n  Hello\n")
        #expect(library.render(library["list"]!, [:]) == "* a\n* c\n* d")
    }

    @Test func standalonePartialsInsideBlocksKeepTheirIndentation() throws {
        let library = try library([
            "layout": "<main>\n  {{$content}}\n  {{>empty}}\n  {{/content}}\n</main>\n",
            "empty": "<p>none</p>\n<p>yet</p>\n",
            "bare": "{{<layout}}{{/layout}}",
            "page": "{{<layout}}\n{{$content}}\n    <h1>T</h1>\n    {{>empty}}\n{{/content}}\n{{/layout}}",
        ])
        #expect(library.render(library["bare"]!, [:]) == "<main>\n  <p>none</p>\n  <p>yet</p>\n</main>\n")
        #expect(library.render(library["page"]!, [:]) == "<main>\n  <h1>T</h1>\n  <p>none</p>\n  <p>yet</p>\n</main>\n")
    }

    @Test func contentOutsideBlocksInAParentIsAWarning() throws {
        let template = try MustacheTemplate.parse("{{<layout}}\n{{! fine }}\n{{#page}}\n{{$content}}x{{/content}}\n{{/page}} junk\n{{/layout}}", name: "page")
        #expect(template.warnings.map(location) == ["template.parent.ignoredContent@page:3:1"])
        #expect(template.warnings.first?.severity == .warning)
        #expect(template.warnings.first?.summary == "'{{#page}}' inside '{{<layout}}' is ignored in template 'page'")
        #expect(try MustacheTemplate.parse("{{<a}}\n  {{$b}}{{/b}}\n{{/a}}", name: "ok").warnings.isEmpty)
    }

    @Test func partialsInsideTheLayoutSeeThePageOverrides() throws {
        let library = try library([
            "layout": "<head>{{>head}}</head>{{$body}}{{/body}}",
            "head": "<title>{{$title}}Default{{/title}}</title>",
            "page": "{{<layout}}{{$title}}Talks{{/title}}{{$body}}B{{/body}}{{/layout}}",
        ])
        #expect(library.render(library["page"]!, [:]) == "<head><title>Talks</title></head>B")
    }
}

@Suite struct ValueTests {
    @Test func jsonBooleansStayBooleansAndNumbersStayNumbers() throws {
        let value = try MustacheValue(json: Data(#"{"t": true, "f": false, "one": 1, "zero": 0, "n": 85, "d": 1.21, "x": 3.0, "s": "s", "z": null, "l": [1]}"#.utf8))
        #expect(value["t"] == .bool(true))
        #expect(value["f"] == .bool(false))
        #expect(value["one"] == .int(1))
        #expect(value["zero"] == .int(0))
        #expect(value["d"] == .double(1.21))
        #expect(value["z"] == .null)
        #expect(value["l"] == [1])
        let template = try MustacheTemplate.parse("{{t}} {{f}} {{one}} {{zero}} {{n}} {{d}} {{x}} {{s}} [{{z}}]", name: "t")
        #expect(MustacheLibrary().render(template, value) == "true false 1 0 85 1.21 3 s []")
    }

    @Test func swiftValuesConvert() {
        let any: [String: Any] = ["b": true, "i": 1, "d": 2.5, "s": "x", "l": [1, "a"], "null": NSNull()]
        #expect(MustacheValue(jsonObject: any) == ["b": true, "i": 1, "d": 2.5, "s": "x", "l": [1, "a"], "null": nil])
    }

    @Test func encodable() throws {
        struct Talk: Encodable { var title: String; var minutes: Int; var live: Bool; var speaker: String? }
        let value = try MustacheValue(encoding: [Talk(title: "T", minutes: 30, live: false, speaker: nil)])
        #expect(value == [["title": "T", "minutes": 30, "live": false]])
    }

    @Test func truthiness() throws {
        let template = try MustacheTemplate.parse("{{#v}}y{{/v}}{{^v}}n{{/v}}", name: "t")
        let cases: [(MustacheValue, String)] = [
            (nil, "n"), (false, "n"), (0, "n"), (0.0, "n"), ("", "n"), ([], "n"),
            (true, "y"), (1, "y"), ("a", "y"), ([:], "y"), ([1, 2], "yy"),
        ]
        for (value, expected) in cases {
            #expect(MustacheLibrary().render(template, ["v": value]) == expected, "\(value)")
        }
    }

    @Test func escaping() throws {
        let template = try MustacheTemplate.parse("{{v}}|{{{v}}}|{{&v}}", name: "t")
        #expect(MustacheLibrary().render(template, ["v": "<a href='x'>\"&\"</a>"])
            == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;|<a href='x'>\"&\"</a>|<a href='x'>\"&\"</a>")
    }
}

/// Digests name render models for the page cache: alike for equal models, unlike for any difference.
@Suite struct DigestTests {
    @Test func equalValuesHaveEqualDigestsWhateverTheirOrderOfFilling() {
        var a: [String: MustacheValue] = [:], b: [String: MustacheValue] = [:]
        let keys = (0..<50).map { "key\($0)" }
        for k in keys { a[k] = .string("value of \(k)") }
        for k in keys.reversed() { b[k] = .string("value of \(k)") }
        #expect(MustacheValue.object(a).digest == MustacheValue.object(b).digest)
        let page: MustacheValue = ["title": "Search", "blocks": [["html": "<p>One</p>"], ["html": "<p>Two</p>"]], "n": 3]
        #expect(page.digest == page.digest)
    }

    @Test func anyDifferenceChangesTheDigest() {
        let values: [MustacheValue] = [
            .null, false, true, 0, 1, -1, 0.0, 1.5, "", "a", "b", "ab", "abcdefgh", "abcdefghi",
            [], ["a"], ["b"], ["a", "b"], ["b", "a"], [["a"]], [[:]], [:],
            ["a": "b"], ["b": "a"], ["a": "a"], ["a": ["b"]], ["a": "b", "c": "d"], ["a": "d", "c": "b"],
            ["a": ["b": "c"]], ["a": ["b": "d"]], ["ab": ""], ["a": "b", "": ""], [["a": "b"], ["c": "d"]], [["a": "b", "c": "d"]],
            "1", .double(1), .list([.null]), .list([.null, .null]),
        ]
        let digests = values.map { "\($0.digest)" }
        #expect(Set(digests).count == values.count)
    }
}
