/// The one-line progress bar of a batch build on a terminal: `[#####.....] 12/40  scenes/key.xml`.
enum ProgressLine {
    /// The bar for `completed` of `total` scenes, naming the scene being built, cut to `width` columns.
    static func text(completed: Int, total: Int, current: String?, width: Int = 80) -> String {
        let barWidth = 24
        let filled = total > 0 ? min(barWidth, completed * barWidth / total) : barWidth
        var line = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled) + "] "
        line += "\(completed)/\(total)"
        if let current {
            line += "  " + current
        }
        if line.count > width - 1 { line = String(line.prefix(width - 2)) + "…" }
        return line
    }
}
