import AnimaticEngine
import AnimaticRuntime
import AnimaticTimeline
import Foundation

// Colours and fonts the timeline cannot hold: a NaN or infinite colour component (from
// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `withAlphaComponent`, a
// `CGColor`; also the tint a template image is drawn in, its own or inherited) and a font size that is NaN, infinite or negative (`UIFont.systemFont(ofSize:)`,
// `UIFont(name:size:)`, `withSize`; Apple: "This value must be greater than 0.0"). A colour or
// a font is made before any view uses it, so they are reported where a view on stage takes
// them, naming the view and the property: when the view joins the stage, and when the
// property is set while it is on stage. The recording then fails (`StoryProblem.invalidValue`);
// nothing is written with a component read as 0 or a negative `font-size`.

extension UIColor {
    /// Whether every component is a finite number.
    @usableFromInline package var isShowable: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}

extension CGColor {
    /// Whether every component is a finite number.
    @usableFromInline package var isShowable: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}

extension UIFont {
    /// Whether the point size can be drawn: finite and not negative.
    var hasShowableSize: Bool { pointSize.isFinite && pointSize >= 0 }
}

extension UIView {
    /// Reports each colour and font of this view (and its layer) that cannot be shown, when
    /// the view joins the stage.
    final func reportUnshowableValues(to recorder: StageRecorder) {
        func report(_ property: String, _ value: String) {
            recorder.report(.invalidValue(view: displayName, property: property, value: value))
        }
        func check(_ color: UIColor?, _ property: String) {
            if let color, !color.isShowable { report(property, "\(color)") }
        }
        func check(_ color: CGColor?, _ property: String) {
            if let color, !color.isShowable { report(property, "\(color)") }
        }
        func check(_ font: UIFont?, _ property: String) {
            if let font, !font.hasShowableSize { report(property, "\(font)") }
        }
        check(storedBackgroundColor, "backgroundColor")
        if let label = self as? UILabel {
            check(label.textColor, "textColor")
            check(label.font, "font")
            let runs = label.styledLines()?.lines.flatMap { $0 } ?? []
            for (i, run) in runs.enumerated() {
                check(run.font, "attributedText (run \(i)) font")
                check(run.color, "attributedText (run \(i)) foregroundColor")
            }
        }
        if let imageView = self as? UIImageView, imageView.drawsTemplate { check(imageView.tintColor, "tintColor") }
        guard let layer = storedLayer else { return }
        check(layer.borderColor, "layer.borderColor")
        check(layer.shadowColor, "layer.shadowColor")
        if let shape = layer as? CAShapeLayer {
            check(shape.fillColor, "layer.fillColor")
            check(shape.strokeColor, "layer.strokeColor")
        }
        if let text = layer as? CATextLayer {
            check(text.foregroundColor, "layer.foregroundColor")
            if !(text.fontSize.isFinite && text.fontSize >= 0) { report("layer.fontSize", "\(text.fontSize)") }
            if let font = text.font as? UIFont { check(font, "layer.font") }
        }
        if let gradient = layer as? CAGradientLayer {
            for (i, color) in (gradient.colors ?? []).enumerated() {
                if let c = color as? CGColor { check(c, "layer.colors[\(i)]") }
                if let c = color as? UIColor { check(c, "layer.colors[\(i)]") }
            }
        }
    }

    /// Reports `value` set on `property` of this view on stage as one that cannot be shown;
    /// returns `false` then, `true` for a showable value or a view off stage.
    final func showable(_ ok: Bool, _ property: String, _ value: @autoclosure () -> String) -> Bool {
        if ok { return true }
        guard let recorder = stageRecorder else { return true }
        recorder.report(.invalidValue(view: displayName, property: property, value: value()))
        return false
    }
}
