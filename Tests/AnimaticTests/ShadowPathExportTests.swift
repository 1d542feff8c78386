import Animatic
import Testing

/// A layer's `shadowPath` casts the shadow of the path, not of what the layer draws (Apple,
/// `CALayer.shadowPath`): the path, first in the view's group, through a filter that draws
/// only its blurred, offset shadow in the shadow's colour and opacity; the view's group has no
/// filter of its own. Chromium, Firefox and WebKit draw it: `ShadowPathPlaybackTests`.
@Suite struct ShadowPathExportTests {
    static let size = CGSize(width: 200, height: 100)

    @Test func aClearViewCastsItsShadowPathsShadow() throws {
        // expanding-collection's cell shadow: a clear view whose shadow path is a rectangle.
        let shadow = UIView(frame: CGRect(x: 20, y: 10, width: 80, height: 60))
        shadow.accessibilityIdentifier = "shadow"
        shadow.backgroundColor = UIColor(white: 0, alpha: 0)
        shadow.layer.shadowColor = UIColor.black.cgColor
        shadow.layer.shadowRadius = 10
        shadow.layer.shadowOpacity = 0.3
        shadow.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadow.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 80, height: 60)).cgPath
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(shadow)
        }
        let svg = try story.svg()
        // The region: the path's box grown by 3 × 10 + the offset + 1 on each side.
        #expect(svg.contains("""
            <g id="shadow" transform="translate(20 10)"><filter id="shadow-shadow" filterUnits="userSpaceOnUse" \
            x="-31" y="-35" width="142" height="130" color-interpolation-filters="sRGB">\
            <feGaussianBlur in="SourceAlpha" stdDeviation="10"/><feOffset dx="0" dy="4" result="shadow"/>\
            <feFlood flood-color="#000" flood-opacity=".3"/><feComposite operator="in" in2="shadow"/></filter>\
            <path filter="url(#shadow-shadow)" d="M 0 0 L 80 0 L 80 60 L 0 60 Z"/></g>
            """), "\(svg)")
        #expect(!svg.contains("feDropShadow"))
    }

    @Test func anAnimatedShadowAnimatesTheFilterPrimitives() throws {
        let card = UIView(frame: CGRect(x: 20, y: 10, width: 40, height: 40))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .red
        card.layer.shadowRadius = 0
        card.layer.shadowOpacity = 0
        card.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: -10, y: 0, width: 60, height: 40)).cgPath
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(card)
            let fade = CABasicAnimation(keyPath: "shadowOpacity")
            fade.fromValue = 0
            fade.toValue = 0.5
            fade.duration = 1
            card.layer.shadowOpacity = 0.5
            card.layer.add(fade, forKey: "fade")
            let move = CABasicAnimation(keyPath: "shadowOffset")
            move.fromValue = CGSize(width: 0, height: 0)
            move.toValue = CGSize(width: 6, height: 8)
            move.duration = 1
            card.layer.shadowOffset = CGSize(width: 6, height: 8)
            card.layer.add(move, forKey: "move")
        }
        let svg = try story.svg()
        // The oval (control box −10…50 × 0…40) under the red background; the offset and the
        // opacity animate on their primitives.
        #expect(svg.contains("""
            <g id="card" transform="translate(20 10)"><filter id="card-shadow" filterUnits="userSpaceOnUse" \
            x="-17" y="-9" width="74" height="58" color-interpolation-filters="sRGB">\
            <feGaussianBlur in="SourceAlpha" stdDeviation="0"/><feOffset dx="0" dy="0" result="shadow">\
            <animate attributeName="dx" dur="1s" values="0;6" fill="freeze"/>\
            <animate attributeName="dy" dur="1s" values="0;8" fill="freeze"/></feOffset>\
            <feFlood flood-color="#000" flood-opacity="0"><animate attributeName="flood-opacity" dur="1s" values="0;.5" \
            fill="freeze"/></feFlood><feComposite operator="in" in2="shadow"/></filter>\
            <path filter="url(#card-shadow)" d="M 50 20 C 50 31.0457 36.5685 40 20 40 C 3.4315 40 -10 31.0457 -10 20 \
            C -10 8.9543 3.4315 0 20 0 C 36.5685 0 50 8.9543 50 20 Z"/><rect width="40" height="40" fill="#f00"/></g>
            """), "\(svg)")
    }
}
