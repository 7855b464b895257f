import ScenecCore
import ScenecSVG

/// The Android VectorDrawable backend: prints a render list as one `<vector>` document whose
/// viewport is the canvas in points (1 pt = 1 dp), density-independent. It writes what
/// VectorDrawable draws as Android draws it (`VectorWalker`) and refuses, at the node, everything it
/// cannot (`VectorDrawableRefusal`). Text must arrive as outlines (layout's `textAsPaths`). The same
/// list always gives the same bytes.
public enum VectorDrawableWriter {
    public static func write(_ list: RenderList) throws(VectorDrawableRefusal) -> String {
        var walker = VectorWalker()
        for item in list.items { walker.visit(item) }
        walker.finish()
        guard walker.problems.isEmpty else { throw VectorDrawableRefusal(problems: walker.problems) }
        var root = XMLTag("vector")
        root.add("xmlns:android", "http://schemas.android.com/apk/res/android")
        if walker.usesGradients { root.add("xmlns:aapt", "http://schemas.android.com/aapt") }
        root.add("android:width", VectorNumber.coordinate(list.width) + "dp")
        root.add("android:height", VectorNumber.coordinate(list.height) + "dp")
        root.add("android:viewportWidth", VectorNumber.coordinate(list.width))
        root.add("android:viewportHeight", VectorNumber.coordinate(list.height))
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + root.text(empty: false) + "\n"
        for line in walker.body.lines { text += line + "\n" }
        return text + "</vector>\n"
    }
}
