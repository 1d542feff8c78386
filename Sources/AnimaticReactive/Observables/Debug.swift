import AnimaticClock

extension ObservableType {
    /// Prints every event, the subscription and the disposal, each with the story time and
    /// `identifier` (RxSwift's `Debug.swift`, which prints the wall-clock date instead):
    /// `0.500s: fade -> Event next(())`. Without an identifier the call site names it
    /// (`File.swift:12 (function)`); `trimOutput` shortens events longer than 40 characters.
    ///
    /// ```swift
    /// box.rx.fade(duration: 0.5).debug("fade").subscribe()
    /// ```
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        return debug(name: name, trimOutput: trimOutput) { print($0) }
    }

    /// `debug` writing its lines to `log` (tests read them).
    func debug(name: String, trimOutput: Bool, log: @escaping (String) -> Void) -> Observable<Element> {
        let source = asObservable()
        return DeferredProducer {
            let write: (String) -> Void = { content in
                let time = StoryContext.current?.clock.now.description ?? "-"
                log("\(time): \(name) -> \(content)")
            }
            write("subscribed")
            return SinkProducer(source) { observer in
                let sink = DebugSink<Element>(observer)
                sink.write = write
                sink.trimOutput = trimOutput
                return sink
            }
        }
    }
}

final class DebugSink<Element>: OperatorSink<Element, Element> {
    var write: ((String) -> Void)?
    var trimOutput = false

    private func log(_ event: Event<Element>) {
        var text = "\(event)"
        if trimOutput && text.count > 40 { text = String(text.prefix(20)) + "..." + String(text.suffix(20)) }
        write?("Event \(text)")
    }

    override func next(_ element: Element) {
        guard let observer = downstream else { return }
        log(.next(element))
        observer.next(element)
    }

    override func error(_ error: any Error) {
        if downstream == nil { return }
        log(.error(error))
        forwardError(error)
    }

    override func completed() {
        if downstream == nil { return }
        log(.completed)
        forwardCompleted()
    }

    override func didDispose() {
        write?("isDisposed")
        write = nil
    }
}
