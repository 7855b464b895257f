import ScenecModel
@testable import ScenecLayout
import Testing

/// "Find the size of an fr" (CSS §11.7.1) finishes on tracks sorted once past a few restarts (O(n log n)
/// for a hostile list that freezes one track per restart): the sorted form gives the restarting form's
/// answer.
@Suite struct GridFrSizeTests {
    private func sizing(_ tracks: [(flex: Double, base: Double)]) -> GridTrackSizing {
        let built = tracks.map { spec -> GridTrack in
            var track = GridTrack(GridTrackSize(.fr(spec.flex)), available: nil)
            track.base = spec.base
            return track
        } + [GridTrack(GridTrackSize(.points(30)), available: nil)]
        var sizing = GridTrackSizing(tracks: built, gap: 0, available: .maxContent, items: [], contribution: { _, _ in 0 })
        sizing.tracks[built.count - 1].base = 30
        return sizing
    }

    @Test func theSortedFormAgreesWithRestartingEveryTime() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let count = Int.random(in: 1...40, using: &generator)
            let tracks = (0..<count).map { _ in
                (flex: [0, 0.25, 0.5, 1, 2, 3].randomElement(using: &generator) ?? 1, base: Double.random(in: 0...200, using: &generator))
            }
            let model = sizing(tracks)
            let space = Double.random(in: 0...3000, using: &generator)
            let exact = model.frSize(in: 0..<model.tracks.count, space: space, exactRestarts: Int.max)
            let sorted = model.sortedFrSize(in: 0..<model.tracks.count, space: space)
            #expect(abs(exact - sorted) <= 1e-9 * max(1, abs(exact)), "\(tracks) in \(space): \(exact) != \(sorted)")
        }
    }
}
