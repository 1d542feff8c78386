import AnimaticClock
import AnimaticRuntime
import Foundation

/// A horizontal row of segments, one of them selected (UIKit's `UISegmentedControl`).
///
/// ```swift
/// let mode = UISegmentedControl(items: ["Day", "Week", "Month"])
/// mode.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
/// mode.selectedSegmentIndex = 0
/// stage.addSubview(mode)
/// stage.tap(CGPoint(x: 270, y: 116), at: 1)    // "Month": selectedSegmentIndex 2, .valueChanged
/// ```
///
/// As UIKit (Apple, `UISegmentedControl`): segments share the width equally unless given a
/// width with ``setWidth(_:forSegmentAt:)`` (0: automatic); ``selectedSegmentIndex`` is
/// ``noSegment`` (−1) until one is selected; setting it sends no action, a tap on an enabled
/// segment other than the selected one selects it and sends `.valueChanged` when the finger
/// lifts. With ``isMomentary`` the tapped segment is selected while its actions run, then the
/// control shows no selection (Apple: it "doesn't show the selected state of segments").
///
/// **How it is drawn** (iOS 13's look, measured, not documented; the recording notes it once):
/// a `tertiarySystemFill` rounded rectangle (corner radius 8.91 pt) behind the segments; the
/// selected segment on a rounded "pill" 2 pt inside its segment (radius 6.93 pt), in
/// ``selectedSegmentTintColor`` (white by default) with a soft shadow; titles centred in 13 pt
/// system, the selected one medium weight, in `label` colour (or the `.foregroundColor` set
/// with ``setTitleTextAttributes(_:for:)``). Since iOS 13 `tintColor` does not colour the
/// control (Apple: use `selectedSegmentTintColor`); it is stored and inherited as for any view.
/// A tap moves the pill to the new segment over ``selectionAnimationDuration`` (UIKit's
/// duration is not documented); setting ``selectedSegmentIndex`` in code moves it at once (or
/// with the surrounding animation block). The thin separators between unselected segments and
/// segment images are not drawn (the recording notes an image).
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected" (UIKit's `UISegmentedControl.noSegment`, −1).
    public static let noSegment = -1
    /// How long the pill slides after a tap (Animatic's choice; UIKit's is not documented).
    public static let selectionAnimationDuration: TimeInterval = 0.25
    /// The control's default height (iOS 13 and later).
    public static let defaultHeight: CGFloat = 32

    private struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        var label = UILabel()
    }
    private final var segments: [Segment] = []

    /// The selected segment's index, or ``noSegment``; an index out of range is reported and
    /// ignored.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                    call: "UISegmentedControl.selectedSegmentIndex", argument: "selectedSegmentIndex",
                    problem: "\(newValue) is not a segment index (the control has \(segments.count) segments)"))
                return
            }
            storedSelection = newValue
            updateSegments()
        }
    }
    private final var storedSelection = UISegmentedControl.noSegment

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }
    /// Whether a tapped segment stays selected (`false`) or not (`true`; see the type's notes).
    open var isMomentary = false
    /// Whether segment widths follow their content (stored; Animatic shares the width equally).
    open var apportionsSegmentWidthsByContent = false
    /// The colour of the selected segment's pill (`nil`: white).
    open var selectedSegmentTintColor: UIColor? { didSet { updateSegments() } }

    private final var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The rounded background.
    final let track = UIView()
    /// The selected segment's pill.
    final let pill = UIView()

    /// A control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegments()
    }

    /// A control with no segments (a storyboard's or nib's, which then adds its segments).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegments()
    }

    /// A control with a segment for each of `items`, a `String` (its title) or a `UIImage`, in
    /// order; none selected. Its frame is zero until set (or sized by Auto Layout: see
    /// ``intrinsicContentSize``).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for (k, item) in (items ?? []).enumerated() {
            if let image = item as? UIImage {
                insertSegment(with: image, at: k, animated: false)
            } else {
                insertSegment(withTitle: item as? String ?? "\(item)", at: k, animated: false)
            }
        }
    }

    private final func setUpSegments() {
        track.layer.cornerRadius = 8.91
        track.backgroundColor = .tertiarySystemFill
        track.isUserInteractionEnabled = false
        addSubview(track)
        pill.layer.cornerRadius = 6.93
        pill.layer.shadowColor = UIColor.black.cgColor
        pill.layer.shadowOpacity = 0.12
        pill.layer.shadowRadius = 4
        pill.layer.shadowOffset = CGSize(width: 0, height: 3)
        pill.isUserInteractionEnabled = false
        addSubview(pill)
        updateSegments()
    }

    /// Inserts a segment titled `title` at `segment` (clamped to 0...``numberOfSegments``).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (the image is not drawn: noted).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    private final func insert(_ new: Segment, at segment: Int) {
        let index = min(max(0, segment), segments.count)
        segments.insert(new, at: index)
        new.label.isUserInteractionEnabled = false
        addSubview(new.label)
        if storedSelection >= index { storedSelection += 1 }
        updateSegments()
    }

    /// Removes the segment at `segment` (out of range: nothing), moving the selection with it.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment).label.removeFromSuperview()
        if storedSelection == segment { storedSelection = UISegmentedControl.noSegment }
        else if storedSelection > segment { storedSelection -= 1 }
        updateSegments()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for segment in segments { segment.label.removeFromSuperview() }
        segments = []
        storedSelection = UISegmentedControl.noSegment
        updateSegments()
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        updateSegments()
    }

    /// The title of the segment at `segment` (`nil` out of range).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (not drawn: noted).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        updateSegments()
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment` (a disabled segment's title is drawn at
    /// 30 % opacity and a tap on it does nothing).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateSegments()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Gives the segment at `segment` a fixed `width` (0: share what the fixed ones leave).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        updateSegments()
    }

    /// The fixed width of the segment at `segment` (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets the title attributes for `state` (`.normal` and `.selected`: `.font` and
    /// `.foregroundColor` are drawn).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        updateSegments()
    }

    /// The title attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The widest title plus 2 × 12 pt of padding per segment (or the fixed widths), 32 pt tall.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.indices.map { k -> CGFloat in
            font(selected: true).estimatedWidth(of: segments[k].title ?? "") + 24
        }.max() ?? 0
        let width = segments.reduce(CGFloat(0)) { $0 + ($1.width > 0 ? $1.width : widest) }
        return CGSize(width: width.rounded(.up), height: UISegmentedControl.defaultHeight)
    }

    /// The frames of the segments, left to right, in the control's bounds.
    final func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let automatic = segments.filter { $0.width == 0 }.count
        let share = automatic > 0 ? max(0, bounds.width - fixed) / CGFloat(automatic) : 0
        var x: CGFloat = 0
        return segments.map { segment in
            let w = segment.width > 0 ? segment.width : share
            defer { x += w }
            return CGRect(x: x, y: 0, width: w, height: bounds.height)
        }
    }

    /// Places the background, the pill and the titles.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSegments()
    }

    private final func layoutSegments() {
        track.frame = bounds
        let frames = segmentFrames()
        for (k, segment) in segments.enumerated() { segment.label.frame = frames[k] }
        if frames.indices.contains(storedSelection) {
            pill.frame = frames[storedSelection].insetBy(dx: 2, dy: 2)
        }
    }

    private final func font(selected: Bool) -> UIFont {
        let attributes = titleAttributes[(selected ? UIControl.State.selected : .normal).rawValue] ?? titleAttributes[UIControl.State.normal.rawValue]
        return attributes?[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .medium : .regular)
    }

    private final func updateSegments() {
        let showsSelection = !isMomentary && segments.indices.contains(storedSelection)
        pill.isHidden = !showsSelection
        pill.backgroundColor = selectedSegmentTintColor ?? .white
        for (k, segment) in segments.enumerated() {
            let selected = k == storedSelection && showsSelection
            let attributes = titleAttributes[(selected ? UIControl.State.selected : .normal).rawValue]
                ?? titleAttributes[UIControl.State.normal.rawValue]
            segment.label.text = segment.title
            segment.label.font = font(selected: selected)
            segment.label.textColor = attributes?[.foregroundColor] as? UIColor ?? .label
            segment.label.textAlignment = .center
            segment.label.alpha = segment.isEnabled && isEnabled ? 1 : 0.3
        }
        if window != nil { layoutSegments() } else { setNeedsLayout() }
        invalidateIntrinsicContentSize()
    }

    /// Redraws the titles dimmed or not.
    override func stateDidChange() {
        super.stateDidChange()
        updateSegments()
    }

    override func didJoinStage() {
        super.didJoinStage()
        StoryNotes.noteOnceToCurrent(once: "UISegmentedControl.look", call: "UISegmentedControl") {
            "segmented controls are drawn with iOS 13's look as measured (no separators between segments);"
                + " Apple does not document it"
        }
        if segments.contains(where: { $0.image != nil }) {
            StoryNotes.noteToCurrent(call: "UISegmentedControl.insertSegment(with:at:animated:)",
                                     text: "segment images are not drawn (their segments are empty)")
        }
    }

    /// The finger lifts on a segment: an enabled segment other than the selected one (any
    /// enabled segment when momentary) is selected, the pill slides to it and `.valueChanged`
    /// is sent.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        defer { if wasTracking { super.touchesEnded(touches, with: event) } }
        guard wasTracking, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point),
              let index = segmentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
              segments[index].isEnabled, index != storedSelection || isMomentary else { return }
        if isMomentary {
            storedSelection = index
            sendActions(for: .valueChanged)
            storedSelection = UISegmentedControl.noSegment
            return
        }
        let joining = pill.isHidden
        UIView.animate(withDuration: joining ? 0 : UISegmentedControl.selectionAnimationDuration) {
            self.selectedSegmentIndex = index
        }
        sendActions(for: .valueChanged)
    }
}
