import Foundation
import ScenecTestSupport

/// A Swift package outside the repository that depends on scenec by path and uses `ScenecPlugin`: its
/// `Scenes/` holds two scenes with a dark theme and a component library the plugin must skip.
struct ConsumerPackage {
    /// The package folder, the same for every run from one checkout so its build folder is reused.
    let root: URL
    /// The build folder, inside the repository's ignored `.build-plugin-test` (kept between runs: a
    /// first build compiles scenec and its dependencies for the consumer, later runs only what changed).
    let scratch: URL

    init() {
        // FNV-1a of the checkout's path: stable across runs (Swift's own hashes are seeded per process).
        let checkout = PackagePaths.root.standardizedFileURL.path
        let hash = checkout.utf8.reduce(UInt64(0xcbf29ce484222325)) { ($0 ^ UInt64($1)) &* 0x100000001b3 }
        root = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("scenec-plugin-consumer-\(String(hash, radix: 36))/Consumer")
        scratch = PackagePaths.url(".build-plugin-test")
    }

    var scenes: URL { root.appendingPathComponent("Sources/Consumer/Scenes") }
    var executable: URL { scratch.appendingPathComponent("debug/Consumer") }
    /// scenec as the consumer's build made it: the plugin's tool, built for the host as `ScenecCLI-tool`.
    var scenec: URL { scratch.appendingPathComponent("debug/ScenecCLI-tool") }
    /// Where the plugin wrote the target's images: `Images` in SwiftPM's work directory for this plugin
    /// and target (`plugins/outputs/consumer/Consumer/…/ScenecPlugin/`, whose middle SwiftPM versions name
    /// differently), or nil before a build.
    var images: URL? {
        let outputs = scratch.appendingPathComponent("plugins/outputs/consumer")
        guard let walk = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in walk where url.lastPathComponent == "Images" && url.deletingLastPathComponent().lastPathComponent == "ScenecPlugin" {
            return url
        }
        return nil
    }

    /// The badge's fill in the default and dark themes.
    static let lightFill = "#3366ff"
    static let darkFill = "#ffcc00"

    /// Writes the package afresh (scenes as the test starts them).
    func write() throws {
        let manager = FileManager.default
        try? manager.removeItem(at: root.appendingPathComponent("Sources"))
        try manager.createDirectory(at: scenes.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try manager.createDirectory(at: scenes.appendingPathComponent("icons"), withIntermediateDirectories: true)
        let dependency = PackagePaths.root.standardizedFileURL
        try write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [.package(path: "\(dependency.path)")],
                targets: [
                    .executableTarget(name: "Consumer", exclude: ["Scenes"],
                                      plugins: [.plugin(name: "ScenecPlugin", package: "\(dependency.lastPathComponent)")]),
                ]
            )

            """)
        try write("Sources/Consumer/main.swift", """
            import Foundation

            // Every image the plugin built, found through Bundle.module by its generated constant.
            for name in [SceneImages.badge, SceneImages.star2] {
                for suffix in ["", "@2x", "~dark", "~dark@2x"] {
                    let url = Bundle.module.url(forResource: name + suffix, withExtension: "png")
                    print(name + suffix, url?.path ?? "missing")
                }
            }

            """)
        try write("Sources/Consumer/Scenes/scenec.json", #"{"scales": [1, 2], "formats": ["png"], "themes": ["default", "dark"]}"#)
        try writeBadge(fill: "{fill}")
        try write("Sources/Consumer/Scenes/icons/star-2.xml", Self.star(extra: ""))
        try write("Sources/Consumer/Scenes/lib/components.xml", """
            <library>
              <component name="dot"><circle cx="4" cy="4" r="4" fill="black"/></component>
            </library>

            """)
    }

    /// The badge scene, 40 × 20 pt, filled with `fill` (a token by default).
    func writeBadge(fill: String) throws {
        try write("Sources/Consumer/Scenes/badge.xml", """
            <scene width="40" height="20">
              <tokens><token name="fill" value="\(Self.lightFill)"/></tokens>
              <tokens theme="dark"><token name="fill" value="\(Self.darkFill)"/></tokens>
              <rect width="40" height="20" fill="\(fill)"/>
            </scene>

            """)
    }

    /// The star scene; `extra` goes on its rect's line 4 (an attribute that breaks it, for the error test).
    static func star(extra: String) -> String {
        """
        <scene width="16" height="16">
          <tokens theme="dark"><token name="ink" value="white"/></tokens>
          <tokens><token name="ink" value="black"/></tokens>
          <rect width="16" height="16" fill="{ink}"\(extra)/>
        </scene>

        """
    }

    func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// `swift build` of the consumer: its exit status and its output (stdout and stderr together).
    /// At the lowest priority: its first build compiles scenec for minutes on every core, and the
    /// suite's in-process preview servers, running meanwhile, missed their deadlines under it (seen in
    /// CI: a serve fixture's first render took over 30 s).
    func build() async throws -> (status: Int32, output: String) {
        try await run(["nice", "-n", "19", "swift", "build", "--scratch-path", scratch.path])
    }

    /// Runs `arguments` in the package folder, through `ChildProcess` (a build that runs for minutes
    /// holds no other test's sockets open) and waited for on a thread of its own (`Blocking`: not on
    /// one of the cooperative pool's threads, which the serve tests' servers need meanwhile).
    func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let log = root.deletingLastPathComponent().appendingPathComponent("last-command.log")
        let directory = root.path
        return try await Blocking.run {
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let status = try ChildProcess.run(arguments, directory: directory, log: log.path)
            return (status, String(decoding: try Data(contentsOf: log), as: UTF8.self))
        }
    }
}
