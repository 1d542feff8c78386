import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// AudioToolbox's system sounds: a recording has no sound track, so each sound played is a note
/// at its story time (`Story.notes`), never dropped silently.
@Suite struct AudioServicesTests {
    /// A real sound file (its bytes are never read: only that it exists and its name).
    private func soundFile(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-sounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data("RIFF".utf8).write(to: url)
        return url
    }

    @Test func aMissingFileGivesAnErrorAndLeavesTheIdentifier() {
        var id: SystemSoundID = 7
        let status = AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/nonexistent/pop.caf") as CFURL, &id)
        #expect(status == kAudioServicesSystemSoundUnspecifiedError && status == -1500)
        #expect(id == 7)
        #expect(AudioServicesDisposeSystemSoundID(123_456) == -1500)
        #expect(kSystemSoundID_Vibrate == 4095)
    }

    @Test func aSoundPlayedIsNotedAtItsStoryTime() throws {
        let url = try soundFile("pop.caf")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var pop: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(url as CFURL, &pop) == kAudioServicesNoError)
        #expect(pop >= 4097)
        var completions: [Double] = []
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            let box = makeBox()
            stage.addSubview(box)
            UIView.animate(withDuration: 1) { box.alpha = 0 }
            let clock = StoryContext.current!.clock
            clock.schedule(at: s(0.5)) { AudioServicesPlaySystemSound(pop) }
            clock.schedule(at: s(1.25)) {
                AudioServicesPlaySystemSoundWithCompletion(1104) { completions.append(CACurrentMediaTime() - MediaTime.origin) }
            }
            clock.schedule(at: s(1.5)) {
                AudioServicesPlayAlertSound(kSystemSoundID_Vibrate)
                AudioServicesDisposeSystemSoundID(pop)
                AudioServicesPlaySystemSound(pop)
            }
        }
        #expect(completions == [1.25])
        #expect(story.notes == [
            StoryNote(time: 0.5, call: "AudioServicesPlaySystemSound", text: "sound 'pop.caf' played (an SVG has no sound)"),
            StoryNote(time: 1.25, call: "AudioServicesPlaySystemSoundWithCompletion",
                      text: "system sound 1104 played (an SVG has no sound); the completion ran at the same instant (the sound's length is not known)"),
            StoryNote(time: 1.5, call: "AudioServicesPlayAlertSound", text: "vibration played (an SVG has no sound)"),
            StoryNote(time: 1.5, call: "AudioServicesPlaySystemSound",
                      text: "sound \(pop) names no sound (none made with AudioServicesCreateSystemSoundID, or disposed): nothing plays"),
        ])
        #expect(story.notes[0].description == "0.5 s: AudioServicesPlaySystemSound: sound 'pop.caf' played (an SVG has no sound)")
        #expect(story.duration == 1.5)
    }

    @Test func aStoryWithoutSoundsHasNoNotes() throws {
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in stage.addSubview(makeBox()) }
        #expect(story.notes.isEmpty)
    }
}
