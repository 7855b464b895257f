import ScenecCore

/// `<grid>` (format 1.3) and its children's `column`, `row`, `area` and `justify-self`. Names are
/// checked once the grid's children are read (`checkGridItems`): a child naming an area or a line
/// the grid does not declare is an error at the attribute, not an item placed past the grid as CSS
/// would place it.
extension SceneReader {
    mutating func readGrid(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        var grid = GridSpec()
        grid.columns = attributes.parse("columns", context: &context) { text throws(ValueError) in try GridTrackParser.trackList(text) } ?? GridTrackList()
        grid.rows = attributes.parse("rows", context: &context) { text throws(ValueError) in try GridTrackParser.trackList(text) } ?? GridTrackList()
        grid.autoColumns = attributes.parse("auto-columns", context: &context) { text throws(ValueError) in try GridTrackParser.implicitTracks(text) } ?? [.auto]
        grid.autoRows = attributes.parse("auto-rows", context: &context) { text throws(ValueError) in try GridTrackParser.implicitTracks(text) } ?? [.auto]
        // CSS `gap: row column` (one value for both).
        if let gaps = attributes.parse("gap", context: &context, { text throws(ValueError) in try Self.gapPair(text) }) {
            (grid.rowGap, grid.columnGap) = gaps
        }
        if let gap = attributes.parse("column-gap", context: &context, { text throws(ValueError) in try Self.gap(text) }) { grid.columnGap = gap }
        if let gap = attributes.parse("row-gap", context: &context, { text throws(ValueError) in try Self.gap(text) }) { grid.rowGap = gap }
        grid.padding = fourLengths("padding", attributes) ?? .zero
        if let areas = attributes.parse("areas", context: &context, { text throws(ValueError) in try GridLineParser.areas(text) }) { grid.areas = areas }
        grid.flow = attributes.parse("flow", context: &context) { text throws(ValueError) in try Self.flow(text) } ?? GridFlow()
        grid.justifyItems = gridAlign("justify-items", attributes) ?? .stretch
        grid.alignItems = gridAlign("align-items", attributes) ?? .stretch
        grid.justifyContent = attributes.choice("justify-content", context: &context) ?? .stretch
        grid.alignContent = attributes.choice("align-content", context: &context) ?? .stretch
        grid.clip = attributes.bool("clip", context: &context) ?? false
        node.kind = .grid(grid)
        node.frame = readFrame(attributes, parent: parent)
        return true
    }

    /// A child's `column`, `row`, `area`, `justify-self`: read in a grid, a warning elsewhere.
    mutating func readGridItem(_ attributes: AttributeReader, parent: ParentKind) -> GridItemSpec? {
        let written = ElementDefinition.Attributes.gridItem.filter { attributes.has($0) }
        guard !written.isEmpty else { return nil }
        guard parent.isGrid else {
            for name in written {
                context.warning("\(name) has no effect outside a <grid>", at: attributes.location(of: name))
            }
            return nil
        }
        var item = GridItemSpec()
        if let pair = attributes.parse("column", context: &context, { text throws(ValueError) in try GridLineParser.pair(text) }) {
            item.column = pair
            item.columnLocation = attributes.location(of: "column")
        }
        if let pair = attributes.parse("row", context: &context, { text throws(ValueError) in try GridLineParser.pair(text) }) {
            item.row = pair
            item.rowLocation = attributes.location(of: "row")
        }
        if let area = attributes.string("area")?.trimmingWhitespace() {
            if GridLineParser.isName(area) {
                item.area = area
                item.areaLocation = attributes.location(of: "area")
                // CSS `grid-area: name`: both edges on both axes, unless column or row is written.
                if !attributes.has("column") { item.column = GridLinePair(start: .name(area), end: .name(area)) }
                if !attributes.has("row") { item.row = GridLinePair(start: .name(area), end: .name(area)) }
            } else {
                context.error("area: expected the name of one of the grid's areas, got \"\(area)\"", at: attributes.location(of: "area"))
            }
        }
        item.justifySelf = gridAlign("justify-self", attributes)
        return item
    }

