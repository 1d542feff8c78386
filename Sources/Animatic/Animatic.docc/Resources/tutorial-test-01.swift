import Animatic
import AnimaticSnapshotTesting
import SnapshotTesting
import Testing

@Suite struct WelcomeTests {
    @Test func welcomeDoesNotChange() throws {
        let welcome = WelcomeViewController()
        let story = try Story.record(presenting: welcome, device: .iPhone15) { stage in
            stage.tap(welcome.startButton, at: 2.0)
        }
        assertSnapshot(of: story, as: .timeline)
    }
}
