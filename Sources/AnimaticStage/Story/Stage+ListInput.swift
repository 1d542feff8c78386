import AnimaticRuntime
import AnimaticClock
import Foundation

extension Stage {
    /// Drags `scrollView`'s content at `seconds` of story time so that its offset moves to
    /// `offset` over `duration` seconds, as a finger would, then lifts.
    ///
    /// ```swift
    /// stage.scroll(pages, to: CGPoint(x: 320, y: 0), at: 2, duration: 0.4)   // swipe to page 2
    /// ```
    ///
    /// The delegate hears what UIKit sends (Apple, `UIScrollViewDelegate`):
    /// `scrollViewWillBeginDragging`, then `scrollViewDidScroll` at each frame (60 a second) while
    /// the offset moves evenly, then `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// with where the content will rest (the nearest page when `isPagingEnabled`, and always
    /// within the content's limits; the delegate may change it), `scrollViewDidEndDragging`;
    /// when the rest is not where the finger left the content, `scrollViewWillBeginDecelerating`,
    /// the offset eases out to it over 0.3 s (`scrollViewDidScroll` at each frame) and
    /// `scrollViewDidEndDecelerating`. A scroll view that is not on this stage, has
    /// `isScrollEnabled` off, or a time that is past, negative or not finite, is reported and
    /// nothing is scheduled.
    public func scroll(_ scrollView: UIScrollView, to offset: CGPoint, at seconds: TimeInterval, duration: TimeInterval = 0.3) {
        let call = "Stage.scroll(_:to:at:duration:)"
        guard let time = inputTime(seconds, call: call) else { return }
        guard duration.isFinite, duration >= 0 else {
            return recorder.report(.invalidArgument(call: call, argument: "duration", problem: "\(duration) s is not a length of time"))
        }
        context.clock.schedule(at: time) { [weak self] in
            guard let self else { return }
            guard scrollView.stageRecorder === self.recorder else {
                return self.recorder.report(.misuse(call: call, problem: "the scroll view \(scrollView.displayName) is not on this stage"))
            }
            guard scrollView.isScrollEnabled else {
                return self.recorder.report(.misuse(call: call, problem: "the scroll view \(scrollView.displayName) has isScrollEnabled false"))
            }
            self.drag(scrollView, to: offset, duration: duration)
        }
    }

    private func drag(_ view: UIScrollView, to offset: CGPoint, duration: TimeInterval) {
        view.isDragging = true
        view.delegate?.scrollViewWillBeginDragging(view)
        let start = view.contentOffset
        view.animateOffset(to: offset, duration: duration, curve: .linear) { [weak view] in
            guard let view else { return }
            let velocity = duration > 0
                ? CGPoint(x: (offset.x - start.x) / duration / 1000, y: (offset.y - start.y) / duration / 1000) : .zero
            var target = Stage.restingOffset(of: view, after: offset, from: start)
            view.delegate?.scrollViewWillEndDragging(view, withVelocity: velocity, targetContentOffset: &target)
            if let collection = view as? UICollectionView {
                target = collection.collectionViewLayout.targetContentOffset(forProposedContentOffset: target, withScrollingVelocity: velocity)
            }
            view.isDragging = false
            let decelerate = target != view.contentOffset
            view.delegate?.scrollViewDidEndDragging(view, willDecelerate: decelerate)
            guard decelerate else { return }
            view.isDecelerating = true
            view.delegate?.scrollViewWillBeginDecelerating(view)
            view.animateOffset(to: target, duration: UIScrollView.scrollAnimationDuration, curve: .easeOut) { [weak view] in
                guard let view else { return }
                view.isDecelerating = false
                view.delegate?.scrollViewDidEndDecelerating(view)
            }
        }
    }

    /// Where a drag that left the content at `offset` makes it rest: within the limits, and on
    /// a page (the bounds' size) when paging, the page the drag moved towards.
    static func restingOffset(of view: UIScrollView, after offset: CGPoint, from start: CGPoint) -> CGPoint {
        var target = offset
        if view.isPagingEnabled {
            let size = view.bounds.size
            func page(_ value: CGFloat, _ from: CGFloat, _ length: CGFloat) -> CGFloat {
                guard length > 0 else { return value }
                let position = value / length
                let moved = value - from
                // A drag past a sixth of a page turns it, as UIKit's paging does for a slow drag.
                let rounded = abs(moved) > length / 6 ? (moved > 0 ? position.rounded(.up) : position.rounded(.down)) : position.rounded()
                return rounded * length
            }
            target = CGPoint(x: page(offset.x, start.x, size.width), y: page(offset.y, start.y, size.height))
        }
        let limits = view.offsetLimits
        target.x = min(max(target.x, limits.min.x), limits.max.x)
        target.y = min(max(target.y, limits.min.y), limits.max.y)
        return target
    }

