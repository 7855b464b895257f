import Foundation
import ScenecTestSupport
import Testing

// The Gradle and Bazel recipes of docs/ci.md, checked by the exact commands they run: neither Gradle with
// the Android plugin nor Bazel is installed where the tests run, so each test takes the recipe's own
// command line out of the block marked `<!-- recipe: NAME -->`, runs it with this build's scenec on PATH in
// a folder shaped as the recipe expects, and checks the files land where the recipe declares them.

@Suite("the build recipes of docs/ci.md")
struct BuildRecipeTests {
    /// The fenced block after `<!-- recipe: name -->` in docs/ci.md.
    static func recipe(_ name: String) throws -> String {
        let text = try String(contentsOfFile: PackagePaths.path("docs/ci.md"), encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- recipe: \(name) -->"), "docs/ci.md has no recipe \(name)")
        let after = text[marker.upperBound...]
        let open = try #require(after.range(of: "```"))
        let body = after[open.upperBound...].drop { $0 != "\n" }.dropFirst()
        let close = try #require(body.range(of: "\n```"))
        return String(body[..<close.lowerBound])
    }

    /// A scene with a dark theme, 20 × 10 pt.
    static let badge = """
        <scene width="20" height="10">
          <tokens><token name="fill" value="#3366ff"/></tokens>
          <tokens theme="dark"><token name="fill" value="#ffcc00"/></tokens>
          <rect width="20" height="10" fill="{fill}"/>
        </scene>
        """

    /// Runs `command` with /bin/sh in `folder`, with the scenec under test first on PATH.
    static func shell(_ command: String, in folder: URL) throws -> RunResult {
        let binary = try scenecBinary.get()
        let path = binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try runScenecShell(command, in: folder, path: path)
    }

    @Test("the Gradle Exec task's command writes drawable folders, night ones for dark, under build/generated/res/scenec")
    func gradle() throws {
        let recipe = try Self.recipe("gradle")
        // commandLine("scenec", "build", …): the quoted words, and the resource folder the task declares.
        let call = try #require(recipe.split(separator: "\n").first { $0.contains("commandLine(") })
        var words = call.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(words.first == "scenec")
        #expect(recipe.contains(#"layout.buildDirectory.dir("generated/res/scenec")"#))
        #expect(recipe.contains("sourceSets[\"main\"].res.srcDir(scenecRes)") && recipe.contains("tasks.named(\"preBuild\") { dependsOn(buildScenes) }"))
        // The unquoted argument is `scenecRes.get().asFile.path`: Gradle passes the folder's absolute path.
        let folder = try TemporaryFolder()
        try folder.write("app/src/main/scenes/badge.xml", Self.badge)
        let resources = folder.file("app/build/generated/res/scenec").path
        let output = try #require(words.firstIndex(of: "-o"))
        words.insert(resources, at: output + 1)
        let result = try Self.shell(words.map { "'\($0)'" }.joined(separator: " "), in: folder.file("app"))
        #expect(result.status == 0, "\(result.stderr)")
        for (density, scale) in [("mdpi", 1.0), ("hdpi", 1.5), ("xhdpi", 2.0), ("xxhdpi", 3.0), ("xxxhdpi", 4.0)] {
            for folderName in ["drawable-\(density)", "drawable-night-\(density)"] {
                let bytes = try #require(folder.bytes("app/build/generated/res/scenec/\(folderName)/badge.png"), "no \(folderName)/badge.png")
                #expect(PNGHeader(bytes).map { [$0.width, $0.height] } == [Int(20 * scale), Int(10 * scale)], "\(folderName)")
            }
        }
    }

    @Test("the Bazel list command declares the outputs, and each shard's genrule writes exactly its slice")
    func bazel() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/badge.xml", Self.badge)
        try folder.write("scenes/keys/key.xml", #"<scene width="8" height="8"><rect width="8" height="8" fill="black"/></scene>"#)
        try folder.write("scenes/keys/wide.xml", #"<scene width="16" height="8"><rect width="16" height="8" fill="gray"/></scene>"#)
        try folder.write("scenes/BUILD.marker", "")

        // The list, generated into scenes_outs.bzl by the recipe's own shell line.
        let list = try Self.shell(Self.recipe("bazel-list"), in: folder.url)
        #expect(list.status == 0, "\(list.stderr)")
        let bzl = try #require(folder.bytes("scenes_outs.bzl").map { String(decoding: $0, as: UTF8.self) })
        let images = bzl.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map { String($0.dropFirst(5).dropLast(2)) }
        #expect(bzl.hasPrefix("IMAGES = [\n") && bzl.hasSuffix("]\n"))
        #expect(images.count == 9 && images.contains("images/keys/wide@3x.png"), "\(images)")

        // The rule: its SHARDS, its outs slices and its cmd with Bazel's placeholders filled in.
        let rule = try Self.recipe("bazel-rule")
        let shardsLine = try #require(rule.split(separator: "\n").first { $0.hasPrefix("SHARDS = ") })
        let shards = try #require(Int(shardsLine.dropFirst("SHARDS = ".count)))
        #expect(rule.contains("outs = IMAGES[len(IMAGES) * (k - 1) // SHARDS : len(IMAGES) * k // SHARDS],"))
        let cmdLine = try #require(rule.split(separator: "\n").first { $0.contains("cmd = \"") })
        let template = try #require(cmdLine.split(separator: "\"").dropFirst().first.map(String.init))
        var written: Set<String> = []
        for k in 1...shards {
            let out = "bazel-out-\(k)"
            let command = template
                .replacingOccurrences(of: "$(location //tools:scenec)", with: "scenec")
                .replacingOccurrences(of: "$$(dirname $(location scenes/BUILD.marker))", with: "scenes")
                .replacingOccurrences(of: "$(RULEDIR)", with: out)
                .replacingOccurrences(of: "%d/%d", with: "\(k)/\(shards)")
            let result = try Self.shell(command, in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            let slice = images[images.count * (k - 1) / shards ..< images.count * k / shards]
            let files = Set(folder.allFiles().filter { $0.hasPrefix(out + "/") }.map { String($0.dropFirst(out.count + 1)) })
            #expect(files == Set(slice), "shard \(k) wrote \(files.sorted()), declared \(Array(slice))")
            written.formUnion(files)
        }
        #expect(written == Set(images))
    }
}

/// Runs `command` through /bin/sh in `folder` with `path` as PATH, output captured through files.
func runScenecShell(_ command: String, in folder: URL, path: String) throws -> RunResult {
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: capture) }
    let outURL = capture.appendingPathComponent("stdout"), errURL = capture.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let outHandle = try FileHandle(forWritingTo: outURL), errHandle = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = path
    process.environment = environment
    process.standardOutput = outHandle
    process.standardError = errHandle
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    try outHandle.close()
    try errHandle.close()
    return RunResult(status: process.terminationStatus,
                     stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                     stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
                     duration: ContinuousClock.now - start, timedOut: false)
}
