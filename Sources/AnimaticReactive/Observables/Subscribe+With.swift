extension ObservableType {
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` with `object` handed to each handler
    /// (RxSwift's `ObservableType+Extensions.swift`); the object is held weakly, and once it is
    /// gone the handlers are no longer called.
    ///
    /// As with the plain form, an error with no `onError` handler is reported to the story.
    ///
    /// ```swift
    /// pageIndex.subscribe(with: self, onNext: { owner, page in owner.show(page) })
    /// ```
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onNext: onNext.map { handler in { [weak object] element in if let object { handler(object, element) } } },
            onError: onError.map { handler in { [weak object] error in if let object { handler(object, error) } } },
            onCompleted: onCompleted.map { handler in { [weak object] in if let object { handler(object) } } },
            onDisposed: onDisposed.map { handler in { [weak object] in if let object { handler(object) } } })
    }
}
