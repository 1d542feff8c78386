import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UICollectionView` with UIKit's flow layout and with custom layouts that transform cells by
/// their position, applied at every scroll step.
@Suite struct CollectionViewTests {
    final class Tile: UICollectionViewCell {}

    final class Deck: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var count = 7
        var displayed: [Int] = []
        var wide: Int?
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.accessibilityIdentifier = "item\(indexPath.item)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            displayed.append(indexPath.item)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            indexPath.item == wide ? CGSize(width: 200, height: 50) : (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
        }
    }

    func makeFlow(_ deck: Deck, height: CGFloat = 400) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: height), collectionViewLayout: layout)
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        view.dataSource = deck
        view.delegate = deck
        return view
    }

    @Test func theFlowLayoutJustifiesFullLinesAndCentresALoneItem() {
        let deck = Deck()
        let view = makeFlow(deck)
        let cells = view.visibleCells
        #expect(cells.count == 7 && deck.displayed == Array(0..<7))
        // Room 380: three 100 pt items a line, the 80 left spread into two 40 pt gaps.
        #expect(cells.map(\.frame.origin.x).prefix(3) == [10, 150, 290])
        #expect(cells.map(\.frame.origin.y) == [10, 10, 10, 120, 120, 120, 230])
        #expect(cells[6].frame == CGRect(x: 150, y: 230, width: 100, height: 100))   // alone: centred
        #expect(view.contentSize == CGSize(width: 400, height: 340))
        #expect(cells.allSatisfy { $0 is Tile && $0.reuseIdentifier == "tile" && $0.contentView.frame.size == CGSize(width: 100, height: 100) })
    }

    @Test func shorterItemsAreCentredInTheirLineAndTheDelegateSizesItems() {
        let deck = Deck()
        deck.count = 3
        deck.wide = 1
        let view = makeFlow(deck)
        let cells = view.visibleCells
        // 100 + 200: 300 + 10 ≤ 380 fits two; the third goes to the next line.
        #expect(cells[0].frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(cells[1].frame == CGRect(x: 190, y: 35, width: 200, height: 50))
        #expect(cells[2].frame == CGRect(x: 150, y: 120, width: 100, height: 100))
    }

    @Test func horizontalFlowFillsColumns() {
        let deck = Deck()
        deck.count = 5
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 20
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 250, height: 210), collectionViewLayout: layout)
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        view.dataSource = deck
        _ = view.visibleCells
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 120, y: 0, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 240, y: 55, width: 100, height: 100))
        #expect(view.contentSize == CGSize(width: 340, height: 210))
        #expect(view.visibleCells.count == 5)   // item 4 starts at 240 < 250
    }

    /// A cover-flow-like layout: every item 100 pt apart, scaled down by its distance from the
    /// visible centre, asked again at every bounds change.
    final class Scaling: UICollectionViewLayout {
        var prepared = 0
        var items: [UICollectionViewLayoutAttributes] = []
        override func prepare() {
            prepared += 1
            guard let view = collectionView else { return }
            let middle = view.contentOffset.x + view.bounds.width / 2
            items = (0..<view.numberOfItems(inSection: 0)).map { i in
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                a.frame = CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 100)
                let distance = min(1, abs(a.center.x - middle) / 200)
                a.transform = CGAffineTransform(scaleX: 1 - 0.5 * distance, y: 1 - 0.5 * distance)
                a.alpha = 1 - 0.5 * distance
                a.zIndex = i == 1 ? 1 : 0
                return a
            }
        }
        override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(items.count) * 100, height: 100) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            items.filter { $0.frame.minX < rect.maxX && $0.frame.maxX > rect.minX }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { items[indexPath.item] }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    }

    @Test func aCustomLayoutTransformsCellsAtEveryScroll() {
        let deck = Deck()
        deck.count = 6
        let layout = Scaling()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        view.dataSource = deck
        let cells = view.visibleCells
        #expect(cells.count == 2 && layout.prepared == 1)
        #expect(view.subviews.last === cells[1])            // zIndex 1: in front
        // Item 1's centre is at 150, the middle at 100: distance 50 / 200 = 0.25.
        #expect(cells[1].transform == CGAffineTransform(scaleX: 0.875, y: 0.875) && cells[1].alpha == 0.875)
        #expect(cells[1].center == CGPoint(x: 150, y: 50) && cells[1].bounds.size == CGSize(width: 100, height: 100))
        view.contentOffset = CGPoint(x: 50, y: 0)       // middle 150: item 1 centred
        #expect(layout.prepared == 2)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.transform == .identity)
        #expect(view.indexPathsForVisibleItems == [0, 1, 2].map { IndexPath(item: $0, section: 0) })
        #expect(view.indexPathForItem(at: CGPoint(x: 160, y: 10)) == IndexPath(item: 1, section: 0))
    }

    @Test func layoutAttributesCopyTheirSubclassAndCompareByValue() {
        final class Tagged: UICollectionViewLayoutAttributes {
            var ratio: CGFloat = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! Tagged
                copy.ratio = ratio
                return copy
            }
        }
        let a = Tagged(forCellWith: IndexPath(item: 3, section: 1))
        a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        a.ratio = 0.5
        a.zIndex = 2
        let b = a.copy() as! Tagged
        #expect(b !== a && b.ratio == 0.5 && b.indexPath == IndexPath(item: 3, section: 1))
        #expect(b.center == CGPoint(x: 25, y: 40) && b.size == CGSize(width: 30, height: 40))
        #expect(a.isEqual(b))
        b.alpha = 0.5
        #expect(!a.isEqual(b))
        let h = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                 with: IndexPath(item: 0, section: 0))
        #expect(h.representedElementCategory == .supplementaryView && h.representedElementKind == "UICollectionElementKindSectionHeader")
        // A layout naming the subclass makes its attributes of it.
        final class TaggedLayout: UICollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { Tagged.self }
        }
        let layout = TaggedLayout()
        let deck = Deck()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        view.dataSource = deck
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is Tagged)
    }

    @Test func scrollToItemCentresItWithinTheContent() {
        let deck = Deck()
        deck.count = 20
        let view = makeFlow(deck, height: 200)
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .centeredVertically, animated: false)
        // Item 9 is on line 4 (y 340..<440): centre 390, minus half the height.
        #expect(view.contentOffset == CGPoint(x: 0, y: 290))
        view.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
        // Line 7 starts at 670, but the offset stops at the end: 780 − 200.
        #expect(view.contentOffset == CGPoint(x: 0, y: 580))
    }

    @Test func cellsAppearingOnStageRecordTheirLayout() throws {
        let deck = Deck()
        deck.count = 4
        let r = record { stage, _ in stage.addSubview(self.makeFlow(deck)) }
        #expect(r.problems.isEmpty)
        let state = try r.timeline.state(at: .zero)
        #expect(state["item3"]?.state.centerX == 200 && state["item3"]?.state.centerY == 170)
    }
}
