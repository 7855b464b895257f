/// The SVG an icon may use: the elements and attributes of SVG 1.1 (and the few of SVG 2 librsvg
/// reads) that draw a picture, and nothing that runs, embeds another document or that librsvg has
/// been seen to mishandle. An icon is refused for the first element or attribute outside these
/// lists, before librsvg sees it (`SVGIconCheck`); the values of the costly ones are bounded by
/// `SVGIconBounds`.
///
/// Elements outside the SVG namespace (Inkscape's `sodipodi:namedview`, RDF metadata) and attributes
/// with another prefix (`inkscape:label`) are left alone: librsvg never reads them. The lists were
/// checked against Debian's icon themes (`scripts/icon-agreement`).
enum SVGIconAllowList {
    static let namespace = "http://www.w3.org/2000/svg"

    /// Elements librsvg draws or uses to draw.
    static let elements = Set<String>([
        "svg", "g", "defs", "symbol", "use", "switch", "a", "view", "title", "desc", "metadata", "style",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
        "text", "tspan", "textPath", "tref",
        "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker", "image", "solidcolor",
        "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feFuncR", "feFuncG", "feFuncB", "feFuncA",
        "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap", "feDistantLight",
        "feDropShadow", "feFlood", "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology",
        "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
    ] as [String])

    /// SVG elements librsvg ignores, found in real icons (animations, SVG fonts, colour profiles,
    /// Inkscape's flowed text from the SVG 1.2 draft): allowed, since they draw nothing.
    static let ignored = Set<String>([
        "animate", "animateColor", "animateMotion", "animateTransform", "set", "mpath",
        "font", "font-face", "font-face-src", "font-face-name", "font-face-format", "font-face-uri", "glyph",
        "missing-glyph", "hkern", "vkern", "color-profile", "cursor", "altGlyph", "altGlyphDef", "altGlyphItem", "glyphRef",
        "flowRoot", "flowRegion", "flowPara", "flowSpan", "flowDiv", "flowLine", "flowRegionBreak", "flowRegionExclude",
    ] as [String])

    /// Attributes without a prefix that an SVG element may carry: the core and presentation
    /// attributes, geometry, paint servers, filters and their primitives, text. `on…` event handlers
    /// and anything unknown are refused.
    /// (Made from a list in which a name may come twice: a set literal may not hold one twice.)
    static let attributes = Set<String>([
        // Core, styling, conditional processing.
        "id", "class", "style", "lang", "tabindex", "role", "version", "baseProfile", "xmlns", "focusable",
        "requiredFeatures", "requiredExtensions", "systemLanguage", "externalResourcesRequired",
        "contentScriptType", "contentStyleType", "zoomAndPan", "preserveAspectRatio", "viewBox", "enable-background",
        "type", "media", "title", "href", "target", "download", "ping", "rel", "hreflang", "referrerpolicy",
        // Geometry and transforms.
        "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "fx", "fy", "fr", "x1", "y1", "x2", "y2",
        "d", "points", "pathLength", "transform", "transform-origin", "viewTarget",
        // Presentation attributes (SVG 1.1 and the SVG 2 ones librsvg reads).
        "alignment-baseline", "baseline-shift", "clip", "clip-path", "clip-rule", "color", "color-interpolation",
        "color-interpolation-filters", "color-profile", "color-rendering", "cursor", "direction", "display",
        "dominant-baseline", "fill", "fill-opacity", "fill-rule", "filter", "flood-color", "flood-opacity", "font",
        "font-family", "font-size", "font-size-adjust", "font-stretch", "font-style", "font-variant", "font-weight",
        "font-feature-settings", "font-variant-ligatures", "font-variant-caps", "font-variant-numeric",
        "font-variant-east-asian", "glyph-orientation-horizontal", "glyph-orientation-vertical", "image-rendering",
        "isolation", "kerning", "letter-spacing", "lighting-color", "line-height", "marker", "marker-end", "marker-mid",
        "marker-start", "mask", "mask-type", "mix-blend-mode", "opacity", "overflow", "paint-order", "pointer-events",
        "shape-rendering", "shape-inside", "shape-padding", "stop-color", "stop-opacity", "stroke", "stroke-dasharray",
        "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "stroke-width",
        "text-anchor", "text-decoration", "text-rendering", "text-orientation", "unicode-bidi", "vector-effect",
        "visibility", "word-spacing", "writing-mode", "solid-color", "solid-opacity", "white-space", "inline-size",
        // Paint servers, clipping, masking, markers, patterns.
        "gradientUnits", "gradientTransform", "spreadMethod", "offset", "clipPathUnits", "maskUnits",
        "maskContentUnits", "markerUnits", "markerWidth", "markerHeight", "refX", "refY", "orient",
        "patternUnits", "patternContentUnits", "patternTransform",
        // Filters and their primitives.
        "filterUnits", "primitiveUnits", "filterRes", "in", "in2", "result", "mode", "values", "tableValues",
        "slope", "intercept", "amplitude", "exponent", "operator", "k1", "k2", "k3", "k4", "order", "kernelMatrix",
        "divisor", "bias", "targetX", "targetY", "edgeMode", "kernelUnitLength", "preserveAlpha", "surfaceScale",
        "diffuseConstant", "specularConstant", "specularExponent", "limitingConeAngle", "pointsAtX", "pointsAtY",
        "pointsAtZ", "azimuth", "elevation", "z", "scale", "xChannelSelector", "yChannelSelector", "stdDeviation",
        "dx", "dy", "radius", "baseFrequency", "numOctaves", "seed", "stitchTiles", "crossorigin",
        // Text.
        "rotate", "textLength", "lengthAdjust", "startOffset", "method", "spacing", "side",
        // Ignored elements' own (animations, fonts), so their presence is not refused either.
        "attributeName", "attributeType", "begin", "dur", "end", "min", "max", "restart", "repeatCount",
        "repeatDur", "fill", "calcMode", "keyTimes", "keySplines", "from", "to", "by", "additive", "accumulate",
        "path", "keyPoints", "horiz-adv-x", "horiz-origin-x", "horiz-origin-y", "vert-adv-y", "vert-origin-x",
        "vert-origin-y", "unicode", "glyph-name", "arabic-form", "units-per-em", "ascent", "descent", "cap-height",
        "x-height", "underline-position", "underline-thickness", "strikethrough-position", "strikethrough-thickness",
        "overline-position", "overline-thickness", "panose-1", "stemv", "stemh", "slope", "bbox", "widths", "u1", "u2",
        "g1", "g2", "k", "local", "name", "rendering-intent", "format", "glyphRef", "string",
        // Not SVG, but written by icon tools (elementary's symbolic icons carry `label`); librsvg reads neither.
        "label", "inkscape-version",
    ] as [String])

    /// Why `element` (in the SVG namespace) may not be in an icon, or nil.
    static func elementProblem(_ name: String) -> String? {
        if elements.contains(name) || ignored.contains(name) { return nil }
        switch name {
        case "script": return "has a <script>"
        case "foreignObject": return "has a <foreignObject> (HTML or another document inside the SVG)"
        default: return "has a <\(name)> element, which SVG icons do not use"
        }
    }

    /// Why an unprefixed attribute may not be on an SVG element, or nil. `data-` and `aria-`
    /// attributes carry nothing librsvg reads.
    static func attributeProblem(_ name: String) -> String? {
        if attributes.contains(name) || name.hasPrefix("data-") || name.hasPrefix("aria-") { return nil }
        if name.lowercased().hasPrefix("on") { return "has an event handler (\(name)), which runs script" }
        return "has an attribute '\(name)', which SVG icons do not use"
    }
}
