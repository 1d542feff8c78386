import AnimaticClock
import AnimaticRuntime
import Foundation

/// A control that offers a binary choice, on or off (UIKit's `UISwitch`).
///
/// ```swift
/// let sound = UISwitch(frame: CGRect(x: 300, y: 120, width: 0, height: 0))   // 51 × 31
/// stage.addSubview(sound)
/// sound.setOn(true, animated: true)          // the thumb slides right, the track turns green
/// stage.tap(CGPoint(x: 325, y: 135), at: 1)  // the user's tap: off again, .valueChanged
/// ```
///
/// As UIKit (Apple, `UISwitch`): the switch has a fixed size, 51 × 31 pt: `init(frame:)` keeps
/// the frame's origin and ignores its size ("UISwitch overrides `init(frame:)` and enforces a
/// size appropriate for the control"), and ``intrinsicContentSize`` and `sizeThatFits(_:)` give
/// that size. Setting ``isOn`` or calling ``setOn(_:animated:)`` sends no action; a tap (the
/// finger lifting inside the control) flips it with its animation and sends `.valueChanged`.
/// ``onImage`` and ``offImage`` are kept and change nothing (Apple: "In iOS 7 and later, this
/// property has no effect").
///
/// **How it is drawn** (iOS 13's default look, measured, not documented by Apple; the
/// recording notes it once): a 51 × 31 pt track with round ends, in ``onTintColor``
/// (`systemGreen` by default) when on and `systemFill` when off; a 27 pt round thumb
/// (``thumbTintColor``, white by default) with a soft shadow, 2 pt inside the track's left end
/// when off and its right end when on. ``setOn(_:animated:)`` with `animated` slides the thumb
/// and blends the track's colour over ``toggleAnimationDuration`` (UIKit's duration is not
/// documented). Dragging the thumb is not simulated: a finger that lifts inside flips the
/// switch wherever it moved.
open class UISwitch: UIControl {
    /// The switch's size (UIKit enforces it).
    public static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter.
    public static let thumbDiameter: CGFloat = 27
    /// How long ``setOn(_:animated:)`` slides the thumb (Animatic's choice; UIKit's is not documented).
    public static let toggleAnimationDuration: TimeInterval = 0.25

    /// Whether the switch is on (`false` by default); setting it sends no action.
    open var isOn: Bool {
        get { storedOn }
        set { setOn(newValue, animated: false) }
    }
    private final var storedOn = false

    /// The track's colour when on (`nil`: `systemGreen`).
    open var onTintColor: UIColor? {
        didSet {
            updateLook()
            appearanceDidSet(.onTintColor, self) { [onTintColor] in $0.onTintColor = onTintColor }
        }
    }
    /// The thumb's colour (`nil`: white).
    open var thumbTintColor: UIColor? { didSet { updateLook() } }
    /// An image for the on state: kept, never drawn (no effect since iOS 7, as Apple documents).
    open var onImage: UIImage?
    /// An image for the off state: kept, never drawn (no effect since iOS 7, as Apple documents).
    open var offImage: UIImage?

    /// The track.
    final let track = UIView()
    /// The thumb.
    final let thumb = UIView()

    /// A switch, off, at `frame`'s origin; its size is always ``size`` (Apple: "The size
    /// components of this rectangle are ignored").
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        setUpSwitch()
    }

    /// A switch from a storyboard or nib, which then sets its frame and state.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSwitch()
    }

    private final func setUpSwitch() {
        track.layer.cornerRadius = UISwitch.size.height / 2
        track.isUserInteractionEnabled = false
        addSubview(track)
        thumb.layer.cornerRadius = UISwitch.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        updateLook()
    }

    /// Turns the switch on or off, sliding the thumb when `animated` and the switch is on
    /// stage; sends no action, as UIKit ("Setting the switch to either position does not
    /// result in an action message being sent").
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedOn else { return }
        storedOn = on
        if animated, window != nil {
            UIView.animate(withDuration: UISwitch.toggleAnimationDuration) { self.updateLook() }
        } else {
            updateLook()
        }
    }

    /// 51 × 31 pt, the switch's fixed size.
    open override var intrinsicContentSize: CGSize { UISwitch.size }

    /// 51 × 31 pt whatever `size` is offered (the switch's fixed size).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// Places the track and the thumb in the bounds' top-left 51 × 31 pt.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
    }

    private final func updateLook() {
        let size = UISwitch.size
        let d = UISwitch.thumbDiameter
        let inset = (size.height - d) / 2
        track.frame = CGRect(origin: .zero, size: size)
        track.backgroundColor = storedOn ? (onTintColor ?? .systemGreen) : .systemFill
        thumb.frame = CGRect(x: storedOn ? size.width - inset - d : inset, y: inset, width: d, height: d)
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    override func didJoinStage() {
        super.didJoinStage()
        StoryNotes.noteOnceToCurrent(once: "UISwitch.look", call: "UISwitch") {
            "switches are drawn with iOS 13's default look as measured (51 × 31 pt track, 27 pt white thumb with a shadow);"
                + " Apple does not document it"
        }
    }

    /// The finger lifts inside the control: the switch flips with its animation and sends
    /// `.valueChanged`, then the control's touch-up events.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        defer { super.touchesEnded(touches, with: event) }
        guard wasTracking, let touch = touches.first,
              bounds.insetBy(dx: -UIControl.trackingMargin, dy: -UIControl.trackingMargin).contains(touch.location(in: self))
        else { return }
        setOn(!storedOn, animated: true)
        sendActions(for: .valueChanged)
    }
}