    /// A grid's item alignment: `stretch`, `start`, `center` or `end`. `baseline`, which a row takes,
    /// is refused here: a grid does not line up baselines (format 1.3 names only these four for it).
    mutating func gridAlign(_ name: String, _ attributes: AttributeReader) -> CrossAlign? {
        guard let text = attributes.string(name) else { return nil }
        if let value = CrossAlign(rawValue: text.trimmingWhitespace()), CrossAlign.gridCases.contains(value) { return value }
        let options = CrossAlign.gridCases.map(\.rawValue)
        var message = "\(name): \"\(text)\" is not one of \(options.joined(separator: ", ")) in a grid"
        if text.trimmingWhitespace() == CrossAlign.baseline.rawValue {
            message += " (baseline alignment is for the children of a <row>)"
        } else if let hint = Spelling.suggestion(for: text, among: options) {
            message += " (did you mean '\(hint)'?)"
        }
        context.error(message, at: attributes.location(of: name))
        return nil
    }

    /// A grid computes where its children go: `x` and `y` are refused as in a stack.
    mutating func reportGridPosition(_ attributes: AttributeReader) {
        for name in ["x", "y"] where attributes.has(name) {
            context.error("\(name): a grid places its children by column and row; remove it or wrap the child in a <group>",
                          at: attributes.location(of: name))
        }
    }

    /// Every area and line name a grid's children use must be one the grid declares.
    mutating func checkGridItems(of node: Node) {
        guard case .grid(let grid) = node.kind else { return }
        let areaNames = Set(grid.areas.areas.keys)
        func names(_ list: GridTrackList) -> Set<String> {
            var all = Set(list.lineNames.joined())
            if let auto = list.autoRepeat { all.formUnion(auto.lineNames.joined()); all.formUnion(auto.namesAfter) }
            for area in areaNames { all.formUnion([area + "-start", area + "-end"]) }
            return all
        }
        let columnNames = names(grid.columns), rowNames = names(grid.rows)
        for child in node.children {
            guard let item = child.gridItem else { continue }
            if let area = item.area, !areaNames.contains(area) {
                let known = areaNames.isEmpty ? "the grid has no areas" : "its areas are " + areaNames.sorted().joined(separator: ", ")
                context.error("area \"\(area)\" is not one of the grid's areas (\(known))", at: item.areaLocation ?? child.location)
                continue
            }
            if item.area != nil { continue }
            for (pair, declared, axis, location) in [(item.column, columnNames, "column", item.columnLocation), (item.row, rowNames, "row", item.rowLocation)] {
                for line in [pair.start, pair.end] {
                    guard let name = Self.lineName(line) else { continue }
                    let known = declared.contains(name) || declared.contains(name + "-start") || declared.contains(name + "-end")
                    if !known {
                        context.error("\(axis): no line of the grid's \(axis)s is called \"\(name)\"; name lines in the track list, as columns=\"[\(name)] 100 1*\", or use an area's name",
                                      at: location ?? child.location)
                        break
                    }
                }
            }
        }
    }

    private static func lineName(_ line: GridLine) -> String? {
        switch line {
        case .auto, .line(_, nil), .span(_, nil): return nil
        case .line(_, let name?), .span(_, let name?), .name(let name): return name
        }
    }

    static func gap(_ text: String) throws(ValueError) -> Length {
        let length = try LengthParser.parse(text)
        if length.isNegative { throw ValueError("a gap cannot be negative") }
        return length
    }

    static func gapPair(_ text: String) throws(ValueError) -> (Length, Length) {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count == 1 || words.count == 2 else { throw ValueError("expected one gap, or a row gap and a column gap") }
        let row = try gap(words[0])
        return (row, words.count == 2 ? try gap(words[1]) : row)
    }

    static func flow(_ text: String) throws(ValueError) -> GridFlow {
        let words = Set(text.split(whereSeparator: \.isWhitespace).map(String.init))
        let count = text.split(whereSeparator: \.isWhitespace).count
        guard count == words.count, words.isSubset(of: ["row", "column", "dense"]), !words.isEmpty, !(words.contains("row") && words.contains("column")) else {
            throw ValueError("expected row, column, row dense or column dense, got \"\(text.trimmingWhitespace())\"")
        }
        return GridFlow(byRows: !words.contains("column"), dense: words.contains("dense"))
    }
}
