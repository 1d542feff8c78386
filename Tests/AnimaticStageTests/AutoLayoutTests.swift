import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// The frame a view shows at `t` seconds (in its superview's coordinates), from the timeline.
func recordedFrame(_ r: Recording, _ id: String, at t: Double) throws -> CGRect {
    let s = try #require(try r.timeline.state(at: StoryTime(seconds: t))[id]).state
    return CGRect(x: s.centerX - s.width / 2, y: s.centerY - s.height / 2, width: s.width, height: s.height)
}

/// A 400×300 container at the stage's origin, with `views` as subviews laid out by constraints.
private func container(_ views: UIView...) -> UIView {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    box.accessibilityIdentifier = "container"
    for view in views {
        view.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(view)
    }
    return box
}

private func named(_ name: String) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = name
    return view
}

private func label(_ name: String, _ text: String, size: CGFloat = 17) -> UILabel {
    let label = UILabel()
    label.accessibilityIdentifier = name
    label.text = text
    label.font = .systemFont(ofSize: size)
    return label
}

/// Auto Layout on the stage: layouts computed by hand (Apple, "Auto Layout Guide"; WWDC 2015
/// sessions 218 and 219, "Mysteries of Auto Layout").
@Suite struct AutoLayoutTests {
    // MARK: - Single views

