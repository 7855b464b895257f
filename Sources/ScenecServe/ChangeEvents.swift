import FlyingFox

/// The live-reload channel: each open page holds a WebSocket to `/events` and is sent the store's
/// generation number whenever a scene changed; the page then fetches `/state` and reloads pictures.
struct ChangeEvents: WSMessageHandler {
    let store: PreviewStore

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let changes = await store.subscribe()
        return AsyncStream { continuation in
            let forward = Task {
                for await generation in changes {
                    continuation.yield(.text(String(generation)))
                }
                // The store shut down: close the socket so the server can stop.
                continuation.yield(.close(.normalClosure))
                continuation.finish()
            }
            let listen = Task {
                // The page never sends anything that matters; its closing ends the subscription.
                for await message in client {
                    if case .close = message { break }
                }
                forward.cancel()
                continuation.finish()
            }
            continuation.onTermination = { _ in
                forward.cancel()
                listen.cancel()
            }
        }
    }
}
