/// The properties of a view that the timeline records.
///
/// Every fact about a property lives in its ``descriptor``: its name, the kind (and so the
/// width) of its values, its default, its range, whether and how it animates, and the Core
/// Animation key path that names it. The timeline, the stage and the writers read those facts
/// from there; where they must do something of their own per property (the SVG writer draws
/// each property its own way), they switch over the cases exhaustively, with no `default:`,
/// so that a new case does not compile until each of them handles it (`CONTRIBUTING.md`,
/// "Add an animatable property").
///
/// Raw values are stable within a build (they order segments and index per-view tables);
/// they must stay below `AnimatedProperty/limit` because a packed segment keeps them in
/// `AnimatedProperty/bits` bits.
public enum AnimatedProperty: UInt8, CaseIterable, Sendable, CustomStringConvertible {
    /// `center`, a point in the superview's bounds coordinates.
    case center = 0
    /// `bounds.size`.
    case size = 1
    /// `transform`, about the view's anchor point (its centre by default).
    case transform = 2
    /// `alpha`.
    case alpha = 3
    /// `backgroundColor`.
    case backgroundColor = 4
    /// `isHidden` (changes instantly, never interpolates).
    case isHidden = 5
    /// A label's `textColor`.
    case textColor = 6
    /// `layer.cornerRadius`.
    case cornerRadius = 7
    /// `layer.borderColor` (the border's width is ``borderWidth``).
    case borderColor = 8
    /// `layer.shadowOpacity`.
    case shadowOpacity = 9
    /// A shape layer's `strokeStart` (0...1 of the path's length).
    case strokeStart = 10
    /// A shape layer's `strokeEnd` (0...1 of the path's length).
    case strokeEnd = 11
    /// A shape layer's `strokeColor` (clear for none).
    case strokeColor = 12
    /// A shape layer's `fillColor` (clear for none).
    case fillColor = 13
    /// A shape layer's `lineWidth`.
    case lineWidth = 14
    /// A gradient layer's colours, one slot each (`CAGradientLayer.colors`: up to four; slots
    /// past the last colour repeat it, so every slot always has a colour; clear for none).
    case gradientColor0 = 15, gradientColor1 = 16, gradientColor2 = 17, gradientColor3 = 18
    /// Where each gradient colour stops, 0...1 along the axis (`CAGradientLayer.locations`;
    /// evenly spread when the layer has none).
    case gradientLocation0 = 19, gradientLocation1 = 20, gradientLocation2 = 21, gradientLocation3 = 22
    /// A gradient layer's `startPoint`, in the unit space of its bounds ((0.5, 0) by default).
    case gradientStart = 23
    /// A gradient layer's `endPoint`, in the unit space of its bounds ((0.5, 1) by default).
    case gradientEnd = 24
    /// A text layer's `fontSize` (`CATextLayer`, 36 by default).
    case fontSize = 25
    /// A shape layer's `path`, as a point in its table of morphs (`ShapeContent/legs`):
    /// x is the leg (0: the path the layer joined with), y how far along that leg's morph
    /// (0: its start path, 1: its end path, beyond for an overshoot). Each control point moves
    /// linearly with y, as Core Animation interpolates paths with the same commands.
    case path = 26
    /// `layer.anchorPoint` (`UIView.anchorPoint`, iOS 16): the point of the bounds, in their unit
    /// space, that sits at `center` (the layer's `position`) and that the transform acts about;
    /// (0.5, 0.5) by default.
    case anchorPoint = 27
    /// `layer.shadowRadius`, the shadow's blur radius (3 by default), exported as the standard
    /// deviation of a Gaussian blur.
    case shadowRadius = 28
    /// `bounds.origin`: where the view's own coordinate space starts, which moves its subviews
    /// the other way (a scroll view's `contentOffset`, Apple, "UIScrollView").
    case boundsOrigin = 29
    /// `layer.shadowOffset`, where the shadow is drawn relative to the layer, in points
    /// ((0, −3) by default, as Core Animation's); exported as the drop shadow's `dx` and `dy`.
    case shadowOffset = 30
    /// `layer.borderWidth`, the width of the border drawn inside the bounds (0 by default: no
    /// border); exported as the border rect's `stroke-width` and its inset.
    case borderWidth = 31
    /// `layer.sublayerTransform`: a transform applied to the layer's sublayers (its view's
    /// subviews) when drawing, about the anchor point, as the layer's own transform is; the
    /// identity by default. Exported as groups around the subviews. The first raw value past 31:
    /// a packed segment holds 6 bits of property (`AnimatedProperty.bits`).
    case sublayerTransform = 32
    /// `CAShapeLayer.miterLimit`: how long a mitered corner of the stroke may grow, as a multiple
    /// of the line width, before it is drawn bevelled (Apple: "Default is 10. Animatable.").
    case miterLimit = 33
    /// `layer.zPosition`, the layer's position on the z axis (0 by default): it draws nothing by
    /// itself, it orders the view among its siblings, the higher in front, equal values in
    /// `subviews`/`sublayers` order (Apple, `CALayer.zPosition`: "Changing the value of this
    /// property changes the front-to-back ordering of layers onscreen. Higher values place this
    /// layer visually closer to the viewer"). See ``Timeline/drawingOrder(ofChildrenOf:at:)``.
    case zPosition = 34

