#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `scenec build -` and `-o -`: a scene read from standard input, an output written to standard output.
/// A scene from standard input is named `<stdin>` in diagnostics and its relative hrefs resolve
/// against the working directory (it has no folder of its own).
package enum StandardStreams {
    /// What `-` stands for as a scene or as `-o`.
    package static let dash = "-"
    /// The scene's name in diagnostics.
    package static let inputName = "<stdin>"

    /// Standard input to its end, or `limit + 1` bytes (enough for the parser to refuse it as too
    /// large without reading an endless stream).
    package static func readInput(limit: Int) throws(ScenecError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .io(path: inputName, message: "cannot read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }

    /// Writes all of `bytes` to standard output (called only once an output is complete, so a failed
    /// build writes nothing there).
    package static func writeOutput(_ bytes: [UInt8]) throws(ScenecError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .io(path: "<stdout>", message: "cannot write: \(String(cString: strerror(errno)))")
            }
            offset += n
        }
    }
}

extension SceneCompiler {
    /// The bytes of the scene a stream build names and the name its diagnostics use: standard input
    /// (`<stdin>`, hrefs relative to the working directory) for `-`, else the file. Read once, so a
    /// build loads it once per theme.
    package static func readStreamScene(_ scene: String) throws(ScenecError) -> (source: [UInt8], file: String) {
        if scene == StandardStreams.dash {
            return (try StandardStreams.readInput(limit: Limits.documentBytes), StandardStreams.inputName)
        }
        return (try FileIO.read(scene, limit: Limits.documentBytes), scene)
    }
}
