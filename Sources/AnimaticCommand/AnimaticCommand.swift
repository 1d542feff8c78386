import Animatic
import AnimaticCatalog
import AnimaticSamples

/// `animatic`: the catalog of the bundled sample stories, with the whole command over them
/// (the same code a user's own catalog gets).
@main
struct AnimaticCommand: StoryCatalog {
    static let stories = Samples.all.map { sample in
        CatalogStory(name: sample.name, title: sample.title, summary: sample.summary, record: sample.record)
    }
    static let commandName = "animatic"
    static let abstract = "Record RxSwift + UIKit intro animations and export them as animated SVG."
    static let discussion = """
        Examples:
          animatic site --output out         every sample and its page; out/index.html
          animatic serve --watch             the pages on http://127.0.0.1:8000/, live
          animatic export app-intro --loop   app-intro.svg, looping forever
          animatic export curves --at 0.75   curves.svg, a still frame at 0.75 s
        """
    static let siteTitle = "Animatic samples"
    static let storyNoun = "sample"
}
