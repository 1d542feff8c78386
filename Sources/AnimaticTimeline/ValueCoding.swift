/// How segment values sit in the timeline's number pool.
///
/// Most values are stored whole: the start value's ``TimelineValue/components`` followed by
/// the end value's. A transform keeps only the components that differ, bit for bit, from the
/// identity's (translation, rotation and skew 0, scales 1) in its start or end value; the
/// segment's mask says which (bit i: component i). A rotation stores 2 numbers instead of 12.
/// Decoding puts the exact identity numbers back, so every reader sees the same values.
@usableFromInline enum ValueCoding {
    /// The components of `t` that differ from the identity's.
    @inline(__always) static func mask(_ t: TransformComponents) -> UInt32 {
        var m: UInt32 = 0
        for c in 0..<TransformComponents.count
        where t[c].bitPattern != TransformComponents.identityComponent(c).bitPattern {
            m |= 1 << UInt32(c)
        }
        return m
    }

    /// Writes the components of `t` that `mask` keeps at `out` (`mask.nonzeroBitCount` numbers).
    @inline(__always) static func write(_ t: TransformComponents, mask: UInt32, to out: UnsafeMutablePointer<Double>) {
        var o = out
        for c in 0..<TransformComponents.count where mask & (1 << UInt32(c)) != 0 {
            o.initialize(to: t[c]); o += 1
        }
    }

    /// The numbers of a segment's start and end values, in place (see ``ChunkedArray``).
    @inlinable static func run(_ seg: TimelineRecorder.Packed, _ pool: ChunkedArray<Double>,
                               property: AnimatedProperty) -> UnsafeBufferPointer<Double> {
        let n = property.descriptor.kind == .transform ? 2 * seg.mask.nonzeroBitCount : 2 * property.width
        guard n > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: pool.pointer(at: Int(seg.valueOffset)), count: n)
    }

    /// Writes the start components and then the end components of a transform stored with
    /// `mask` at `offset` of `pool` into `out` (2 × ``TransformComponents/count`` numbers).
    @inlinable static func expand(mask: UInt32, _ pool: UnsafeBufferPointer<Double>, at offset: Int,
                                  into out: UnsafeMutablePointer<Double>) {
        let n = TransformComponents.count
        let k = mask.nonzeroBitCount
        var j = 0
        for c in 0..<n {
            if mask & (1 << UInt32(c)) != 0 {
                out[c] = pool[offset + j]
                out[n + c] = pool[offset + k + j]
                j += 1
            } else {
                out[c] = TransformComponents.identityComponent(c)
                out[n + c] = TransformComponents.identityComponent(c)
            }
        }
    }

    /// The start (`end == false`) or end transform of a transform segment, read straight
    /// from the components its mask keeps (the others are the identity's).
    static func transform(_ seg: TimelineRecorder.Packed, _ pool: ChunkedArray<Double>,
                          end: Bool) -> TransformComponents {
        var t = TransformComponents.identity
        let mask = seg.mask
        guard mask != 0 else { return t }
        var p = pool.pointer(at: Int(seg.valueOffset)) + (end ? mask.nonzeroBitCount : 0)
        for c in 0..<TransformComponents.count where mask & (1 << UInt32(c)) != 0 {
            t[c] = p.pointee; p += 1
        }
        return t
    }

    /// The start (`end == false`) or end value of a segment.
    static func value(_ seg: TimelineRecorder.Packed, _ pool: ChunkedArray<Double>, end: Bool) -> TimelineValue {
        let p = AnimatedProperty(rawValue: seg.property)!
        if p.descriptor.kind == .transform { return .transform(transform(seg, pool, end: end)) }
        let all = run(seg, pool, property: p)
        let w = p.width
        let s = end ? w : 0
        return TimelineValue(property: p, components: UnsafeBufferPointer(rebasing: all[s..<(s + w)]))
    }
}
