import ScenecModel

/// The lines of one axis of a grid by name (from the track list's `[names]` and the areas' implicit
/// `name-start` / `name-end`), in origin-zero numbers: the explicit grid's first line is 0, its last
/// `explicitCount`; implicit lines before it are negative.
struct GridLineNames {
    var explicitCount: Int
    var byName: [String: [Int]] = [:]

    init(explicitCount: Int, lineNames: [[String]], areas: [(String, Range<Int>)]) {
        self.explicitCount = explicitCount
        for (index, names) in lineNames.enumerated() {
            for name in names { byName[name, default: []].append(index) }
        }
        for (name, range) in areas {
            byName[name + "-start", default: []].append(range.lowerBound)
            byName[name + "-end", default: []].append(range.upperBound)
        }
        for name in byName.keys { byName[name]?.sort() }
    }

    /// Whether a name alone (`column="main"`) or in a line (`2 main`) means any line.
    func knows(_ name: String) -> Bool {
        byName[name] != nil || byName[name + "-start"] != nil || byName[name + "-end"] != nil
    }

    /// The line a definite `line` stands for; nil for `auto` and spans.
    func resolve(_ line: GridLine, isEnd: Bool) -> Int? {
        switch line {
        case .auto, .span: return nil
        case .line(let number, nil):
            return number > 0 ? number - 1 : explicitCount + 1 + number
        case .line(let number, let name?):
            let lines = byName[name] ?? []
            // Too few lines called `name`: every implicit line on the side searched is taken to have it.
            if number > 0 {
                return number <= lines.count ? lines[number - 1] : explicitCount + (number - lines.count)
            }
            let back = -number
            return back <= lines.count ? lines[lines.count - back] : -(back - lines.count)
        case .name(let name):
            if let edge = byName[name + (isEnd ? "-end" : "-start")]?.first { return edge }
            if let named = byName[name]?.first { return named }
            return explicitCount + 1
        }
    }

    /// The line `span` lines past `start` (counting only lines called `name` when one is given).
    func forward(from start: Int, span: Int, name: String?) -> Int {
        guard let name else { return start + span }
        let lines = byName[name] ?? []
        var found = 0
        for line in lines where line > start {
            found += 1
            if found == span { return line }
        }
        return max(start, explicitCount) + (span - found)
    }

    /// The line `span` lines before `end` (counting only lines called `name` when one is given).
    func backward(from end: Int, span: Int, name: String?) -> Int {
        guard let name else { return end - span }
        let lines = byName[name] ?? []
        var found = 0
        for line in lines.reversed() where line < end {
            found += 1
            if found == span { return line }
        }
        return min(end, 0) - (span - found)
    }

    /// An item's lines on this axis: a definite range, or nil and the span auto-placement must find room for.
    func resolve(_ pair: GridLinePair) -> (range: Range<Int>?, span: Int) {
        let start = resolve(pair.start, isEnd: false)
        let end = resolve(pair.end, isEnd: true)
        switch (start, end) {
        case let (s?, e?):
            if s == e { return (s..<(s + 1), 1) }
            return (min(s, e)..<max(s, e), abs(e - s))
        case let (s?, nil):
            if case .span(let count, let name) = pair.end {
                let e = forward(from: s, span: count, name: name)
                return (s..<e, e - s)
            }
            return (s..<(s + 1), 1)
        case let (nil, e?):
            if case .span(let count, let name) = pair.start {
                let s = backward(from: e, span: count, name: name)
                return (s..<e, e - s)
            }
            return ((e - 1)..<e, 1)
        case (nil, nil):
            // A named span without a definite other end is span 1 (CSS §8.3.1).
            if case .span(let count, nil) = pair.start { return (nil, count) }
            if case .span(let count, nil) = pair.end, !pair.start.isSpan { return (nil, count) }
            return (nil, 1)
        }
    }
}
