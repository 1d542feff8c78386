import AnimaticEngine

// The fields of a view's ``ViewRecord`` under the names the stage has always used for them.

extension UIView {
    /// The recorder of the stage the view is on; `nil` off stage.
    package final var stageRecorder: StageRecorder? {
        @inline(__always) get { engineRecord.recorder }
        @inline(__always) set { engineRecord.recorder = newValue }
    }

    /// The view's index on its stage; -1 off stage.
    final var stageIndex: Int {
        @inline(__always) get { engineRecord.index }
        @inline(__always) set { engineRecord.index = newValue }
    }

    /// Changes made in animation blocks while the view was off stage (see
    /// ``PendingBlockChange``), played when it joins.
    final var pendingBlockChanges: [PendingBlockChange] {
        @inline(__always) get { engineRecord.pendingBlockChanges }
        @inline(__always) _modify { yield &engineRecord.pendingBlockChanges }
        @inline(__always) set { engineRecord.pendingBlockChanges = newValue }
    }

    /// Set on the views Animatic makes to draw sublayers added with `addSublayer`: their
    /// changes outside animation blocks animate implicitly, as a standalone layer's do.
    final var isLayerHost: Bool {
        @inline(__always) get { engineRecord.isLayerHost }
        @inline(__always) set { engineRecord.isLayerHost = newValue }
    }
}
