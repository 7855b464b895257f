#if canImport(Glibc)
import Glibc
#endif

/// Keeps a spawned child from inheriting the parent's open descriptors.
///
/// Why: a descriptor without FD_CLOEXEC stays open in every child spawned while it is open, for the
/// child's whole life. SwiftNIO accepts connections without FD_CLOEXEC, so a helper process started
/// while `scenec serve` holds a connection kept that socket alive after the server closed it: the
/// client never saw the close (a slow client's deadline, an idle timeout) until the helper ended. The
/// same holds for any file or pipe another thread has open at that moment.
public enum InheritedDescriptors {
    /// Adds an action to `actions` that closes every descriptor from `lowest` up in the child, after
    /// the actions added before it (so `dup2` onto 0, 1 and 2 first, then close from 3).
    ///
    /// glibc 2.34's `posix_spawn_file_actions_addclosefrom_np` does it in one step; without it, each
    /// descriptor open now is closed by its own action (one opened by another thread between this
    /// call and the spawn may still be inherited).
    public static func closeAll(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        if let addCloseFrom, addCloseFrom(&actions, lowest) == 0 { return }
        for descriptor in openDescriptors() where descriptor >= lowest {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// The descriptors open in this process (the entries of /proc/self/fd, less the listing's own).
    public static func openDescriptors() -> [Int32] {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var found: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let descriptor = Int32(name), descriptor != own { found.append(descriptor) }
        }
        return found
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Declared only under _GNU_SOURCE, so looked up by name, as `AvailableCores` does.
    private static let addCloseFrom: AddCloseFrom? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()
}
