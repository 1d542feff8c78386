import Foundation

/// A decoder of `Data` into `Decodable` values, as ``ObservableType/decode(type:decoder:)`` takes
/// (RxSwift's `DataDecoder`, RxSwift/Observables/Decode.swift); `JSONDecoder` and
/// `PropertyListDecoder` conform.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`, throwing what the decoder throws.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element with `decoder` into `type` (RxSwift's `decode(type:decoder:)`): a
    /// decoding error ends the sequence with that error, as a throwing `map` does.
    ///
    /// ```swift
    /// payloads.decode(type: Intro.self, decoder: JSONDecoder())
    ///     .subscribe(onNext: { intro in title.text = intro.title })
    /// ```
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
