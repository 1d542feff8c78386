// An Objective-C header of the app, included by its bridging header: it has nothing for Swift on
// Linux, and what it imports (QuartzCore) is what every Swift file of the target sees too.
@import QuartzCore;

@interface IntroAppAnalytics : NSObject
+ (void)track:(NSString *)event;
@end
