import ScenecCairo
import ScenecCore

/// Jobs whose scale comes from the scene (`BuildJob.fit`: an app icon is 1024 px whatever the scene's
/// size) and the checks such an output must pass before anything is written.
extension BatchBuilder {
    /// `jobs` with each fitted job's scale decided by the loaded scene: the scale that makes its side
    /// `fit.side` pixels. A scene that is not square is an error at its `width`.
    static func resolvingFits(_ jobs: [BuildJob], loaded: SceneCompiler.Loaded) throws(ScenecError) -> [BuildJob] {
        // The largest side in the message: a macOS set's first image is 16 px, its largest 1024.
        guard let fit = jobs.compactMap(\.fit).max(by: { $0.side < $1.side }) else { return jobs }
        let scene = loaded.scene
        var width = scene.width, height = scene.height
        if scene.hugsWidth || scene.hugsHeight {
            // A hugging canvas has its size only once laid out; the size in points does not depend on
            // the scale, so scale 1 answers.
            let list = try SceneCompiler.layout(loaded, scale: 1, colorGlyphImages: false).renderList
            (width, height) = (list.width, list.height)
        }
        guard width == height, width > 0 else {
            throw .invalidScene([.error("an app icon is square, drawn at \(fit.side) × \(fit.side) px; this scene is \(points(width)) × \(points(height)) pt",
                                        at: scene.sizeLocation)])
        }
        return jobs.map { job in
            guard let fit = job.fit else { return job }
            var fitted = job
            fitted.scale = Double(fit.side) / width
            return fitted
        }
    }

    /// Throws for a fitted output that must be opaque and is not: the count of pixels with alpha below
    /// 255, at the scene. A PNG stored as RGB (colour type 2, what the encoder writes for an opaque
    /// image) needs no decoding.
    static func checkOpaque(_ bytes: [UInt8], job: BuildJob, loaded: SceneCompiler.Loaded) throws(ScenecError) {
        guard job.fit?.opaque == true, job.format == .png, bytes.count > 25, bytes[25] != 2 else { return }
        let bitmap: Bitmap
        do {
            bitmap = try Bitmap.decodePNG(bytes)
        } catch {
            throw .render(scene: loaded.file, format: job.format, message: "\(error)")
        }
        var transparent = 0
        for index in stride(from: 3, to: bitmap.pixels.count, by: 4) where bitmap.pixels[index] < 255 { transparent += 1 }
        guard transparent > 0 else { return }
        let total = bitmap.width * bitmap.height
        throw .invalidScene([.error("the app icon has \(transparent) of its \(total) pixels not opaque (alpha < 255); the App Store refuses an iOS icon with transparency: give the scene an opaque background and do not round its corners (the system does); a macOS icon, whose margin and shadow are its own, is --icon-platform macos",
                                    at: loaded.scene.location)])
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