    /// How many bits of a packed segment hold a property's raw value.
    package static let bits = 6
    /// One more than the largest raw value a packed segment can hold (`1 << bits`).
    package static let limit = 1 << bits

    /// Everything the timeline, the stage and the writers need to know about the property.
    ///
    /// - Complexity: O(1); the descriptor is a plain value with no references, so reading it
    ///   on the recording path retains nothing. Always inlined: a caller that reads one fact
    ///   (`kind`, `storage`) then compiles to a lookup of that fact instead of a call that
    ///   builds the whole descriptor, default value included, on every change recorded and
    ///   every track written.
    @inlinable @inline(__always) public var descriptor: PropertyDescriptor {
        switch self {
        case .center:
            return PropertyDescriptor(name: "center", kind: .point, default: .point(x: 0, y: 0),
                                      inViewBlocks: .center, geometry: true, keyPath: "position", fields: .point, storage: .center,
                                      composes: .position)
        case .size:
            return PropertyDescriptor(name: "size", kind: .size, default: .size(width: 0, height: 0),
                                      inViewBlocks: .size, geometry: true, keyPath: nil, storage: .size, composes: .bounds(.size))
        case .transform:
            return PropertyDescriptor(name: "transform", kind: .transform, default: .transform(TransformComponents(
                translationX: 0, translationY: 0, rotation: 0, skew: 0, scaleX: 1, scaleY: 1)),
                                      inViewBlocks: .transform, geometry: true, keyPath: "transform", fields: .transform, storage: .transform,
                                      composes: .linear(.view))
        case .alpha:
            return PropertyDescriptor(name: "alpha", kind: .scalar, default: .scalar(1), range: 0...1,
                                      inViewBlocks: .alpha, keyPath: "opacity", storage: .alpha)
        case .backgroundColor:
            return PropertyDescriptor(name: "backgroundColor", kind: .color, default: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
                                      inViewBlocks: .backgroundColor, keyPath: "backgroundColor", storage: .backgroundColor)
        case .isHidden:
            return PropertyDescriptor(name: "isHidden", kind: .flag, default: .flag(false),
                                      keyPath: nil, storage: .isHidden)
        case .textColor:
            // UILabel's `textColor` and CATextLayer's `foregroundColor` (its key path).
            return PropertyDescriptor(name: "textColor", kind: .color, default: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 1)),
                                      keyPath: "foregroundColor")
        case .cornerRadius:
            // Animatable in view animation blocks since iOS 11 (Apple, CALayer.cornerRadius).
            return PropertyDescriptor(name: "cornerRadius", kind: .scalar, default: .scalar(0),
                                      inViewBlocks: .cornerRadius, keyPath: "cornerRadius")
        case .borderColor:
            return PropertyDescriptor(name: "borderColor", kind: .color, default: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 1)), keyPath: "borderColor")
        case .shadowOpacity:
            return PropertyDescriptor(name: "shadowOpacity", kind: .scalar, default: .scalar(0), range: 0...1,
                                      keyPath: "shadowOpacity")
        case .strokeStart:
            return PropertyDescriptor(name: "strokeStart", kind: .scalar, default: .scalar(0), range: 0...1,
                                      keyPath: "strokeStart")
        case .strokeEnd:
            return PropertyDescriptor(name: "strokeEnd", kind: .scalar, default: .scalar(1), range: 0...1,
                                      keyPath: "strokeEnd")
        case .strokeColor:
            return PropertyDescriptor(name: "strokeColor", kind: .color, default: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), keyPath: "strokeColor")
        case .fillColor:
            return PropertyDescriptor(name: "fillColor", kind: .color, default: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 1)), keyPath: "fillColor")
        case .lineWidth:
            // A negative width draws no stroke (SVG: "A negative value is an error"): 0.
            return PropertyDescriptor(name: "lineWidth", kind: .scalar, default: .scalar(1), range: 0...Double.greatestFiniteMagnitude,
                                      keyPath: "lineWidth")
        // CAGradientLayer (Apple, "CAGradientLayer": colors nil, locations nil, startPoint
        // (0.5, 0), endPoint (0.5, 1), all animatable). `colors` and `locations` are arrays: one
        // property per slot, with no key path of their own (a CABasicAnimation of "colors" or
        // "locations" animates every slot: CAGradientLayer+Animation.swift in AnimaticStage).
        case .gradientColor0:
            return PropertyDescriptor(name: "gradientColor0", kind: .color, default: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), keyPath: nil)
        case .gradientColor1:
            return PropertyDescriptor(name: "gradientColor1", kind: .color, default: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), keyPath: nil)
        case .gradientColor2:
            return PropertyDescriptor(name: "gradientColor2", kind: .color, default: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), keyPath: nil)
        case .gradientColor3:
            return PropertyDescriptor(name: "gradientColor3", kind: .color, default: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), keyPath: nil)
        case .gradientLocation0:
            return PropertyDescriptor(name: "gradientLocation0", kind: .scalar, default: .scalar(0), range: 0...1, keyPath: nil)
        case .gradientLocation1:
            return PropertyDescriptor(name: "gradientLocation1", kind: .scalar, default: .scalar(0), range: 0...1, keyPath: nil)
        case .gradientLocation2:
            return PropertyDescriptor(name: "gradientLocation2", kind: .scalar, default: .scalar(0), range: 0...1, keyPath: nil)
        case .gradientLocation3:
            return PropertyDescriptor(name: "gradientLocation3", kind: .scalar, default: .scalar(0), range: 0...1, keyPath: nil)
        case .gradientStart:
            return PropertyDescriptor(name: "gradientStart", kind: .point, default: .point(x: 0.5, y: 0), keyPath: "startPoint")
        case .gradientEnd:
            return PropertyDescriptor(name: "gradientEnd", kind: .point, default: .point(x: 0.5, y: 1), keyPath: "endPoint")
        case .fontSize:
            // Animatable (Apple, "CATextLayer", `fontSize`); a negative size draws nothing.
            return PropertyDescriptor(name: "fontSize", kind: .scalar, default: .scalar(36), range: 0...Double.greatestFiniteMagnitude,
                                      keyPath: "fontSize")
        case .path:
            // Animatable between paths with the same commands (Apple, "CAShapeLayer", `path`).
            // Its values are positions in the layer's morph table (see the case), never
            // interpolated across legs: the stage records every change that takes time within
            // one leg.
            return PropertyDescriptor(name: "path", kind: .point, default: .point(x: 0, y: 0), keyPath: "path")
        case .anchorPoint:
            // Animatable with Core Animation (Apple, CALayer.anchorPoint); not among UIView's
            // animatable properties (Apple, UIView, "Animations"), so a view block sets it at once.
            return PropertyDescriptor(name: "anchorPoint", kind: .point, default: .point(x: 0.5, y: 0.5),
                                      keyPath: "anchorPoint", fields: .point, composes: .bounds(.anchorPoint))
        case .boundsOrigin:
            // Part of `bounds`, which UIView blocks animate (Apple, UIView, "Animations"); a
            // scroll view's content offset (Apple, UIScrollView.contentOffset: "The point at
            // which the origin of the content view is offset from the origin of the scroll view").
            return PropertyDescriptor(name: "boundsOrigin", kind: .point, default: .point(x: 0, y: 0),
                                      inViewBlocks: .boundsOrigin, geometry: true, keyPath: nil, storage: .boundsOrigin,
                                      composes: .bounds(.origin))
        case .shadowOffset:
            // Animatable (Apple, CALayer.shadowOffset: "The default value of this property is
            // (0.0, -3.0)"; Core Animation Programming Guide, "Animatable Properties").
            return PropertyDescriptor(name: "shadowOffset", kind: .size, default: .size(width: 0, height: -3),
                                      keyPath: "shadowOffset")
        case .shadowRadius:
            // Animatable (Apple, CALayer.shadowRadius: "The default value of this property is
            // 3.0. Animatable."); a negative radius blurs nothing: 0.
            return PropertyDescriptor(name: "shadowRadius", kind: .scalar, default: .scalar(3),
                                      range: 0...Double.greatestFiniteMagnitude, keyPath: "shadowRadius")
        case .borderWidth:
            // Animatable (Apple, CALayer.borderWidth: "The default value of this property is
            // 0.0. Animatable."); the border is drawn inside the bounds, and a negative width
            // draws none: 0.
            return PropertyDescriptor(name: "borderWidth", kind: .scalar, default: .scalar(0),
                                      range: 0...Double.greatestFiniteMagnitude, keyPath: "borderWidth")
        case .sublayerTransform:
            // Animatable (Apple, CALayer.sublayerTransform: "Specifies the transform to apply to
            // sublayers when rendering. [...] The default value is the identity transform.
            // Animatable."), with a transform's field key paths ("sublayerTransform.rotation.z":
            // Core Animation Programming Guide, "Key-Value Coding Extensions"). A layer property,
            // not a view's: UIView blocks set it at once.
            return PropertyDescriptor(name: "sublayerTransform", kind: .transform, default: .transform(TransformComponents(
                translationX: 0, translationY: 0, rotation: 0, skew: 0, scaleX: 1, scaleY: 1)),
                                      keyPath: "sublayerTransform", fields: .transform, composes: .linear(.subviews))
        case .miterLimit:
            // Animatable (Apple, CAShapeLayer.miterLimit: "Default is 10. Animatable."). A miter
            // is at least as long as the line is wide, so a limit under 1 bevels every corner as
            // 1 does (and SVG requires at least 1): clamped to 1 and above.
            return PropertyDescriptor(name: "miterLimit", kind: .scalar, default: .scalar(10),
                                      range: 1...Double.greatestFiniteMagnitude, keyPath: "miterLimit")
        case .zPosition:
            // Animatable (Apple, CALayer.zPosition: "The layer's position on the z axis.
            // Animatable. [...] The default value of this property is 0"), a layer property that
            // UIView blocks set at once. Apple gives it a single-precision range; it only orders
            // siblings, so values past ±2^63 (infinities too) order as ±2^63.
            return PropertyDescriptor(name: "zPosition", kind: .scalar, default: .scalar(0),
                                      range: -0x1p63...0x1p63, keyPath: "zPosition")
        }
    }

    /// How many numbers one value of this property takes.
    @inlinable public var width: Int { descriptor.kind.width }

    /// Whether a change inside an animation block animates (`isHidden` always changes at once).
    @inlinable public var animates: Bool { descriptor.kind != .flag }

    /// Whether `UIView.animate` animates the property of a view's own layer: the view's
    /// animatable properties (frame, bounds, center, transform, alpha, backgroundColor: Apple,
    /// UIView, "Animations") and its layer's `cornerRadius` (animatable in view animation blocks
    /// since iOS 11). A block changes the others (a label's text colour, a layer's border colour
    /// and shadow, a shape layer's stroke) at once: UIKit answers `NSNull` for their layer
    /// actions (objc.io issue 12, "View-Layer Synergy").
    @inlinable public var animatesInViewBlocks: Bool { descriptor.animatesInViewBlocks }

    /// Whether the value is a colour.
    @inlinable public var isColor: Bool { descriptor.kind == .color }

    /// The property's name, as timeline text and messages print it.
    public var description: String { descriptor.name.description }

    /// The slots of a gradient layer's colours and of their locations, in order.
    public static let gradientColors: [AnimatedProperty] = [.gradientColor0, .gradientColor1, .gradientColor2, .gradientColor3]
    /// The slots of a gradient layer's colour locations, in order.
    public static let gradientLocations: [AnimatedProperty] = [.gradientLocation0, .gradientLocation1,
                                                               .gradientLocation2, .gradientLocation3]

    /// The geometry properties (those with a ``PropertyDescriptor/geometryRole``), in the order
    /// their factors compose (``GeometryRole/order``, then raw value): what the model matrix
    /// (``ViewState/matrixToSuperview``) and the SVG writer's groups read, so that a new one
    /// of an existing role changes neither.
    package static let geometry: [AnimatedProperty] = allCases
        .compactMap { p in p.descriptor.geometryRole.map { (p, $0.order) } }
        .sorted { ($0.1, $0.0.rawValue) < ($1.1, $1.0.rawValue) }
        .map(\.0)

    /// The geometry properties that place a view's subviews only, not the view itself (its
    /// bounds origin, its layer's sublayer transform), in composition order: the SVG writer
    /// draws each as a group around the subviews, inside the view's own groups.
    package static let subviewGeometry: [AnimatedProperty] = geometry.filter { $0.descriptor.geometryRole!.placesSubviewsOnly }

    /// The property whose Core Animation key path (`"opacity"`, `"strokeEnd"`, …) is `keyPath`,
    /// if one is recorded whole under that name.
    ///
    /// - Complexity: O(p) for p properties.
    package static func property(forKeyPath keyPath: String) -> AnimatedProperty? {
        allCases.first { $0.descriptor.keyPath?.description == keyPath }
    }
}

