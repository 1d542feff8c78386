import Animatic

func exportWelcome(to out: URL) throws -> Story {
    let welcome = WelcomeViewController()
    let story = try Story.record(presenting: welcome, device: .iPhone15) { stage in
        stage.tap(welcome.startButton, at: 2.0)
    }
    try story.write(to: out.appendingPathComponent("welcome.svg"))
    return story
}
