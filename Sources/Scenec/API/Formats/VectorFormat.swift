import ScenecVector

extension OutputFormatDescriptor {
    /// An Android VectorDrawable (`NAME.xml`) from the VectorDrawable writer, its text as outlines
    /// (`outlinesText`). What it cannot draw is an error at the scene node (`VectorDrawableRefusal`, made
    /// diagnostics by `SceneCompiler.render`). The up-to-date key is the second line, a comment after
    /// the XML declaration, as in SVG. Density-independent: one file per scene, no scale, laid out for
    /// xhdpi (2 px per dp, where crisp strokes and glyph positions snap); Xcode does not read it.
    static let vector = OutputFormatDescriptor(
        mimeType: "application/xml",
        render: { request in Array(try VectorDrawableWriter.write(request.list).utf8) },
        stamp: OutputFormatDescriptor.svg.stamp,
        catalog: .notHeld,
        scalable: false,
        fixedScale: 2,
        outlinesText: true)
}
