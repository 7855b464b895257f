import Dispatch
import ScenecCore

/// Runs `body` on a thread with a scene's stack (`HelperThread.sceneStackBytes`), as `scenec` compiles
/// scenes, and returns its result: a test's own thread (a Swift concurrency pool thread) has too little
/// stack for the deepest scenes the limits accept in an unoptimised build.
public func onSceneStack<Result>(_ body: @escaping () -> Result) -> Result {
    let box = SceneStackBox(body)
    let done = DispatchSemaphore(value: 0)
    let started = HelperThread.start(stackBytes: HelperThread.sceneStackBytes) {
        box.result = box.body()
        done.signal()
    }
    if started != 0 { return body() }
    done.wait()
    // The thread set the result before it signalled.
    return box.result ?? body()
}

/// The body and its result, handed to the thread and back (the semaphore orders the two).
private final class SceneStackBox<Result>: @unchecked Sendable {
    var body: () -> Result
    var result: Result?
    init(_ body: @escaping () -> Result) { self.body = body }
}
