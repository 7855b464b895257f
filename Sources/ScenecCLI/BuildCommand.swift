import ArgumentParser
import Scenec
import ScenecCore

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build scenes to PNG and SVG files.",
        discussion: """
            -o names a file (out.png, out.svg: the format comes from the extension; out@2x.png implies --scale 2) \
            or, for several scenes or a folder of scenes, a folder. With several scales files are named \
            name.png, name@2x.png, name@3x.png. A failed scene writes nothing.
            """
    )

    @Argument(help: "Scene files or folders of scenes (*.xml, recursively).")
    var scenes: [String]

    @Option(name: .short, help: "Output file or folder.")
    var output: String

    @Option(help: ArgumentHelp("Device pixels per point, e.g. 2 or 1,2,3.", valueName: "S[,S...]"))
    var scale: String?

    @Option(help: ArgumentHelp("Output formats for a folder: png, svg or png,svg.", valueName: "svg|png[,..]"))
    var format: String?

    @Flag(help: "Write SVG text as outlines, so the SVG looks the same without the fonts.")
    var textAsPaths = false

    @Flag(help: "Reference image files from the SVG instead of embedding them as data URIs.")
    var linkImages = false

    @Option(help: ArgumentHelp("Also allow images from this folder (repeatable).", valueName: "DIR"))
    var allowPath: [String] = []

    var compileOptions: CompileOptions {
        CompileOptions(textAsPaths: textAsPaths, linkImages: linkImages, allowedPaths: allowPath)
    }

    func run() throws {
        let scales = try scale.map(Self.parseScales)
        let formats = try format.map(Self.parseFormats)
        let inputs: [BuildPlanner.Input]
        do {
            inputs = try SceneFinder.inputs(for: scenes)
        } catch {
            throw ExitCode(Diagnostics.report(error))
        }
        let jobs: [BuildJob]
        do {
            jobs = try BuildPlanner.plan(inputs: inputs, output: output, scales: scales, formats: formats)
        } catch {
            throw ValidationError(error.message)
        }
        var status = ExitStatus.success
        // One scene at a time: its outputs are all rendered before any is written, so a scene that
        // fails at one scale writes nothing at all.
        var order: [String] = []
        var jobsByScene: [String: [BuildJob]] = [:]
        for job in jobs {
            if jobsByScene[job.scene] == nil { order.append(job.scene) }
            jobsByScene[job.scene, default: []].append(job)
        }
        for scene in order {
            let sceneStatus = build(scene: scene, jobs: jobsByScene[scene] ?? [])
            status = max(status, sceneStatus)
        }
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    private func build(scene: String, jobs: [BuildJob]) -> Int32 {
        do throws(ScenecError) {
            let loaded = try SceneCompiler.load(path: scene, options: compileOptions)
            Diagnostics.print(loaded.warnings)
            var files: [(path: String, bytes: [UInt8])] = []
            var lists: [Double: RenderList] = [:]
            for job in jobs {
                let list: RenderList
                if let cached = lists[job.scale] {
                    list = cached
                } else {
                    list = try SceneCompiler.renderList(for: loaded, scale: job.scale)
                    lists[job.scale] = list
                }
                files.append((job.output, try SceneCompiler.render(list, as: job.format)))
            }
            for file in files {
                let folder = file.path.lastIndex(of: "/").map { String(file.path[..<$0]) } ?? ""
                if !folder.isEmpty, !FileIO.isDirectory(folder) { try FileIO.makeDirectories(folder) }
                try FileIO.writeAtomically(file.bytes, to: file.path)
            }
            return ExitStatus.success
        } catch {
            return Diagnostics.report(error)
        }
    }

    static func parseScales(_ text: String) throws -> [Double] {
        let values = text.split(separator: ",").map { Double($0.trimmingCharacters()) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else {
            throw ValidationError("--scale takes numbers like 2 or 1,2,3, got \"\(text)\"")
        }
        return values.compactMap { $0 }
    }

    static func parseFormats(_ text: String) throws -> [OutputFormat] {
        try text.split(separator: ",").map { part in
            guard let format = OutputFormat(rawValue: part.trimmingCharacters().lowercased()) else {
                throw ValidationError("--format takes png, svg or png,svg, got \"\(text)\"")
            }
            return format
        }
    }
}

extension Substring {
    func trimmingCharacters() -> String { String(self).trimmingWhitespace() }
}
