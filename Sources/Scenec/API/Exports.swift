// Every type the public API of `Scenec` mentions beyond its own lives in ScenecCore: `Diagnostic` and
// `SourceLocation` (warnings and errors), `Bitmap` and `RGBA8` (diff images), `RenderList` and
// `Origin` (diff sides). ScenecCore is not a product, so a library user could not import it; it is
// re-exported whole rather than through typealiases because typealiases would not carry the
// extensions those types come with (`[Diagnostic].hasErrors`, `sortedByLocation()`), and ScenecCore
// is plain value types with no C dependency, so exporting it costs a user nothing.
// The model, layout and backend modules are not exported: their types stay `package` or internal.
@_exported import ScenecCore
