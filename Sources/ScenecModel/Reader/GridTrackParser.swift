import ScenecCore

/// Reads a grid's `columns` / `rows` (CSS `grid-template-columns` / `-rows` with scenec's words: `N*`
/// for `Nfr`, `hug` for `auto`) and `auto-columns` / `auto-rows`. Every count is checked before
/// anything is written out, so `repeat(1000000, 1*)` is refused without a million tracks.
public enum GridTrackParser {
    /// A track list: breadths, `minmax()`, `fit-content()`, `repeat()` and `[names]`.
    public static func trackList(_ text: String) throws(ValueError) -> GridTrackList {
        var scanner = GridTokenScanner(text)
        var list = GridTrackList()
        var pendingNames: [String] = []
        // Names written right after repeat(auto-fill, …) belong to the line after its last track.
        var afterAutoRepeat = false
        func flushNames() {
            if afterAutoRepeat { list.autoRepeat?.namesAfter += pendingNames } else { list.lineNames[list.lineNames.count - 1] += pendingNames }
            pendingNames = []
        }
        while let token = try scanner.next() {
            switch token {
            case .names(let names):
                pendingNames += names
            case .word(let word):
                if word == "repeat", scanner.peekOpen() {
                    try scanner.expect(.open)
                    flushNames()
                    afterAutoRepeat = false
                    if let repeated = try readRepeat(&scanner, list: &list) {
                        list.tracks += repeated.tracks
                        list.lineNames += repeated.names
                    } else {
                        afterAutoRepeat = true
                    }
                    continue
                }
                flushNames()
                afterAutoRepeat = false
                list.tracks.append(try trackSize(word, &scanner))
                list.lineNames.append([])
                guard list.tracks.count <= GridLimits.explicitTracks else {
                    throw ValueError("more than \(GridLimits.explicitTracks) tracks; a grid has at most \(GridLimits.explicitTracks) explicit tracks on an axis")
                }
            case .open, .close, .comma:
                throw ValueError("unexpected \(token.text) in the track list")
            }
        }
        flushNames()
        guard !list.tracks.isEmpty || list.autoRepeat != nil else { throw ValueError("a track list needs at least one track") }
        if let auto = list.autoRepeat {
            let notFixed = list.tracks + auto.tracks
            if let track = notFixed.first(where: { !isFixed($0) }) {
                throw ValueError("with repeat(\(auto.fit ? "auto-fit" : "auto-fill"), …) every track needs a size in points or a percentage (a fixed minimum or maximum); \(describe(track)) has none")
            }
        }
        return list
    }

    /// `auto-columns` / `auto-rows`: one or more track sizes, no names or repeats.
    public static func implicitTracks(_ text: String) throws(ValueError) -> [GridTrackSize] {
        var scanner = GridTokenScanner(text)
        var tracks: [GridTrackSize] = []
        while let token = try scanner.next() {
            guard case .word(let word) = token, word != "repeat" else {
                throw ValueError("auto-columns and auto-rows take track sizes only (no line names or repeat()), got \(token.text)")
            }
            tracks.append(try trackSize(word, &scanner))
            if tracks.count > GridLimits.explicitTracks {
                throw ValueError("more than \(GridLimits.explicitTracks) implicit track sizes")
            }
        }
        guard !tracks.isEmpty else { throw ValueError("expected at least one track size") }
        return tracks
    }

    /// The body of `repeat(` … `)`: a fixed count is written out (nil returned for `auto-fill` /
    /// `auto-fit`, which is stored in `list.autoRepeat`).
    private static func readRepeat(_ scanner: inout GridTokenScanner, list: inout GridTrackList)
        throws(ValueError) -> (tracks: [GridTrackSize], names: [[String]])? {
        guard case .word(let countWord)? = try scanner.next() else { throw ValueError("repeat( needs a count: repeat(3, 1*) or repeat(auto-fill, 80)") }
        try scanner.expect(.comma)
        var tracks: [GridTrackSize] = []
        var names: [[String]] = [[]]
        reading: while true {
            guard let token = try scanner.next() else { throw ValueError("repeat( is not closed with )") }
            switch token {
            case .close:
                break reading
            case .names(let more):
                names[names.count - 1] += more
            case .word(let word):
                if word == "repeat" { throw ValueError("repeat() cannot be nested") }
                tracks.append(try trackSize(word, &scanner))
                names.append([])
                if tracks.count > GridLimits.explicitTracks { throw ValueError("more than \(GridLimits.explicitTracks) tracks in one repeat()") }
            case .open, .comma:
                throw ValueError("unexpected \(token.text) in repeat()")
            }
        }
        guard !tracks.isEmpty else { throw ValueError("repeat() needs at least one track") }
        if countWord == "auto-fill" || countWord == "auto-fit" {
            guard list.autoRepeat == nil else { throw ValueError("a track list takes one repeat(auto-fill | auto-fit, …) at most") }
            list.autoRepeat = GridAutoRepeat(fit: countWord == "auto-fit", index: list.tracks.count, tracks: tracks, lineNames: names, namesAfter: [])
            return nil
        }
        guard countWord.count <= 9, let count = Int(countWord), count >= 1 else {
            throw ValueError("repeat() takes a whole count of at least 1, auto-fill or auto-fit, got \"\(countWord)\"")
        }
        let made = count * tracks.count
        guard list.tracks.count + made <= GridLimits.explicitTracks else {
            throw ValueError("repeat(\(count), …) makes \(made) tracks; a grid has at most \(GridLimits.explicitTracks) explicit tracks on an axis")
        }
        // Written out: the names at each join are those either side of it together, and the first
        // repeat's leading names join the names written before repeat(.
        list.lineNames[list.lineNames.count - 1] += names[0]
        var outTracks: [GridTrackSize] = []
        var outNames: [[String]] = []
        let last = tracks.count - 1
        for repetition in 0..<count {
            for (offset, track) in tracks.enumerated() {
                outTracks.append(track)
                if offset < last {
                    outNames.append(names[offset + 1])
                } else {
                    outNames.append(names[last + 1] + (repetition < count - 1 ? names[0] : []))
                }
            }
        }
        return (outTracks, outNames)
    }

