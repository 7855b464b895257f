import ScenecCore

/// `--locale`: no locale dimension, the locales named, or every locale each scene declares.
package enum LocaleChoice: Sendable, Hashable {
    case none
    case list([String])
    case all
}

/// The dimensions of a build beyond scene × theme × scale (format 1.2): the rows of `--data` and the
/// locales. A layout plans scene × theme × scale; `expand` multiplies each scene's jobs by its rows
/// and locales, placing each locale's files as the layout does (a folder per locale, an asset
/// catalog's localized images, Android's `drawable-de-…`) and substituting an `-o` pattern.
package struct BuildMatrix: Sendable {
    package var data: DataTable?
    package var locales: LocaleChoice
    /// `-o` when it has `{…}`.
    package var pattern: OutputPattern?

    package init(data: DataTable? = nil, locales: LocaleChoice = .none, pattern: OutputPattern? = nil) {
        self.data = data
        self.locales = locales
        self.pattern = pattern
    }

    /// Whether there is anything to multiply by.
    package var isTrivial: Bool { data == nil && locales == .none && pattern == nil }

    /// A problem of the whole plan found before anything is built: two rows that would write one file.
    package struct Conflict: Error, Sendable {
        package var diagnostics: [Diagnostic]
    }

    /// Usage errors of the matrix that need no scene: the pattern's names, a pattern `layout` cannot
    /// take, a data build whose outputs would not differ by row.
    package func check(output: String, layout: any OutputLayout) throws(BuildPlanner.UsageError) {
        if let data, let used = pattern?.names.first(where: { data.ignoredColumns[$0] != nil }), let place = data.ignoredColumns[used] {
            throw BuildPlanner.UsageError(message: "\(place): error: the column '\(used.lineBreaksEscaped)' is not a token name (letters, digits, '_', '-' and '.', starting with a letter or '_'), so -o cannot use it; rename it")
        }
        try pattern?.check(columns: data?.columns ?? [], hasLocales: locales != .none)
        if pattern != nil, let name = layout.refusesPatterns {
            throw BuildPlanner.UsageError(message: "-o \(output): \(name) lists all its files in one index and cannot be split by a pattern; write the rows into a folder instead (-o \"cards/{slug}.png\")")
        }
        if let data, !(pattern?.names.contains(where: { data.columns.contains($0) || $0 == OutputPattern.rowNumberName }) ?? false) {
            let example = data.columns.first.map { "{\($0)}" } ?? "{column}"
            throw BuildPlanner.UsageError(message: "-o \(output) would write every row of \(data.file) to the same file; name a column in it, like \(example)")
        }
    }

    /// What the matrix does that the user may not expect, said before anything is built: a column
    /// named `name` gives `{name}` in `-o` its value instead of the scene's file name (the row wins,
    /// as it wins over `--set`), a warning at the column.
    package func warnings() -> [Diagnostic] {
        guard let data, let pattern, pattern.names.contains(OutputPattern.sceneName), data.columns.contains(OutputPattern.sceneName) else { return [] }
        let at = data.columnLocations[OutputPattern.sceneName] ?? SourceLocation(file: data.file, line: 1, column: 1)
        return [.warning("the column 'name' gives {name} in -o its value in every row, instead of the scene's file name; rename the column to use the file name",
                         at: at)]
    }

    /// The jobs of `plan` for every row and locale, in scene, row, locale order. `declared(scene)` gives
    /// the locales a scene declares (for `--locale all`; nil when the scene cannot be read: it is then
    /// built without one and reports its own error). A row whose value cannot be part of a file name is
    /// refused alone; two outputs with one name are a `Conflict`.
    package func expand(_ plan: OutputPlan, layout: any OutputLayout, declared: (String) -> [String]?) throws(Conflict) -> OutputPlan {
        var jobs: [BuildJob] = []
        var rejected = plan.rejected
        var owners: [String: String] = [:]
        var conflicts: [Diagnostic] = []
        for (scene, sceneJobs) in BatchBuilder.group(plan.jobs) {
            let locales: [String?]
            switch self.locales {
            case .none: locales = [nil]
            case .list(let list): locales = list
            case .all:
                guard let found = declared(scene) else {
                    locales = [nil]
                    break
                }
                guard !found.isEmpty else {
                    rejected.append(OutputPlan.Rejection(scene: scene, message: "--locale all: this scene declares no locales (<tokens locale=\"…\"> or <strings href=\"…\">)"))
                    continue
                }
                locales = found
            }
            let rows: [DataRow?] = data.map { $0.rows.map { $0 } } ?? [nil]
            rowLoop: for row in rows {
                var rowJobs: [BuildJob] = []
                for locale in locales {
                    for job in sceneJobs {
                        var expanded = job
                        expanded.locale = locale
                        expanded.row = row
                        if let locale {
                            do throws(BuildPlanner.UsageError) {
                                expanded.output = try layout.localized(job.output, locale: locale, pattern: pattern)
                            } catch {
                                rejected.append(OutputPlan.Rejection(scene: scene, message: error.message))
                                continue rowLoop
                            }
                        }
                        if pattern != nil {
                            let stem = Self.sceneName(scene)
                            switch OutputPattern.substitute(expanded.output, value: { name in
                                name == OutputPattern.localeName && locale != nil ? locale
                                    : name == OutputPattern.rowNumberName ? row.map { String($0.index + 1) }
                                    : row?.value(of: name) ?? (name == OutputPattern.sceneName ? stem : nil)
                            }) {
                            case .success(let output): expanded.output = output
                            case .failure(let refusal):
                                let place = row.map { "\($0.location)" } ?? scene
                                rejected.append(OutputPlan.Rejection(scene: place, message: refusal.message))
                                continue rowLoop
                            }
                        }
                        rowJobs.append(expanded)
                    }
                }
                for job in rowJobs {
                    let place = job.row.map { "\($0.location)" } ?? job.scene
                    if let first = owners[job.output] {
                        if first != place {
                            let location = job.row?.location ?? SourceLocation(file: job.scene, line: 1, column: 1)
                            conflicts.append(.error("this row writes \(job.output), as \(first) does; give each row its own name in -o (a column whose values differ)", at: location))
                        }
                        continue
                    }
                    owners[job.output] = place
                }
                jobs += rowJobs
            }
        }
        if !conflicts.isEmpty { throw Conflict(diagnostics: conflicts) }
        return OutputPlan(jobs: jobs, rejected: rejected)
    }

    /// `scenes/card.xml` → `card`.
    static func sceneName(_ scene: String) -> String {
        let file = scene.split(separator: "/").last.map(String.init) ?? scene
        return file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
    }
}
