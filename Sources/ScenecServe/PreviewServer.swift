import NIOCore
import NIOPosix
import Scenec

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
        /// How long an HTTP connection may send nothing before it is closed (a page's events
        /// WebSocket is never closed for being quiet). Shorter in tests.
        public var idleTimeout: Duration
        /// How long a client may take to send a whole request (a trickle of bytes is never idle).
        public var requestTimeout: Duration
        /// `--data`: the rows `?row=N` on a picture's URL may choose (format 1.2).
        public var data: DataTable?

        public init(host: String = "127.0.0.1", port: UInt16 = 8040, scale: Double = 2,
                    compile: CompileOptions = CompileOptions(), workers: Int = 2, idleTimeout: Duration = .seconds(60),
                    requestTimeout: Duration = .seconds(10)) {
            self.host = host
            self.port = port
            self.scale = scale
            self.compile = compile
            self.workers = workers
            self.idleTimeout = idleTimeout
            self.requestTimeout = requestTimeout
        }
    }

    public let store: PreviewStore
    /// The port the server listens on.
    public let port: UInt16
    private let listener: PreviewListener
    private let watcher: FileWatcher

    private init(store: PreviewStore, port: UInt16, listener: PreviewListener, watcher: FileWatcher) {
        self.store = store
        self.port = port
        self.listener = listener
        self.watcher = watcher
    }

    /// Finds and starts rendering the scenes named by `arguments`, watches them, and listens.
    /// Throws `ServeError` when an argument is missing, the address is not numeric, the port is taken, or
    /// the server's threads cannot be started.
    public static func start(arguments: [String], options: Options) async throws(ServeError) -> PreviewServer {
        let address: SocketAddress
        do {
            address = try Self.address(host: options.host, port: options.port)
        } catch {
            throw ServeError(message: "--host takes a numeric IPv4 or IPv6 address (or localhost), got \"\(options.host)\"", status: .usage)
        }
        let store = try PreviewStore(arguments: arguments, scale: options.scale, options: options.compile, workers: options.workers,
                                     data: options.data)
        let watcher: FileWatcher
        do {
            // A completed save renders after 5 ms, not after the 60 ms meant for writes in progress:
            // the designer's save → picture loop (scripts/benchmark-preview).
            watcher = try FileWatcher(completedQuiet: .milliseconds(5)) { batch in Task { await store.filesChanged(batch) } }
        } catch {
            await store.shutdown()
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
        let listener: PreviewListener
        do {
            // Binding fails at once when the port is taken, so that is reported right away.
            listener = try await PreviewListener.start(address: address, routes: PreviewRoutes(store: store),
                                                    idleTimeout: options.idleTimeout, requestTimeout: options.requestTimeout)
        } catch {
            watcher.stop()
            await store.shutdown()
            throw ServeError(message: "error: cannot listen on \(options.host):\(options.port): \(error)", status: .io)
        }
        return PreviewServer(store: store, port: listener.port ?? options.port, listener: listener, watcher: watcher)
    }

    /// Stops watching, closes every page's WebSocket, and stops the server.
    public func stop() async {
        watcher.stop()
        await store.shutdown()
        await listener.stop(grace: .milliseconds(500))
    }

    /// The socket address for `--host` and `--port`: numeric only (a name would need a resolver and
    /// could bind somewhere unexpected), with `localhost` meaning 127.0.0.1.
    static func address(host: String, port: UInt16) throws -> SocketAddress {
        try SocketAddress(ipAddress: host == "localhost" ? "127.0.0.1" : host, port: Int(port))
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