/// One property of one view as a single number (`view << bits | property`), for tables keyed
/// by track.
@usableFromInline package struct TrackKey: Hashable, Sendable {
    /// The packed number.
    package let rawValue: Int

    /// The key of `property` of the view at index `view`.
    @usableFromInline @inline(__always) package init(view: Int, _ property: AnimatedProperty) {
        rawValue = view << AnimatedProperty.bits | Int(property.rawValue)
    }

    /// The view's index.
    package var view: Int { rawValue >> AnimatedProperty.bits }
    /// The property.
    package var property: AnimatedProperty { AnimatedProperty(rawValue: UInt8(rawValue & (AnimatedProperty.limit - 1)))! }
}

/// What a property's values are made of.
public enum ValueKind: Sendable, Hashable {
    /// A point: x, y.
    case point
    /// A size: width, height.
    case size
    /// A transform: its six ``TransformComponents``.
    case transform
    /// One number.
    case scalar
    /// A colour: red, green, blue, alpha.
    case color
    /// On or off; never interpolates.
    case flag

    /// How many numbers one value takes.
    @inlinable public var width: Int {
        switch self {
        case .point, .size: return 2
        case .transform: return TransformComponents.count
        case .scalar, .flag: return 1
        case .color: return 4
        }
    }
}

/// Where a geometry property enters the matrix from a view's bounds space to its superview's,
/// which Core Animation builds from the layer's geometry (Apple, "Core Animation Programming
/// Guide", "Layer Geometry and Transforms": the anchor point sits at the position; the
/// transform, and for sublayers the sublayer transform, act about it):
/// `T(position) · linear maps of the view · linear maps of the subviews only
/// · T(−(bounds.origin + anchorPoint · bounds.size))`.
///
/// The roles are Core Animation's 2D layer geometry; a geometry property of an existing role
/// composes with no edit outside its descriptor (the model matrix and the SVG writer read
/// ``AnimatedProperty/geometry``); a new role does not compile until the two switches over
/// roles say how it composes (`ViewState.matrix(placingSubviews:)`,
/// `SVGDocumentWriter.openSubviewGroups`, `SVGDocumentWriter.makePlan`).
@usableFromInline package enum GeometryRole: Sendable, Hashable {
    /// A translation by the value, a point, outermost: `center` (the layer's `position`).
    case position
    /// A linear map, a transform's value, about the anchor point: of the view and its
    /// subviews (`transform`), or of the subviews only (`sublayerTransform`).
    case linear(GeometryScope)
    /// One term of the bounds offset `−(origin + anchorPoint · size)`, innermost.
    case bounds(BoundsTerm)

    /// The terms of the bounds offset.
    @usableFromInline package enum BoundsTerm: Sendable, Hashable {
        /// `bounds.size`, which the anchor point scales.
        case size
        /// `anchorPoint`, in the unit space of the bounds.
        case anchorPoint
        /// `bounds.origin`, which moves only the subviews (drawing stays in the frame).
        case origin
    }

    /// Where a factor composes, outermost first.
    package var order: Int {
        switch self {
        case .position: return 0
        case .linear(.view): return 1
        case .linear(.subviews): return 2
        case .bounds: return 3
        }
    }

    /// Whether the factor places only the subviews: the view's own drawing (background,
    /// content, clip) does not move with it.
    package var placesSubviewsOnly: Bool {
        switch self {
        case .linear(.subviews), .bounds(.origin): return true
        case .position, .linear(.view), .bounds(.size), .bounds(.anchorPoint): return false
        }
    }
}

