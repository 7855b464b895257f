import Foundation

/// Finds command-line tools the tests run (rsvg-convert, xmllint).
public enum Executables {
    /// The first executable called `name` on PATH, then in /usr/bin, /usr/local/bin (a test runner
    /// may start with a bare PATH) and ~/.local/bin (where scripts/setup's `pip install --user` puts
    /// resvg), or nil when none is installed.
    public static func find(_ name: String) -> String? {
        let environment = ProcessInfo.processInfo.environment
        let userBin = environment["HOME"].map { ":" + $0 + "/.local/bin" } ?? ""
        let search = (environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin" + userBin
        return search.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `find(name)`, or a `TestFailure` naming the tool and how to install it: a missing tool fails the
    /// test instead of skipping it, so CI cannot pass without the check it was meant to run.
    public static func require(_ name: String, install: String) throws -> String {
        guard let path = find(name) else { throw TestFailure("\(name) is not installed: \(install)") }
        return path
    }
}
