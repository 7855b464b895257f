#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CPangoRsvg

/// The librsvg functions scenec calls, resolved with `dlopen`/`dlsym` the first time an SVG is drawn or
/// measured.
///
/// Why not link it: librsvg brings GIO, gdk-pixbuf, libmount, libselinux and more, and loading them costs
/// every run of `scenec` about 1.5 ms, while most scenes draw no SVG icon. Loaded here, a run pays for
/// them only when it needs them. `CPangoRsvg.h` (CPangoRsvg) has the function types.
///
/// `shared` is loaded once, on first use, by whichever thread gets there first (a Swift global is
/// initialised exactly once); the handle is never closed, so the function pointers stay valid for the
/// life of the process, and calling them from several threads is as safe as calling librsvg directly.
struct RsvgLibrary: @unchecked Sendable {
    /// The shared object's name: its soname in Debian's librsvg2-2 (and every distribution's librsvg 2.x).
    static let soname = "librsvg-2.so.2"

    let newFromStreamSync: CRsvgNewFromStreamSync
    let setDPI: CRsvgSetDPI
    let renderDocument: CRsvgRenderDocument
    let intrinsicSizeInPixels: CRsvgGetIntrinsicSizeInPixels
    let intrinsicDimensions: CRsvgGetIntrinsicDimensions
    let memoryInputStreamNewFromBytes: CGMemoryInputStreamNewFromBytes

    /// librsvg, or why it cannot be used; loaded on first use.
    static let shared: Result<RsvgLibrary, Unavailable> = load(soname)

    /// Why librsvg cannot be used: the message names the library and gives the loader's reason.
    struct Unavailable: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// Loads `name` and resolves every function, or says which step failed. Only `shared` (and tests, to
    /// check the message for a library that is not there) call it.
    static func load(_ name: String) -> Result<RsvgLibrary, Unavailable> {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(Unavailable(description: "\(name) cannot be loaded (\(dlerrorText())); SVG icons and SVG files "
                + "are drawn with librsvg 2.52 or later (Debian: apt install librsvg2-2)"))
        }
        // dlsym on librsvg's handle searches its dependencies too, which is where GIO's function is.
        func symbol<Function>(_ symbolName: String, as type: Function.Type) -> Result<Function, Unavailable> {
            guard let address = dlsym(handle, symbolName) else {
                return .failure(Unavailable(description: "\(name) has no \(symbolName) (\(dlerrorText())); scenec needs librsvg 2.52 or later"))
            }
            return .success(unsafeBitCast(address, to: type))
        }
        do throws(Unavailable) {
            return .success(RsvgLibrary(
                newFromStreamSync: try symbol("rsvg_handle_new_from_stream_sync", as: CRsvgNewFromStreamSync.self).get(),
                setDPI: try symbol("rsvg_handle_set_dpi", as: CRsvgSetDPI.self).get(),
                renderDocument: try symbol("rsvg_handle_render_document", as: CRsvgRenderDocument.self).get(),
                intrinsicSizeInPixels: try symbol("rsvg_handle_get_intrinsic_size_in_pixels", as: CRsvgGetIntrinsicSizeInPixels.self).get(),
                intrinsicDimensions: try symbol("rsvg_handle_get_intrinsic_dimensions", as: CRsvgGetIntrinsicDimensions.self).get(),
                memoryInputStreamNewFromBytes: try symbol("g_memory_input_stream_new_from_bytes", as: CGMemoryInputStreamNewFromBytes.self).get()))
        } catch {
            dlclose(handle)
            return .failure(error)
        }
    }

    /// The dynamic loader's message for the last failure.
    private static func dlerrorText() -> String {
        dlerror().map { String(cString: $0) } ?? "no reason given"
    }
}
