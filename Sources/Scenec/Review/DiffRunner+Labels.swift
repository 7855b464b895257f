extension DiffRunner.Report {
    /// The report with every path that starts with `prefix` shown as `label` followed by the rest:
    /// the sides and their elements' locations, the pair names, the text diff, and the located errors. `scenec diff`
    /// compares a git revision from a temporary copy and names it `REV:PATH` this way.
    public func relabeling(_ prefix: String, as label: String) -> DiffRunner.Report {
        func relabel(_ path: String) -> String {
            path.hasPrefix(prefix) ? label + path.dropFirst(prefix.count) : path
        }
        func relabel(_ side: DiffRunner.Side?) -> DiffRunner.Side? {
            guard var side else { return nil }
            side.path = relabel(side.path)
            side.sources = side.sources.map { DiffRunner.SourceFile(path: relabel($0.path), key: $0.key, lines: $0.lines) }
            side.inputs = side.inputs.map(relabel)
            side.origins = side.origins?.map { origin in
                origin.map { origin in
                    var origin = origin
                    origin.location.file = relabel(origin.location.file)
                    for index in origin.location.instances.indices {
                        origin.location.instances[index].location.file = relabel(origin.location.instances[index].location.file)
                    }
                    return origin
                }
            }
            return side
        }
        var report = self
        report.before = relabel(before)
        report.after = relabel(after)
        report.files = files.map { file in
            var file = file
            file.name = relabel(file.name)
            file.before = relabel(file.before)
            file.after = relabel(file.after)
            // The `---`/`+++` lines and each line's "← <element> at FILE:LINE" name the files.
            file.textDiff = file.textDiff.replacing(prefix, with: label)
            file.sourceDiff = file.sourceDiff.replacing(prefix, with: label)
            return file
        }
        report.warnings = warnings.map(relabel)
        report.errors = errors.map { error in
            switch error {
            case .invalidScene(let diagnostics):
                return .invalidScene(diagnostics.map { diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.location.file = relabel(diagnostic.location.file)
                    return diagnostic
                })
            case .io(let path, let message): return .io(path: relabel(path), message: message)
            case .render(let scene, let format, let message): return .render(scene: relabel(scene), format: format, message: message)
            }
        }
        return report
    }
}
