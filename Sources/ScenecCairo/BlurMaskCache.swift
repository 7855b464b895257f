import CCairo
import ScenecCore

/// Blurred A8 masks already computed in this render, keyed by everything that determines their bytes:
/// the geometry in the mask's own device pixels (so two equal shapes at the same sub-pixel phase share
/// a key wherever they stand), the mask size, the two device σ and the fill rule. The 37 keys of a
/// keyboard share a handful of shadow shapes, and every copy of a `use` shares all of them, so most
/// blurred fills become a cairo_mask_surface of a mask computed once.
///
/// A hit returns exactly the bytes a miss would compute, so the cache changes speed, never pixels.
/// Masks the render will need are made ahead on other threads (`ahead`) and join the cache when first asked for.
/// It holds at most `byteBudget` bytes of masks; past that, new masks are not kept.
final class BlurMaskCache {
    struct Key: Hashable, Sendable {
        /// The path in mask pixels: one code per element (0 move, 1 line, 2 curve, 3 close) and its points.
        var codes: [UInt8]
        var coordinates: [Double]
        var width: Int
        var height: Int
        var sigmaX: Double
        var sigmaY: Double
        var evenOdd: Bool

        /// Hashes the sizes and the first points only: a key is hashed up to three times per blurred
        /// fill (plan, pipeline, cache) and a shadow path has dozens of coordinates. Equality still
        /// compares every one, so this changes how keys spread, never which keys match.
        func hash(into hasher: inout Hasher) {
            hasher.combine(width)
            hasher.combine(height)
            hasher.combine(sigmaX)
            hasher.combine(sigmaY)
            hasher.combine(evenOdd)
            hasher.combine(codes.count)
            hasher.combine(coordinates.count)
            for coordinate in coordinates.prefix(8) { hasher.combine(coordinate) }
        }
    }

    static let byteBudget = 64 << 20
    private var masks: [Key: OpaquePointer] = [:]
    private var bytes = 0

    /// Masks being made ahead of the walk on other threads, if any.
    var ahead: BlurMaskPipeline?

    /// The mask for `key`, cached or made ahead (then cached), as a reference the caller destroys;
    /// nil when the walk must make it.
    func mask(for key: Key) -> OpaquePointer? {
        if let mask = masks[key] { return cairo_surface_reference(mask) }
        guard let made = ahead?.take(.fill(key))?.surface else { return nil }
        insert(made, for: key)
        return made
    }

    /// The mask of a blurred text made ahead (then cached under its key, found there by the outline
    /// traced), or nil when the walk must trace the outline and place the mask itself.
    func mask(for text: BlurredTextRecipe) -> MadeMask? {
        guard let made = ahead?.take(.text(text)) else { return nil }
        if let surface = made.surface, let key = made.placement?.key { insert(surface, for: key) }
        return made
    }

    /// Keeps `mask` (taking a reference of its own) unless the budget is spent or a mask of `key` is
    /// kept already: two blurred texts planned apart (a label and its copy a whole pixel away) can give
    /// one key, and both masks, equal byte for byte, come back from the helpers.
    func insert(_ mask: OpaquePointer, for key: Key) {
        guard masks[key] == nil else { return }
        let size = Int(cairo_image_surface_get_stride(mask)) * key.height
        guard bytes + size <= Self.byteBudget else { return }
        bytes += size
        masks[key] = cairo_surface_reference(mask)
    }

    deinit {
        for mask in masks.values { cairo_surface_destroy(mask) }
    }
}
