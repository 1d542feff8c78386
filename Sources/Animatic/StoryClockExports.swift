// The story clock's types, re-exported by name. `import Animatic` re-exports Foundation whole
// (Animatic.swift), which brings Foundation's and Dispatch's `DispatchQueue`, `Timer`, `RunLoop`...
// too, and two whole-module imports do not decide between them. A scoped import does: these
// names, re-exported one by one, win over the ones Foundation brings, so story code (and a file
// an app wrote with `import Foundation` and `import UIKit`) compiles and schedules on the story
// clock.
@_exported import struct AnimaticRuntime.DispatchTime
@_exported import struct AnimaticRuntime.DispatchWallTime
@_exported import class AnimaticRuntime.DispatchWorkItem
@_exported import class AnimaticRuntime.DispatchGroup
@_exported import class AnimaticRuntime.DispatchSemaphore
@_exported import class AnimaticRuntime.DispatchQueue
@_exported import class AnimaticRuntime.Timer
@_exported import class AnimaticRuntime.RunLoop
@_exported import class AnimaticRuntime.OperationQueue
