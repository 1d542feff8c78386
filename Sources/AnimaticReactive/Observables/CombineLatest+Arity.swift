// `combineLatest` of four to eight sources, in RxSwift's static spellings (`CombineLatest+arity.swift`).
extension ObservableType {
    /// `combineLatest` of four sources combined by `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable()
        return CombineLatestProducer { sink in
            let p1 = sink.part(0, s1), p2 = sink.part(1, s2), p3 = sink.part(2, s3), p4 = sink.part(3, s4)
            return { try resultSelector(p1.latest!, p2.latest!, p3.latest!, p4.latest!) }
        }
    }

    /// `combineLatest` of five sources combined by `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable(), s5 = source5.asObservable()
        return CombineLatestProducer { sink in
            let p1 = sink.part(0, s1), p2 = sink.part(1, s2), p3 = sink.part(2, s3), p4 = sink.part(3, s4), p5 = sink.part(4, s5)
            return { try resultSelector(p1.latest!, p2.latest!, p3.latest!, p4.latest!, p5.latest!) }
        }
    }

    /// `combineLatest` of six sources combined by `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable(), s5 = source5.asObservable(), s6 = source6.asObservable()
        return CombineLatestProducer { sink in
            let p1 = sink.part(0, s1), p2 = sink.part(1, s2), p3 = sink.part(2, s3), p4 = sink.part(3, s4), p5 = sink.part(4, s5), p6 = sink.part(5, s6)
            return { try resultSelector(p1.latest!, p2.latest!, p3.latest!, p4.latest!, p5.latest!, p6.latest!) }
        }
    }

    /// `combineLatest` of seven sources combined by `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable(), s5 = source5.asObservable(), s6 = source6.asObservable(), s7 = source7.asObservable()
        return CombineLatestProducer { sink in
            let p1 = sink.part(0, s1), p2 = sink.part(1, s2), p3 = sink.part(2, s3), p4 = sink.part(3, s4), p5 = sink.part(4, s5), p6 = sink.part(5, s6), p7 = sink.part(6, s7)
            return { try resultSelector(p1.latest!, p2.latest!, p3.latest!, p4.latest!, p5.latest!, p6.latest!, p7.latest!) }
        }
    }

    /// `combineLatest` of eight sources combined by `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable(), s4 = source4.asObservable(), s5 = source5.asObservable(), s6 = source6.asObservable(), s7 = source7.asObservable(), s8 = source8.asObservable()
        return CombineLatestProducer { sink in
            let p1 = sink.part(0, s1), p2 = sink.part(1, s2), p3 = sink.part(2, s3), p4 = sink.part(3, s4), p5 = sink.part(4, s5), p6 = sink.part(5, s6), p7 = sink.part(6, s7), p8 = sink.part(7, s8)
            return { try resultSelector(p1.latest!, p2.latest!, p3.latest!, p4.latest!, p5.latest!, p6.latest!, p7.latest!, p8.latest!) }
        }
    }
}

extension ObservableType where Element == Any {
    /// `combineLatest` of four sources as tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// `combineLatest` of five sources as tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// `combineLatest` of six sources as tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// `combineLatest` of seven sources as tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// `combineLatest` of eight sources as tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
