import ScenecCairo
import ScenecCore
import Synchronization

/// What the rows of a data build draw alike, drawn once. Rows differ only in their tokens, so the
/// layers of the template whose inputs hold no row token come out as the same render-list items in
/// every row. The decision is made here, on the render lists (the backends only draw what they are
/// given): the first row of a scene, theme, locale and scale leaves its items as the reference; a later
/// row that begins with the same items (up to a point where no group is open) draws those once into a
/// `DrawnPrefix`, kept for the rows after it, and every such row draws only the rest over a copy.
/// `Tests/ScenecTests/Build/SharedRowLayersTests.swift` checks the bytes against a build without it.
package final class SharedRowLayers: Sendable {
    /// One canvas of one template: everything but the row that decides the render list.
    package struct Key: Hashable, Sendable {
        var scene: String
        var theme: String?
        var locale: String?
        var scale: Double
        var part: ScenePart?
        var colorGlyphImages: Bool
    }

    private struct Entry {
        /// The items of the first row that got here.
        var reference: [RenderItem]
        /// The shared beginning, once a second row has found one.
        var prefix: DrawnPrefix?
    }

    private let entries = Mutex<[Key: Entry]>([:])
    /// The memory of rows' canvases, kept between rows for all the build's prefixes together.
    private let canvases = CanvasRecycler()

    package init() {}

    /// The drawn beginning `list` can be drawn over, or nil to draw it whole.
    package func prefix(for list: RenderList, key: Key) -> DrawnPrefix? {
        let (reference, existing) = entries.withLock { entries -> ([RenderItem]?, DrawnPrefix?) in
            guard let entry = entries[key] else {
                entries[key] = Entry(reference: list.items, prefix: nil)
                return (nil, nil)
            }
            return (entry.reference, entry.prefix)
        }
        if let existing { return existing.fits(list) ? existing : nil }
        guard let reference else { return nil }
        let count = Self.sharedCount(list, reference: reference)
        guard count > 0, let drawn = try? DrawnPrefix(list, count: count, canvases: canvases) else { return nil }
        return entries.withLock { entries in
            if let kept = entries[key]?.prefix { return kept.fits(list) ? kept : nil }
            entries[key]?.prefix = drawn
            return drawn
        }
    }

    /// How many leading items `list` has in common with `reference`, cut back to the last point where
    /// every group begun is ended (a group is drawn as one layer: it cannot be split).
    static func sharedCount(_ list: RenderList, reference: [RenderItem]) -> Int {
        let limit = min(list.items.count, reference.count)
        var count = 0
        while count < limit, list.items[count] == reference[count] { count += 1 }
        guard count > 0 else { return 0 }
        let placements = list.placements
        while count > 0, count < placements.count, placements[count].openGroups > 0 { count -= 1 }
        return count
    }
}
