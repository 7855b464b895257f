import CCairo
import ScenecCore

/// The distinct blurred masks of one render, made in the order the drawing walk first needs them by
/// helper threads (one fewer than the cores the process may use) while the walk draws. The walk `take`s
/// each mask when it gets there: made already, it is handed over; not started yet, the walk makes it
/// itself (so one core alone still makes every mask, in order); being made, the walk makes the next
/// mask nobody has started, and sleeps only when none is left (a helper's first text shadow pays for
/// its thread's own Pango font set-up, a millisecond or two the walk need not wait out). Every mask is
/// made by its `BlurMaskRecipe` wherever it is made, so the bytes never depend on the threads.
final class BlurMaskPipeline: Sendable {
    private enum Slot {
        case waiting
        case making
        /// Made: its surface is touched by one thread at a time (made by one, then handed to the walk
        /// under the lock).
        case made(MadeMask)
        case taken

        var isMaking: Bool {
            switch self {
            case .making: true
            case .waiting, .made, .taken: false
            }
        }
    }

    private struct State {
        var slots: [Slot]
        /// The first slot no thread has started: helpers and the walk start slots in order.
        var next = 0
        /// Helpers inside their loop. One that starts after `finish` never enters it.
        var runningHelpers = 0
        var finished = false
    }

    private let recipes: [BlurMaskRecipe]
    private let positions: [BlurMaskRecipe: Int]
    /// A thread that waits (the walk for a mask being made, `finish` for the running helpers) sleeps
    /// on it until a helper's change wakes it.
    private let state: ConditionLocked<State>
    /// How many helper threads were started.
    let helpers: Int

    /// `helpers`: how many helper threads to start (at most one fewer than the recipes: the walk makes
    /// one itself); by default one fewer than the cores the process may use, so the walk has one.
    init(recipes: [BlurMaskRecipe], helpers: Int = AvailableCores.count - 1) {
        self.recipes = recipes
        var positions: [BlurMaskRecipe: Int] = [:]
        for (index, recipe) in recipes.enumerated() { positions[recipe] = index }
        self.positions = positions
        state = ConditionLocked(State(slots: Array(repeating: .waiting, count: recipes.count)))
        self.helpers = max(0, min(helpers, recipes.count - 1))
        // Threads of their own, started on the other cores (`HelperThread`): a pool thread would often
        // start on this core and wait for the walk. One that cannot start leaves its masks to the walk.
        for _ in 0..<self.helpers {
            HelperThread.start { [self] in
                guard enter() else { return }
                while let index = start() { make(index) }
                state.withLock(wakingWaiters: true) { $0.runningHelpers -= 1 }
            }
        }
    }

    /// The mask made by `recipe` (its surface a reference the caller owns), or nil for a recipe that
    /// was not planned or was taken already.
    func take(_ recipe: BlurMaskRecipe) -> MadeMask? {
        guard let index = positions[recipe] else { return nil }
        while true {
            let slot: Slot = state.withLock { state in
                let slot = state.slots[index]
                if case .made = slot { state.slots[index] = .taken }
                return slot
            }
            switch slot {
            case .made(let mask): return mask
            case .taken: return nil
            case .waiting:
                // Make the next mask not started: this one, since the walk takes them in order.
                // None left to start means the pipeline has finished; the walk makes it itself.
                guard let next = start() else { return nil }
                make(next)
            case .making:
                // A helper is making it: make the next one nobody has started (the walk needs it soon)
                // rather than leave this core idle; with none left, sleep until this one is made.
                if let next = start() {
                    make(next)
                } else {
                    state.withLock(waitingWhile: { $0.slots[index].isMaking }) { _ in }
                }
            }
        }
    }

    /// Stops the helpers and waits for the ones making a mask, then frees every mask the walk did not
    /// take. Call it once the walk is over (or has failed). It never waits for a helper that has not
    /// started: with every worker thread busy (a batch build's other scenes), one may start much later,
    /// and then it returns at once.
    func finish() {
        state.withLock { state in
            state.finished = true
            state.next = state.slots.count
        }
        // A running helper is making at most one mask; it wakes this thread when it leaves.
        state.withLock(waitingWhile: { $0.runningHelpers > 0 }) { state in
            for case .made(let mask) in state.slots {
                if let surface = mask.surface { cairo_surface_destroy(surface) }
            }
            state.slots = state.slots.map { _ in .taken }
        }
    }

    /// Sleeps until every mask has been made, which, while the walk takes none, the helpers do: tests
    /// use it to check masks certainly made on other threads. Returns at once without helpers.
    func waitUntilEveryMaskIsMade() {
        guard helpers > 0 else { return }
        state.withLock(waitingWhile: { state in
            state.next < state.slots.count || state.slots.contains { $0.isMaking }
        }) { _ in }
    }

    /// How many planned masks the walk has not taken yet: after a walk, those it never asked for
    /// (tests check the walk uses every mask made for it).
    var untakenCount: Int {
        state.withLock { state in
            state.slots.count { slot in
                switch slot {
                case .taken: false
                case .waiting, .making, .made: true
                }
            }
        }
    }

    /// Counts a helper in, unless the pipeline has finished.
    private func enter() -> Bool {
        state.withLock { state in
            guard !state.finished else { return false }
            state.runningHelpers += 1
            return true
        }
    }

    /// Claims the next slot nobody has started, or nil when all have been.
    private func start() -> Int? {
        state.withLock { state in
            guard state.next < state.slots.count else { return nil }
            defer { state.next += 1 }
            state.slots[state.next] = .making
            return state.next
        }
    }

    private func make(_ index: Int) {
        let mask = recipes[index].make()
        state.withLock(wakingWaiters: true) { $0.slots[index] = .made(mask) }
    }
}
