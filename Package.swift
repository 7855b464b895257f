// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scenec",
    products: [
        // The library other Swift code imports to compile a scene in-process.
        .library(name: "Scenec", targets: ["Scenec"]),
        .executable(name: "scenec", targets: ["ScenecCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // C libraries from Debian, found through pkg-config.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // libxml2's mutable globals and callback types stay behind this shim.
        .target(name: "CXMLShim", dependencies: ["CLibXML2"]),

        // Plain Swift value types: geometry, colours, diagnostics, value parsers, the render list.
        .target(name: "ScenecCore"),
        // XML text -> element tree with source locations.
        .target(name: "ScenecXML", dependencies: ["ScenecCore", "CXMLShim"]),
        // Element tree -> validated scene tree.
        .target(name: "ScenecModel", dependencies: ["ScenecCore", "ScenecXML"]),
        // Text shaping and measurement with Pango (fontconfig fonts), shared by layout and the raster backend.
        .target(name: "ScenecText", dependencies: ["ScenecCore", "CCairo", "CPangoCairo"]),
        // Scene tree -> flat, fully resolved render list.
        .target(name: "ScenecLayout", dependencies: ["ScenecCore", "ScenecModel", "ScenecText"]),
        // Backends over the render list.
        .target(name: "ScenecSVG", dependencies: ["ScenecCore"]),
        .target(name: "ScenecCairo", dependencies: ["ScenecCore", "ScenecText", "CCairo", "CPangoCairo"]),
        // The in-process compiler: load, validate, lay out, render, write atomically.
        .target(name: "Scenec", dependencies: ["ScenecCore", "ScenecXML", "ScenecModel", "ScenecLayout", "ScenecSVG", "ScenecCairo"]),
        // The thin command line over Scenec.
        .executableTarget(name: "ScenecCLI", dependencies: [
            "Scenec",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .testTarget(name: "ScenecCoreTests", dependencies: ["ScenecCore"]),
        .testTarget(name: "ScenecSVGTests", dependencies: ["ScenecCore", "ScenecSVG"]),
        .testTarget(name: "ScenecCairoTests", dependencies: ["ScenecCore", "ScenecCairo"]),
        .testTarget(name: "ScenecTextTests", dependencies: ["ScenecCore", "ScenecText"]),
        .testTarget(name: "ScenecModelTests", dependencies: ["ScenecCore", "ScenecXML", "ScenecModel"]),
        .testTarget(name: "ScenecLayoutTests", dependencies: ["ScenecCore", "ScenecModel", "ScenecLayout", "Scenec"]),
        .testTarget(name: "ScenecRenderTests", dependencies: ["Scenec", "ScenecCore", "ScenecXML", "ScenecSVG", "ScenecCairo"],
                    exclude: ["Goldens"]),
        .testTarget(name: "ScenecCLITests", dependencies: ["Scenec"]),
    ],
    swiftLanguageModes: [.v6]
)
