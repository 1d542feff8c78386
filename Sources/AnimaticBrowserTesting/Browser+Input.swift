/// Driving a loaded page the way a person does, through WebDriver actions: element references,
/// clicks, pointer moves and key presses. Firefox gets the same through WebDriver BiDi
/// (`input.performActions`, element references as BiDi shared ids).
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
        if bidi != nil {
            let result = try await bidiCommand("script.callFunction", [
                "functionDeclaration": .string("function() {\n\(script)\n}"), "awaitPromise": false,
                "target": ["context": .string(bidiContext)], "serializationOptions": ["maxDomDepth": 0],
            ])
            guard let id = result["result"]?["sharedId"]?.stringValue else {
                throw BrowserError.unexpectedReply(command: "element from \(script)", reply: "\(result)")
            }
            return [Self.elementKey: .string(id)]
        }
        let value = try await execute(script: script)
        guard let id = value[Self.elementKey]?.stringValue else {
            throw BrowserError.unexpectedReply(command: "element from \(script)", reply: "\(value)")
        }
        return [Self.elementKey: .string(id)]
    }

    /// Clicks an element (WebDriver Element Click: scrolls it into view and clicks its centre).
    public func click(_ element: JSONValue) async throws {
        let id = element[Self.elementKey]?.stringValue ?? ""
        if bidi != nil {
            // WebDriver Element Click selects an <option> of a closed <select> without a pointer
            // (https://w3c.github.io/webdriver/#element-click): selectedness, then input and change
            // events on the select. BiDi has no such command, so the same is done in the page.
            let option = try await bidiCommand("script.callFunction", [
                "functionDeclaration": """
                    function(element) {
                      if (element.localName !== 'option') return false;
                      const select = element.closest('select');
                      if (select) select.focus();
                      element.selected = true;
                      if (select) {
                        select.dispatchEvent(new Event('input', {bubbles: true}));
                        select.dispatchEvent(new Event('change', {bubbles: true}));
                      }
                      return true;
                    }
                    """,
                "awaitPromise": false, "target": ["context": .string(bidiContext)], "arguments": [["sharedId": .string(id)]],
            ])
            if option["result"]?["value"]?.boolValue == true { return }
            try await bidiScrollIntoView(id)
            try await pointer([["type": "pointerMove", "duration": 0, "origin": element, "x": 0, "y": 0],
                               ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0]])
            return
        }
        _ = try await command("POST", "/element/\(id)/click")
    }

    private func bidiScrollIntoView(_ sharedID: String) async throws {
        _ = try await bidiCommand("script.callFunction", [
            "functionDeclaration": "function(element) { element.scrollIntoView({block: 'nearest'}); }", "awaitPromise": false,
            "target": ["context": .string(bidiContext)], "arguments": [["sharedId": .string(sharedID)]],
        ])
    }

    /// Classic WebDriver action sources as WebDriver BiDi takes them (element origins differ).
    private func bidiActions(_ sources: JSONValue) -> JSONValue {
        func convert(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(var object):
                if let id = object[Self.elementKey]?.stringValue, object.count == 1 {
                    return ["type": "element", "element": ["sharedId": .string(id)]]
                }
                for (key, inner) in object { object[key] = convert(inner) }
                return .object(object)
            case .array(let array): return .array(array.map(convert))
            default: return value
            }
        }
        return convert(sources)
    }

    private func performActions(_ sources: JSONValue) async throws {
        if bidi != nil {
            _ = try await bidiCommand("input.performActions", ["context": .string(bidiContext), "actions": bidiActions(sources)])
            return
        }
        _ = try await command("POST", "/actions", body: ["actions": sources])
    }

    /// Moves the mouse over the centre of `element` (after scrolling it into view if it is not).
    public func hover(_ element: JSONValue) async throws {
        if bidi != nil {
            try await bidiScrollIntoView(element[Self.elementKey]?.stringValue ?? "")
        } else {
            _ = try await execute(script: "arguments[0].scrollIntoView({block: 'nearest'})", args: [element])
        }
        try await pointer([["type": "pointerMove", "duration": 0, "origin": element, "x": 0, "y": 0]])
    }

    /// Moves the mouse to a viewport point.
    public func movePointer(x: Int, y: Int) async throws {
        try await pointer([["type": "pointerMove", "duration": 0, "origin": "viewport",
                            "x": .number(Double(x)), "y": .number(Double(y))]])
    }

    /// Presses and releases one key (a WebDriver key code such as "\u{E014}" for ArrowRight).
    public func press(_ key: String) async throws {
        try await performActions([
            ["type": "key", "id": "keyboard", "actions": [
                ["type": "keyDown", "value": .string(key)], ["type": "keyUp", "value": .string(key)],
            ]],
        ])
    }

    private func pointer(_ actions: [JSONValue]) async throws {
        try await performActions([
            ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": .array(actions)],
        ])
    }
}
