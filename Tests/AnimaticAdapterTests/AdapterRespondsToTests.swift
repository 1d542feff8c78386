import AnimaticAdapter
import Foundation
import Testing

/// `override func responds(to:)` loses `override`: Animatic's `responds(to:)` is an extension
/// member of `NSObjectProtocol` (Linux's NSObject declares none), as RxDataSources 3.1.0 and 4.0.1
/// override it in `CollectionViewSectionedDataSource`.
@Suite struct AdapterRespondsToTests {
    @Test func overrideOfRespondsToIsBlankedKeepingColumns() {
        #expect(adapt("""
            open class Source: NSObject {
                override open func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
            }

            """) == """
            open class Source: NSObject {
                         open func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
            }

            """)
    }

    @Test func otherRespondsMethodsKeepTheirOverride() {
        let source = """
            class A: Base {
                override func responds(forKey key: String) -> Bool { true }
                override func responds(to a: Int, b: Int) -> Bool { true }
                override func layoutSubviews() {}
            }

            """
        #expect(adapt(source) == source)
    }
}
