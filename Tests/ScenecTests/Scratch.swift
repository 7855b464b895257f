import Foundation

/// A fresh temporary folder for one test, deleted afterwards. (ScenecCLITests has a richer one that
/// also runs the binary; this target needs only files.)
final class Scratch {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenec-lib-tests-\(UUID().uuidString)", isDirectory: true).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `relative` inside the folder, as a path.
    func file(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` to `relative` (creating folders) and returns its path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Array(text.utf8))
    }

    /// Writes `bytes` to `relative` (creating folders) and returns its path.
    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let target = file(relative)
        let folder = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: target))
        return target
    }

    /// The bytes of `relative`, nil when it cannot be read.
    func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file(relative)).map { [UInt8]($0) }
    }

    /// Every regular file below the folder (relative paths, sorted), hidden ones included.
    func allFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file(relative), isDirectory: &isFolder), !isFolder.boolValue {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    /// Sets the modification time of `relative` to `seconds` after `reference` (negative: before).
    func touch(_ relative: String, secondsFromNow seconds: Double, reference: Date = Date()) throws {
        try FileManager.default.setAttributes([.modificationDate: reference.addingTimeInterval(seconds)], ofItemAtPath: file(relative))
    }
}

/// Small scenes for the facade's tests.
enum TestScenes {
    /// 40 × 30 pt, a gradient rect and a row; no warnings.
    static let good = """
        <scene width="40" height="30" background="white">
          <defs>
            <linear-gradient id="g"><stop offset="0" color="red"/><stop offset="1" color="blue"/></linear-gradient>
          </defs>
          <rect x="2" y="2" width="20" height="10" fill="url(#g)" stroke="black" corner-radius="3"/>
          <row y="15" width="40" height="10" gap="2"><rect width="*" fill="green"/><ellipse width="2*" fill="#00f8"/></row>
        </scene>
        """

    /// Valid, with one layout warning on line 2 (a font that is not installed falls back).
    static let fontFallback = """
        <scene width="60" height="30" background="white">
          <text x="5" y="5" width="50" height="20" font-family="No Such Face">x</text>
        </scene>
        """

    /// Three errors on lines 2, 3 and 4.
    static let bad = """
        <scene width="40" height="30">
          <rect width="10" height="10" fill="gren"/>
          <rectt/>
          <rect widht="3" height="2"/>
        </scene>
        """

    /// A scene of one colour, distinct per `index`.
    static func coloured(_ index: Int) -> String {
        """
        <scene width="40" height="30" background="white">
          <rect x="2" y="2" width="20" height="10" fill="rgb(\(index * 20 % 256),100,200)" stroke="black"/>
        </scene>
        """
    }
}
