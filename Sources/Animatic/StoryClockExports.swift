// The story clock's types, re-exported by name. `import Animatic` leaves Foundation's
// `DispatchQueue`, `Timer`, `RunLoop`... out (FoundationExports.swift), but a file that also says
// `import Foundation` (or a file an app wrote with `import Foundation` and `import UIKit`) sees
// both, and a whole-module import does not decide between them. A scoped import does: these
// names, re-exported one by one, win over the ones a plain `import Foundation` brings, so such a
// file compiles and schedules on the story clock.
@_exported import struct AnimaticRuntime.DispatchTime
@_exported import struct AnimaticRuntime.DispatchWallTime
@_exported import class AnimaticRuntime.DispatchWorkItem
@_exported import class AnimaticRuntime.DispatchGroup
@_exported import class AnimaticRuntime.DispatchSemaphore
@_exported import class AnimaticRuntime.DispatchQueue
@_exported import class AnimaticRuntime.Timer
@_exported import class AnimaticRuntime.RunLoop
@_exported import class AnimaticRuntime.OperationQueue
