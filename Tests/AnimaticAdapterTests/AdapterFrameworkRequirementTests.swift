import AnimaticAdapter
import Foundation
import Testing

/// `delegate?.tabBarController?(self, shouldSelect: vc)` (Ramotion/animated-tab-bar) calls an
/// optional requirement of UIKit's delegate, which Animatic declares as a requirement with a
/// default: the `?` after the name goes.
@Suite struct AdapterFrameworkRequirementTests {
    @Test func anOptionalRequirementOfAUIKitDelegateLosesItsQuestionMark() {
        #expect(adapt("""
            if let should = delegate?.tabBarController?(self, shouldSelect: controller), !should { return }
            scrollDelegate?.scrollViewDidScroll?(scrollView)
            let other = handler?.onFinish?(1)

            """) == """
            if let should = delegate?.tabBarController(self, shouldSelect: controller), !should { return }
            scrollDelegate?.scrollViewDidScroll(scrollView)
            let other = handler?.onFinish?(1)

            """)
    }

    /// The list is the requirements of the stage's `…Delegate`/`…DataSource` protocols that have
    /// a default implementation in an extension of the protocol, read from the stage's sources.
    @Test func theListIsTheStagesDefaultedDelegateRequirements() throws {
        let stage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/AnimaticStage")
        let files = FileManager.default.enumerator(at: stage, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        let protocolPattern = try NSRegularExpression(pattern: #"public protocol (\w+(?:Delegate|DataSource))\b[^{]*\{(.*?)\n\}"#,
                                                      options: [.dotMatchesLineSeparators])
        let functionPattern = try NSRegularExpression(pattern: #"func (\w+)"#)
        func names(_ text: String) -> Set<String> {
            Set(functionPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            })
        }
        var found: Set<String> = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            for match in protocolPattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                let name = String(source[Range(match.range(at: 1), in: source)!])
                let requirements = names(String(source[Range(match.range(at: 2), in: source)!]))
                let extensionPattern = try NSRegularExpression(pattern: "extension \(name)\\s*\\{(.*?)\\n\\}", options: [.dotMatchesLineSeparators])
                for defaults in extensionPattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                    found.formUnion(names(String(source[Range(defaults.range(at: 1), in: source)!])).intersection(requirements))
                }
            }
        }
        #expect(found == frameworkOptionalRequirements)
    }
}
