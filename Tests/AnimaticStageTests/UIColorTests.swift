import Foundation
import Testing
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

@Suite struct UIColorTests {
    private func components(_ c: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    @Test func namedColoursHaveUIKitsComponents() {
        #expect(components(.black) == [0, 0, 0, 1])
        let third: CGFloat = 1.0 / 3.0, twoThirds: CGFloat = 2.0 / 3.0
        #expect(components(.darkGray) == [third, third, third, 1])
        #expect(components(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
        #expect(components(.white) == [1, 1, 1, 1])
        #expect(components(.gray) == [0.5, 0.5, 0.5, 1])
        #expect(components(.red) == [1, 0, 0, 1])
        #expect(components(.green) == [0, 1, 0, 1])
        #expect(components(.blue) == [0, 0, 1, 1])
        #expect(components(.cyan) == [0, 1, 1, 1])
        #expect(components(.yellow) == [1, 1, 0, 1])
        #expect(components(.magenta) == [1, 0, 1, 1])
        #expect(components(.orange) == [1, 0.5, 0, 1])
        #expect(components(.purple) == [0.5, 0, 0.5, 1])
        #expect(components(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(components(.clear) == [0, 0, 0, 0])
        let blue122: CGFloat = 122.0 / 255
        #expect(components(.systemBlue) == [0, blue122, 1, 1])
    }

    @Test func initialisersAndAlpha() {
        #expect(UIColor(white: 0.25, alpha: 0.5) == UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
        #expect(UIColor.red.withAlphaComponent(0.3) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.3))
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) == .cyan)
        #expect(UIColor(hue: 0.25, saturation: 0, brightness: 0.5, alpha: 1) == .gray)
        var r: CGFloat = 0
        #expect(UIColor.orange.getRed(&r, green: nil, blue: nil, alpha: nil) && r == 1)
    }

    @Test func displayP3ComponentsAreConvertedToExtendedSRGB() {
        // P3's pure red lies outside sRGB: UIKit reports it as (1.0931, -0.2267, -0.1501).
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(abs(red.red - 1.093066) < 1e-5 && abs(red.green - -0.226742) < 1e-5 && abs(red.blue - -0.150135) < 1e-5)
        #expect(red.alpha == 0.5)
        #expect(red.rgba == RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        // White and greys are the same in both spaces (same white point and transfer curve).
        let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
        #expect(abs(white.red - 1) < 1e-6 && abs(white.green - 1) < 1e-6 && abs(white.blue - 1) < 1e-6)
        // KarachunVladislav/Onboarding's orange, P3 (229, 102, 33): sRGB (246.98, 91.37, -24.00) / 255.
        let orange = UIColor(displayP3Red: 229 / 255, green: 102 / 255, blue: 33 / 255, alpha: 1)
        #expect(abs(orange.red * 255 - 246.975) < 1e-3 && abs(orange.green * 255 - 91.370) < 1e-3 && abs(orange.blue * 255 - -23.996) < 1e-3)
    }

    @Test func recordedColourIsClamped() {
        #expect(UIColor(red: 1.5, green: -0.5, blue: 0.25, alpha: 1).rgba == RGBA(red: 1, green: 0, blue: 0.25, alpha: 1))
    }
}
