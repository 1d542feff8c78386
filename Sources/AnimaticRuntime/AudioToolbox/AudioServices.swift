import AnimaticClock
import Foundation

// AudioToolbox's system sound services (Apple, "System Sound Services": AudioServicesCreateSystemSoundID,
// AudioServicesPlaySystemSound, ...), which intros use for a click or a chime. A recording has no
// sound track, so playing one takes a ``StoryNote`` at its story time (``Story/notes``) instead of
// being dropped silently; `import AudioToolbox` becomes `import Animatic` in the source adapter.

/// A system sound's identifier (Apple's `SystemSoundID`).
public typealias SystemSoundID = UInt32

/// A result code of Apple's C APIs (0 is success).
public typealias OSStatus = Int32

/// Core Foundation's URL, which AudioToolbox takes (`url as CFURL`): Foundation's `URL` here.
public typealias CFURL = URL

/// The vibration "sound" (Apple's `kSystemSoundID_Vibrate`, 0x00000FFF).
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF

/// Success (Apple's `kAudioServicesNoError`).
public let kAudioServicesNoError: OSStatus = 0

/// A sound file that could not be read (Apple's `kAudioServicesSystemSoundUnspecifiedError`, -1500).
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500

/// The sound files registered with ``AudioServicesCreateSystemSoundID(_:_:)``, by identifier.
private final class SystemSounds: @unchecked Sendable {
    static let shared = SystemSounds()
    private let lock = NSLock()
    private var files: [SystemSoundID: String] = [:]
    /// Identifiers start above the system's own (iOS hands out 4097 and up).
    private var next: SystemSoundID = 4097

    func register(_ name: String) -> SystemSoundID {
        lock.lock()
        defer { lock.unlock() }
        let id = next
        next += 1
        files[id] = name
        return id
    }

    func remove(_ id: SystemSoundID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return files.removeValue(forKey: id) != nil
    }

    /// What the identifier plays, for a note, or `nil` when it names no sound.
    func describe(_ id: SystemSoundID) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let name = files[id] { return "sound '\(name)'" }
        if id == kSystemSoundID_Vibrate { return "vibration" }
        // The system's own sounds (keyboard clicks, alerts) have identifiers 1000 to 4095.
        if (1000..<4096).contains(id) { return "system sound \(id)" }
        return nil
    }
}

/// Registers the sound file at `inFileURL` and writes its new identifier to `outSystemSoundID`
/// (Apple's `AudioServicesCreateSystemSoundID`). Returns ``kAudioServicesNoError``, or
/// ``kAudioServicesSystemSoundUnspecifiedError`` (leaving the identifier as it was) when there
/// is no file at the URL.
///
/// ```swift
/// var click: SystemSoundID = 0
/// AudioServicesCreateSystemSoundID(url as CFURL, &click)
/// AudioServicesPlaySystemSound(click)   // a note in story.notes
/// ```
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL,
                                             _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    guard inFileURL.isFileURL, FileManager.default.fileExists(atPath: inFileURL.path) else {
        return kAudioServicesSystemSoundUnspecifiedError
    }
    outSystemSoundID.pointee = SystemSounds.shared.register(inFileURL.lastPathComponent)
    return kAudioServicesNoError
}

/// Forgets a sound made with ``AudioServicesCreateSystemSoundID(_:_:)`` (Apple's
/// `AudioServicesDisposeSystemSoundID`); returns ``kAudioServicesNoError``, or
/// ``kAudioServicesSystemSoundUnspecifiedError`` for an identifier that names none.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSounds.shared.remove(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesSystemSoundUnspecifiedError
}

/// Plays a system sound (Apple's `AudioServicesPlaySystemSound`): the recording notes it at the
/// current story time (``Story/notes``), since an SVG has no sound.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    play(inSystemSoundID, call: "AudioServicesPlaySystemSound", completion: nil)
}

/// Plays a sound as an alert (Apple's `AudioServicesPlayAlertSound`, which may also vibrate):
/// noted as ``AudioServicesPlaySystemSound(_:)`` is.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    play(inSystemSoundID, call: "AudioServicesPlayAlertSound", completion: nil)
}

/// Plays a system sound and then runs `inCompletionBlock` (Apple's
/// `AudioServicesPlaySystemSoundWithCompletion`). The sound's length is not known here, so the
/// block runs at the same story instant, after what is already due then (the note says so).
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID,
                                                       _ inCompletionBlock: (() -> Void)?) {
    play(inSystemSoundID, call: "AudioServicesPlaySystemSoundWithCompletion", completion: inCompletionBlock)
}

/// Plays an alert sound and then runs `inCompletionBlock` (Apple's
/// `AudioServicesPlayAlertSoundWithCompletion`), as ``AudioServicesPlaySystemSoundWithCompletion(_:_:)``.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID,
                                                      _ inCompletionBlock: (() -> Void)?) {
    play(inSystemSoundID, call: "AudioServicesPlayAlertSoundWithCompletion", completion: inCompletionBlock)
}

private func play(_ id: SystemSoundID, call: String, completion: (() -> Void)?) {
    var text: String
    if let sound = SystemSounds.shared.describe(id) {
        text = "\(sound) played (an SVG has no sound)"
    } else {
        text = "sound \(id) names no sound (none made with AudioServicesCreateSystemSoundID, or disposed): nothing plays"
    }
    if completion != nil { text += "; the completion ran at the same instant (the sound's length is not known)" }
    StoryNotes.noteToCurrent(call: call, text: text)
    guard let completion else { return }
    // On the story clock, after what runs at this instant already; outside a recording, at once.
    if let clock = StoryContext.current?.clock { _ = clock.schedule(after: .zero, completion) } else { completion() }
}
