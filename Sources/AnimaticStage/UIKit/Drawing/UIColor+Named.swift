import Foundation

extension UIColor {
    /// The colour `name` of the app's asset catalogs (UIKit's `init?(named:)`: "The color object,
    /// or nil if no color with the name was found"): a `name.colorset` folder in the folders
    /// storyboards and images are looked for in (`ANIMATIC_RESOURCES`, folders added with
    /// `UIStoryboard.addSearchFolder(_:)`, the adapted app's folders), its light (any appearance)
    /// value, as a stage records the light appearance.
    ///
    /// ```swift
    /// button.setTitleColor(UIColor(named: "Main"), for: .normal)   // Colors.xcassets/Main.colorset
    /// ```
    public convenience init?(named name: String) {
        guard let color = InterfaceBuilderFiles.color(named: name, in: InterfaceBuilderFiles.searchRoots(callerPath: nil)) else {
            return nil
        }
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
