// Names UIKit had before Swift 4.2, for app code compiled in Swift 4 language mode.
// The iOS SDK keeps each of them for Swift 4 (`@available(swift, obsoleted: 4.2, renamed:)`), so
// a project whose SWIFT_VERSION is 4.0 compiles against iOS 12 and later unchanged; in Swift 4.2
// and later modes each is an error whose fix-it names the current spelling, as on iOS.
// (Apple: "Swift 4.2 Release Notes for Xcode 10" and the UIKit API diffs of iOS 12.)

import Foundation

/// `UIControlState`: ``UIControl/State``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// `UIControlEvents`: ``UIControl/Event``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// `UIControlContentHorizontalAlignment`: ``UIControl/ContentHorizontalAlignment``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

/// `UIControlContentVerticalAlignment`: ``UIControl/ContentVerticalAlignment``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

/// `UIViewAnimationOptions`: ``UIView/AnimationOptions``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// `UIViewAnimationCurve`: ``UIView/AnimationCurve``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

/// `UIViewContentMode`: ``UIView/ContentMode``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// `UIViewAutoresizing`: ``UIView/AutoresizingMask``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// `UIViewKeyframeAnimationOptions`: ``UIView/KeyframeAnimationOptions``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions

/// `UIViewAnimationTransition`: ``UIView/AnimationTransition``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationTransition")
public typealias UIViewAnimationTransition = UIView.AnimationTransition

/// `UIViewTintAdjustmentMode`: ``UIView/TintAdjustmentMode``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIView.TintAdjustmentMode")
public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode

/// `UIButtonType`: ``UIButton/ButtonType``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// `UIActivityIndicatorViewStyle`: ``UIActivityIndicatorView/Style``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

/// `UIBlurEffectStyle`: ``UIBlurEffect/Style``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style

/// `UIStackViewAlignment`: ``UIStackView/Alignment``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

/// `UIStackViewDistribution`: ``UIStackView/Distribution``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

/// `UILayoutConstraintAxis`: ``NSLayoutConstraint/Axis``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// `NSLayoutAttribute`: ``NSLayoutConstraint/Attribute``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

/// `NSLayoutRelation`: ``NSLayoutConstraint/Relation``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

/// `NSLayoutFormatOptions`: ``NSLayoutConstraint/FormatOptions``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

/// `UITableViewCellStyle`: ``UITableViewCell/CellStyle``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// `UITableViewCellSelectionStyle`: ``UITableViewCell/SelectionStyle``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// `UITableViewCellAccessoryType`: ``UITableViewCell/AccessoryType``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// `UITableViewStyle`: ``UITableView/Style``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// `UITableViewRowAnimation`: ``UITableView/RowAnimation``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// `UITableViewScrollPosition`: ``UITableView/ScrollPosition``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// `UICollectionViewScrollDirection`: ``UICollectionView/ScrollDirection``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

/// `UICollectionViewScrollPosition`: ``UICollectionView/ScrollPosition``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

/// `UIGestureRecognizerState`: ``UIGestureRecognizer/State``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// `UISwipeGestureRecognizerDirection`: ``UISwipeGestureRecognizer/Direction``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

/// `UIBarButtonSystemItem`: ``UIBarButtonItem/SystemItem``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// `UIBarButtonItemStyle`: ``UIBarButtonItem/Style``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// `UIImageRenderingMode`: ``UIImage/RenderingMode``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

/// `UITextFieldViewMode`: ``UITextField/ViewMode``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode

/// `UITextBorderStyle`: ``UITextField/BorderStyle``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle

/// `UIPageViewControllerTransitionStyle`: ``UIPageViewController/TransitionStyle``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle

/// `UIPageViewControllerNavigationOrientation`: ``UIPageViewController/NavigationOrientation``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController.NavigationOrientation

/// `UIPageViewControllerNavigationDirection`: ``UIPageViewController/NavigationDirection``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection

/// `NSAttributedStringKey`: `NSAttributedString.Key`'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

/// `UIFontTextStyle`: ``UIFont/TextStyle``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// `UIWindowLevel`: ``UIWindow/Level``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level")
public typealias UIWindowLevel = UIWindow.Level

/// `UIViewNoIntrinsicMetric`: ``UIView/noIntrinsicMetric``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric: CGFloat = UIView.noIntrinsicMetric

/// `UITableViewAutomaticDimension`: ``UITableView/automaticDimension``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = UITableView.automaticDimension

/// `UILayoutFittingCompressedSize`: ``UIView/layoutFittingCompressedSize``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize: CGSize = UIView.layoutFittingCompressedSize

/// `UILayoutFittingExpandedSize`: ``UIView/layoutFittingExpandedSize``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingExpandedSize")
public let UILayoutFittingExpandedSize: CGSize = UIView.layoutFittingExpandedSize

/// `UIKeyboardFrameEndUserInfoKey`: ``UIResponder/keyboardFrameEndUserInfoKey``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey: String = UIResponder.keyboardFrameEndUserInfoKey

/// `UIKeyboardFrameBeginUserInfoKey`: ``UIResponder/keyboardFrameBeginUserInfoKey``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey: String = UIResponder.keyboardFrameBeginUserInfoKey

/// `UIKeyboardAnimationDurationUserInfoKey`: ``UIResponder/keyboardAnimationDurationUserInfoKey``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey: String = UIResponder.keyboardAnimationDurationUserInfoKey

/// `UIKeyboardAnimationCurveUserInfoKey`: ``UIResponder/keyboardAnimationCurveUserInfoKey``'s name before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey: String = UIResponder.keyboardAnimationCurveUserInfoKey

