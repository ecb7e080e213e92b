import Glibc

/// The state of what fontconfig's answers depend on, as one number: the files of its
/// configuration (fonts-conf(5): fonts.conf and the conf.d folders, the system's and the
/// user's), its caches' folders (fc-cache writes a new cache into them when fonts are installed
/// or removed), the user's font folders (which it rescans when they change), and the variables
/// it reads (FONTCONFIG_FILE, FONTCONFIG_PATH, and the locale, whose language it prefers a
/// fallback for). Each is taken by its modification time, size and inode, or its absence.
///
/// About sixty `stat`s, a tenth of a millisecond, where loading fontconfig took ten.
public enum FontconfigStamp {
    public static func current(environment: [String: String]) -> UInt64 {
        var hash = Hash()
        for name in ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "FC_LANG", "LC_ALL", "LC_CTYPE", "LANG"] {
            hash.add(name + "=" + (environment[name] ?? "-"))
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        func base(_ variable: String, _ fallback: String) -> String? {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home.map { $0 + "/" + fallback }
        }
        let system = environment["FONTCONFIG_PATH"] ?? "/etc/fonts"
        var files = [environment["FONTCONFIG_FILE"] ?? system + "/fonts.conf"]
        var folders = [system + "/conf.d"]
        if let config = base("XDG_CONFIG_HOME", ".config") {
            files.append(config + "/fontconfig/fonts.conf")
            folders.append(config + "/fontconfig/conf.d")
        }
        if let home {
            files.append(home + "/.fonts.conf")
            folders.append(home + "/.fonts.conf.d")
        }
        // Folders whose own entries are what changes: a cache written, a font dropped in.
        var changing = ["/var/cache/fontconfig", "/usr/share/fonts", "/usr/local/share/fonts"]
        changing += [base("XDG_CACHE_HOME", ".cache").map { $0 + "/fontconfig" }, home.map { $0 + "/.fontconfig" },
                     base("XDG_DATA_HOME", ".local/share").map { $0 + "/fonts" }, home.map { $0 + "/.fonts" }].compactMap { $0 }
        for path in files + changing { hash.add(path, status(of: path)) }
        for folder in folders {
            hash.add(folder, status(of: folder))
            for entry in entries(of: folder) { hash.add(entry, status(of: folder + "/" + entry)) }
        }
        return hash.value
    }

    /// A file's modification time, size and inode (through a symbolic link: conf.d's are
    /// links); zeros where there is none.
    private static func status(of path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [0, 0, 0, 0] }
        return [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino)]
    }

    /// A folder's entries by name, in order; none where it cannot be read.
    private static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// FNV-1a, 64 bits: stable from run to run, as Swift's `Hasher` is not.
    private struct Hash {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ text: String, _ numbers: [Int] = []) {
            for byte in text.utf8 { mix(byte) }
            mix(0)
            for number in numbers {
                for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: number >> shift)) }
            }
        }

        private mutating func mix(_ byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }
}
