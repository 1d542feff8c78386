import Animatic
import AnimaticCatalogCore
import AnimaticSamples

/// The catalog of the bundled sample stories, shared by `animatic` (every command but the live
/// server) and `animatic-serve` (the same commands with the server): the same code a user's own
/// catalog gets.
package enum SamplesCatalog: StoryCatalog {
    package static let stories = Samples.all.map { sample in
        CatalogStory(name: sample.name, title: sample.title, summary: sample.summary, record: sample.record)
    }
    package static let commandName = "animatic"
    package static let abstract = "Record RxSwift + UIKit intro animations and export them as animated SVG."
    package static let discussion = """
        Examples:
          animatic site --output out         every sample and its page; out/index.html
          animatic serve --watch             the pages on http://127.0.0.1:8000/, live
          animatic export app-intro --loop   app-intro.svg, looping forever
          animatic export curves --at 0.75   curves.svg, a still frame at 0.75 s
        """
    package static let siteTitle = "Animatic samples"
    package static let storyNoun = "sample"
}
