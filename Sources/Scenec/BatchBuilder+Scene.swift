import ScenecCore

extension BatchBuilder {
    /// Loads one scene, skips outputs already up to date, lays it out once per scale still needed,
    /// renders every pending output, and only then writes them: a scene failing at one scale
    /// writes nothing. Every output carries its up-to-date key (`OutputKey`).
    package static func buildScene(_ scene: String, jobs: [BuildJob], options: Options) -> SceneOutcome {
        var outcome = SceneOutcome(scene: scene, outputs: jobs.map(\.output))
        do throws(ScenecError) {
            let source = try FileIO.read(scene, limit: Limits.documentBytes)
            let loaded = try SceneCompiler.load(source: source, file: scene, options: options.compile)
            outcome.diagnostics = loaded.warnings
            let images = imageFiles(of: loaded, scene: scene, scales: jobs.map(\.scale))
            outcome.dependencies = [scene] + loaded.includedFiles + images
            try refuseOverwritingInputs(jobs.map(\.output), inputs: outcome.dependencies)
            var contents: [String: [UInt8]] = [:]
            for path in images { contents[path] = try FileIO.read(path, limit: Limits.imageFileBytes) }
            var pending: [(job: BuildJob, key: OutputKey)] = []
            for job in jobs {
                // Each output depends on the image files drawn at its scale (per-scale files differ).
                let used = imageFiles(of: loaded, scene: scene, scales: [job.scale])
                // The included libraries' bytes as parsed, so the key matches what was built.
                let inputs = [source] + loaded.includes.map(\.bytes) + used.compactMap { contents[$0] }
                let dependencies = [scene] + loaded.includedFiles + used + options.extraDependencies
                let key = OutputKey(format: job.format, scale: job.scale, options: options.compile, inputs: inputs)
                if !options.force,
                   UpToDate.isUpToDate(output: job.output, format: job.format, key: key, dependencies: dependencies) {
                    outcome.upToDate.append(job.output)
                } else {
                    pending.append((job, key))
                }
            }
            var files: [(path: String, bytes: [UInt8])] = []
            var layouts: [Double: SceneCompiler.LaidOut] = [:]
            for (job, key) in pending {
                let laidOut: SceneCompiler.LaidOut
                if let cached = layouts[job.scale] {
                    laidOut = cached
                } else {
                    laidOut = try SceneCompiler.layout(loaded, scale: job.scale)
                    layouts[job.scale] = laidOut
                    outcome.diagnostics = (outcome.diagnostics + laidOut.warnings).deduplicatedInFileOrder()
                }
                let bytes = try SceneCompiler.render(laidOut.renderList, as: job.format, scene: scene)
                files.append((job.output, key.stamped(bytes, format: job.format)))
            }
            for file in files {
                try FileIO.writeAtomically(file.bytes, to: file.path, creatingFolders: true)
                outcome.written.append(file.path)
            }
        } catch {
            outcome.record(error)
        }
        return outcome
    }

    /// Throws `.io` when one of `outputs` is one of `inputs` (the same path, or the same file by
    /// device and inode through another path or a link): a build never overwrites what it reads.
    package static func refuseOverwritingInputs(_ outputs: [String], inputs: [String]) throws(ScenecError) {
        let collision = InputCollision(inputs: inputs)
        for output in outputs {
            if let input = collision.input(for: output) {
                throw .io(path: output, message: "is \(input), an input of this build; refusing to overwrite it (choose another output)")
            }
        }
    }

    /// The files besides the scene that a loaded scene was made from: its included libraries, then its
    /// images at every scale (what a watcher must watch).
    package static func inputFiles(of loaded: SceneCompiler.Loaded, scene: String) -> [String] {
        loaded.includedFiles + imageFiles(of: loaded, scene: scene)
    }

    /// The image files a loaded scene uses at `scales` (the per-scale file where one is drawn; nil:
    /// every file it loaded), as paths that exist: absolute as given, relative ones in the scene's
    /// folder. Sorted, without duplicates.
    package static func imageFiles(of loaded: SceneCompiler.Loaded, scene: String, scales: [Double]? = nil) -> [String] {
        let folder = scene.lastIndex(of: "/").map { String(scene[..<$0]) }
        var files: Set<String> = []
        for key in scales.map(loaded.images.hrefs(at:)) ?? loaded.images.allHrefs {
            // Relative hrefs name files in the scene's folder, never in the working directory.
            let path = key.hasPrefix("/") ? key : folder.map { $0 + "/" + key } ?? key
            if FileIO.exists(path) { files.insert(path) }
        }
        return files.sorted()
    }
}
