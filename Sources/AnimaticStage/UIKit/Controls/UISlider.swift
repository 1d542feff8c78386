import AnimaticClock
import AnimaticRuntime
import Foundation

/// A control that picks a value from a continuous range by moving a thumb along a track
/// (UIKit's `UISlider`).
///
/// ```swift
/// let volume = UISlider(frame: CGRect(x: 20, y: 400, width: 350, height: 31))
/// volume.value = 0.25
/// stage.addSubview(volume)
/// volume.setValue(0.75, animated: true)     // the thumb slides to 3/4 of the track
/// ```
///
/// As UIKit (Apple, `UISlider`): ``value`` is kept within ``minimumValue``...``maximumValue``
/// (0...1 by default); changing the bounds moves the value into them; setting ``value`` or
/// calling ``setValue(_:animated:)`` does not send `.valueChanged`, only the user's finger does
/// (a story's `stage.drag` over the thumb: the thumb follows the finger's horizontal movement,
/// sending `.valueChanged` on every move when ``isContinuous`` is `true`, the default, or once
/// when the finger lifts otherwise).
///
/// **How it is drawn** (iOS 13's default look, measured, not documented by Apple; the
/// recording notes it once): a 4 pt track with round ends, 2 pt in from each side and centred
/// vertically, in ``minimumTrackTintColor`` (the tint colour by default) left of the thumb and
/// ``maximumTrackTintColor`` (`systemFill` by default) right of it; a 28 pt white round thumb
/// (``thumbTintColor``) with a soft shadow, whose centre runs from 14 pt from the track's left
/// end (at ``minimumValue``) to 14 pt from its right end (at ``maximumValue``). Its intrinsic
/// height is 31 pt. ``setValue(_:animated:)`` with `animated` slides the thumb and the track's
/// split over ``valueAnimationDuration`` (UIKit's duration is not documented). Custom thumb and
/// track images (`setThumbImage(_:for:)`, ...) and the value images are reported as not
/// supported.
open class UISlider: UIControl {
    /// The thumb's diameter (iOS 13 and later).
    public static let thumbDiameter: CGFloat = 28
    /// The track's thickness.
    public static let trackHeight: CGFloat = 4
    /// How long ``setValue(_:animated:)`` slides the thumb (Animatic's choice, UIKit's is not documented).
    public static let valueAnimationDuration: TimeInterval = 0.3

    /// The value, within ``minimumValue``...``maximumValue`` (0.5 by default, as UIKit).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private final var storedValue: Float = 0.5

