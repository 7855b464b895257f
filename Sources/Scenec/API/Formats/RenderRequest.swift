import ScenecCairo
import ScenecCore

/// What a format's `render` gets: the scene laid out at the job's scale, the options that only some
/// formats read, and a way to lay the scene out again at another scale (for a file of several pixel
/// sizes, like an ICO).
package struct RenderRequest: Sendable {
    /// The scene laid out at the job's scale.
    package var list: RenderList
    /// `--quality` (0–100), nil when not given; formats whose descriptor does not take it ignore it.
    package var quality: Int?
    /// The scene's `background`, if it has one: what a format without alpha (JPEG) flattens over.
    package var background: RGBA?
    /// The same scene laid out at another scale, with layout's own snapping for that scale.
    package var layout: @Sendable (Double) throws -> RenderList
    /// The drawn beginning a raster backend may start from instead of drawing the list whole (the
    /// layers a data build's rows share: `SharedRowLayers`); nil, or nil returned, draws it whole.
    package var drawnPrefix: (@Sendable (RenderList) -> DrawnPrefix?)? = nil

    /// A request for `list`. Without `layout`, another scale redraws the same list at that scale
    /// (geometry snapped for the list's own scale): for a render list with no scene behind it.
    package init(list: RenderList, quality: Int? = nil, background: RGBA? = nil,
                 layout: (@Sendable (Double) throws -> RenderList)? = nil) {
        self.list = list
        self.quality = quality
        self.background = background
        self.layout = layout ?? { scale in
            var rescaled = list
            rescaled.scale = scale
            return rescaled
        }
    }
}

extension OutputFormatDescriptor {
    /// The `render` of a raster format other than PNG (whose encoder filters Cairo's surface in place):
    /// the scene drawn on Cairo's image surface, as straight RGBA, through the encoder the request asks for.
    static func raster<Encoder: BitmapEncoder>(_ encoder: @escaping @Sendable (RenderRequest) -> Encoder) -> @Sendable (RenderRequest) throws -> [UInt8] {
        { request in try encoder(request).encode(CairoRenderer.render(request.list)) }
    }
}
