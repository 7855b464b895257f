import ScenecCore
import ScenecXML

extension SceneReader {
    /// An `<image>` node: frame, orientation, mode and mask colour. The file its `href` names is
    /// checked and read by the library (`imageReferences`): parsing never touches the file system.
    mutating func readImage(_ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        // A missing width or height is the image's natural size, filled in once the file is loaded.
        node.frame = readFrame(attributes, parent: parent)
        let orientation: ImageOrientation = attributes.choice("orientation", context: &context) ?? .up
        let mode: ImageSpec.Mode = attributes.choice("mode", context: &context) ?? .color
        var color = RGBA.black
        if let written = attributes.color("color", context: &context) {
            color = written ?? .transparent
            if mode != .mask {
                context.warning("color: only a mask image (mode=\"mask\") is coloured; this image draws its own colours",
                                at: attributes.location(of: "color"))
            }
        }
        guard let href = attributes.string("href") else {
            context.error("<image> needs an href: a PNG or SVG file path relative to the scene's folder", at: attributes.element.location)
            return false
        }
        let location = attributes.location(of: "href")
        imageReferences.append(ImageReference(href: href, attribute: "href", location: location))
        var spec = ImageSpec(href: href, orientation: orientation, mode: mode, color: color, location: location)
        spec.fit = attributes.choice("fit", context: &context) ?? .fill
        spec.fitPosition = attributes.parse("fit-position", context: &context) { text throws(ValueError) in
            try ImageFitPosition.parse(text)
        } ?? .center
        if attributes.has("fit-position"), spec.fit == .fill {
            context.warning("fit-position has no effect with fit=\"fill\" (the default): the picture fills the frame; write fit=\"contain\", \"cover\" or \"none\"",
                            at: attributes.location(of: "fit-position"))
        }
        node.kind = .image(spec)
        return true
    }
}