    /// Taps the row at `indexPath` of `tableView` at `seconds`: after ``tapDuration`` the table
    /// selects it as a touch does (`willSelectRowAt`, the cell's `setSelected`, `didSelectRowAt`;
    /// Apple, `UITableViewDelegate`). A row that is not in view then, or a table not on this stage,
    /// is reported.
    public func tap(row indexPath: IndexPath, in tableView: UITableView, at seconds: TimeInterval) {
        let call = "Stage.tap(row:in:at:)"
        guard let time = inputTime(seconds, call: call) else { return }
        context.clock.schedule(at: time + (StoryTime(validSeconds: Stage.tapDuration) ?? .zero)) { [weak self] in
            guard let self else { return }
            guard tableView.stageRecorder === self.recorder, tableView.cellForRow(at: indexPath) != nil else {
                return self.recorder.report(.misuse(call: call, problem: "row \(indexPath.row) of section \(indexPath.section) of \(tableView.displayName) is not in view on this stage"))
            }
            tableView.touchSelect(indexPath)
        }
    }

    /// Taps the item at `indexPath` of `collectionView` at `seconds`: after ``tapDuration`` it
    /// is selected as a touch does (`shouldSelectItemAt`, the cell's `isSelected`,
    /// `didSelectItemAt`). An item not in view then is reported.
    public func tap(item indexPath: IndexPath, in collectionView: UICollectionView, at seconds: TimeInterval) {
        let call = "Stage.tap(item:in:at:)"
        guard let time = inputTime(seconds, call: call) else { return }
        context.clock.schedule(at: time + (StoryTime(validSeconds: Stage.tapDuration) ?? .zero)) { [weak self] in
            guard let self else { return }
            guard collectionView.stageRecorder === self.recorder, collectionView.cellForItem(at: indexPath) != nil else {
                return self.recorder.report(.misuse(call: call, problem: "item \(indexPath.item) of section \(indexPath.section) of \(collectionView.displayName) is not in view on this stage"))
            }
            collectionView.touchSelect(indexPath)
        }
    }

    /// Turns the wheel of `component` of `pickerView` to `row` at `seconds`, as the user's flick:
    /// the wheel turns over ``UIPickerView/selectionAnimationDuration``, then the delegate is told
    /// (`pickerView(_:didSelectRow:inComponent:)`, which feeds RxCocoa's `rx.itemSelected`). A
    /// picker not on this stage, or a row or component out of range, is reported.
    ///
    /// ```swift
    /// stage.select(row: 2, inComponent: 0, of: picker, at: 1.0)
    /// ```
    public func select(row: Int, inComponent component: Int, of pickerView: UIPickerView, at seconds: TimeInterval) {
        let call = "Stage.select(row:inComponent:of:at:)"
        guard let time = inputTime(seconds, call: call) else { return }
        context.clock.schedule(at: time) { [weak self] in
            guard let self else { return }
            guard pickerView.stageRecorder === self.recorder else {
                return self.recorder.report(.misuse(call: call, problem: "\(pickerView.displayName) is not on this stage"))
            }
            pickerView.userSelect(row: row, inComponent: component)
        }
    }

    /// Taps the tab at `index` of `tabBar` at `seconds`: after ``tapDuration`` the bar selects it
    /// and tells its delegate (a tab bar controller's bar: the controller shows that tab). A
    /// disabled tab is not selected (UIKit ignores the touch); a bar not on this stage or an
    /// index out of range is reported.
    public func tap(tab index: Int, in tabBar: UITabBar, at seconds: TimeInterval) {
        let call = "Stage.tap(tab:in:at:)"
        guard let time = inputTime(seconds, call: call) else { return }
        context.clock.schedule(at: time + (StoryTime(validSeconds: Stage.tapDuration) ?? .zero)) { [weak self] in
            guard let self else { return }
            guard tabBar.stageRecorder === self.recorder, let items = tabBar.items, items.indices.contains(index) else {
                return self.recorder.report(.misuse(call: call, problem: "the tab bar \(tabBar.displayName) is not on this stage or has no tab \(index)"))
            }
            tabBar.touchSelect(items[index])
        }
    }

    /// The story time of an input at `seconds`, or `nil` (reported) when it is not a time or
    /// is before now.
    private func inputTime(_ seconds: TimeInterval, call: String) -> StoryTime? {
        let clock = context.clock
        let time: StoryTime
        do {
            time = try StoryTime(seconds: seconds, what: "\(call) time")
        } catch {
            context.report(error)
            return nil
        }
        guard time >= clock.now else {
            recorder.report(.invalidArgument(call: call, argument: "at",
                                             problem: "the time \(seconds) s is before the current story time, \(clock.now.seconds) s"))
            return nil
        }
        return time
    }
}
