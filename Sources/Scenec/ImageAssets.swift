import ScenecCore
import ScenecModel

/// Loads the images a scene uses. (Stub until the image work lands: scenes with images are refused
/// by the parser for now, so there is nothing to load.)
enum ImageAssets {
    static func load(for scene: Scene, options: CompileOptions) throws(ScenecError) -> [String: Bitmap] {
        [:]
    }
}
