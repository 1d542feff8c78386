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

    /// Appends the components of `t` that `mask` keeps.
    static func append(_ t: TransformComponents, mask: UInt32, to out: inout [Double]) {
        if mask & 1 != 0 { out.append(t.translationX) }
        if mask & 2 != 0 { out.append(t.translationY) }
        if mask & 4 != 0 { out.append(t.rotation) }
        if mask & 8 != 0 { out.append(t.skew) }
        if mask & 16 != 0 { out.append(t.scaleX) }
        if mask & 32 != 0 { out.append(t.scaleY) }
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

    /// The start (`end == false`) or end value of a segment.
    static func value(_ seg: TimelineRecorder.Packed, _ pool: [Double], end: Bool) -> TimelineValue {
        let p = AnimatedProperty(rawValue: seg.property)!
        let o = Int(seg.valueOffset)
        if p == .transform {
            return pool.withUnsafeBufferPointer { all in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: 12) { scratch in
                    expand(mask: seg.mask, all, at: o, into: scratch.baseAddress!)
                    let b = UnsafeBufferPointer(rebasing: scratch[(end ? 6 : 0)..<(end ? 12 : 6)])
                    return TimelineValue(property: p, components: b)
                }
            }
        }
        let w = p.width
        let s = end ? o + w : o
        return TimelineValue(property: p, components: pool[s..<(s + w)])
    }
}
