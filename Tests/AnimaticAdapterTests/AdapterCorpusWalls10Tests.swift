import AnimaticAdapter
import Foundation
import Testing

/// Adapter rewrites behind IBAnimatable's walls (issue #29, tenth session): a `CoreFoundation`
/// qualifier, and NSNumber's members read on `AnyObject` through Objective-C's dynamic lookup.
@Suite struct AdapterCorpusWalls10Tests {
    /// IBAnimatable's `PresentationModalSize.swift`: `CoreFoundation.sqrt` is Darwin's `sqrt`
    /// re-exported by CoreFoundation (UIKit brings it on iOS); Linux's CoreFoundation has only the
    /// C `Double` one, so the qualifier goes, as `Darwin.sqrt`'s does.
    @Test func aCoreFoundationQualifierIsDroppedAndItsImportIsAnimatic() {
        #expect(adapt("""
            import CoreFoundation
            private let goldenRatio: Float = (1.0 + CoreFoundation.sqrt(5.0)) / 2.0

            """) == """
            import Animatic; import Foundation
            private let goldenRatio: Float = (1.0 +                sqrt(5.0)) / 2.0

            """)
    }

    @Test func numberMembersOnAnyObjectAskForANumber() {
        #expect(adapt("""
            let duration = (notification.userInfo?[key] as AnyObject).doubleValue ?? 0.5
            let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as AnyObject).cgRectValue
            let flag = (value as AnyObject).boolValue, n = (a as AnyObject?).intValue, d = (a as! NSNumber).doubleValue
            let other = (value as AnyObject).description, call = (value as AnyObject).doubleValue(), t = (a, b).doubleValue

            """) == """
            let duration = AnimaticDynamicObject(notification.userInfo?[key] as AnyObject).doubleValue ?? 0.5
            let frame = AnimaticDynamicObject(info[UIResponder.keyboardFrameEndUserInfoKey] as AnyObject).cgRectValue
            let flag = AnimaticDynamicObject(value as AnyObject).boolValue, n = (a as AnyObject?).intValue, d = (a as! NSNumber).doubleValue
            let other = (value as AnyObject).description, call = (value as AnyObject).doubleValue(), t = (a, b).doubleValue

            """)
    }

    /// The real compiler: without the adapter, Linux has no dynamic lookup on `AnyObject`
    /// (what the rewritten spellings answer is `AdapterAnyObjectLookupTests`').
    @Test func withoutTheAdapterTheLookupDoesNotCompile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-walls10-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import Foundation
            let info: [String: Any] = ["duration": 0.25]
            print((info["duration"] as AnyObject).doubleValue ?? 0.5)

            """
        let before = try AdapterLocationTests.runSwiftc(["-typecheck", try write(source, "before.swift", in: folder)])
        #expect(before.output.contains("value of type 'AnyObject' has no member 'doubleValue'"), "\(before.output)")
    }

    /// A segue subclass with an initializer of its own gets the initializer its class is made
    /// through (`segueClass.init(identifier:source:destination:)`), as for navigation controllers.
    @Test func aSegueWithItsOwnInitializerGetsTheRequiredOne() {
        let adapted = adapt("""
            final class Fade: UIStoryboardSegue {
                let speed: Double
                init(speed: Double, source: UIViewController, destination: UIViewController) {
                    self.speed = speed
                    super.init(identifier: nil, source: source, destination: destination)
                }
            }

            """)
        #expect(adapted.contains("required init(identifier: String?, source: UIViewController, destination: UIViewController) { fatalError(\"Use of unimplemented initializer 'init(identifier:source:destination:)' for class 'Fade'\") }"), "\(adapted)")
        let overriding = adapt("""
            class Slide: UIStoryboardSegue {
                override init(identifier: String?, source: UIViewController, destination: UIViewController) {
                    super.init(identifier: identifier, source: source, destination: destination)
                }
            }

            """)
        #expect(overriding.contains("    required init(identifier: String?, source: UIViewController, destination: UIViewController) {"), "\(overriding)")
    }

    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
