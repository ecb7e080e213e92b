#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MoveMeScenes

/// The file system under the store: reading a file without trusting it, writing one so that a
/// crash leaves the old or the new one whole, and the temporary files a killed save left.
extension PreferencesStore {
    /// A system call's failure, in the system's words.
    package struct FileError: Error, CustomStringConvertible {
        package let reason: String
        package var description: String { reason }
        /// The file is over the format's limit (said in the store's language).
        var tooLarge = false
        init(_ reason: String) { self.reason = reason }
        init(tooLarge: Bool) {
            reason = PreferencesFileError.tooLarge.description
            self.tooLarge = tooLarge
        }
        static func errno(_ code: Int32 = Glibc.errno) -> FileError { FileError(String(cString: strerror(code))) }
    }

    /// The file's bytes; nil when there is no file. Refuses directories, devices that never
    /// end and files over `limit` (the preferences format's unless given) without reading them
    /// whole.
    package static func readFile(_ path: String, limit: Int = PreferencesFile.maximumByteCount) throws(FileError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw .errno(code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .errno() }
        guard status.st_mode & S_IFMT == S_IFREG else { throw FileError("not a regular file") }
        guard Int(status.st_size) <= limit else { throw FileError(tooLarge: true) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .errno()
            }
            bytes += chunk[..<count]
        }
        guard bytes.count <= limit else { throw FileError(tooLarge: true) }
        return bytes
    }

    /// Replaces the file at `path` with `bytes` so that at every moment the path holds the old
    /// file or the new one, whole: a temporary file in the same folder (so rename stays on one
    /// file system), written and flushed to the disk, renamed over the old one, and the folder
    /// flushed so the rename itself lasts. Makes the folder (and its parents) if missing.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        try makeFolder(folder)
        let temporary = folder + "/." + name + ".tmp-" + String(getpid())
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw .errno() }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let failure = FileError.errno()
                close(descriptor)
                unlink(temporary)
                throw failure
            }
            written += count
        }
        guard fsync(descriptor) == 0 else {
            let failure = FileError.errno()
            close(descriptor)
            unlink(temporary)
            throw failure
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let failure = FileError.errno()
            unlink(temporary)
            throw failure
        }
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
        removeAbandonedTemporaries(of: name, in: folder)
    }

    /// Removes the temporary files of saves of the file `name`
    /// that were killed before their rename: those of processes that no longer exist (a live
    /// one may be saving right now).
    static func removeAbandonedTemporaries(of name: String, in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let prefix = "." + name + ".tmp-"
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(prefix), let pid = pid_t(name.dropFirst(prefix.count)), pid > 0, pid != getpid(),
                  !isRunning(pid) else { continue }
            unlink(folder + "/" + name)
        }
    }

    /// Whether a process exists and has not ended: a killed one stays a zombie until its
    /// parent (or init) reaps it, and `kill(pid, 0)` still finds it then; Linux's
    /// `/proc/PID/stat` says "Z".
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let stat = try? readFile("/proc/\(pid)/stat"), let close = stat.lastIndex(of: UInt8(ascii: ")")),
              close + 2 < stat.count else { return true }
        return stat[close + 2] != UInt8(ascii: "Z")
    }

    /// Whether the file was made read-only (no write permission for anyone, or on a read-only
    /// file system): kept as it is, though a rename over it would succeed (and root could write).
    static func isReadOnly(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return status.st_mode & 0o222 == 0 || (access(path, W_OK) != 0 && errno == EROFS)
    }

    /// `mkdir -p`, private to the user (0700) as XDG asks of the folders it makes.
    private static func makeFolder(_ folder: String) throws(FileError) {
        guard !folder.isEmpty, mkdir(folder, 0o700) != 0 else { return }
        switch errno {
        case EEXIST: return
        case ENOENT:
            if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
                try makeFolder(String(folder[..<slash]))
                if mkdir(folder, 0o700) == 0 || errno == EEXIST { return }
            }
            throw .errno()
        default: throw .errno()
        }
    }
}
