import Foundation

/// The keys key-value coding finds on UIKit's view classes: for each class Animatic has, the
/// properties UIKit declares on it (Apple's UIKit reference for the class: its Swift names,
/// and for a Boolean `isX` the Objective-C property `x` that key-value coding sets, as
/// `hidden` for `isHidden`), whether Animatic implements them or not. What the nib loader
/// needs to tell a user-defined runtime attribute that names nothing (iOS logs it and goes on)
/// from a UIKit property Animatic does not set from a runtime attribute (reported).
/// (`playgroundLiveViewRepresentation` is PlaygroundSupport's, on every view.)
/// `InterfaceBuilderKeysTests` checks that every property of Animatic's classes (its public
/// surface) is here, so that a property added to a class joins its list.
enum UIKitKeys {
    /// Whether `key` names nothing key-value coding would find on `object`: no property UIKit
    /// declares on its UIKit class or any superclass up to `UIResponder`, and, for a class of the
    /// app, nothing its `AnimaticDeclaredKeys_<Class>` (the adapter's list of the class's and its
    /// ancestors' properties) lists. `false` when it cannot tell: a key path (`layer.cornerRadius`),
    /// an app class without such a list (not adapted, or with no outlet table), a UIKit class not
    /// listed here.
    static func namesNothing(_ key: String, on object: AnyObject, modules: [String]) -> Bool {
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        var appKeysFound = false
        var current: AnyClass? = type(of: object)
        while let cls = current {
            let qualified = String(reflecting: cls)
            let name = String(describing: cls)
            if qualified.hasPrefix("AnimaticStage.") {
                guard let keys = byClass[name], !keys.contains(key) else { return false }
                if name == "UIResponder" { return true }
            } else if !appKeysFound {
                let own = qualified.split(separator: ".").first.map(String.init)
                let lists = ((own.map { [$0] } ?? []) + modules).lazy.compactMap {
                    _typeByName("\($0).AnimaticDeclaredKeys_\(name)") as? AnimaticDeclaredKeys.Type
                }
                // The first list found covers the class's ancestors in the app too.
                guard let list = lists.first, !list.animaticDeclares(key) else { return false }
                appKeysFound = true
            }
            current = _getSuperclass(cls)
        }
        return false
    }

