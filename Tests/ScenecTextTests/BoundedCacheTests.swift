@testable import ScenecText
import Testing

@Suite struct BoundedCacheTests {
    @Test func neverHoldsMoreThanTwoGenerations() {
        var cache = BoundedCache<Int, Int>(capacity: 3)
        for i in 0..<1000 {
            cache.insert(i * i, for: i)
            #expect(cache.count <= 6, "after \(i): \(cache.count)")
        }
        // The latest insertions are still there, with their values; the earliest are gone.
        #expect(cache.value(for: 999) == 999 * 999)
        #expect(cache.value(for: 0) == nil)
    }

    @Test func aRecentlyUsedEntrySurvivesAndAnUnusedOneIsDropped() {
        var cache = BoundedCache<String, Int>(capacity: 3)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")
        cache.insert(4, for: "d")  // a, b, c become the older generation
        #expect(cache.count == 4)
        #expect(cache.value(for: "a") == 1)  // used: copied back into the recent generation
        cache.insert(5, for: "e")
        cache.insert(6, for: "f")  // recent (d, a, e) is full: it becomes older, b and c are dropped
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "c") == nil)
        #expect(cache.value(for: "f") == 6)
    }

    @Test func reinsertingAKeyDoesNotRotate() {
        var cache = BoundedCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "b")  // replaces b in place: recent is full but the key is already there
        #expect(cache.count == 2)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "b") == 3)
    }
}
