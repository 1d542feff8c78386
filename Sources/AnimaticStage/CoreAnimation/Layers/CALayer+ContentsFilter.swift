import AnimaticRuntime
import Foundation

/// How a layer's contents are sampled when drawn larger or smaller than their pixels (Core
/// Animation's `CALayerContentsFilter`: `kCAFilterLinear`, `kCAFilterNearest`, `kCAFilterTrilinear`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name (`"linear"`).
    public var rawValue: String
    /// A filter from its name (`RawRepresentable`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Interpolating between neighbouring pixels (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel, unsmoothed (pixel art scaled up).
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear between the two nearest mipmap levels (minification).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

// The filters decide how the browser samples an embedded bitmap, which is not part of the SVG
// contract (geometry and opacity, semantics.md): the exported `<image>` is drawn with the
// browser's smooth scaling, which is linear filtering, and its own choice of mipmaps when it
// shrinks an image. So `.linear` and `.trilinear` are accepted (what the browser draws), and
// `.nearest` (unsmoothed pixels, SVG's `image-rendering: pixelated`, which Animatic does not
// write yet) and a mipmap bias other than 0 are reported as not supported when set while a
// story records, naming the layer's view.
extension CALayer {
    /// The filter used when the contents are drawn larger than their pixels (Apple,
    /// `magnificationFilter`; `.linear` by default). `.nearest` is reported as not supported.
    public final var magnificationFilter: CALayerContentsFilter {
        get { filters(\.magnification) }
        set { setFilter(\.magnification, newValue, call: "CALayer.magnificationFilter") }
    }

    /// The filter used when the contents are drawn smaller than their pixels (Apple,
    /// `minificationFilter`; `.linear` by default). `.nearest` is reported as not supported.
    public final var minificationFilter: CALayerContentsFilter {
        get { filters(\.minification) }
        set { setFilter(\.minification, newValue, call: "CALayer.minificationFilter") }
    }

    /// The bias of the mipmap level the trilinear filter picks (Apple, `minificationFilterBias`;
    /// 0 by default). A value other than 0 is reported as not supported.
    public final var minificationFilterBias: Float {
        get { contentsFilters.bias }
        set {
            contentsFilters.bias = newValue
            guard newValue != 0 else { return }
            reportUndrawn(call: "CALayer.minificationFilterBias",
                          feature: "a mipmap bias of \(newValue) (the browser picks its own mipmaps)")
        }
    }

    private func filters(_ key: KeyPath<ContentsFilters, CALayerContentsFilter>) -> CALayerContentsFilter {
        contentsFilters[keyPath: key]
    }

    private func setFilter(_ key: WritableKeyPath<ContentsFilters, CALayerContentsFilter>, _ value: CALayerContentsFilter,
                           call: String) {
        contentsFilters[keyPath: key] = value
        guard value != .linear, value != .trilinear else { return }
        reportUndrawn(call: call, feature: "the contents filter \"\(value.rawValue)\" (the exported image is drawn with "
                      + "the browser's smooth, linear scaling)")
    }
}

/// A layer's contents filters (see `CALayer.magnificationFilter`).
struct ContentsFilters: Sendable {
    var magnification = CALayerContentsFilter.linear
    var minification = CALayerContentsFilter.linear
    var bias: Float = 0
}
