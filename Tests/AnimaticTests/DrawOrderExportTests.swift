import Animatic
import Foundation
import Testing

/// How views moved among their siblings on stage are exported (`DrawOrder`): before the
/// first frame only the document's order changes; later, the view is drawn at each place it
/// takes, its own element and `<use>` copies, each shown (`display`) while its order holds.
@Suite struct DrawOrderExportTests {
    static let size = CGSize(width: 300, height: 200)

    /// A red `a` at (0, 0) and a blue `b` at (50, 50), 100×100 each, in a 300×200 `parent`.
    static func parent() -> (UIView, UIView, UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.accessibilityIdentifier = "parent"
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        a.accessibilityIdentifier = "a"
        a.backgroundColor = .red
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        b.accessibilityIdentifier = "b"
        b.backgroundColor = .blue
        parent.addSubview(a)
        parent.addSubview(b)
        return (parent, a, b)
    }

    /// Brought to the front at 0, before the first frame: `a` is written after `b`, with no copy.
    @Test func aMoveBeforeTheFirstFrameOnlyChangesTheDocumentOrder() throws {
        let (parent, a, _) = Self.parent()
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(parent)
            parent.bringSubviewToFront(a)
            UIView.animate(withDuration: 1) { parent.alpha = 0.5 }
        }
        let svg = try story.svg()
        #expect(svg.contains("""
            <g id="b" transform="translate(50 50)"><rect width="100" height="100" fill="#00f"/></g>\
            <g id="a"><rect width="100" height="100" fill="#f00"/></g>
            """), "\(svg)")
        #expect(!svg.contains("<use") && !svg.contains("display"))
    }

    /// Brought to the front at 1 s of 2 s: `a`'s own element shows until 1 s, a copy in front of
    /// `b` from then on.
    @Test func aMoveLaterDrawsTheViewAtBothPlacesEachInItsTime() throws {
        let (parent, a, b) = Self.parent()
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(parent)
            Observable<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in parent.bringSubviewToFront(a) }).disposed(by: stage.disposeBag)
            UIView.animate(withDuration: 2) { b.alpha = 0.5 }
        }
        let svg = try story.svg()
        #expect(svg.contains("""
            <g><animate attributeName="display" dur="2s" calcMode="discrete" keyTimes="0;.5" values="inline;none" fill="freeze"/>\
            <g id="_o0"><g id="a"><rect width="100" height="100" fill="#f00"/></g></g></g>\
            <g id="b" transform="translate(50 50)">
            """), "\(svg)")
        #expect(svg.contains("""
            </g><use href="#_o0" display="none"><animate attributeName="display" dur="2s" calcMode="discrete" \
            keyTimes="0;.5" values="none;inline" fill="freeze"/></use></g>
            """), "\(svg)")
        // A frame draws the order in force at its instant only.
        let before = try story.svg(at: 0.5), after = try story.svg(at: 1.5)
        #expect(!before.contains("<use") && !before.contains("display"))
        #expect(after.contains("<g display=\"none\"><g id=\"_o0\">") && after.contains("<use href=\"#_o0\"/>"))
    }
}
