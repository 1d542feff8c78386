/// How segment values sit in the timeline's number pool.
///
/// Most values are stored whole: the start value's ``TimelineValue/components`` followed by
/// the end value's. A transform keeps only the components that differ, bit for bit, from the
/// identity's (translation, rotation and skew 0, scales 1) in its start or end value; the
/// segment's mask says which (bit i: component i). A rotation stores 2 numbers instead of 12.
/// Decoding puts the exact identity numbers back, so every reader sees the same values.
@usableFromInline enum ValueCoding {
    /// The components of `t` that differ from the identity's.
    static func mask(_ t: TransformComponents) -> UInt32 {
        var m: UInt32 = 0
        if t.translationX.bitPattern != 0 { m |= 1 }
        if t.translationY.bitPattern != 0 { m |= 2 }
        if t.rotation.bitPattern != 0 { m |= 4 }
        if t.skew.bitPattern != 0 { m |= 8 }
        if t.scaleX.bitPattern != (1.0).bitPattern { m |= 16 }
        if t.scaleY.bitPattern != (1.0).bitPattern { m |= 32 }
        return m
    }

    /// Writes the components of `t` that `mask` keeps at `out` (`mask.nonzeroBitCount` numbers).
    static func write(_ t: TransformComponents, mask: UInt32, to out: UnsafeMutablePointer<Double>) {
        var o = out
        if mask & 1 != 0 { o.initialize(to: t.translationX); o += 1 }
        if mask & 2 != 0 { o.initialize(to: t.translationY); o += 1 }
        if mask & 4 != 0 { o.initialize(to: t.rotation); o += 1 }
        if mask & 8 != 0 { o.initialize(to: t.skew); o += 1 }
        if mask & 16 != 0 { o.initialize(to: t.scaleX); o += 1 }
        if mask & 32 != 0 { o.initialize(to: t.scaleY) }
    }

    /// The numbers of a segment's start and end values, in place (see ``ChunkedArray``).
    @inlinable static func run(_ seg: TimelineRecorder.Packed, _ pool: ChunkedArray<Double>,
                               property: AnimatedProperty) -> UnsafeBufferPointer<Double> {
        let n = property == .transform ? 2 * seg.mask.nonzeroBitCount : 2 * property.width
        guard n > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: pool.pointer(at: Int(seg.valueOffset)), count: n)
    }

    /// Writes the 6 start components and then the 6 end components of a transform stored
    /// with `mask` at `offset` of `pool` into `out` (12 numbers).
    @inlinable static func expand(mask: UInt32, _ pool: UnsafeBufferPointer<Double>, at offset: Int,
                                  into out: UnsafeMutablePointer<Double>) {
        let k = mask.nonzeroBitCount
        var j = 0
        for c in 0..<6 {
            if mask & (1 << UInt32(c)) != 0 {
                out[c] = pool[offset + j]
                out[6 + c] = pool[offset + k + j]
                j += 1
            } else {
                out[c] = c >= 4 ? 1 : 0
                out[6 + c] = c >= 4 ? 1 : 0
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
        if mask & 1 != 0 { t.translationX = p.pointee; p += 1 }
        if mask & 2 != 0 { t.translationY = p.pointee; p += 1 }
        if mask & 4 != 0 { t.rotation = p.pointee; p += 1 }
        if mask & 8 != 0 { t.skew = p.pointee; p += 1 }
        if mask & 16 != 0 { t.scaleX = p.pointee; p += 1 }
        if mask & 32 != 0 { t.scaleY = p.pointee }
        return t
    }

    /// The start (`end == false`) or end value of a segment.
    static func value(_ seg: TimelineRecorder.Packed, _ pool: ChunkedArray<Double>, end: Bool) -> TimelineValue {
        let p = AnimatedProperty(rawValue: seg.property)!
        if p == .transform { return .transform(transform(seg, pool, end: end)) }
        let all = run(seg, pool, property: p)
        let w = p.width
        let s = end ? w : 0
        return TimelineValue(property: p, components: UnsafeBufferPointer(rebasing: all[s..<(s + w)]))
    }
}
