import FlyingFox
import FlyingSocks
import Foundation
import Scenec
import Synchronization

/// `scenec serve`: the store of rendered scenes, the file watcher feeding it, and the HTTP server in
/// front of it. Start it, read `port` (useful with port 0), stop it.
public final class PreviewServer: Sendable {
    public struct Options: Sendable {
        /// The address to bind: 127.0.0.1 unless the user asks for another.
        public var host: String
        /// 0 picks a free port (tests).
        public var port: UInt16
        /// Device pixels per point of the PNGs.
        public var scale: Double
        public var compile: CompileOptions
        /// Render threads.
        public var workers: Int

        public init(host: String = "127.0.0.1", port: UInt16 = 8040, scale: Double = 2,
                    compile: CompileOptions = CompileOptions(), workers: Int = 2) {
            self.host = host
            self.port = port
            self.scale = scale
            self.compile = compile
            self.workers = workers
        }
    }

    public let store: PreviewStore
    /// The port the server listens on.
    public let port: UInt16
    private let server: HTTPServer
    private let watcher: FileWatcher
    private let task: Task<Void, Never>

    private init(store: PreviewStore, port: UInt16, server: HTTPServer, watcher: FileWatcher, task: Task<Void, Never>) {
        self.store = store
        self.port = port
        self.server = server
        self.watcher = watcher
        self.task = task
    }

    /// Finds and starts rendering the scenes named by `arguments`, watches them, and listens.
    /// Throws `ServeError` when an argument is missing, the address is not numeric, or the port is taken.
    public static func start(arguments: [String], options: Options) async throws(ServeError) -> PreviewServer {
        let address: any SocketAddress
        do {
            address = try Self.address(host: options.host, port: options.port)
        } catch {
            throw ServeError(message: "--host takes a numeric IPv4 or IPv6 address (or localhost), got \"\(options.host)\"", status: .usage)
        }
        let store = PreviewStore(arguments: arguments, scale: options.scale, options: options.compile, workers: options.workers)
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher { batch in Task { await store.filesChanged(batch) } }
        } catch {
            throw ServeError(message: "error: \(error.message)", status: .io)
        }
        for argument in arguments {
            if FileIO.isDirectory(argument) {
                watcher.watch(folder: argument, recursive: true)
            } else {
                watcher.watch(folder: PathName.folder(of: argument))
            }
        }
        do throws(ScenecError) {
            try await store.start { dependencies in watcher.watch(filesIn: dependencies) }
        } catch {
            watcher.stop()
            await store.shutdown()
            throw ServeError(message: error.description, status: .io)
        }
        let server = HTTPServer(address: address, timeout: 60, logger: .disabled, handler: PreviewRoutes(store: store))
        // `run` throws at once when the address cannot be bound; poll for that or for listening, so a
        // taken port is reported right away rather than after a timeout.
        let failure = StartFailure()
        let task = Task {
            do { try await server.run() } catch { failure.message.withLock { $0 = "\(error)" } }
        }
        let clock = ContinuousClock(), start = clock.now
        while await !server.isListening {
            let failed = failure.message.withLock { $0 }
            if failed != nil || clock.now - start > .seconds(10) {
                task.cancel()
                watcher.stop()
                await store.shutdown()
                throw ServeError(message: "error: cannot listen on \(options.host):\(options.port): \(failed ?? "timed out")", status: .io)
            }
            try? await Task.sleep(for: .milliseconds(10))
        }
        let port: UInt16
        switch await server.listeningAddress {
        case .ip4(_, let bound), .ip6(_, let bound): port = bound
        case .unix, nil: port = options.port
        }
        return PreviewServer(store: store, port: port, server: server, watcher: watcher, task: task)
    }

    /// Stops watching, closes every page's WebSocket, and stops the server (waiting a moment for
    /// requests in flight).
    public func stop() async {
        watcher.stop()
        await store.shutdown()
        await server.stop(timeout: 0.5)
        task.cancel()
        _ = await task.value
    }

    static func address(host: String, port: UInt16) throws -> any SocketAddress {
        let numeric = host == "localhost" ? "127.0.0.1" : host
        if numeric.contains(":") { return try sockaddr_in6.inet6(ip6: numeric, port: port) }
        return try sockaddr_in.inet(ip4: numeric, port: port)
    }
}

/// Why `serve` or `watch` could not start, and the exit status it calls for.
public struct ServeError: Error, Sendable, CustomStringConvertible {
    public enum Status: Sendable { case usage, io }
    public var message: String
    public var status: Status
    public var description: String { message }

    public init(message: String, status: Status) {
        self.message = message
        self.status = status
    }
}

/// What `HTTPServer.run` threw before the server was listening, if anything.
private final class StartFailure: Sendable {
    let message = Mutex<String?>(nil)
}
