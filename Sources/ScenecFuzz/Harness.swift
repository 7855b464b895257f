import ScenecFuzzing

#if canImport(Glibc)
import Glibc
#endif

#if FUZZING
import CFuzzerDriver

/// One input from libFuzzer. Exported under libFuzzer's name as well: with `-sanitize=fuzzer` the
/// linker may take libFuzzer's own `main`, which calls it directly.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = Harness.run(bytes)
    return 0
}
#endif

/// Built by scripts/fuzz (`-sanitize=fuzzer,address -DFUZZING`), this hands the command line to
/// libFuzzer's driver. Built plainly, it replays files: `ScenecFuzz FILE...` prints each outcome, so
/// an input the fuzzer found can be rerun under a debugger or in a normal build.
@main
enum Harness {
    /// The folder relative hrefs resolve against: `SCENEC_FUZZ_FOLDER` (scripts/fuzz seeds one with
    /// real and hostile icons, images and a library, so inputs reach the icon check, librsvg, image
    /// decoding and includes), or the target's empty default.
    static let folder: String = {
        guard let value = getenv("SCENEC_FUZZ_FOLDER") else { return FuzzTarget.emptyFolder }
        return String(cString: value)
    }()

    /// The input kind fuzzed: `SCENEC_FUZZ_TARGET` names an `InputFuzzTarget` (icons, strings, data,
    /// fonts); unset or `scene`, the scene.
    static let target: InputFuzzTarget? = getenv("SCENEC_FUZZ_TARGET").flatMap { InputFuzzTarget(rawValue: String(cString: $0)) }

    static func run(_ bytes: [UInt8]) -> FuzzTarget.Outcome {
        target.map { $0.run(bytes) } ?? FuzzTarget.run(bytes, folder: folder)
    }

    static func main() {
        // The fuzzer draws SVG icons in helpers of its own binary, as scenec does, so a librsvg abort
        // is an outcome (an error at the icon), not a crash of the run.
        FuzzTarget.runLibrsvgHelperIfAsked()
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let file = fopen(path, "rb") else {
                print("\(path): cannot read")
                continue
            }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            fclose(file)
            print("\(path): \(run(bytes))")
        }
        #endif
    }
}
