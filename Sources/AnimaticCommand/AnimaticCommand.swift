import AnimaticCatalogCore
import AnimaticSamplesCatalog

/// `animatic`: the bundled samples' catalog with `list`, `export`, `timeline` and `site`, built
/// without the live server so that `make samples` compiles no web stack. `animatic serve` runs
/// `animatic-serve` (the same catalog with the Hummingbird server) from the same folder.
@main
enum AnimaticCommand {
    static func main() async {
        await CatalogCommandLine.main(catalog: SamplesCatalog.self, serve: ForwardedServeCommand.self)
    }
}