    /// UIKit's properties by class name (Animatic's UIKit view classes, `UIResponder` with the
    /// accessibility properties UIKit adds to every object).
    static let byClass: [String: Set<String>] = [
        "UIActivityIndicatorView": [
            "activityIndicatorViewStyle", "animating", "color", "hidesWhenStopped", "intrinsicContentSize",
            "isAnimating", "style"
        ],
        "UIButton": [
            "adjustsImageWhenDisabled", "adjustsImageWhenHighlighted", "automaticallyUpdatesConfiguration",
            "behavioralStyle", "buttonType", "changesSelectionAsPrimaryAction", "configuration",
            "configurationUpdateHandler", "contentEdgeInsets", "currentAttributedTitle", "currentBackgroundImage",
            "currentImage", "currentPreferredSymbolConfiguration", "currentTitle", "currentTitleColor", "font",
            "imageEdgeInsets", "imageView", "intrinsicContentSize", "lineBreakMode", "menu",
            "pointerInteractionEnabled", "preferredBehavioralStyle", "reversesTitleShadowWhenHighlighted", "role",
            "showsTouchWhenHighlighted", "subtitleLabel", "tintColor", "titleEdgeInsets", "titleLabel",
            "titleShadowOffset"
        ],
        "UICollectionReusableView": [
            "reuseIdentifier"
        ],
        "UICollectionView": [
            "allowsFocus", "allowsMultipleSelection", "allowsMultipleSelectionDuringEditing", "allowsSelection",
            "allowsSelectionDuringEditing", "backgroundView", "collectionViewLayout", "dataSource", "delegate",
            "dragInteractionEnabled", "editing", "indexPathsForSelectedItems", "indexPathsForVisibleItems",
            "isPrefetchingEnabled", "numberOfSections", "prefetchDataSource", "prefetchingEnabled",
            "remembersLastFocusedIndexPath", "reorderingCadence", "selectionFollowsFocus", "selfSizingInvalidation",
            "visibleCells"
        ],
        "UICollectionViewCell": [
            "automaticallyUpdatesBackgroundConfiguration", "automaticallyUpdatesContentConfiguration",
            "backgroundConfiguration", "backgroundView", "contentConfiguration", "contentView", "highlighted",
            "isHighlighted", "isSelected", "selected", "selectedBackgroundView"
        ],
        "UIControl": [
            "allControlEvents", "contentHorizontalAlignment", "contentVerticalAlignment",
            "contextMenuInteractionEnabled", "effectiveContentHorizontalAlignment", "enabled", "highlighted",
            "isEnabled", "isHighlighted", "isSelected", "isTouchInside", "isTracking", "selected",
            "showsMenuAsPrimaryAction", "state", "symbolAnimationEnabled", "toolTip", "touchInside", "tracking"
        ],
        "UIImageView": [
            "adjustsImageWhenAncestorFocused", "animating", "animationDuration", "animationImages",
            "animationRepeatCount", "focusedFrameGuide", "highlighted", "highlightedAnimationImages",
            "highlightedImage", "image", "intrinsicContentSize", "isHighlighted", "preferredSymbolConfiguration"
        ],
        "UILabel": [
            "adjustsFontForContentSizeCategory", "adjustsFontSizeToFitWidth", "adjustsLetterSpacingToFitWidth",
            "allowsDefaultTighteningForTruncation", "attributedText", "baselineAdjustment", "displayedLines",
            "enabled", "font", "highlighted", "highlightedTextColor", "intrinsicContentSize", "lineBreakMode",
            "lineBreakStrategy", "minimumFontSize", "minimumScaleFactor", "numberOfLines",
            "preferredMaxLayoutWidth", "preferredVibrancy", "shadowColor", "shadowOffset",
            "showsExpansionTextWhenTruncated", "text", "textAlignment", "textColor"
        ],
        "UINavigationBar": [
            "backIndicatorImage", "backIndicatorTransitionMaskImage", "backItem", "barStyle", "barTintColor",
            "behavioralStyle", "compactAppearance", "compactScrollEdgeAppearance", "delegate", "isTranslucent",
            "items", "largeTitleTextAttributes", "preferredBehavioralStyle", "prefersLargeTitles",
            "scrollEdgeAppearance", "shadowImage", "standardAppearance", "titleTextAttributes", "topItem",
            "translucent"
        ],
        "UIPageControl": [
            "allowsContinuousInteraction", "backgroundStyle", "currentPage", "currentPageIndicatorTintColor",
            "defersCurrentPageDisplay", "direction", "hidesForSinglePage", "interactionState",
            "intrinsicContentSize", "numberOfPages", "pageIndicatorTintColor", "preferredCurrentPageIndicatorImage",
            "preferredIndicatorImage", "progress"
        ],
        "UIPickerView": [
            "dataSource", "delegate", "intrinsicContentSize", "numberOfComponents", "showsSelectionIndicator"
        ],
        "UIRefreshControl": [
            "attributedTitle", "isRefreshing", "refreshing"
        ],
        "UIResponder": [
            "accessibilityActivationPoint", "accessibilityAttributedHint", "accessibilityAttributedLabel",
            "accessibilityAttributedValue", "accessibilityContainerType", "accessibilityCustomActions",
            "accessibilityElements", "accessibilityElementsHidden", "accessibilityFrame", "accessibilityHint",
            "accessibilityIgnoresInvertColors", "accessibilityLabel", "accessibilityLanguage",
            "accessibilityNavigationStyle", "accessibilityPath", "accessibilityRespondsToUserInteraction",
            "accessibilityTextualContext", "accessibilityTraits", "accessibilityUserInputLabels",
            "accessibilityValue", "accessibilityViewIsModal", "activityItemsConfiguration",
            "canBecomeFirstResponder", "canResignFirstResponder", "editingInteractionConfiguration",
            "firstResponder", "inputAccessoryView", "inputAssistantItem", "inputView", "isAccessibilityElement",
            "isFirstResponder", "keyCommands", "next", "nextResponder", "restorationIdentifier",
            "shouldGroupAccessibilityChildren", "textInputContextIdentifier", "textInputMode", "undoManager",
            "userActivity"
        ],
        "UIScrollView": [
            "adjustedContentInset", "allowsKeyboardScrolling", "alwaysBounceHorizontal", "alwaysBounceVertical",
            "automaticallyAdjustsScrollIndicatorInsets", "bounces", "bouncesZoom", "bounds",
            "canCancelContentTouches", "contentInset", "contentInsetAdjustmentBehavior", "contentLayoutGuide",
            "contentOffset", "contentSize", "decelerating", "decelerationRate", "delaysContentTouches", "delegate", "frame",
            "directionalLockEnabled", "dragging", "frameLayoutGuide", "horizontalScrollIndicatorInsets",
            "indexDisplayMode", "indicatorStyle", "isDecelerating", "isDirectionalLockEnabled", "isDragging",
            "isPagingEnabled", "isScrollEnabled", "isTracking", "keyboardDismissMode", "maximumZoomScale",
            "minimumZoomScale", "pagingEnabled", "panGestureRecognizer", "pinchGestureRecognizer", "refreshControl",
            "scrollEnabled", "scrollIndicatorInsets", "scrollsToTop", "showsHorizontalScrollIndicator",
            "showsVerticalScrollIndicator", "tracking", "verticalScrollIndicatorInsets", "zoomBouncing",
            "zoomScale", "zooming"
        ],
        "UISegmentedControl": [
            "apportionsSegmentWidthsByContent", "intrinsicContentSize", "isMomentary", "momentary",
            "numberOfSegments", "segmentedControlStyle", "selectedSegmentIndex", "selectedSegmentTintColor"
        ],
        "UISlider": [
            "behavioralStyle", "continuous", "currentMaximumTrackImage", "currentMinimumTrackImage",
            "currentThumbImage", "intrinsicContentSize", "isContinuous", "maximumTrackTintColor", "maximumValue",
            "maximumValueImage", "minimumTrackTintColor", "minimumValue", "minimumValueImage",
            "preferredBehavioralStyle", "thumbTintColor", "value"
        ],
        "UIStackView": [
            "alignment", "arrangedSubviews", "axis", "baselineRelativeArrangement", "distribution",
            "forFirstBaselineLayout", "forLastBaselineLayout", "isLayoutMarginsRelativeArrangement",
            "layoutMarginsRelativeArrangement", "spacing"
        ],
        "UISwitch": [
            "intrinsicContentSize", "isOn", "offImage", "on", "onImage", "onTintColor", "preferredStyle", "style",
            "thumbTintColor", "title"
        ],
        "UITabBar": [
            "backgroundImage", "barStyle", "barTintColor", "delegate", "isTranslucent", "itemPositioning",
            "itemSpacing", "itemWidth", "items", "leadingAccessoryView", "scrollEdgeAppearance",
            "selectedImageTintColor", "selectedItem", "selectionIndicatorImage", "shadowImage",
            "standardAppearance", "trailingAccessoryView", "translucent", "unselectedItemTintColor"
        ],
        "UITableView": [
            "allowsFocus", "allowsMultipleSelection", "allowsMultipleSelectionDuringEditing", "allowsSelection",
            "allowsSelectionDuringEditing", "backgroundView", "cellLayoutMarginsFollowReadableWidth",
            "contextMenuInteraction", "dataSource", "delegate", "dragInteractionEnabled", "editing",
            "estimatedRowHeight", "estimatedSectionFooterHeight", "estimatedSectionHeaderHeight", "fillerRowHeight",
            "hasUncommittedUpdates", "indexPathForSelectedRow", "indexPathsForSelectedRows",
            "indexPathsForVisibleRows", "insetsContentViewsToSafeArea", "isEditing", "numberOfSections",
            "prefetchDataSource", "remembersLastFocusedIndexPath", "rowHeight", "sectionFooterHeight",
            "sectionHeaderHeight", "sectionHeaderTopPadding", "sectionIndexBackgroundColor", "sectionIndexColor",
            "sectionIndexMinimumDisplayRowCount", "sectionIndexTrackingBackgroundColor", "selectionFollowsFocus",
            "separatorColor", "separatorEffect", "separatorInset", "separatorInsetReference", "separatorStyle",
            "style", "tableFooterView", "tableHeaderView", "visibleCells"
        ],
        "UITableViewCell": [
            "accessoryType", "accessoryView", "automaticallyUpdatesBackgroundConfiguration",
            "automaticallyUpdatesContentConfiguration", "backgroundConfiguration", "backgroundView",
            "contentConfiguration", "contentView", "detailTextLabel", "editing", "editingAccessoryType",
            "editingAccessoryView", "focusStyle", "highlighted", "imageView", "indentationLevel",
            "indentationWidth", "isEditing", "isHighlighted", "isSelected", "multipleSelectionBackgroundView",
            "reuseIdentifier", "selected", "selectedBackgroundView", "selectionStyle", "separatorInset",
            "shouldIndentWhileEditing", "showingDeleteConfirmation", "showsReorderControl", "style", "textLabel",
            "userInteractionEnabledWhileDragging"
        ],
        "UITableViewHeaderFooterView": [
            "automaticallyUpdatesBackgroundConfiguration", "automaticallyUpdatesContentConfiguration",
            "backgroundConfiguration", "backgroundView", "contentConfiguration", "contentView", "detailTextLabel",
            "reuseIdentifier", "textLabel"
        ],
        "UITextField": [
            "adjustsFontForContentSizeCategory", "adjustsFontSizeToFitWidth", "allowsEditingTextAttributes",
            "attributedPlaceholder", "attributedText", "autocapitalizationType", "autocorrectionType", "background",
            "borderStyle", "clearButtonMode", "clearsOnBeginEditing", "clearsOnInsertion", "defaultTextAttributes",
            "delegate", "disabledBackground", "editing", "enablesReturnKeyAutomatically", "font", "hasText",
            "inputAccessoryView", "inputView", "interactionState", "intrinsicContentSize", "isEditing",
            "isSecureTextEntry", "keyboardAppearance", "keyboardType", "leftView", "leftViewMode",
            "markedTextRange", "minimumFontSize", "passwordRules", "placeholder", "returnKeyType", "rightView",
            "rightViewMode", "secureTextEntry", "selectedTextRange", "smartDashesType", "smartInsertDeleteType",
            "smartQuotesType", "spellCheckingType", "text", "textAlignment", "textColor", "textContentType",
            "typingAttributes"
        ],
        "UITextView": [
            "adjustsFontForContentSizeCategory", "allowsEditingTextAttributes", "attributedText",
            "autocapitalizationType", "autocorrectionType", "borderStyle", "clearsOnInsertion", "dataDetectorTypes",
            "delegate", "editable", "enablesReturnKeyAutomatically", "findInteraction", "findInteractionEnabled",
            "font", "inputAccessoryView", "inputView", "intrinsicContentSize", "isEditable", "isSelectable",
            "keyboardAppearance", "keyboardType", "layoutManager", "linkTextAttributes", "returnKeyType",
            "secureTextEntry", "selectable", "selectedRange", "smartDashesType", "smartInsertDeleteType",
            "smartQuotesType", "spellCheckingType", "text", "textAlignment", "textColor", "textContainer",
            "textContainerInset", "textContentType", "textLayoutManager", "textStorage", "typingAttributes",
            "usesStandardTextScaling"
        ],
        "UIToolbar": [
            "barStyle", "barTintColor", "compactAppearance", "compactScrollEdgeAppearance", "delegate",
            "intrinsicContentSize", "isTranslucent", "items", "scrollEdgeAppearance", "standardAppearance",
            "translucent"
        ],
        "UIView": [
            "accessibilityElement", "accessibilityElements", "accessibilityElementsHidden", "accessibilityFrame",
            "accessibilityHint", "accessibilityIdentifier", "accessibilityLabel", "accessibilityTraits",
            "accessibilityValue", "accessibilityViewIsModal", "alpha", "anchorPoint", "autoresizesSubviews",
            "autoresizingMask", "backgroundColor", "bottomAnchor", "bounds", "canBecomeFocused", "center",
            "centerXAnchor", "centerYAnchor", "clearsContextBeforeDrawing", "clipsToBounds", "constraints",
            "contentMode", "contentScaleFactor", "directionalLayoutMargins",
            "effectiveUserInterfaceLayoutDirection", "exclusiveTouch", "firstBaselineAnchor", "focusEffect",
            "focusGroupIdentifier", "focusGroupPriority", "forFirstBaselineLayout", "forLastBaselineLayout",
            "frame", "gestureRecognizers", "hasAmbiguousLayout", "heightAnchor", "hidden", "hoverStyle",
            "insetsLayoutMarginsFromSafeArea", "interactions", "intrinsicContentSize", "isAccessibilityElement",
            "isExclusiveTouch", "isHidden", "isMultipleTouchEnabled", "isOpaque", "isUserInteractionEnabled", "keyboardLayoutGuide",
            "largeContentImage", "largeContentImageInsets", "largeContentTitle", "lastBaselineAnchor", "layer",
            "layoutGuides", "layoutMargins", "layoutMarginsGuide", "leadingAnchor", "leftAnchor", "mask",
            "maskView", "maximumContentSizeCategory", "minimumContentSizeCategory", "motionEffects",
            "multipleTouchEnabled", "opaque", "overrideUserInterfaceStyle", "playgroundLiveViewRepresentation",
            "preservesSuperviewLayoutMargins",
            "readableContentGuide", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide",
            "scalesLargeContentImage", "semanticContentAttribute", "shouldGroupAccessibilityChildren",
            "showsLargeContentViewer", "subviews", "superview", "tag", "tintAdjustmentMode", "tintColor",
            "topAnchor", "trailingAnchor", "traitCollection", "transform", "transform3D",
            "translatesAutoresizingMaskIntoConstraints", "userInteractionEnabled", "widthAnchor", "window"
        ],
        "UIVisualEffectView": [
            "contentView", "effect", "frame"
        ],
        "UIWindow": [
            "canResizeToFitContent", "hidden", "isHidden", "isKeyWindow", "keyWindow", "rootViewController",
            "screen", "windowLevel", "windowScene"
        ],
    ]
}
