import Glibc
import MoveMeScenes

/// Reading a greetings file: the one part of it that is I/O.
extension GreetingsFile {
    /// The greetings in the file at `path`.
    public static func load(path: String) throws(GreetingsFileError) -> [String] {
        try parse(fileBytes(path: path), path: path)
    }

    /// Reads at most one byte more than the limit, so a huge file or an endless device is
    /// refused without being read whole.
    private static func fileBytes(path: String) throws(GreetingsFileError) -> [UInt8] {
        // Non-blocking, so a named pipe nobody writes to cannot hang the start; reads block
        // again afterwards (such a pipe then reads as empty, and an active one as its data).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let error = errno
            throw error == ENOENT || error == ENOTDIR ? .missing(path: path) : unreadable(path, error)
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(path, errno) }
        let fileType = status.st_mode & mode_t(S_IFMT)
        // open(2) accepts a directory for reading; read(2) would then fail with EISDIR.
        guard fileType != mode_t(S_IFDIR) else { throw .isDirectory(path: path) }
        // A regular file's size is known; pipes and devices are found out by reading.
        if fileType == mode_t(S_IFREG) && Int(status.st_size) > maximumByteCount {
            throw .tooLarge(path: path)
        }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maximumByteCount {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                let error = errno
                if error == EINTR { continue }
                throw unreadable(path, error)
            }
            bytes += chunk[..<count]
        }
        guard bytes.count <= maximumByteCount else { throw .tooLarge(path: path) }
        return bytes
    }

    private static func unreadable(_ path: String, _ error: Int32) -> GreetingsFileError {
        .unreadable(path: path, reason: String(cString: strerror(error)))
    }
}
