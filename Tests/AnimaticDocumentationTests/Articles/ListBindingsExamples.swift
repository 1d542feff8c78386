import Animatic
import Testing

// Sources/Animatic/Animatic.docc/ScrollViewsAndLists.md's and ViewControllers.md's code
// (DocumentationCodeTests checks it is here): RxCocoa's list bindings, a picker, an alert.

@Suite struct ListBindingsArticleTests {
    @Test func boundNamesBecomeRowsAndATapSelectsTheModel() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        var picked: [String] = []
        let bag = DisposeBag()
        let story = try Story.record(size: CGSize(width: 320, height: 400)) { stage in
            stage.addSubview(tableView)
            let names = BehaviorRelay(value: ["Milk", "Bread"])
            names.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { row, name, cell in
                cell.textLabel?.text = name
                cell.accessibilityIdentifier = name
            }.disposed(by: bag)
            tableView.rx.modelSelected(String.self).subscribe(onNext: { picked.append($0) }).disposed(by: bag)
            stage.tap(row: IndexPath(row: 1, section: 0), in: tableView, at: 1)
        }
        #expect(picked == ["Bread"])
        let bread = try #require(try story.state(at: 0.5)["Bread"]?.state)
        #expect(bread.centerY == 66 && bread.width == 320 && bread.height == 44)
    }

    @Test func aPickerTurnsToTheRowTheStoryChooses() throws {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        var sizes: [String] = []
        let bag = DisposeBag()
        _ = try Story.record(size: CGSize(width: 320, height: 400)) { stage in
            stage.addSubview(picker)
            Observable.just(["S", "M", "L"]).bind(to: picker.rx.itemTitles) { _, size in size }.disposed(by: bag)
            picker.rx.modelSelected(String.self).subscribe(onNext: { sizes += $0 }).disposed(by: bag)
            stage.select(row: 2, inComponent: 0, of: picker, at: 1.0)
        }
        #expect(sizes == ["L"])
        #expect(picker.selectedRow(inComponent: 0) == 2)
    }

    @Test func anAlertIsDrawnAndItsButtonTapped() throws {
        let screen = UIViewController()
        var deleted = false
        let alert = UIAlertController(title: "Delete task?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
        let story = try Story.record(presenting: screen, size: CGSize(width: 390, height: 844)) { stage in
            screen.present(alert, animated: true)
            stage.tap(alert.button(for: alert.actions[1])!, at: 2)   // the user deletes
        }
        #expect(deleted)
        #expect(screen.presentedViewController == nil)
        #expect(story.duration > 2.1)
    }
}
