/// An SVG document checked to load nothing outside itself (the library refuses any other), ready to
/// be drawn at any size: the bytes are kept split around the root element's size attributes, so a
/// backend can ask for the same drawing with another intrinsic size (`document(width:height:)`).
///
/// The root always has a viewBox (the library adds one equal to the natural size when the file has
/// none), so changing the root's width and height only scales the drawing.
public struct SVGIcon: Sendable, Hashable {
    /// The document up to the root element's name (`<svg`), its width and height removed.
    public var head: [UInt8]
    /// The rest of the document after the root's name, starting with its other attributes.
    public var tail: [UInt8]
    /// The natural size in points: the file's width and height (CSS px, one point each), or its viewBox.
    public var width: Double
    public var height: Double
    /// How many of its elements are drawn through a filter: librsvg allocates each one's filter region
    /// at the size the icon is drawn at, so the library bounds that size times this count.
    public var filteredElements: Int
    /// Whether librsvg draws part of it through an offscreen layer (group opacity, a mask, a filter, a
    /// blend mode): such a layer is as large as the icon is drawn, and librsvg refuses one past
    /// 32 767 device pixels a side ("InvalidSize"), which layout reports at the image instead.
    public var drawsLayers: Bool
    /// Whether it has text: librsvg sets it with the process's fonts (fontconfig's default
    /// configuration), never with a scene's own `<font>`s.
    public var hasText: Bool = false

    public init(head: [UInt8], tail: [UInt8], width: Double, height: Double, filteredElements: Int = 0, drawsLayers: Bool = false) {
        self.head = head
        self.tail = tail
        self.width = width
        self.height = height
        self.filteredElements = filteredElements
        self.drawsLayers = drawsLayers || filteredElements > 0
    }

    /// The document with `width × height` CSS pixels as its intrinsic size.
    public func document(width: Double, height: Double) -> [UInt8] {
        let size = " width=\"\(NumberFormat.svg(width))\" height=\"\(NumberFormat.svg(height))\""
        return head + Array(size.utf8) + tail
    }

    /// The document at its natural size.
    public var document: [UInt8] { document(width: width, height: height) }
}
