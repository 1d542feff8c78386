// Names Core Animation (QuartzCore) had before Swift 4.2, for app code compiled in Swift 4 language mode.
// The iOS SDK keeps each of them for Swift 4 (`@available(swift, obsoleted: 4.2, renamed:)`), so
// a project whose SWIFT_VERSION is 4.0 compiles against iOS 12 and later unchanged; in Swift 4.2
// and later modes each is an error whose fix-it names the current spelling, as on iOS.
// (Apple: "Swift 4.2 Release Notes for Xcode 10" and the QuartzCore API diffs of iOS 12.)

import Foundation

/// `kCAFillModeForwards`: ``CAMediaTimingFillMode/forwards`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards: CAMediaTimingFillMode = .forwards

/// `kCAFillModeBackwards`: ``CAMediaTimingFillMode/backwards`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards: CAMediaTimingFillMode = .backwards

/// `kCAFillModeBoth`: ``CAMediaTimingFillMode/both`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth: CAMediaTimingFillMode = .both

/// `kCAFillModeRemoved`: ``CAMediaTimingFillMode/removed`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved: CAMediaTimingFillMode = .removed

/// `kCAMediaTimingFunctionLinear`: ``CAMediaTimingFunctionName/linear`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear: CAMediaTimingFunctionName = .linear

/// `kCAMediaTimingFunctionEaseIn`: ``CAMediaTimingFunctionName/easeIn`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn: CAMediaTimingFunctionName = .easeIn

/// `kCAMediaTimingFunctionEaseOut`: ``CAMediaTimingFunctionName/easeOut`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut: CAMediaTimingFunctionName = .easeOut

/// `kCAMediaTimingFunctionEaseInEaseOut`: ``CAMediaTimingFunctionName/easeInEaseOut`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut: CAMediaTimingFunctionName = .easeInEaseOut

/// `kCAMediaTimingFunctionDefault`: ``CAMediaTimingFunctionName/default`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault: CAMediaTimingFunctionName = .default

/// `kCALineCapButt`: ``CAShapeLayerLineCap/butt`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt: CAShapeLayerLineCap = .butt

/// `kCALineCapRound`: ``CAShapeLayerLineCap/round`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound: CAShapeLayerLineCap = .round

/// `kCALineCapSquare`: ``CAShapeLayerLineCap/square`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare: CAShapeLayerLineCap = .square

/// `kCALineJoinMiter`: ``CAShapeLayerLineJoin/miter`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter: CAShapeLayerLineJoin = .miter

/// `kCALineJoinRound`: ``CAShapeLayerLineJoin/round`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound: CAShapeLayerLineJoin = .round

/// `kCALineJoinBevel`: ``CAShapeLayerLineJoin/bevel`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel: CAShapeLayerLineJoin = .bevel

/// `kCAFillRuleNonZero`: ``CAShapeLayerFillRule/nonZero`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero: CAShapeLayerFillRule = .nonZero

/// `kCAFillRuleEvenOdd`: ``CAShapeLayerFillRule/evenOdd`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd: CAShapeLayerFillRule = .evenOdd

/// `kCATransitionFade`: ``CATransitionType/fade`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.fade")
public let kCATransitionFade: CATransitionType = .fade

/// `kCATransitionMoveIn`: ``CATransitionType/moveIn`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn: CATransitionType = .moveIn

/// `kCATransitionPush`: ``CATransitionType/push`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.push")
public let kCATransitionPush: CATransitionType = .push

/// `kCATransitionReveal`: ``CATransitionType/reveal`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.reveal")
public let kCATransitionReveal: CATransitionType = .reveal

/// `kCATransitionFromRight`: ``CATransitionSubtype/fromRight`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight: CATransitionSubtype = .fromRight

/// `kCATransitionFromLeft`: ``CATransitionSubtype/fromLeft`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft: CATransitionSubtype = .fromLeft

/// `kCATransitionFromTop`: ``CATransitionSubtype/fromTop`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop: CATransitionSubtype = .fromTop

/// `kCATransitionFromBottom`: ``CATransitionSubtype/fromBottom`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom: CATransitionSubtype = .fromBottom

/// `kCAAnimationLinear`: ``CAAnimationCalculationMode/linear`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear: CAAnimationCalculationMode = .linear

/// `kCAAnimationDiscrete`: ``CAAnimationCalculationMode/discrete`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete: CAAnimationCalculationMode = .discrete

/// `kCAAnimationPaced`: ``CAAnimationCalculationMode/paced`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced: CAAnimationCalculationMode = .paced

/// `kCAAnimationCubic`: ``CAAnimationCalculationMode/cubic`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic: CAAnimationCalculationMode = .cubic

/// `kCAAnimationCubicPaced`: ``CAAnimationCalculationMode/cubicPaced`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced: CAAnimationCalculationMode = .cubicPaced

/// `kCAAnimationRotateAuto`: ``CAAnimationRotationMode/rotateAuto`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto: CAAnimationRotationMode = .rotateAuto

/// `kCAAnimationRotateAutoReverse`: ``CAAnimationRotationMode/rotateAutoReverse`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse: CAAnimationRotationMode = .rotateAutoReverse

/// `kCAGradientLayerAxial`: ``CAGradientLayerType/axial`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.axial")
public let kCAGradientLayerAxial: CAGradientLayerType = .axial

/// `kCAGradientLayerRadial`: ``CAGradientLayerType/radial`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.radial")
public let kCAGradientLayerRadial: CAGradientLayerType = .radial

/// `kCAGradientLayerConic`: ``CAGradientLayerType/conic`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.conic")
public let kCAGradientLayerConic: CAGradientLayerType = .conic

/// `kCAAlignmentNatural`: ``CATextLayerAlignmentMode/natural`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.natural")
public let kCAAlignmentNatural: CATextLayerAlignmentMode = .natural

/// `kCAAlignmentLeft`: ``CATextLayerAlignmentMode/left`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.left")
public let kCAAlignmentLeft: CATextLayerAlignmentMode = .left

/// `kCAAlignmentRight`: ``CATextLayerAlignmentMode/right`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.right")
public let kCAAlignmentRight: CATextLayerAlignmentMode = .right

/// `kCAAlignmentCenter`: ``CATextLayerAlignmentMode/center`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.center")
public let kCAAlignmentCenter: CATextLayerAlignmentMode = .center

/// `kCAAlignmentJustified`: ``CATextLayerAlignmentMode/justified`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.justified")
public let kCAAlignmentJustified: CATextLayerAlignmentMode = .justified

/// `kCATruncationNone`: ``CATextLayerTruncationMode/none`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.none")
public let kCATruncationNone: CATextLayerTruncationMode = .none

/// `kCATruncationStart`: ``CATextLayerTruncationMode/start`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.start")
public let kCATruncationStart: CATextLayerTruncationMode = .start

/// `kCATruncationEnd`: ``CATextLayerTruncationMode/end`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.end")
public let kCATruncationEnd: CATextLayerTruncationMode = .end

/// `kCATruncationMiddle`: ``CATextLayerTruncationMode/middle`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.middle")
public let kCATruncationMiddle: CATextLayerTruncationMode = .middle