    /// One track size starting with `word`: a breadth, `minmax(a, b)` or `fit-content(N)`.
    private static func trackSize(_ word: String, _ scanner: inout GridTokenScanner) throws(ValueError) -> GridTrackSize {
        switch word {
        case "minmax":
            try scanner.expect(.open)
            let low = try breadth(try scanner.word(in: "minmax("))
            try scanner.expect(.comma)
            let high = try breadth(try scanner.word(in: "minmax("))
            try scanner.expect(.close)
            if case .fr = low { throw ValueError("minmax(): a flexible size (N*) can only be the maximum") }
            if case .fitContent = high { throw ValueError("fit-content() cannot stand inside minmax()") }
            return GridTrackSize(min: low, max: high)
        case "fit-content":
            try scanner.expect(.open)
            let limit = try LengthParser.parse(try scanner.word(in: "fit-content("))
            try scanner.expect(.close)
            if limit.isNegative { throw ValueError("fit-content(): the limit cannot be negative") }
            return GridTrackSize(.fitContent(limit))
        default:
            if scanner.peekOpen() { throw ValueError("unknown function \(word)(): expected minmax(), fit-content() or repeat()") }
            return GridTrackSize(try breadth(word))
        }
    }

    /// `120`, `25%`, `2*` (or CSS's `2fr`), `hug` (or `auto`), `min-content`, `max-content`.
    static func breadth(_ word: String) throws(ValueError) -> GridBreadth {
        switch word {
        case "hug", "auto": return .auto
        case "min-content": return .minContent
        case "max-content": return .maxContent
        default: break
        }
        if word.hasSuffix("*") || word.hasSuffix("fr") {
            let number = word.hasSuffix("*") ? String(word.dropLast()) : String(word.dropLast(2))
            let factor: Double
            if number.isEmpty {
                factor = 1
            } else {
                do { factor = try NumberParser.parse(number) } catch { throw ValueError("expected a flexible size like 1* or 2.5*, got \"\(word)\"") }
            }
            guard factor >= 0, factor <= Limits.magnitude else { throw ValueError("a flexible size must be between 0* and \(NumberFormat.svg(Limits.magnitude))*, got \"\(word)\"") }
            return .fr(factor)
        }
        let length: Length
        do {
            length = try LengthParser.parse(word)
        } catch {
            throw ValueError("expected a track size (points, a percentage, N*, hug, min-content, max-content, minmax(), fit-content() or repeat()), got \"\(word)\"")
        }
        if length.isNegative { throw ValueError("a track size cannot be negative, got \"\(word)\"") }
        switch length {
        case .points(let v): return .points(v)
        case .percent(let p): return .percent(p)
        }
    }

    /// A fixed size in CSS's sense: a fixed minimum, or a fixed maximum over an inflexible minimum.
    private static func isFixed(_ track: GridTrackSize) -> Bool {
        func fixed(_ breadth: GridBreadth) -> Bool {
            switch breadth {
            case .points, .percent: return true
            case .fr, .auto, .minContent, .maxContent, .fitContent: return false
            }
        }
        return fixed(track.min) || fixed(track.max)
    }

    private static func describe(_ track: GridTrackSize) -> String {
        switch track.max {
        case .fr(let f): return "\(NumberFormat.svg(f))*"
        case .auto: return "hug"
        case .minContent: return "min-content"
        case .maxContent: return "max-content"
        case .fitContent: return "fit-content()"
        case .points, .percent: return "a track"
        }
    }
}

extension Length {
    var isNegative: Bool {
        switch self {
        case .points(let v), .percent(let v): return v < 0
        }
    }
}