/// What a linear geometry map moves.
@usableFromInline package enum GeometryScope: Sendable, Hashable {
    /// The view, and with it its subviews (`transform`).
    case view
    /// The subviews only (`sublayerTransform`).
    case subviews
}

/// Where ``ViewState`` keeps a property's value: in a field of its own (the properties every
/// view has, read for every view), or in the shared block of the others, laid out in
/// ``AnimatedProperty`` order.
@usableFromInline package enum PropertyStorage: Sendable, Hashable {
    case center, size, transform, alpha, backgroundColor, isHidden
    /// ``ViewState/boundsX`` and ``ViewState/boundsY``.
    case boundsOrigin
    /// In the block of less common properties (a new property goes here).
    case extra
}

/// The fields of a property's value that Core Animation's key-value coding extensions animate
/// on their own (Apple, "Core Animation Programming Guide", "Key-Value Coding Extensions":
/// "Structure fields" for a `CGPoint`; Table 4, "Transform field value key paths").
@usableFromInline package enum KeyPathFields: Sendable, Hashable {
    /// None: only the whole value animates.
    case none
    /// A point's `x` and `y`.
    case point
    /// A transform's `rotation` (`rotation.z`), `scale`, `scale.x`, `scale.y`, `translation.x`
    /// and `translation.y`.
    case transform
}

