import Animatic
import AnimaticReview

/// Records the welcome screen and writes it into `out`: welcome.svg, and the review site in out/site.
func exportWelcome(to out: URL) throws -> Story {
    let welcome = WelcomeViewController()
    let story = try Story.record(presenting: welcome, device: .iPhone15) { stage in
        stage.tap(welcome.startButton, at: 2.0)
    }
    try story.write(to: out.appendingPathComponent("welcome.svg"))
    let index = try ReviewPage.writeSite([
        ReviewPage.Entry(name: "welcome", title: "Welcome", story: story),
    ], title: "My app", to: out.appendingPathComponent("site"))
    print("open \(index.path)")
    return story
}
