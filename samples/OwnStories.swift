import Animatic

extension Samples {
    /// Three views moving at once with merge, and two that move in lock-step with zip.
    static let parallelViews = Sample(
        name: "parallel-views",
        title: "Parallel views (merge and zip)",
        summary: "Three bars rise together with merge; two dots travel in step with zip, then everything fades.") {
        let bars = (0..<3).map { i in
            makeView("bar\(i)", CGRect(x: 60 + 70 * Double(i), y: 220, width: 50, height: 40),
                     [UIColor.systemBlue, .systemGreen, .systemOrange][i])
        }
        let left = makeView("dotA", CGRect(x: 300, y: 40, width: 30, height: 30), .purple)
        let right = makeView("dotB", CGRect(x: 300, y: 100, width: 30, height: 30), .magenta)
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            bars.forEach(stage.addSubview)
            stage.addSubview(left)
            stage.addSubview(right)
            let rise = Observable.merge(bars.enumerated().map { i, bar in
                animation(0.6, delay: 0.15 * Double(i)) {
                    bar.frame = CGRect(x: bar.frame.minX, y: 80, width: 50, height: 180)
                }
            })
            let travel = Observable.zip(
                animation(0.8, options: .curveEaseIn) { left.center.x = 60 },
                animation(0.8, options: .curveEaseOut) { right.center.x = 60 }
            ).map { _ in () }
            let fadeAll = Observable.merge((bars + [left, right]).map { view in
                animation(0.4) { view.alpha = 0.2 }
            })
            Observable.concat([rise, travel, fadeAll])
                .subscribe()
                .disposed(by: stage.disposeBag)
        }
    }

    /// A card whose rotation and alpha carry its children, which move inside it.
    static let nestedSubviews = Sample(
        name: "nested-subviews",
        title: "Nested subviews",
        summary: "A parent card turns and fades while its children slide inside its own coordinates.") {
        let card = makeView("card", CGRect(x: 100, y: 60, width: 200, height: 180), .darkGray)
        let badge = makeView("badge", CGRect(x: 20, y: 20, width: 40, height: 40), .yellow)
        let strip = makeView("strip", CGRect(x: 20, y: 120, width: 60, height: 30), .cyan)
        let dot = makeView("dot", CGRect(x: 10, y: 5, width: 20, height: 20), .red)
        strip.addSubview(dot)
        card.addSubview(badge)
        card.addSubview(strip)
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(card)
            Observable.concat([
                animation(0.8) { card.transform = CGAffineTransform(rotationAngle: .pi / 6) },
                Observable.merge([
                    animation(0.6) { badge.center = CGPoint(x: 160, y: 40) },
                    animation(0.6, options: .curveLinear) { strip.frame.size.width = 160 },
                    animation(0.6) { dot.center.x = 140 },
                ]),
                animation(0.5) { card.alpha = 0.5 },
                animation(0.7) {
                    card.transform = CGAffineTransform(rotationAngle: -.pi / 8).scaledBy(x: 1.2, y: 1.2)
                    strip.alpha = 0.4
                },
            ])
            .subscribe()
            .disposed(by: stage.disposeBag)
        }
    }

    /// The four UIKit curves side by side.
    static let curves = Sample(
        name: "curves",
        title: "The four curves",
        summary: "linear, easeIn, easeOut and easeInOut racing over the same distance.") {
        let options: [(String, UIView.AnimationOptions, UIColor)] = [
            ("linear", .curveLinear, .systemBlue), ("easeIn", .curveEaseIn, .systemGreen),
            ("easeOut", .curveEaseOut, .systemOrange), ("easeInOut", .curveEaseInOut, .systemPink),
        ]
        let runners = options.enumerated().map { i, option in
            makeView(option.0, CGRect(x: 20, y: 30 + 65 * Double(i), width: 40, height: 40), option.2)
        }
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            runners.forEach(stage.addSubview)
            Observable.merge(zip(runners, options).map { runner, option in
                animation(1.5, options: option.1) { runner.center.x = 360 }
            })
            .subscribe()
            .disposed(by: stage.disposeBag)
        }
    }

    /// A background colour that changes, animated.
    static let colourChange = Sample(
        name: "colour-change",
        title: "Colour change",
        summary: "A tile runs through red, orange, green and blue while it grows and shrinks.") {
        let tile = makeView("tile", CGRect(x: 140, y: 90, width: 120, height: 120), .red)
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(tile)
            Observable.concat([
                animation(0.5) { tile.backgroundColor = .orange },
                animation(0.5) {
                    tile.backgroundColor = .systemGreen
                    tile.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
                },
                animation(0.5) {
                    tile.backgroundColor = .systemBlue
                    tile.transform = .identity
                },
                animation(0.5) { tile.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.8, alpha: 0.5) },
            ])
            .subscribe()
            .disposed(by: stage.disposeBag)
        }
    }

    /// isHidden switching during the story.
    static let hideAndShow = Sample(
        name: "hide-show",
        title: "Hide and show",
        summary: "Three lights blink with isHidden at exact times, a fourth fades in between.") {
        let lights = (0..<3).map { i in
            makeView("light\(i)", CGRect(x: 60 + 100 * Double(i), y: 110, width: 80, height: 80),
                     [UIColor.red, .yellow, .green][i])
        }
        let night = makeView("night", CGRect(x: 0, y: 0, width: 400, height: 300), .black)
        let glow = makeView("glow", CGRect(x: 40, y: 230, width: 320, height: 20), .white)
        glow.alpha = 0
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(night)
            lights.forEach { $0.isHidden = true; stage.addSubview($0) }
            stage.addSubview(glow)
            var steps: [Observable<Void>] = []
            for light in lights {
                steps.append(pause(0.4).do(onNext: { light.isHidden = false }))
            }
            steps.append(animation(0.6) { glow.alpha = 1 })
            for light in lights.reversed() {
                steps.append(pause(0.3).do(onNext: { light.isHidden = true }))
            }
            Observable.concat(steps)
                .subscribe()
                .disposed(by: stage.disposeBag)
        }
    }
}
