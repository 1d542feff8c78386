import Foundation
import Testing
@testable import AnimaticStage

/// `UIColor(named:)` reads the app's asset catalog colour sets (randyefan/PanicAway's showcase
/// colours its buttons and collection view with `UIColor(named: "Main")` and `"Background"`).
@Suite(.serialized) struct UIColorNamedTests {
    let folders = TemporaryFolders(prefix: "animatic-colorset")

    @Test func aColourSetIsReadAndAMissingNameIsNil() throws {
        let url = try folders.make([:])
        let set = url.appendingPathComponent("Colors.xcassets/UIColorNamedTestsMain.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // Xcode's form: the any-appearance value first, a dark one after (not used: a stage is light).
        try Data("""
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x80","green":"0.500","red":"51"}},"idiom":"universal"},
            {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0","green":"0","red":"0"}},"idiom":"universal"}],
            "info":{"author":"xcode","version":1}}
            """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        UIStoryboard.addSearchFolder(url)
        let color = try #require(UIColor(named: "UIColorNamedTestsMain"))
        #expect(color == UIColor(red: 51.0 / 255, green: 0.5, blue: 128.0 / 255, alpha: 1))
        #expect(UIColor(named: "UIColorNamedTestsNoSuchColour") == nil)
    }
}