/// The model field of a view that UIView's block animations animate (Apple, UIView,
/// "Animations": frame, bounds, center, transform, alpha, backgroundColor; and the layer's
/// `cornerRadius`, since iOS 11): the stage sets it by switching over these, so a property
/// that UIView blocks animate names its field here and the stage's switch names the rest.
@usableFromInline package enum ViewBlockField: Sendable, Hashable {
    case center, size, transform, alpha, backgroundColor, cornerRadius, boundsOrigin
}

/// The Core Animation layer class whose key-value coding reads and sets a property (Apple, "Core
/// Animation Programming Guide", "Key-Value Coding Extensions"), with the property's case in that
/// class's own key set. Each class's file switches over its set with no `default:` (reading and
/// setting the model by key), so a new property does not compile until the class that owns it
/// answers for it: the compiler names the class's file (CONTRIBUTING.md, "Add an animatable
/// property"). UIView's animatable properties are its layer's (`center` is `position`).
package enum LayerKey: Sendable, Equatable {
    case layer(CALayerKey)
    case shapeLayer(ShapeLayerKey)
    case gradientLayer(GradientLayerKey)
    case textLayer(TextLayerKey)
}

/// The recorded properties of every layer (`CALayer`, and so of every view).
package enum CALayerKey: Sendable, Equatable {
    case position, boundsSize, boundsOrigin, transform, opacity, backgroundColor, hidden, anchorPoint
    case cornerRadius, borderColor, borderWidth, shadowOpacity, shadowRadius, shadowOffset, sublayerTransform
    case zPosition
}

