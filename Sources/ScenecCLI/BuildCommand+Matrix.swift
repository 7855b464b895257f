import ArgumentParser
import Scenec

/// `--set`, `--data`, `--locale`, `--list-outputs` and `--shard` (format 1.2): the build's own tokens,
/// and the rows and locales that multiply its outputs.
extension BuildCommand {
    func validateMatrix() throws {
        for assignment in set where Self.parseSet(assignment) == nil {
            throw ValidationError("--set takes NAME=VALUE with a token name (letters, digits, _, - and ., starting with a letter or _), got \"\(assignment.lineBreaksEscaped)\"")
        }
        if data?.isEmpty == true { throw ValidationError("--data needs a .csv or .json file, got an empty name") }
        let locales = try localeChoice()
        if usesStandardStreams {
            // One scene to one stream: one row, one locale at most.
            if data != nil || listOutputs || shard != nil {
                throw ValidationError("--data, --list-outputs and --shard build files; they take neither - (standard input) nor -o - (standard output)")
            }
            if case .list(let tags) = locales, tags.count == 1 {} else if locales != .none {
                throw ValidationError("- (standard input) and -o - (standard output) build one locale; name one with --locale")
            }
        }
        if let sourceLocale, !LocaleTag.isValid(sourceLocale) {
            throw ValidationError("--source-locale takes a BCP 47 tag like en or pt-BR, got \"\(sourceLocale.lineBreaksEscaped)\"")
        }
        if let shard, Self.parseShard(shard) == nil {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, like 2/4, got \"\(shard.lineBreaksEscaped)\"")
        }
    }

    /// The locale of a build from or to a stream (`--locale de`); a batch sets each job's own.
    var singleLocale: String? {
        guard case .list(let tags)? = try? localeChoice(), tags.count == 1 else { return nil }
        return tags.first
    }

    /// `NAME=VALUE` as a token; the value is everything after the first `=`, taken as written.
    static func parseSet(_ text: String) -> TokenOverride? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = String(text[..<equals])
        guard TokenOverride.isValidName(name) else { return nil }
        return TokenOverride(name: name, value: String(text[text.index(after: equals)...]))
    }

    /// `K/N` → (K, N).
    static func parseShard(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        return (index, count)
    }

    /// `--locale de,ar` or `all`.
    func localeChoice() throws -> LocaleChoice {
        guard let locale else { return .none }
        if locale == "all" { return .all }
        var tags: [String] = []
        for part in locale.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard LocaleTag.isValid(part) else {
                throw ValidationError("--locale takes BCP 47 tags like de or pt-BR, a list like de,ar,ja, or all; got \"\(part.lineBreaksEscaped)\"")
            }
            guard !tags.contains(part) else { throw ValidationError("--locale names the locale \(part) twice") }
            tags.append(part)
        }
        return .list(tags)
    }

    /// The rows of `--data`, or nil without it; a file that cannot be read or parsed ends the build
    /// before anything is written.
    func readData() throws -> DataTable? {
        guard let data else { return nil }
        do throws(ScenecError) {
            let table = try DataTable.read(data)
            // JSON nulls: the scene's default applies; one warning per column, counting the rows.
            Diagnostics.print(table.warnings)
            return table
        } catch {
            throw ExitCode(Diagnostics.report(error))
        }
    }

    /// The layout's plan times rows and locales, then this shard's slice of it.
    func expandedPlan(_ plan: OutputPlan, layout: any OutputLayout, table: DataTable?,
                      inputs: [BuildPlanner.Input]) throws(BuildPlanner.UsageError) -> OutputPlan {
        // `validate()` has read `--locale` already.
        let locales = (try? localeChoice()) ?? .none
        let matrix = BuildMatrix(data: table, locales: locales, pattern: try OutputPattern(output))
        var expanded = plan
        if !matrix.isTrivial {
            try matrix.check(output: output, layout: layout)
            Diagnostics.print(matrix.warnings())
            // A layout with no place for locales (an app icon) is a usage error, before any scene is read.
            if locales != .none, let first = plan.jobs.first {
                _ = try layout.localized(first.output, locale: "en", pattern: matrix.pattern)
            }
            let options = compileOptions
            do throws(BuildMatrix.Conflict) {
                expanded = try matrix.expand(plan, layout: layout) { scene in SceneCompiler.declaredLocales(path: scene, options: options) }
            } catch {
                Diagnostics.print(error.diagnostics)
                // Nothing is written: the whole plan is refused, as the contract asks of two rows with one file.
                Self.exit(withError: ExitCode(ExitStatus.invalidScene))
            }
            try BuildPlanner.refuseInputs(expanded.jobs.map(\.output), inputs: inputs)
        }
        return expanded
    }

    /// This shard's slice of the full plan (all of it without `--shard`).
    func slice(_ plan: OutputPlan) -> OutputPlan {
        guard let shard, let (index, count) = Self.parseShard(shard) else { return plan }
        var mine = plan
        mine.jobs = Shards.slice(plan.jobs, index: index, count: count)
        return mine
    }

    /// Whether this build writes the layout's index file at a path: the shard owning it under the full
    /// plan (`Shards.owner`), so N shards write each index once; without `--shard`, every index that
    /// lists an output of the plan.
    func writesIndex(of full: OutputPlan, layout: any OutputLayout) -> @Sendable (String) -> Bool {
        let (index, count) = shard.flatMap(Self.parseShard) ?? (1, 1)
        let jobs = full.jobs
        return { path in Shards.owner(ofIndexListing: layout.listedPrefix(ofIndex: path), jobs: jobs, count: count) == index }
    }

    /// `--list-outputs`: the files the plan writes and the layout's own (an asset catalog's
    /// `Contents.json`), one per line, in the order they would be built.
    func printOutputs(_ plan: OutputPlan, full: OutputPlan, layout: any OutputLayout, inputs: [BuildPlanner.Input]) {
        var lines = Self.withoutAbsentParts(plan.jobs, options: compileOptions).map(\.output)
        let writes = writesIndex(of: full, layout: layout)
        lines += layout.extraOutputs(for: inputs).filter(writes)
        if let depfile { lines.append(depfile) }
        var text = ""
        for line in lines { text += line.lineBreaksEscaped + "\n" }
        do throws(ScenecError) {
            try StandardStreams.writeOutput(Array(text.utf8))
        } catch {
            Self.exit(withError: ExitCode(Diagnostics.report(error)))
        }
        // A scene the layout refuses writes nothing: said, as a build would say it.
        for rejection in plan.rejected { Diagnostics.printError("\(rejection.scene): error: \(rejection.message)") }
        if !plan.rejected.isEmpty { Self.exit(withError: ExitCode(ExitStatus.invalidScene)) }
    }

    /// `jobs` without the optional parts their scene does not have (an adaptive icon without a
    /// monochrome layer), which a build skips: each such scene read once. A scene that cannot be read
    /// keeps its jobs (its build reports the error).
    static func withoutAbsentParts(_ jobs: [BuildJob], options: CompileOptions) -> [BuildJob] {
        var ids: [String: Set<String>?] = [:]
        return jobs.filter { job in
            guard case .layer(let id, false)? = job.part else { return true }
            if ids[job.scene] == nil {
                ids[job.scene] = (try? SceneCompiler.load(path: job.scene, options: options)).map { Set($0.scene.nodes.compactMap(\.id)) }
            }
            guard let present = ids[job.scene] ?? nil else { return true }
            return present.contains(id)
        }
    }
}