extension NSNotification.Name {
    /// `NSNotification.Name.UIApplicationDidBecomeActive`: ``UIApplication/didBecomeActiveNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification

    /// `NSNotification.Name.UIApplicationWillResignActive`: ``UIApplication/willResignActiveNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification

    /// `NSNotification.Name.UIApplicationDidEnterBackground`: ``UIApplication/didEnterBackgroundNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification

    /// `NSNotification.Name.UIApplicationWillEnterForeground`: ``UIApplication/willEnterForegroundNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification

    /// `NSNotification.Name.UIApplicationWillTerminate`: ``UIApplication/willTerminateNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willTerminateNotification")
    public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification

    /// `NSNotification.Name.UIApplicationDidFinishLaunching`: ``UIApplication/didFinishLaunchingNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didFinishLaunchingNotification")
    public static let UIApplicationDidFinishLaunching = UIApplication.didFinishLaunchingNotification

    /// `NSNotification.Name.UIKeyboardWillShow`: ``UIResponder/keyboardWillShowNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification

    /// `NSNotification.Name.UIKeyboardDidShow`: ``UIResponder/keyboardDidShowNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification

    /// `NSNotification.Name.UIKeyboardWillHide`: ``UIResponder/keyboardWillHideNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification

    /// `NSNotification.Name.UIKeyboardDidHide`: ``UIResponder/keyboardDidHideNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification

    /// `NSNotification.Name.UIKeyboardWillChangeFrame`: ``UIResponder/keyboardWillChangeFrameNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification

    /// `NSNotification.Name.UIDeviceOrientationDidChange`: ``UIDevice/orientationDidChangeNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.orientationDidChangeNotification")
    public static let UIDeviceOrientationDidChange = UIDevice.orientationDidChangeNotification

    /// `NSNotification.Name.UITextFieldTextDidBeginEditing`: ``UITextField/textDidBeginEditingNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidBeginEditingNotification")
    public static let UITextFieldTextDidBeginEditing = UITextField.textDidBeginEditingNotification

    /// `NSNotification.Name.UITextFieldTextDidEndEditing`: ``UITextField/textDidEndEditingNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidEndEditingNotification")
    public static let UITextFieldTextDidEndEditing = UITextField.textDidEndEditingNotification

    /// `NSNotification.Name.UITextFieldTextDidChange`: ``UITextField/textDidChangeNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidChangeNotification")
    public static let UITextFieldTextDidChange = UITextField.textDidChangeNotification

    /// `NSNotification.Name.UITextViewTextDidBeginEditing`: ``UITextView/textDidBeginEditingNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidBeginEditingNotification")
    public static let UITextViewTextDidBeginEditing = UITextView.textDidBeginEditingNotification

    /// `NSNotification.Name.UITextViewTextDidEndEditing`: ``UITextView/textDidEndEditingNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidEndEditingNotification")
    public static let UITextViewTextDidEndEditing = UITextView.textDidEndEditingNotification

    /// `NSNotification.Name.UITextViewTextDidChange`: ``UITextView/textDidChangeNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidChangeNotification")
    public static let UITextViewTextDidChange = UITextView.textDidChangeNotification

    /// `NSNotification.Name.UIWindowDidBecomeVisible`: ``UIWindow/didBecomeVisibleNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didBecomeVisibleNotification")
    public static let UIWindowDidBecomeVisible = UIWindow.didBecomeVisibleNotification

    /// `NSNotification.Name.UIWindowDidBecomeHidden`: ``UIWindow/didBecomeHiddenNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didBecomeHiddenNotification")
    public static let UIWindowDidBecomeHidden = UIWindow.didBecomeHiddenNotification

    /// `NSNotification.Name.UIWindowDidBecomeKey`: ``UIWindow/didBecomeKeyNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didBecomeKeyNotification")
    public static let UIWindowDidBecomeKey = UIWindow.didBecomeKeyNotification

    /// `NSNotification.Name.UIWindowDidResignKey`: ``UIWindow/didResignKeyNotification``'s name before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "UIWindow.didResignKeyNotification")
    public static let UIWindowDidResignKey = UIWindow.didResignKeyNotification
}

/// `UIEdgeInsetsMake(_:_:_:_:)`: ``UIEdgeInsets/init(top:left:bottom:right:)`` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `UIEdgeInsetsInsetRect(_:_:)`: `CGRect.inset(by:)` before Swift 4.2 (Swift 4 language mode only).
@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(self:by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

extension UIViewController {
    /// `removeFromParentViewController()`: ``removeFromParent()`` before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }

    /// `addChildViewController(_:)`: ``addChild(_:)`` before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }

    /// `willMove(toParentViewController:)`: ``willMove(toParent:)`` before Swift 4.2 (Swift 4 language mode
    /// only). A call; an override by this name does not compile (override `willMove(toParent:)`).
    @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: UIViewController?) { willMove(toParent: parent) }

    /// `didMove(toParentViewController:)`: ``didMove(toParent:)`` before Swift 4.2 (Swift 4 language mode
    /// only). A call; an override by this name does not compile (override `didMove(toParent:)`).
    @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: UIViewController?) { didMove(toParent: parent) }

    /// `childViewControllers`: ``children`` before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "children")
    public var childViewControllers: [UIViewController] { children }
}

extension UIView {
    /// `bringSubview(toFront:)`: ``bringSubviewToFront(_:)`` before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

    /// `sendSubview(toBack:)`: ``sendSubviewToBack(_:)`` before Swift 4.2 (Swift 4 language mode only).
    @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}
