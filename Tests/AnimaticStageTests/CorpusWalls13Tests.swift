import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A view class of the tests' own module (NSObject's `description()` names it with its module).
final class MessageCard: UIView {}

/// UIKit members behind SwiftMessages' compile wall (issue #29, thirteenth session): NSObject's
/// class method `description()` (`SwiftMessages.viewFromNib()` names the nib after the class),
/// `UIView.overrideUserInterfaceStyle` (its message window's) and `UIWindowScene.coordinateSpace`
/// (the window's frame).
@Suite struct CorpusWalls13Tests {
    @Test func aClassDescriptionIsUIKitsNameOrTheSwiftModuleQualifiedOne() {
        #expect(UIView.description() == "UIView")
        #expect(UITableViewCell.description() == "UITableViewCell")
        #expect(NSNumber.description() == "NSNumber")
        #expect(MessageCard.description() == "AnimaticStageTests.MessageCard")
        func nibName<T: UIView>(of _: T.Type) -> String? { T.description().components(separatedBy: ".").last }
        #expect(nibName(of: MessageCard.self) == "MessageCard")
        // The instance property is still the object's description.
        #expect(UIView().description != "UIView")
    }

    @Test func aViewsLightStyleIsKeptSilentlyAndDarkIsReported() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.overrideUserInterfaceStyle == .unspecified)
        let light = record { _, _ in
            window.overrideUserInterfaceStyle = .light
            window.overrideUserInterfaceStyle = .unspecified
        }
        #expect(light.problems.isEmpty)
        #expect(window.overrideUserInterfaceStyle == .unspecified)
        let dark = record { _, _ in MessageCard().overrideUserInterfaceStyle = .dark }
        #expect(dark.problems.map { "\($0)" } == [
            "UIView.overrideUserInterfaceStyle: the dark appearance (MessageCard is drawn in the light appearance a stage records) is not supported yet",
        ])
    }

    @Test func theScenesCoordinateSpaceIsTheScreensWholeStage() throws {
        var bounds: CGRect?, fixed: CGRect?, point: CGPoint?, rect: CGRect?
        _ = try Story.record(presenting: UIViewController(), device: .iPhone15) { stage in
            guard let space = stage.windowScene?.coordinateSpace else { return }
            bounds = space.bounds
            fixed = UIScreen.main.fixedCoordinateSpace.bounds
            point = space.convert(CGPoint(x: 3, y: 4), to: UIScreen.main.coordinateSpace)
            rect = UIScreen.main.coordinateSpace.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: space)
        }
        #expect(bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(fixed == bounds)
        #expect(point == CGPoint(x: 3, y: 4))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