    @Test func aViewPinnedToItsSuperviewsEdges() throws {
        let child = named("child")
        let box = container(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: box.topAnchor, constant: 20),
            child.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -20),
        ])
        #expect(child.frame == .zero)   // nothing moves before a layout pass
        let r = record { stage, _ in stage.addSubview(box) }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(child.frame == CGRect(x: 10, y: 20, width: 380, height: 260))
        #expect(try recordedFrame(r, "child", at: 0) == CGRect(x: 10, y: 20, width: 380, height: 260))
        #expect(!child.hasAmbiguousLayout)
    }

    /// Real screens often activate a view's constraints before turning its autoresizing mask
    /// off (`addSubview`, `activate`, then `translatesAutoresizingMaskIntoConstraints = false`):
    /// UIKit makes the mask's constraints lazily in its update pass, so nothing conflicts.
    @Test func activatingBeforeTurningTheMaskOffInTheSameTurnDoesNotConflict() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        box.accessibilityIdentifier = "container"
        let child = named("child")
        let r = record { stage, _ in
            stage.addSubview(box)
            box.addSubview(child)
            NSLayoutConstraint.activate([
                child.centerXAnchor.constraint(equalTo: box.centerXAnchor),
                child.topAnchor.constraint(equalTo: box.topAnchor, constant: 40),
                child.widthAnchor.constraint(equalToConstant: 120),
                child.heightAnchor.constraint(equalToConstant: 48),
            ])
            child.translatesAutoresizingMaskIntoConstraints = false
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(try recordedFrame(r, "child", at: 0) == CGRect(x: 140, y: 40, width: 120, height: 48))
    }

    /// A mask still on at the layout pass conflicts, and is reported as UIKit logs it.
    @Test func aMaskLeftOnConflictsAtTheLayoutPass() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let child = named("child")
        let r = record { stage, _ in
            stage.addSubview(box)
            box.addSubview(child)
            child.widthAnchor.constraint(equalToConstant: 120).isActive = true
        }
        #expect(r.problems.count == 1)
        guard case .unsatisfiableConstraints(let involved, let broken)? = r.problems.first else {
            Issue.record("\(r.problems)"); return
        }
        #expect(broken.contains("width == 120"))
        #expect(involved.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") })
    }

    @Test func layoutIfNeededOffStageSetsTheFrames() {
        let child = named("child")
        let box = container(child)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        box.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func multiplierAndConstantOnDimensions() {
        let child = named("child")
        let box = container(child)
        let left = child.leftAnchor.constraint(equalTo: box.leftAnchor)
        NSLayoutConstraint.activate([
            left,
            child.topAnchor.constraint(equalTo: box.topAnchor),
            child.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5, constant: 10),   // 210
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.25),              // 52.5
        ])
        box.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 210, height: 52.5))
        let item = NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: box,
                                      attribute: .right, multiplier: 0.75, constant: 0)
        #expect(item.multiplier == 0.75 && item.firstAttribute == .centerX && item.secondItem === box)
        left.isActive = false
        item.isActive = true
        box.layoutIfNeeded()
        #expect(child.frame.midX == 300)   // centre at 0.75 × 400
    }

    @Test func inequalitiesWinOverLowerPriorities() {
        let a = named("a"), b = named("b")
        let box = container(a, b)
        let wish = a.widthAnchor.constraint(equalToConstant: 80)
        wish.priority = .defaultHigh
        let cap = b.widthAnchor.constraint(equalToConstant: 500)
        cap.priority = .required - 1
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor), a.topAnchor.constraint(equalTo: box.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(greaterThanOrEqualToConstant: 120), wish,
            b.leadingAnchor.constraint(equalTo: box.leadingAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(lessThanOrEqualTo: box.widthAnchor, multiplier: 0.75), cap,
        ])
        box.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 120, height: 10))
        #expect(b.frame == CGRect(x: 0, y: 10, width: 300, height: 10))
        // Lowering the inequality below the wish lets the wish win.
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751))
        cap.priority = .defaultLow
        box.layoutIfNeeded()
        #expect(b.frame.width == 300)
    }

    @Test func systemSpacingIsEightPoints() {
        let a = named("a"), b = named("b")
        let box = container(a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor), a.topAnchor.constraint(equalTo: box.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        box.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 66, y: 58, width: 50, height: 50))
    }

    // MARK: - Content size

    /// Two labels in a row: the one that hugs less stretches; squeezed, the one that resists less
    /// compresses (Apple, "Auto Layout Guide: Anatomy of a Constraint", "Intrinsic Content Size").
    @Test func huggingAndCompressionBetweenTwoLabels() {
        let name = label("name", "Ada Lovelace"), date = label("date", "1815")
        let box = container(name, date)
        let nameWidth = name.intrinsicContentSize.width, dateWidth = date.intrinsicContentSize.width
        #expect(nameWidth > 0 && dateWidth > 0)
        #expect(name.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(name.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        name.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let trailing = date.trailingAnchor.constraint(equalTo: box.trailingAnchor)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            date.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            trailing,
            name.topAnchor.constraint(equalTo: box.topAnchor),
            date.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
        ])
        box.layoutIfNeeded()
        #expect(date.frame.width == dateWidth)
        #expect(name.frame.width == 400 - 8 - dateWidth)
        #expect(name.frame.height == name.intrinsicContentSize.height)
        #expect(date.frame.minY == name.frame.minY)   // same font: baselines at the same height
        // Squeezed to 60 pt: the date resists more and keeps its width.
        trailing.isActive = false
        let squeeze = date.trailingAnchor.constraint(equalTo: box.leadingAnchor, constant: 60)
        squeeze.isActive = true
        date.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        box.layoutIfNeeded()
        #expect(date.frame.width == dateWidth)
        #expect(name.frame.width == max(0, 60 - 8 - dateWidth))
    }

    /// A label's text change lays out again with its new intrinsic size.
    @Test func invalidatingTheIntrinsicSizeRelaysOut() {
        let title = label("title", "Hi")
        let box = container(title)
        NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                                     title.topAnchor.constraint(equalTo: box.topAnchor)])
        box.layoutIfNeeded()
        let before = title.frame.width
        title.text = "Hello, Auto Layout"
        box.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width && title.frame.width > before)
    }

    @Test func systemLayoutSizeFittingUsesTheConstraintsInside() {
        let card = UIView(frame: .zero)
        let title = label("title", "Welcome", size: 20)
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: title.intrinsicContentSize.width + 32, height: title.intrinsicContentSize.height + 24))
    }

    // MARK: - Guides and margins

    /// The safe-area guide of a controller's root view on a device (iPhone 15: 59 pt top, 34 pt
    /// bottom) and the root view's margins (16 pt in a compact width, measured from the safe area).
    @Test func safeAreaAndMarginsOfARootView() throws {
        final class Intro: UIViewController {
            let header = UIView(), footer = UIView(), spacer = UILayoutGuide()
            override func viewDidLoad() {
                super.viewDidLoad()
                header.accessibilityIdentifier = "header"
                footer.accessibilityIdentifier = "footer"
                for v in [header, footer] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                view.addLayoutGuide(spacer)
                let safe = view.safeAreaLayoutGuide, margins = view.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: safe.topAnchor),
                    header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    header.heightAnchor.constraint(equalToConstant: 44),
                    footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    spacer.topAnchor.constraint(equalTo: header.bottomAnchor),
                    spacer.bottomAnchor.constraint(equalTo: footer.topAnchor),
                    spacer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    spacer.widthAnchor.constraint(equalToConstant: 1),
                    footer.heightAnchor.constraint(equalTo: spacer.heightAnchor, multiplier: 0.5),
                ])
            }
        }
        let intro = Intro()
        let story = try Story.record(presenting: intro, device: .iPhone15) { _ in }
        _ = story
        #expect(intro.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(intro.header.frame == CGRect(x: 16, y: 59, width: 393 - 32, height: 44))
        // Between the header's bottom (103) and the safe bottom (818): spacer + footer = 715.
        #expect(abs(intro.footer.frame.maxY - (852 - 34)) < 1e-9)
        #expect(abs(intro.spacer.layoutFrame.height - 715 / 1.5) < 1e-9)
        #expect(abs(intro.footer.frame.height - 715 / 3) < 1e-9)
        #expect(intro.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 852 - 93))
    }

    @Test func marginsOfAPlainViewAreEightPoints() {
        let child = named("child")
        let box = container(child)
        #expect(box.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 10)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: box,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: box,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: box,
                               attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 20),
        ])
        box.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 4, width: 360, height: 20))
        box.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        box.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 400, height: 20))
    }

    /// Views in different superviews are related in their common ancestor's coordinates.
    @Test func constraintsAcrossLevelsOfTheHierarchy() {
        let panel = UIView(frame: CGRect(x: 50, y: 40, width: 200, height: 100))
        let badge = named("badge")
        let box = container()
        box.addSubview(panel)
        badge.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 100),   // 50 in the panel
            badge.topAnchor.constraint(equalTo: box.topAnchor, constant: 60),           // 20 in the panel
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        box.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 50, y: 20, width: 10, height: 10))
    }

    // MARK: - Autoresizing masks

    @Test func autoresizingMasksFollowTheSuperviewsSize() {
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 380, height: 40))
        bar.autoresizingMask = [.flexibleWidth]
        let corner = UIView(frame: CGRect(x: 350, y: 250, width: 40, height: 40))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let middle = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        middle.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]   // 100 and 100: half each
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        for v in [bar, corner, middle] { box.addSubview(v) }
        box.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        #expect(bar.frame == CGRect(x: 10, y: 10, width: 580, height: 40))
        #expect(corner.frame == CGRect(x: 550, y: 350, width: 40, height: 40))
        #expect(middle.frame == CGRect(x: 200, y: 100, width: 200, height: 100))
        box.autoresizesSubviews = false
        box.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(bar.frame.width == 580)
    }

    /// A translating superview keeps its frame: its autoresizing constraints hold it, and a
    /// view pinned to it follows when it is resized.
    @Test func translatingViewsAreHeldAtTheirFrame() {
        let child = named("child")
        let box = container(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor), child.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            child.topAnchor.constraint(equalTo: box.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        box.layoutIfNeeded()
        box.frame = CGRect(x: 0, y: 0, width: 250, height: 300)
        box.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 250, height: 10))
        #expect(box.frame == CGRect(x: 0, y: 0, width: 250, height: 300))
    }

    // MARK: - Animation

    /// The idiom: change a constant, then `layoutIfNeeded()` inside an animation block: the
    /// frame animates with the block (linear here, so exact frames at each time).
    @Test func animatedConstantChange() throws {
        let button = named("button")
        let box = container(button)
        let bottom = button.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 60)   // below the edge
        NSLayoutConstraint.activate([
            bottom, button.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            button.widthAnchor.constraint(equalToConstant: 200), button.heightAnchor.constraint(equalToConstant: 50),
        ])
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                bottom.constant = -20
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { box.layoutIfNeeded() })
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(try recordedFrame(r, "button", at: 0.5) == CGRect(x: 100, y: 310, width: 200, height: 50))
        #expect(try recordedFrame(r, "button", at: 1.25) == CGRect(x: 100, y: 270, width: 200, height: 50))
        #expect(try recordedFrame(r, "button", at: 1.5) == CGRect(x: 100, y: 230, width: 200, height: 50))
        #expect(button.frame == CGRect(x: 100, y: 230, width: 200, height: 50))
    }

    /// Without a block the change shows at the end of the instant (UIKit's next layout pass);
    /// calling `layoutIfNeeded()` on the moving view itself lays out from its superview.
    @Test func constantChangeOutsideABlockAndOnTheViewItself() throws {
        let button = named("button")
        let box = container(button)
        let top = button.topAnchor.constraint(equalTo: box.topAnchor, constant: 0)
        NSLayoutConstraint.activate([top, button.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                                     button.widthAnchor.constraint(equalToConstant: 10),
                                     button.heightAnchor.constraint(equalToConstant: 10)])
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                top.constant = 100
                #expect(button.frame.minY == 0)   // not yet
            }
            clock.schedule(at: s(2)) {
                top.constant = 200
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { button.layoutIfNeeded() })
            }
        }
        #expect(try recordedFrame(r, "button", at: 1).minY == 100)
        #expect(try recordedFrame(r, "button", at: 2.5).minY == 150)
    }

    /// Swapping constraints (deactivate one, activate another) animates a spring like any block.
    @Test func swappingConstraintsAnimatesWithASpring() throws {
        let card = named("card")
        let box = container(card)
        let left = card.leadingAnchor.constraint(equalTo: box.leadingAnchor)
        let right = card.trailingAnchor.constraint(equalTo: box.trailingAnchor)
        NSLayoutConstraint.activate([left, card.topAnchor.constraint(equalTo: box.topAnchor),
                                     card.widthAnchor.constraint(equalToConstant: 100),
                                     card.heightAnchor.constraint(equalToConstant: 100)])
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                left.isActive = false
                right.isActive = true
                UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                               options: [], animations: { box.layoutIfNeeded() })
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(try recordedFrame(r, "card", at: 0.9).minX == 0)
        let midway = try recordedFrame(r, "card", at: 1.2).minX
        #expect(midway > 0 && midway < 300)
        #expect(try recordedFrame(r, "card", at: 3).minX == 300)
    }

    // MARK: - Errors

    /// A required conflict is reported as UIKit logs it, and the most recent constraint is
    /// broken; layout goes on with the others.
    @Test func conflictingConstraintsAreReportedAndTheNewestBroken() throws {
        let child = named("child")
        let box = container(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 100)
        wide.identifier = "wide"
        let narrow = child.widthAnchor.constraint(equalToConstant: 50)
        narrow.identifier = "narrow"
        let r = record { stage, _ in
            stage.addSubview(box)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: box.leadingAnchor), child.topAnchor.constraint(equalTo: box.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10), wide, narrow,
            ])
        }
        let expectedNarrow = "<NSLayoutConstraint:'narrow' UIView:'child'.width == 50>"
        #expect(narrow.description == expectedNarrow)
        #expect(r.problems == [.unsatisfiableConstraints(
            constraints: ["<NSLayoutConstraint:'wide' UIView:'child'.width == 100>", expectedNarrow], broken: expectedNarrow)])
        #expect(r.problems.first?.message.hasPrefix("Unable to simultaneously satisfy constraints: ") == true)
        #expect(r.problems.first?.message.hasSuffix("Will attempt to recover by breaking constraint \(expectedNarrow)") == true)
        #expect(child.frame.width == 100)
        #expect(narrow.isActive)   // broken, not deactivated (as UIKit)
    }

    /// A view added to the stage itself with its mask off (SwiftMessages' `KeyboardTrackingView`
    /// turns it off in `init(frame:)` and pins its height to 0): UIKit makes no autoresizing
    /// constraints for it, and the window lays it out by its constraints; what they leave free
    /// keeps the frame it was given. Its subviews follow, and a change animates.
    @Test func aViewOnTheStageWithItsMaskOffIsLaidOutByItsOwnConstraints() throws {
        let tracker = UIView(frame: CGRect(x: 46.5, y: 276, width: 300, height: 300))
        tracker.accessibilityIdentifier = "tracker"
        let bar = named("bar")
        tracker.translatesAutoresizingMaskIntoConstraints = false
        let height = tracker.heightAnchor.constraint(equalToConstant: 0)
        height.isActive = true
        bar.translatesAutoresizingMaskIntoConstraints = false
        tracker.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: tracker.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: tracker.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: tracker.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 20),
        ])
        let r = record { stage, clock in
            stage.addSubview(tracker)
            clock.schedule(at: s(1)) {
                UIView.animate(withDuration: 0.5) {
                    height.constant = 120
                    tracker.layoutIfNeeded()
                }
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(try recordedFrame(r, "tracker", at: 0) == CGRect(x: 46.5, y: 276, width: 300, height: 0))
        #expect(try recordedFrame(r, "bar", at: 0) == CGRect(x: 0, y: -20, width: 300, height: 20))
        #expect(try recordedFrame(r, "tracker", at: 1.25).height > 0)
        #expect(try recordedFrame(r, "tracker", at: 1.25).height < 120)
        #expect(try recordedFrame(r, "tracker", at: 1.5) == CGRect(x: 46.5, y: 276, width: 300, height: 120))
        #expect(try recordedFrame(r, "bar", at: 1.5) == CGRect(x: 0, y: 100, width: 300, height: 20))
    }

    /// Off the stage nothing lays a top view out (UIKit's window does, once it is in one).
    @Test func offStageATopViewWithItsMaskOffKeepsItsFrame() {
        let tracker = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        tracker.translatesAutoresizingMaskIntoConstraints = false
        tracker.heightAnchor.constraint(equalToConstant: 0).isActive = true
        tracker.layoutIfNeeded()
        #expect(tracker.frame == CGRect(x: 10, y: 20, width: 300, height: 300))
    }

    /// The classic mistake: a view that still translates its autoresizing mask.
    @Test func forgettingTranslatesAutoresizingMaskIsReported() throws {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        child.accessibilityIdentifier = "child"
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        box.addSubview(child)
        let r = record { stage, _ in
            stage.addSubview(box)
            child.widthAnchor.constraint(equalToConstant: 100).isActive = true
        }
        guard case let .unsatisfiableConstraints(involved, broken)? = r.problems.first else {
            Issue.record("expected an unsatisfiable report, got \(r.problems)")
            return
        }
        #expect(involved.contains("<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:'child'.width == 30>"))
        #expect(broken == "<NSLayoutConstraint UIView:'child'.width == 100>")
        #expect(child.frame.width == 30)
    }

    @Test func misuseIsReportedNotRaised() throws {
        let a = named("a"), b = named("b")
        let r = record { stage, _ in
            // No common ancestor.
            a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            // A location equal to a constant, and a size related to a location.
            _ = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                   multiplier: 1, constant: 10)
            _ = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .top,
                                   multiplier: 1, constant: 0)
            _ = NSLayoutConstraint(item: "a string", attribute: .width, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 0)
            // Required to optional on an active constraint.
            let box = container(a)
            stage.addSubview(box)
            let width = a.widthAnchor.constraint(equalToConstant: 10)
            width.isActive = true
            width.priority = .defaultHigh
            #expect(width.priority == .required)
            let optional = a.heightAnchor.constraint(equalToConstant: 10)
            optional.priority = .defaultLow
            optional.isActive = true
            optional.priority = .defaultHigh   // optional to optional: fine
            #expect(optional.priority == .defaultHigh)
        }
        #expect(r.problems.count == 5, "\(r.problems)")
        #expect(r.problems[0].message.contains("because they have no common ancestor"))
        #expect(r.problems[1].message.contains("sets a location (left) equal to a constant"))
        #expect(r.problems[2].message.contains("cannot relate a size (width) to a location"))
        #expect(r.problems[3].message.contains("must be a UIView or a UILayoutGuide"))
        #expect(r.problems[4] == .misuse(call: "NSLayoutConstraint.priority", problem:
            "mutating a priority from required to not on an installed constraint (or vice-versa) is not supported (<NSLayoutConstraint UIView:'a'.width == 10>); the priority stays 1000.0"))
    }

    @Test func ambiguityIsAnsweredNotReported() {
        let child = named("child")
        let box = container(child)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10),
                                     child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leadingAnchor.constraint(equalTo: box.leadingAnchor)])
        box.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)   // no vertical position
        child.topAnchor.constraint(equalTo: box.topAnchor).isActive = true
        #expect(!child.hasAmbiguousLayout)
    }

    /// Removing a view from its superview deactivates the constraints to views outside it (UIKit).
    @Test func removingAViewDropsItsOutsideConstraints() {
        let child = named("child"), inner = named("inner")
        let box = container(child)
        inner.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(inner)
        let outside = child.leadingAnchor.constraint(equalTo: box.leadingAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: child.widthAnchor)
        NSLayoutConstraint.activate([outside, inside])
        #expect(box.constraints.contains { $0 === outside } && child.constraints.contains { $0 === inside })
        child.removeFromSuperview()
        #expect(!outside.isActive && inside.isActive)
        box.addSubview(child)
        #expect(inside.isActive && child.constraints.contains { $0 === inside })
    }

    // MARK: - The update pass

    @Test func updateConstraintsRunsSubviewsFirstBeforeLayout() {
        final class Log { var entries: [String] = [] }
        final class Logged: UIView {
            let log: Log
            let name: String
            init(_ name: String, log: Log) { self.name = name; self.log = log; super.init(frame: .zero) }
            required init?(coder: NSCoder) { nil }
            override func updateConstraints() {
                log.entries.append("update \(name)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                log.entries.append("layout \(name)")
            }
        }
        let log = Log()
        let outer = Logged("outer", log: log), inner = Logged("inner", log: log)
        outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        outer.addSubview(inner)
        inner.setNeedsUpdateConstraints()
        outer.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        outer.layoutIfNeeded()
        #expect(Array(log.entries.prefix(4)) == ["update inner", "update outer", "layout outer", "layout inner"])
        #expect(!outer.needsUpdateConstraints())
    }

    @Test func updateConstraintsWithoutSuperIsReported() {
        final class Careless: UIView {
            override func updateConstraints() {}
        }
        let r = record { stage, _ in
            let view = Careless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stage.addSubview(view)
            view.setNeedsUpdateConstraints()
        }
        #expect(r.problems == [.misuse(call: "UIView.updateConstraints()",
                                       problem: "Careless.updateConstraints() did not call super (UIKit raises)")])
    }
}
