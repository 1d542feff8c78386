// `import AnimaticReview` brings `Animatic` too (Story, Story.record, UIView, Observable, ...),
// so a script that records stories and writes their review site needs one import.
@_exported import Animatic
