/// `--theme dark` without `default` into an asset catalog: the dark appearance is added to image sets
/// (and the app icon) that already have their default images, and for those that do not the default is
/// built too, since a set without its Any image shows nothing in the other appearance. The set's
/// `Contents.json` then lists every appearance whose files are all there, so appearances built before
/// (a light variant) stay listed. With `default` among the themes, a build describes exactly what it
/// builds, as before.
extension AssetCatalog {
    /// The variants of one image set: what the build writes into it (`listing` false) or what its
    /// `Contents.json` lists (`listing` true, after the build).
    func variants(of set: (folder: String, name: String), _ variants: Variants, listing: Bool) -> Variants {
        guard !variants.themes.contains(nil) else { return variants }
        var chosen = variants
        chosen.themes = Self.appearanceThemes.filter { theme in
            if variants.themes.contains(theme) { return true }
            let present = hasAllFiles(of: set, theme: theme, variants)
            // Building: the default theme when its files are missing. Listing: every complete appearance.
            return listing ? present : theme == nil && !present
        }
        return chosen
    }

    /// The app icon's appearances, by the same rule: the light icon is built when it is not there.
    func iconThemes(_ icon: AppIconSet, _ variants: Variants, listing: Bool) -> [String?] {
        icon.themes(asked: variants.iconThemes, listing: listing)
    }

    /// Whether every file of `theme` at the build's format and scales is in the set (regular files only).
    private func hasAllFiles(of set: (folder: String, name: String), theme: String?, _ variants: Variants) -> Bool {
        var one = variants
        one.themes = [theme]
        return Self.entries(name: set.name, one).allSatisfy { FileIO.kind(ofLink: "\(set.folder)/\($0.filename)") == .regular }
    }
}
