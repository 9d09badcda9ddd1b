/// The help texts: `concord --help`, and one per command (`concord help build`, `concord build --help`).
enum Help {
    /// The help for `command` ("" for the overview), or nil for an unknown command.
    static func text(for command: String) -> String? {
        switch command {
        case "": return overview
        case "build": return build
        case "check": return check
        case "align": return align
        case "serve": return serve
        case "init": return initCommand
        case "help": return "USAGE\n  concord help [COMMAND]\n\nShows the overview, or the help of one command.\n"
        default: return nil
        }
    }

    static let exitCodes = """
    EXIT CODES
      0  success (warnings may have been printed)
      1  the content has errors, or with --strict warnings; the output folder was not touched
      2  usage: an unknown command or option, or a missing or invalid value

    """

    static let overview = """
    Concord \(ConcordCommand.version): a documentation site generator for design guidelines and the talks that teach them.

    USAGE
      concord <command> [options]

    COMMANDS
      init [DIR]      Start a new site in DIR (default: here): sample content, settings, README
      build           Read Content/, align, cross-reference and write the site to _site/
      check           Everything build does except writing, then check every internal link and anchor
      serve           Build, serve on http://127.0.0.1:8000/, rebuild and reload on every change
      align --json    Print the alignments (prose ↔ captions, translations ↔ sources) as JSON
      help [COMMAND]  Show this overview, or the help of one command

    Run 'concord help <command>' or 'concord <command> --help' for a command's options.
    Problems are printed as path:line:column: severity: message [identifier].

    \(exitCodes)
    """

    static let contentOptions = """
      --content DIR               Content folder (default: Content)
      --theme DIR                 Your theme: files in DIR/Templates/ and DIR/Public/ replace the default
                                  theme's files of the same name (Content/templates/ overrides both)
      --base-url URL              Absolute URL the site is published at (canonical links, sitemap.xml);
                                  overrides baseURL in concord.yml
      --diagnostics-format FMT    text (default) or json
      --strict                    Treat warnings as errors: exit 1 and write nothing
    """

    static let build = """
    USAGE
      concord build [options]

    Reads every file in the content folder, works out what each one is, aligns talk prose to captions and
    translations to their sources, links talks and guidelines, indexes everything for search, and writes
    the site. The output folder is replaced only when the build succeeds.

    OPTIONS
    \(contentOptions)
      --output DIR, -o DIR        Output folder (default: _site)
      --archive                   Also write site.zip, the site for readers to download and open from disk
      --compress                  Also write pre-compressed .gz and .br copies, for hosts that serve
                                  them as they are (nginx gzip_static, Caddy precompressed)
      --cache DIR                 Keep build products between builds in DIR (default: .concord-cache)
      --no-cache                  Neither read nor write the cache: everything is made anew
      --quiet, -q                 Print only problems
      --templates DIR             The default theme's templates (default: the installed theme)
      --public DIR                The default theme's assets (default: the installed theme)

    \(exitCodes)
    """

    static let check = """
    USAGE
      concord check [options]

    Runs every step of build except writing, then checks that every internal link, anchor and image of
    the site leads somewhere. Nothing is written.

    OPTIONS
    \(contentOptions)
      --quiet, -q                 Print only problems

    \(exitCodes)
    """

    static let align = """
    USAGE
      concord align --json [--content DIR]

    Prints, as JSON on standard output, what Concord aligned: each talk's prose paragraphs and sentences
    with their times, and each translation's blocks with the source blocks they translate. Problems go
    to standard error.

    \(exitCodes)
    """

    static let serve = """
    USAGE
      concord serve [options]

    Builds the site into the output folder, serves it, and rebuilds when anything in the content folder
    or the theme changes; open pages reload by themselves. Press Ctrl-C to stop.

    OPTIONS
    \(contentOptions)
      --output DIR, -o DIR        Output folder (default: _site); must not be inside a watched folder
      --port N                    Port (default 8000; 0 picks a free one)
      --host ADDR                 Address to listen on (default 127.0.0.1; other addresses expose the
                                  site to your network)
      --base-path PATH            Serve under PATH, e.g. /docs/, as a host would (default: the path of
                                  the base URL, else /)
      --static                    Serve the output folder as built: no building, watching or reloading
      --compress                  Also write and serve pre-compressed .gz and .br copies
      --cache DIR                 Keep build products between rebuilds in DIR (default: .concord-cache)
      --no-cache                  Neither read nor write the cache
      --quiet, -q                 Print only problems

    \(exitCodes)
    """

    static let initCommand = """
    USAGE
      concord init [DIR]

    Writes a starter site into DIR (default: the current folder), which must be empty or not exist yet:
      Content/          a short talk (captions and prose), a guideline page and its Chinese translation
      Content/concord.yml   every setting, commented
      README.md         the next commands
      .gitignore        ignores _site/

    Then: cd DIR && concord build

    \(exitCodes)
    """
}
