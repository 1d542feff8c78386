import Animatic
import Foundation
import Testing

/// A window an app shows over its main window (a HUD's or a spinner's, as SwiftSpinner and
/// SVProgressHUD-style libraries make them) in the exported story.
@Suite struct WindowStoryTests {
    @Test func anOverlayWindowIsDrawnOverTheStagesViewsAddedBeforeAndAfterIt() throws {
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .red
        card.accessibilityIdentifier = "card"
        let late = UIView(frame: CGRect(x: 100, y: 20, width: 60, height: 40))
        late.backgroundColor = .blue
        late.accessibilityIdentifier = "late"
        let hud = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        hud.accessibilityIdentifier = "hud"
        hud.windowLevel = .alert + 1
        hud.backgroundColor = UIColor(white: 0, alpha: 0.4)
        let spinner = UIView(frame: CGRect(x: 90, y: 40, width: 20, height: 20))
        spinner.backgroundColor = .white
        spinner.accessibilityIdentifier = "spinner"
        hud.addSubview(spinner)
        let story = try Story.record(size: CGSize(width: 200, height: 100)) { stage in
            stage.addSubview(card)
            hud.alpha = 0
            hud.makeKeyAndVisible()
            stage.addSubview(late)                       // into the main window: under the HUD
            UIView.animate(withDuration: 0.5) { hud.alpha = 1 }
            #expect(UIApplication.shared.keyWindow === hud && late.superview === stage)
        }
        #expect(story.timeline.text == "0.000 +0.500 hud alpha 0 -> 1 easeInOut\n")
        // Document order is drawing order: the stage's views, then the HUD window with its subview.
        #expect(try story.svg() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">\
            <g id="card" transform="translate(20 20)"><rect width="60" height="40" fill="#f00"/></g>\
            <g id="late" transform="translate(100 20)"><rect width="60" height="40" fill="#00f"/></g>\
            <g id="hud" opacity="0"><animate attributeName="opacity" dur="0.5s" calcMode="spline" keySplines=".42 0 .58 1" values="0;1" fill="freeze"/>\
            <rect width="200" height="100" fill="#000" fill-opacity=".4"/>\
            <g id="spinner" transform="translate(90 40)"><rect width="20" height="20" fill="#fff"/></g></g></svg>

            """)
    }
}
