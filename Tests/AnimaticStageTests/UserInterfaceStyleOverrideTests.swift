import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UIViewController.overrideUserInterfaceStyle`: a stage records the light appearance, so
/// forcing light (danlages/Tuner's onboarding does, in viewDidLoad) draws as UIKit would and
/// forcing dark is reported, not dropped.
@Suite struct UserInterfaceStyleOverrideTests {
    @Test func lightIsKeptSilentlyAndDarkIsReported() {
        let controller = UIViewController()
        #expect(controller.overrideUserInterfaceStyle == .unspecified)
        let light = record { stage, _ in
            controller.overrideUserInterfaceStyle = .light
            stage.addSubview(controller.view)
        }
        #expect(light.problems.isEmpty)
        #expect(controller.overrideUserInterfaceStyle == .light)
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        let dark = record { _, _ in UIViewController().overrideUserInterfaceStyle = .dark }
        #expect(dark.problems.map { "\($0)" } == [
            "UIViewController.overrideUserInterfaceStyle: the dark appearance (UIViewController is drawn in the light appearance a stage records) is not supported yet",
        ])
    }
}
