import AnimaticClock
import AnimaticRuntime
import Foundation

extension Story {
    /// Records a storyboard's scene on `device`: inside the recording, the storyboard `name` is
    /// read, the controller whose Storyboard ID is `identifier` is made from it (`init(coder:)`,
    /// `awakeFromNib`) and presented at time 0 as
    /// ``record(presenting:device:reduceMotion:limit:_:)`` presents a controller: its view is
    /// built from the scene, its outlets set, then `viewDidLoad`, the appearance calls and the
    /// layout pass.
    ///
    /// ```swift
    /// let story = try Story.record(storyboard: "Onboarding", identifier: "Welcome", device: .iPhone15)
    /// ```
    ///
    /// Which scene: `identifier` is a Storyboard ID or, for a scene that has none, the scene's
    /// object id in the file (`id="DAr-Nq-OPR"` of its `<viewController>`). Without one, the
    /// storyboard's initial view controller, else its only scene; a storyboard with several
    /// scenes and no initial one fails, listing its scenes.
    ///
    /// `prepare` gets the controller once it is made, before its view loads: what an app does
    /// between `instantiateViewController(withIdentifier:)` and presenting it (passing data).
    ///
    /// The file is looked for in `resources` (when given), then where ``UIStoryboard`` looks.
    /// Anything the storyboard holds that Animatic cannot draw, a class or image it cannot
    /// find, fails the recording naming the file and line.
    public static func record(storyboard name: String, identifier: String? = nil, device: Device,
                              reduceMotion: Bool = false, resources: URL? = nil, limit: TimeInterval = 600,
                              file: String = #filePath, fileID: String = #fileID,
                              _ body: (Stage) throws -> Void = { _ in },
                              prepare: @escaping (UIViewController) -> Void = { _ in }) throws(StoryError) -> Story {
        if let resources { InterfaceBuilderFiles.addFolder(resources) }
        var setup = StageSetup(safeAreaInsets: device.safeAreaInsets, reduceMotion: reduceMotion)
        setup.makePresenting = {
            let storyboard = UIStoryboard(name: name, bundle: nil, file: file, fileID: fileID)
            guard storyboard.loader != nil else { return nil }
            guard let controller = storyboard.sceneToRecord(identifier: identifier, call: "Story.record(storyboard: \"\(name)\")") else {
                return nil
            }
            prepare(controller)
            return controller
        }
        return try record(size: device.size, setup: setup, limit: limit, body)
    }
}
