import AnimaticCatalog
import AnimaticSamplesCatalog

/// `animatic-serve`: the bundled samples' catalog with the whole command, the live review server
/// included (`animatic-serve serve --watch`). `animatic serve …` runs this executable.
@main
enum AnimaticServeCommand {
    static func main() async {
        await AnimaticCommandLine.main(catalog: SamplesCatalog.self)
    }
}
