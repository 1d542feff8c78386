import Animatic
import Testing

/// An analytics provider's shape (Umbrella's `RuntimeProviderType`): methods found by name. The
/// table is what the adapter generates for `@objc func log(_ name: String, parameters: [String: Any]?)`
/// (AdapterFixtureTests' `aMethodOfTwoParametersTakesThePairPerformWithWithPasses`).
final class EventLog: NSObject, AnimaticSelectorTarget {
    var events: [String] = []
    func log(_ name: String, parameters: [String: Any]?) { events.append("\(name) \(parameters?.count ?? -1)") }
    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        switch String(describing: selector) {
        case "log:parameters:": if let arguments = argument as? (Any?, Any?), let argument0 = arguments.0 as? String { self.log(argument0, parameters: arguments.1 as? [String: Any]); return true }; return false
        default: return false
        }
    }
}

/// Selectors by name: Foundation's `NSSelectorFromString(_:)`, `NSObject.perform(_:with:with:)`
/// and `UIApplication`'s class message `sharedApplication` (URLNavigator).
@Suite struct SelectorByNameTests {
    @Test func aSelectorFromAStringNamesTheMethodAndPerformPassesTwoArguments() throws {
        let log = EventLog()
        let selector = NSSelectorFromString("log:parameters:")
        #expect(NSStringFromSelector(selector) == "log:parameters:")
        #expect(selector == Selector("log:parameters:"))
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            #expect(log.perform(selector, with: "intro", with: ["step": 1, "of": 3]) == nil)
            log.perform(selector, with: "outro", with: nil)
        }
        #expect(log.events == ["intro 2", "outro -1"])
    }

    @Test func argumentsOfAnotherTypeOrAnUnknownSelectorAreReported() {
        let log = EventLog()
        do {
            _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
                log.perform(NSSelectorFromString("log:parameters:"), with: 42, with: nil)
            }
            Issue.record("the wrong argument was not reported")
        } catch {
            #expect(error.problems == [.misuse(call: "NSObject.perform(_:with:with:)",
                                               problem: "unrecognized selector 'log:parameters:' sent to a EventLog (no such @objc method, or an argument of another type)")])
        }
        #expect(log.events.isEmpty)
    }

    @Test func theApplicationAnswersSharedApplication() throws {
        var found: UIApplication?
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            found = UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue() as? UIApplication
        }
        #expect(found === UIApplication.shared)
        do {
            _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
                #expect(UIApplication.perform(NSSelectorFromString("sharedInstance")) == nil)
            }
            Issue.record("the unknown class message was not reported")
        } catch {
            #expect(error.problems == [.misuse(call: "UIApplication.perform(_:)",
                                               problem: "unrecognized selector 'sharedInstance' sent to class UIApplication")])
        }
    }
}
