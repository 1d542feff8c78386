// ConstraintKit's code is Tests/AdapterFixtures/ConstraintKit, unchanged on disk: AnimaticAdapterPlugin
// compiles its adapted copies into this target (SwiftPM builds a target only when it has a
// source file of its own, so this one is here).