    /// The value at the track's left end (0 by default); a value below it moves up to it.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            if storedValue < minimumValue { storedValue = minimumValue }
            updateTrack()
        }
    }
    /// The value at the track's right end (1 by default); a value above it moves down to it.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            if storedValue > maximumValue { storedValue = maximumValue }
            updateTrack()
        }
    }
    /// Whether a drag sends `.valueChanged` on every move (`true`, the default) or once at the end.
    open var isContinuous = true
    /// The colour of the track left of the thumb (`nil`: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The colour of the track right of the thumb (`nil`: `systemFill`).
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's colour (`nil`: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }
    /// An image at the left end (reported as not supported when set).
    open var minimumValueImage: UIImage? { didSet { if minimumValueImage != nil { reportImage("minimumValueImage") } } }
    /// An image at the right end (reported as not supported when set).
    open var maximumValueImage: UIImage? { didSet { if maximumValueImage != nil { reportImage("maximumValueImage") } } }

    /// The track left of the thumb.
    final let minimumTrack = UIView()
    /// The track right of the thumb.
    final let maximumTrack = UIView()
    /// The thumb.
    final let thumb = UIView()

    /// A slider with `frame`, value 0.5 of 0...1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// A slider with a zero frame (a storyboard's or nib's, which then sets its frame and values).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    private final func setUpSlider() {
        for track in [maximumTrack, minimumTrack] {
            track.layer.cornerRadius = UISlider.trackHeight / 2
            track.isUserInteractionEnabled = false
            addSubview(track)
        }
        thumb.layer.cornerRadius = UISlider.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        updateColors()
        updateTrack()
    }

    /// Sets ``value`` (moved into the bounds), sliding the thumb when `animated` (see the type's
    /// notes); sends no action, as UIKit.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        if animated, window != nil {
            UIView.animate(withDuration: UISlider.valueAnimationDuration) { self.layoutTrack() }
        } else {
            updateTrack()
        }
    }

    /// The track's rectangle in `bounds` (UIKit's `trackRect(forBounds:)`): 2 pt in from each
    /// side, 4 pt tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + 2, y: bounds.midY - UISlider.trackHeight / 2,
               width: max(0, bounds.width - 4), height: UISlider.trackHeight)
    }

    /// The thumb's rectangle for `value` (UIKit's `thumbRect(forBounds:trackRect:value:)`): a
    /// 28 pt square centred vertically on the track, at the value's share of the track's
    /// length less the thumb.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let d = UISlider.thumbDiameter
        return CGRect(x: rect.minX + fraction * max(0, rect.width - d), y: rect.midY - d / 2, width: d, height: d)
    }

    /// Custom thumb images are reported as not supported (the default thumb is drawn).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { if image != nil { reportImage("setThumbImage(_:for:)") } }
    /// Custom track images are reported as not supported (the default track is drawn).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        if image != nil { reportImage("setMinimumTrackImage(_:for:)") }
    }
    /// Custom track images are reported as not supported (the default track is drawn).
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        if image != nil { reportImage("setMaximumTrackImage(_:for:)") }
    }

    /// 31 pt tall; no intrinsic width (`UIView.noIntrinsicMetric`).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Places the track and the thumb for the current value.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTrack()
    }

    /// The minimum track takes the tint colour when it changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private final func layoutTrack() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let split = min(max(thumbFrame.midX, track.minX), track.maxX)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        maximumTrack.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        thumb.frame = thumbFrame
    }

    private final func updateTrack() {
        if window != nil { layoutTrack() } else { setNeedsLayout() }
    }

    private final func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    private final func reportImage(_ member: String) {
        StoryContext.reportToCurrent(StoryProblem.notSupported(call: "UISlider.\(member)", feature: "slider images"))
    }

    override func didJoinStage() {
        super.didJoinStage()
        StoryNotes.noteOnceToCurrent(once: "UISlider.look", call: "UISlider") {
            "sliders are drawn with iOS 13's default look as measured (4 pt track, 28 pt white thumb with a shadow);"
                + " Apple does not document it"
        }
    }

    // MARK: - The finger

    private final var dragStart: (x: CGFloat, value: Float)?

    /// A finger down on the thumb (or within 10 pt of it) starts a drag; elsewhere the control
    /// does not track, as UIKit's slider (a tap on the track does not move the thumb).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        let point = touch.location(in: self)
        guard thumb.frame.insetBy(dx: -10, dy: -10).contains(point) else { return }
        dragStart = (point.x, storedValue)
        super.touchesBegan(touches, with: event)
    }

    /// The thumb follows the finger's horizontal movement.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let start = dragStart, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        super.touchesMoved(touches, with: event)
        if moveThumb(to: touch.location(in: self).x, from: start), isContinuous { sendActions(for: .valueChanged) }
    }

    /// The finger lifts: the last move, and `.valueChanged` once when not ``isContinuous``.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let start = dragStart, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        dragStart = nil
        let moved = moveThumb(to: touch.location(in: self).x, from: start)
        if moved && isContinuous { sendActions(for: .valueChanged) }
        if !isContinuous && storedValue != start.value { sendActions(for: .valueChanged) }
        super.touchesEnded(touches, with: event)
    }

    /// The drag ends without a change of its own.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        dragStart = nil
        super.touchesCancelled(touches, with: event)
    }

    /// Moves the thumb to the value `x` stands for; whether the value changed.
    private final func moveThumb(to x: CGFloat, from start: (x: CGFloat, value: Float)) -> Bool {
        let run = max(0, trackRect(forBounds: bounds).width - UISlider.thumbDiameter)
        guard run > 0 else { return false }
        let delta = Float((x - start.x) / run) * (maximumValue - minimumValue)
        let before = storedValue
        setValue(start.value + delta, animated: false)
        return storedValue != before
    }
}