/// The recorded properties of `CAShapeLayer`.
package enum ShapeLayerKey: Sendable, Equatable {
    case strokeStart, strokeEnd, strokeColor, fillColor, lineWidth, path, miterLimit
}

/// The recorded properties of `CAGradientLayer`: the slots of its `colors` and `locations`
/// arrays (no key path of their own: read and set through the arrays) and its end points.
package enum GradientLayerKey: Sendable, Equatable {
    case colorSlot(Int), locationSlot(Int), startPoint, endPoint
}

/// The recorded properties of `CATextLayer` (`foregroundColor` is also `UILabel.textColor`).
package enum TextLayerKey: Sendable, Equatable {
    case foregroundColor, fontSize
}

extension AnimatedProperty {
    /// The layer class that owns the property and its case there (see ``LayerKey``).
    package var layerKey: LayerKey {
        switch self {
        case .center: return .layer(.position)
        case .size: return .layer(.boundsSize)
        case .boundsOrigin: return .layer(.boundsOrigin)
        case .transform: return .layer(.transform)
        case .alpha: return .layer(.opacity)
        case .backgroundColor: return .layer(.backgroundColor)
        case .isHidden: return .layer(.hidden)
        case .anchorPoint: return .layer(.anchorPoint)
        case .cornerRadius: return .layer(.cornerRadius)
        case .borderColor: return .layer(.borderColor)
        case .borderWidth: return .layer(.borderWidth)
        case .shadowOpacity: return .layer(.shadowOpacity)
        case .shadowRadius: return .layer(.shadowRadius)
        case .shadowOffset: return .layer(.shadowOffset)
        case .sublayerTransform: return .layer(.sublayerTransform)
        case .zPosition: return .layer(.zPosition)
        case .strokeStart: return .shapeLayer(.strokeStart)
        case .strokeEnd: return .shapeLayer(.strokeEnd)
        case .strokeColor: return .shapeLayer(.strokeColor)
        case .fillColor: return .shapeLayer(.fillColor)
        case .lineWidth: return .shapeLayer(.lineWidth)
        case .path: return .shapeLayer(.path)
        case .miterLimit: return .shapeLayer(.miterLimit)
        case .gradientColor0: return .gradientLayer(.colorSlot(0))
        case .gradientColor1: return .gradientLayer(.colorSlot(1))
        case .gradientColor2: return .gradientLayer(.colorSlot(2))
        case .gradientColor3: return .gradientLayer(.colorSlot(3))
        case .gradientLocation0: return .gradientLayer(.locationSlot(0))
        case .gradientLocation1: return .gradientLayer(.locationSlot(1))
        case .gradientLocation2: return .gradientLayer(.locationSlot(2))
        case .gradientLocation3: return .gradientLayer(.locationSlot(3))
        case .gradientStart: return .gradientLayer(.startPoint)
        case .gradientEnd: return .gradientLayer(.endPoint)
        case .textColor: return .textLayer(.foregroundColor)
        case .fontSize: return .textLayer(.fontSize)
        }
    }
}

