/// Driving a loaded page the way a person does, through WebDriver actions: element references,
/// clicks, pointer moves and key presses.
///
/// ```swift
/// let play = try await browser.element("return document.querySelector('.play')")
/// try await browser.click(play)
/// try await browser.press("\u{E014}")   // ArrowRight
/// ```
extension Browser {
    /// The W3C WebDriver key of element references.
    public static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    /// A WebDriver reference to the element `script` returns.
    ///
    /// - Throws: ``BrowserError/unexpectedReply(command:reply:)`` when the script returns no element.
    public func element(_ script: String) async throws -> JSONValue {
        let value = try await execute(script: script)
        guard let id = value[Self.elementKey]?.stringValue else {
            throw BrowserError.unexpectedReply(command: "element from \(script)", reply: "\(value)")
        }
        return [Self.elementKey: .string(id)]
    }

    /// Clicks an element (WebDriver Element Click: scrolls it into view and clicks its centre).
    public func click(_ element: JSONValue) async throws {
        let id = element[Self.elementKey]?.stringValue ?? ""
        _ = try await command("POST", "/element/\(id)/click")
    }

    /// Moves the mouse over the centre of `element` (after scrolling it into view if it is not).
    public func hover(_ element: JSONValue) async throws {
        _ = try await execute(script: "arguments[0].scrollIntoView({block: 'nearest'})", args: [element])
        try await pointer([["type": "pointerMove", "duration": 0, "origin": element, "x": 0, "y": 0]])
    }

    /// Moves the mouse to a viewport point.
    public func movePointer(x: Int, y: Int) async throws {
        try await pointer([["type": "pointerMove", "duration": 0, "origin": "viewport",
                            "x": .number(Double(x)), "y": .number(Double(y))]])
    }

    /// Presses and releases one key (a WebDriver key code such as "\u{E014}" for ArrowRight).
    public func press(_ key: String) async throws {
        _ = try await command("POST", "/actions", body: ["actions": [
            ["type": "key", "id": "keyboard", "actions": [
                ["type": "keyDown", "value": .string(key)], ["type": "keyUp", "value": .string(key)],
            ]],
        ]])
    }

    private func pointer(_ actions: [JSONValue]) async throws {
        _ = try await command("POST", "/actions", body: ["actions": [
            ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": .array(actions)],
        ]])
    }
}
