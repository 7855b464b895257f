import ScenecModel

/// One track while it is sized: its sizing function (percentages already resolved or, against an
/// indefinite length, read as `hug`), base size and growth limit (CSS §11.4).
struct GridTrack {
    var min: GridBreadth
    var max: GridBreadth
    var base = 0.0
    var limit = Double.infinity
    /// An `auto-fit` track no item occupies: it and its gaps take no space.
    var collapsed = false
    /// Set while distributing space to intrinsic maximums (CSS §11.5.1, "infinitely growable").
    var infinitelyGrowable = false

    init(_ size: GridTrackSize, available: Double?, collapsed: Bool = false) {
        func resolved(_ breadth: GridBreadth) -> GridBreadth {
            if case .percent(let p) = breadth { return available.map { .points(p / 100 * $0) } ?? .auto }
            if case .fitContent(.percent(let p)) = breadth { return .fitContent(.points(p / 100 * (available ?? 0))) }
            return breadth
        }
        self.collapsed = collapsed
        if collapsed {
            min = .points(0)
            max = .points(0)
        } else {
            min = resolved(size.min)
            max = resolved(size.max)
        }
    }

    var flex: Double {
        if case .fr(let factor) = max { return factor }
        return 0
    }

    var isFlexible: Bool { max.isFlexible }

    var fixedMin: Double? {
        if case .points(let v) = min { return v }
        return nil
    }

    var fixedMax: Double? {
        if case .points(let v) = max { return v }
        return nil
    }

    /// The fit-content limit, for a `fit-content(N)` maximum.
    var fitContentLimit: Double? {
        if case .fitContent(let length) = max { return length.resolved(against: 0) }
        return nil
    }

    var hasIntrinsicMin: Bool { min.isIntrinsic || min.isFlexible }
    var hasIntrinsicMax: Bool { max.isIntrinsic }
    var hasMaxContentMax: Bool {
        switch max {
        case .maxContent, .auto, .fitContent: return true
        case .points, .percent, .fr, .minContent: return false
        }
    }
}