/// The facts about one ``AnimatedProperty``, in one place (see ``AnimatedProperty/descriptor``).
public struct PropertyDescriptor: Sendable {
    /// The name timeline text and messages use (`"cornerRadius"`).
    public let name: StaticString
    /// What its values are made of (and so how many numbers one takes).
    public let kind: ValueKind
    /// The value a new view or layer has (Core Animation's and UIKit's defaults).
    public let defaultValue: TimelineValue
    /// The values it can show, for a number: values outside are clamped into it (Core
    /// Animation clamps opacity and stroke ends to 0...1); `nil` for any finite value.
    public let range: ClosedRange<Double>?
    /// Whether `UIView.animate` animates it on a view's own layer (see
    /// ``AnimatedProperty/animatesInViewBlocks``).
    @inlinable public var animatesInViewBlocks: Bool { viewBlockField != nil }
    /// The model field of UIView that a property animator sets when UIView blocks animate the
    /// property (`nil` when they do not).
    @usableFromInline package let viewBlockField: ViewBlockField?
    /// Whether it is geometry that UIKit animates additively (iOS 8 and later: a model value
    /// set while it animates shifts the running animation; WWDC 2014 session 236).
    public let isAdditiveGeometry: Bool
    /// The Core Animation key path that animates the whole value (`CABasicAnimation(keyPath:)`),
    /// if there is one.
    public let keyPath: StaticString?
    /// Which fields of the value Core Animation animates on their own, under ``keyPath``
    /// followed by the field's name (`"position.x"`, `"transform.rotation.z"`).
    @usableFromInline package let keyPathFields: KeyPathFields
    /// Where ``ViewState`` keeps the value.
    @usableFromInline package let storage: PropertyStorage
    /// Where the value enters the matrix from the view's bounds space to its superview's, for
    /// a geometry property (``AnimatedProperty/geometry``); `nil` for the others.
    @usableFromInline package let geometryRole: GeometryRole?

    /// A descriptor; the defaults describe a layer property that UIView blocks do not animate,
    /// kept with the less common properties.
    @inlinable
    init(name: StaticString, kind: ValueKind, default value: TimelineValue, range: ClosedRange<Double>? = nil,
         inViewBlocks: ViewBlockField? = nil, geometry: Bool = false, keyPath: StaticString?, fields: KeyPathFields = .none,
         storage: PropertyStorage = .extra, composes role: GeometryRole? = nil) {
        self.name = name; self.kind = kind; self.defaultValue = value; self.range = range
        self.viewBlockField = inViewBlocks; self.isAdditiveGeometry = geometry
        self.keyPath = keyPath; self.keyPathFields = fields; self.storage = storage
        self.geometryRole = role
    }

    /// `number` clamped into ``range`` (unchanged when the property has none).
    @inlinable public func clamped(_ number: Double) -> Double {
        guard let range else { return number }
        return min(range.upperBound, max(range.lowerBound, number))
    }
}
