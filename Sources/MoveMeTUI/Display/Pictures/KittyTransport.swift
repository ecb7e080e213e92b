import Glibc
import MoveMeTerminal

/// Where kitty's images' data go when the terminal reads them by name (`KittyMedium`): a ring
/// of names of the program's own, each a shared memory object (`/dev/shm/moveme-PID-N`) or a
/// temporary file (`TMPDIR/tty-graphics-protocol-moveme-PID-N`), written just before the
/// command that names it; kitty reads and removes each. A name still there when its turn comes
/// round (kitty has not read it yet) is not written over: that image goes as base64. Every name
/// of the ring is removed on every way out (`paths`, for the restore and the crash guard), those
/// kitty did not take too: nothing is left in /dev/shm or the temporary folder.
final class KittyTransport {
    let medium: KittyMedium
    /// The ring: what a command names, and the file it is.
    let slots: [(name: String, path: String)]
    private var next = 0

    /// How many images may wait to be read at once.
    static let ringSize = 8

    /// A ring for `medium` (nil for `direct`, which names nothing), under `pid`; temporary
    /// files in `directory` (TMPDIR's, or /tmp).
    init?(medium: KittyMedium, pid: Int32 = getpid(), directory: String? = nil) {
        self.medium = medium
        let temporary = directory ?? Self.temporaryDirectory
        func slot(_ n: String) -> (name: String, path: String)? {
            switch medium {
            case .direct: return nil
            case .sharedMemory: return ("/moveme-\(pid)-\(n)", "/dev/shm/moveme-\(pid)-\(n)")
            case .temporaryFile:
                let path = "\(temporary)/\(KittyMedium.temporaryFileMark)-moveme-\(pid)-\(n)"
                return (path, path)
            }
        }
        let slots = (0..<Self.ringSize).compactMap { slot(String($0)) }
        guard !slots.isEmpty else { return nil }
        self.slots = slots
    }

    /// Every path the ring may leave behind.
    var paths: [String] { slots.map(\.path) }

    /// Writes `data` under the ring's next name: the name, or nil where it cannot (kitty has not
    /// read that one yet, or the file cannot be made): the image then goes as base64.
    func write(_ data: [UInt8]) -> String? {
        let slot = slots[next]
        next = (next + 1) % slots.count
        let file = open(slot.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { Glibc.write(file, $0.baseAddress! + offset, data.count - offset) }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                unlink(slot.path)
                return nil
            }
        }
        return slot.name
    }

    /// Removes what is left of the ring.
    func removeAll() {
        for path in paths { unlink(path) }
    }

    /// Removes what earlier runs that were killed outright (SIGKILL, which no way out survives)
    /// left of their rings in /dev/shm and in `directory`: names of the program's whose process
    /// is gone. A run still going keeps its own.
    static func removeOrphans(directory: String? = nil) {
        let temporary = directory ?? temporaryDirectory
        for (folder, prefix) in [("/dev/shm", "moveme-"), (temporary, "\(KittyMedium.temporaryFileMark)-moveme-")] {
            guard let listing = opendir(folder) else { continue }
            defer { closedir(listing) }
            while let entry = readdir(listing) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                guard name.hasPrefix(prefix) else { continue }
                let parts = name.dropFirst(prefix.count).split(separator: "-")
                guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, Int(parts[1]) != nil,
                      kill(pid, 0) != 0, errno == ESRCH else { continue }
                unlink("\(folder)/\(name)")
            }
        }
    }

    /// TMPDIR where it is set and absolute, /tmp otherwise (as kitty looks for temporary files).
    static var temporaryDirectory: String {
        if let value = getenv("TMPDIR").map({ String(cString: $0) }), value.hasPrefix("/") {
            return value.count > 1 && value.hasSuffix("/") ? String(value.dropLast()) : value
        }
        return "/tmp"
    }
}
