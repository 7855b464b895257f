// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scenec",
    products: [
        // The library other Swift code imports to compile a scene in-process.
        .library(name: "Scenec", targets: ["Scenec"]),
        .executable(name: "scenec", targets: ["ScenecCLI"]),
        // A Swift target's Scenes/ built into its image resources during `swift build` (docs/ci.md).
        .plugin(name: "ScenecPlugin", targets: ["ScenecPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The HTTP and WebSocket server of `scenec serve`: SwiftNIO's event loops, HTTP/1.1 and WebSocket
        // codecs. It links no Foundation and no URL client (FlyingFox did, which loaded libcurl's ~26
        // libraries into every scenec process, `build` too).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    ],
    targets: [
        // C libraries from Debian, found through pkg-config.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Hyphenation patterns for `hyphens="auto"` (libhyphen has no pkg-config file).
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        // Pango sets text, librsvg draws SVG documents (icons, and the SVG side of `scenec diff`). Neither is
        // linked, so their ~17 libraries do not load before `main` in every run: CPangoRsvg.h declares the
        // types and functions scenec uses (checked against Pango's headers by CPangoRsvgTests), librsvg is
        // loaded with dlopen at first use (ScenecCairo's RsvgLibrary), Pango by PangoLoader.c's
        // trampolines when the text warm-up starts or text is first set. fontconfig is linked (Cairo needs
        // it anyway) for the warm-up's FcInit.
        .target(name: "CPangoRsvg", dependencies: ["CCairo"], linkerSettings: [.linkedLibrary("fontconfig"), .linkedLibrary("freetype")]),
        // libxml2's mutable globals and callback types stay behind this shim.
        .target(name: "CXMLShim", dependencies: ["CLibXML2"]),
        // libdeflate: whole-buffer deflate, several times faster than zlib at equal size (the PNG encoder).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // libwebp: WebP output (lossless, or lossy with --quality).
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // libjpeg-turbo: JPEG output. libjpeg reports errors by calling exit() unless the caller longjmps
        // out of its error handler, which Swift cannot do, so CJPEGShim's two C functions own the jump.
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .target(name: "CJPEGShim", dependencies: ["CJPEG"]),
        // libwoff2enc (Debian's libwoff-dev): the scene's fonts as WOFF2 for `--svg-fonts embed`. Its API is
        // C++, so CWOFF2Shim's two C functions call it and keep its exceptions on the C++ side.
        .systemLibrary(name: "CWOFF2", pkgConfig: "libwoff2enc", providers: [.apt(["libwoff-dev"])]),
        .target(name: "CWOFF2Shim", dependencies: ["CWOFF2"]),
        // HarfBuzz's subsetter (libharfbuzz-dev's hb-subset.h): `--svg-fonts embed` embeds each font cut
        // down to the characters its text uses. Headers only: CHarfBuzzSubsetShim loads
        // libharfbuzz-subset with dlopen at first use, so its five libraries stay out of every start.
        .systemLibrary(name: "CHarfBuzzSubset", providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "CHarfBuzzSubsetShim", dependencies: ["CHarfBuzzSubset"]),
        // ICU: CLDR plural rules for `{key(count)}` (shim.h wraps ICU's version-renamed C functions).
        .systemLibrary(name: "CICU", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"])]),

        // Plain Swift value types: geometry, colours, diagnostics, value parsers, the render list.
        .target(name: "ScenecCore"),
        // The plural category of a number in a language, through ICU (CICU stays an internal import).
        .target(name: "ScenecPlurals", dependencies: ["CICU"]),
        // XML text -> element tree with source locations.
        .target(name: "ScenecXML", dependencies: ["ScenecCore", "CXMLShim"]),
        // Element tree -> validated scene tree.
        .target(name: "ScenecModel", dependencies: ["ScenecCore", "ScenecXML", "ScenecPlurals"]),
        // Text shaping and measurement with Pango (fontconfig fonts), shared by layout and the raster backend.
        .target(name: "ScenecText", dependencies: ["ScenecCore", "CCairo", "CPangoRsvg", "CHyphen"]),
        // Scene tree -> flat, fully resolved render list.
        // CCairo: path flattening, to measure an outline's length (trim-start, trim-end).
        .target(name: "ScenecLayout", dependencies: ["ScenecCore", "ScenecModel", "ScenecText", "CCairo"]),
        // Backends over the render list.
        .target(name: "ScenecSVG", dependencies: ["ScenecCore", "ScenecPNG"]),
        // Android VectorDrawable XML from the render list (XMLTag and LineBuffer shared with the SVG writer).
        .target(name: "ScenecVector", dependencies: ["ScenecCore", "ScenecSVG"]),
        // The PNG encoder (deterministic, over libdeflate), for any backend that writes PNG bytes.
        .target(name: "ScenecPNG", dependencies: ["ScenecCore", "CDeflate"]),
        // The WebP and JPEG encoders (and decoders, to read outputs back), over Debian's libraries.
        .target(name: "ScenecWebP", dependencies: ["ScenecCore", "CWebP"]),
        .target(name: "ScenecJPEG", dependencies: ["ScenecCore", "CJPEGShim"]),
        // The WOFF2 encoder over libwoff2 and the font subsetter over HarfBuzz (`--svg-fonts embed`).
        .target(name: "ScenecWOFF2", dependencies: ["CWOFF2Shim", "CHarfBuzzSubsetShim"]),
        .target(name: "ScenecCairo", dependencies: ["ScenecCore", "ScenecText", "ScenecPNG", "CCairo", "CPangoRsvg"]),
        // The in-process compiler: load, validate, lay out, render, write atomically.
        .target(name: "Scenec", dependencies: ["ScenecCore", "ScenecXML", "ScenecModel", "ScenecLayout", "ScenecSVG", "ScenecCairo", "ScenecPNG",
                                               "ScenecWebP", "ScenecJPEG", "ScenecVector", "ScenecWOFF2"]),
        // The fuzz target (scripts/fuzz builds the executable with libFuzzer; without it, it replays files).
        .target(name: "ScenecFuzzing", dependencies: ["Scenec", "ScenecCore"]),
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "ScenecFuzz", dependencies: ["ScenecFuzzing", "CFuzzerDriver"]),
        // `scenec serve` and `scenec watch`: inotify change detection, the preview server and its page.
        // The library `Scenec` never depends on it.
        .target(name: "ScenecServe", dependencies: [
            "Scenec",
            "ScenecCore",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOWebSocket", package: "swift-nio"),
        ]),
        // The thin command line over Scenec.
        .executableTarget(name: "ScenecCLI", dependencies: [
            "Scenec",
            "ScenecCore",
            "ScenecServe",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: [
            // lld (shipped with the Swift toolchain) can pack the binary's ~55,000 relative relocations
            // into a compact DT_RELR table: 1.3 MB of relocation entries become 11 KB that the dynamic
            // loader reads at every start (docs/performance.md, "Pango loaded with dlopen"). The binary
            // then needs glibc 2.36 or later (Debian 12).
            .unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"], .when(platforms: [.linux])),
        ]),
        // The SwiftPM build-tool plugin: runs this package's own scenec (built from source, never downloaded)
        // once per scene and format of a target's Scenes/ folder.
        .plugin(name: "ScenecPlugin", capability: .buildTool(), dependencies: ["ScenecCLI"]),

        // Tests mirror Sources: one target per module, helpers shared through ScenecTestSupport.
        // CPangoRsvg's declarations against Pango's own headers (which only the tests compile against).
        .systemLibrary(name: "CPangoSystemHeaders", path: "Tests/CPangoSystemHeaders", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .target(name: "CPangoRsvgLayouts", dependencies: ["CPangoSystemHeaders", "CPangoRsvg"], path: "Tests/CPangoRsvgLayouts"),
        .testTarget(name: "CPangoRsvgTests", dependencies: ["CPangoRsvg", "CPangoRsvgLayouts"]),
        .target(name: "ScenecTestSupport", dependencies: ["ScenecCore", "ScenecCairo", "ScenecXML"], path: "Tests/ScenecTestSupport"),
        // Scenes written inline in tests, through the real pipeline: parse and list the errors, compile to a
        // render list, draw and probe, with the pinned fonts installed by the helpers themselves.
        .target(name: "ScenecSceneTestSupport", dependencies: ["Scenec", "ScenecCore", "ScenecModel", "ScenecLayout", "ScenecCairo", "ScenecTestSupport"],
                path: "Tests/ScenecSceneTestSupport"),
        .testTarget(name: "ScenecCoreTests", dependencies: ["ScenecCore", "ScenecTestSupport"]),
        .testTarget(name: "ScenecXMLTests", dependencies: ["ScenecCore", "ScenecXML", "ScenecTestSupport"]),
        .testTarget(name: "ScenecModelTests", dependencies: ["ScenecCore", "ScenecXML", "ScenecModel", "ScenecTestSupport", "ScenecSceneTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "ScenecTextTests", dependencies: ["ScenecCore", "ScenecText", "ScenecTestSupport"]),
        .testTarget(name: "ScenecLayoutTests", dependencies: ["ScenecCore", "ScenecModel", "ScenecLayout", "ScenecText", "Scenec", "ScenecTestSupport", "ScenecSceneTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "ScenecSVGTests", dependencies: ["ScenecCore", "ScenecSVG", "ScenecTestSupport"]),
        .testTarget(name: "ScenecVectorTests", dependencies: ["ScenecCore", "ScenecVector", "ScenecXML", "ScenecTestSupport"]),
        .testTarget(name: "ScenecPNGTests", dependencies: ["ScenecCore", "ScenecPNG", "ScenecCairo", "CCairo", "CDeflate", "ScenecTestSupport"]),
        .testTarget(name: "ScenecWebPTests", dependencies: ["ScenecCore", "ScenecWebP", "ScenecTestSupport"]),
        .testTarget(name: "ScenecJPEGTests", dependencies: ["ScenecCore", "ScenecJPEG", "ScenecTestSupport"]),
        .testTarget(name: "ScenecWOFF2Tests", dependencies: ["ScenecWOFF2", "ScenecText", "ScenecTestSupport"]),
        .testTarget(name: "ScenecCairoTests", dependencies: ["ScenecCore", "ScenecCairo", "ScenecTestSupport"]),
        .testTarget(name: "ScenecTests", dependencies: ["Scenec", "ScenecWebP", "ScenecJPEG", "ScenecTestSupport", "ScenecSceneTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "ScenecPluralsTests", dependencies: ["ScenecPlurals"]),
        .testTarget(name: "ScenecRenderTests", dependencies: ["Scenec", "ScenecCore", "ScenecXML", "ScenecSVG", "ScenecCairo", "ScenecText", "ScenecTestSupport", "ScenecSceneTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "ScenecCLITests", dependencies: ["Scenec", "ScenecWebP", "ScenecJPEG", "CDeflate", "ScenecTestSupport"]),
        .testTarget(name: "ScenecServeTests", dependencies: ["ScenecServe", "Scenec", "ScenecCore", "ScenecCairo", "ScenecTestSupport", "ScenecSceneTestSupport"]),
        // Builds a package outside the repository that uses ScenecPlugin (its build folder: .build-plugin-test).
        .testTarget(name: "ScenecPluginTests", dependencies: ["ScenecCore", "ScenecCairo", "ScenecTestSupport"]),
        .testTarget(name: "ScenecFuzzingTests", dependencies: ["ScenecFuzzing", "ScenecTestSupport"], exclude: ["Regressions"]),
    ],
    swiftLanguageModes: [.v6]
)
