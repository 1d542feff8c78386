import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// The tint a template image is drawn in is a colour like any other: one with a component that
/// is NaN or infinite is reported at recording, naming the image view and `tintColor` (it used
/// to go into the drawing unchecked).
@Suite struct TemplateTintTests {
    // Made on each use: a `Data` kept in a global hides its storage pointer in the enum's spare
    // bits, where LeakSanitizer cannot see it (`make sanitize-address` reported it leaked).
    private static var png: Data { Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8DwHwyBNAMDAFXpB/mGBUYGAAAAAElFTkSuQmCC")! }

    private static func imageView(_ name: String, template: Bool = true) throws -> UIImageView {
        let image = try #require(UIImage(data: png))
        let view = UIImageView(image: template ? image.withRenderingMode(.alwaysTemplate) : image)
        view.accessibilityIdentifier = name
        return view
    }

    private static func tint(_ r: Recording, _ id: String) -> RGBA?? {
        guard let v = r.timeline.view(named: id), case .image(let content) = r.timeline.views[v].content else { return nil }
        return .some(content.tint)
    }

    @Test func aTintThatIsNotFiniteIsReportedWhenTheTemplateJoins() throws {
        let own = try Self.imageView("own")
        own.tintColor = UIColor(red: .nan, green: 0, blue: 0, alpha: 1)
        let inherited = try Self.imageView("inherited")
        let holder = makeBox("holder")
        holder.tintColor = UIColor(white: .infinity, alpha: 1)
        holder.addSubview(inherited)
        let original = try Self.imageView("original", template: false)
        original.tintColor = UIColor(red: 0, green: 0, blue: 0, alpha: .nan)   // not drawn: nothing to report
        let r = record { stage, _ in
            stage.addSubview(own)
            stage.addSubview(holder)
            stage.addSubview(original)
        }
        #expect(r.problems == [
            .invalidValue(view: "own", property: "tintColor", value: "UIColor(red: nan, green: 0.0, blue: 0.0, alpha: 1.0)"),
            .invalidValue(view: "inherited", property: "tintColor", value: "UIColor(red: inf, green: inf, blue: inf, alpha: 1.0)"),
        ])
        // Nothing that is not a number is drawn.
        #expect(Self.tint(r, "own") == .some(nil))
        #expect(Self.tint(r, "inherited") == .some(nil))
        #expect(Self.tint(r, "original") == .some(nil))
    }

    @Test func aTintThatIsNotFiniteSetOnStageIsReported() throws {
        let icon = try Self.imageView("icon")
        icon.tintColor = .red
        let plain = try Self.imageView("plain", template: false)
        let r = record { stage, _ in
            stage.addSubview(icon)
            stage.addSubview(plain)
            // In the instant it joined (a change of the drawing is allowed then).
            icon.tintColor = UIColor(red: 0, green: -.infinity, blue: 0, alpha: 1)
            plain.tintColor = UIColor(red: .nan, green: 0, blue: 0, alpha: 1)
        }
        #expect(r.problems == [
            .invalidValue(view: "icon", property: "tintColor", value: "UIColor(red: 0.0, green: -inf, blue: 0.0, alpha: 1.0)"),
        ])
        #expect(Self.tint(r, "icon") == .some(nil))
    }

    @Test func aFiniteTintIsDrawnAsBefore() throws {
        let icon = try Self.imageView("icon")
        icon.tintColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let r = record { stage, _ in stage.addSubview(icon) }
        #expect(r.problems.isEmpty)
        #expect(Self.tint(r, "icon") == .some(RGBA(red: 1, green: 0.5, blue: 0)))
    }
}
