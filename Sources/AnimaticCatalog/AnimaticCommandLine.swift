@_exported import AnimaticCatalogCore

/// The `animatic` command line over a ``StoryCatalog``: `list`, `export`, `timeline`, `site`
/// (alias `samples`) and `serve` (the live review server, `serve --watch`).
///
/// Exit status: 0 on success, 64 for a usage error (an unknown story, a bad number, options that
/// exclude each other), 1 when a file or folder cannot be written or a story cannot be recorded.
public enum AnimaticCommandLine {
    /// Parses `arguments` (default: the process's) and runs the command over `catalog`; exits the
    /// process when the command fails.
    ///
    /// ```swift
    /// @main enum Stories { static func main() async { await AnimaticCommandLine.main(catalog: MyStories.self) } }
    /// ```
    ///
    /// An argument that is not valid UTF-8 (a file name such as `$'\\xff.svg'`) is refused with
    /// exit status 64: Swift's `CommandLine.arguments` would hand it on with U+FFFD in place of
    /// each bad byte, and two different names would write the same file.
    public static func main(catalog: any StoryCatalog.Type, arguments: [String]? = nil) async {
        await CatalogCommandLine.main(catalog: catalog, serve: ServeCommand.self, arguments: arguments)
    }
}

extension StoryCatalog {
    /// Runs the command line over this catalog, `serve` included: the entry point of `@main`
    /// catalogs.
    ///
    /// ```swift
    /// @main struct MyStories: StoryCatalog {
    ///     static let stories = [CatalogStory(name: "intro") { try IntroScreen.record() }]
    /// }
    /// ```
    public static func main() async {
        await AnimaticCommandLine.main(catalog: Self.self)
    }
}
