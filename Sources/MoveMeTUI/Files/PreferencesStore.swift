#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering

/// The user defaults: `Preferences` kept in a file, `$XDG_CONFIG_HOME/moveme/preferences`
/// (`~/.config/moveme/preferences` by default), in `PreferencesFile`'s format.
///
/// A front end loads once at start, changes values through `update` as the person changes
/// them, and calls `save` after a change and at termination. Nothing it does can crash or lose
/// preferences: a missing file is the defaults (written at the first save); an unreadable or
/// unusable one is a one-line warning, the defaults, and the file left alone for the session
/// (only `reset` replaces it); a read-only one is read and never written; every save writes a
/// temporary file in the same folder, flushes it to the disk and renames it over the old one,
/// so a crash or a kill at any moment leaves the old file or the new one, whole (and the next
/// save removes the temporary file a killed one left).
public final class PreferencesStore {
    /// Set (to anything but "0"): run without preferences, as `--no-preferences`; for tests.
    public static let disablingVariable = "MOVEME_NO_PREFERENCES"
    public static let fileName = "preferences"

    /// The file; nil when preferences are off: nothing is read or written.
    public let path: String?
    /// The values in use: the file's, or the defaults, with the session's changes.
    public private(set) var preferences = Preferences()
    /// Messages are in this language.
    public let strings: Strings
    /// What the file held when last read or written (nil: no file), and its text: a save
    /// changes only the values that changed in it, so a person's comments and order stay.
    private var onDisk: Preferences?
    private var onDiskText: String?
    /// False once the file was found unusable or read-only: it is not written over.
    public private(set) var isWritable = true
    private var warnedReadOnly = false

    public init(path: String?, strings: Strings = Strings(.english)) {
        self.path = path
        self.strings = strings
    }

    /// The store a program run in `environment` uses: off with `disabled` (--no-preferences),
    /// with `MOVEME_NO_PREFERENCES` set, or when there is no home folder to keep it in.
    public static func standard(environment: [String: String], disabled: Bool = false,
                                strings: Strings = Strings(.english)) -> PreferencesStore {
        let off = disabled || isDisabled(environment: environment)
        let folder = off ? nil : self.folder(environment: environment)
        return PreferencesStore(path: folder.map { $0 + "/" + fileName }, strings: strings)
    }

    /// Whether `MOVEME_NO_PREFERENCES` is set to anything but "0": no file is read or written,
    /// MoveMe's preferences or an app's defaults.
    public static func isDisabled(environment: [String: String]) -> Bool {
        environment[disablingVariable].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// `$XDG_CONFIG_HOME/moveme`, or `$HOME/.config/moveme` (another app's: its `name`): the
    /// XDG base directory rules (a relative XDG_CONFIG_HOME is ignored). nil without either.
    public static func folder(environment: [String: String], name: String = "moveme") -> String? {
        base(environment, "XDG_CONFIG_HOME", else: ".config").map { $0 + "/" + name }
    }

    /// `$XDG_CACHE_HOME/moveme`, or `$HOME/.cache/moveme`, by the same rules: where the program
    /// keeps what it needs only to go faster (`FontChoicesFile`).
    static func cacheFolder(environment: [String: String]) -> String? {
        base(environment, "XDG_CACHE_HOME", else: ".cache").map { $0 + "/moveme" }
    }

    /// The absolute folder `variable` names, else `fallback` in the home folder.
    private static func base(_ environment: [String: String], _ variable: String, else fallback: String) -> String? {
        if let folder = environment[variable], folder.hasPrefix("/") { return trimmed(folder) }
        if let home = environment["HOME"], home.hasPrefix("/") { return trimmed(home) + "/" + fallback }
        return nil
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path == "/" ? "" : path
    }

    // MARK: The life of the preferences

    /// Reads the file: its preferences, or the defaults. Returns the one-line warning to show
    /// when the file exists but cannot be used (nil otherwise). `allowingBadValues`: a bad
    /// value does not make the file unusable (see `PreferencesFile.read`): the store then
    /// keeps the bad lines in `preferences.badValues` and writes over the file, those lines as
    /// they were, as `moveme settings set` does to mend one.
    @discardableResult
    public func load(allowingBadValues: Bool = false) -> String? {
        preferences = Preferences()
        onDisk = nil
        onDiskText = nil
        isWritable = true
        guard let path else { return nil }
        let bytes: [UInt8]?
        do {
            bytes = try Self.readFile(path)
        } catch {
            isWritable = false
            let reason = error.tooLarge ? PreferencesFileError.tooLarge.reason(strings) : error.reason
            return strings.format(.preferencesUnusable, SafeText.escaped(path), reason)
        }
        guard let bytes else { return nil }  // no file yet: the defaults
        do {
            let read = try allowingBadValues ? PreferencesFile.read(bytes) : PreferencesFile.parse(bytes)
            preferences = read
            onDisk = read
            // Valid UTF-8, line by line, once parsed.
            onDiskText = String(decoding: bytes, as: UTF8.self)
        } catch {
            isWritable = false
            return strings.format(.preferencesUnusable, SafeText.escaped(path), error.reason(strings))
        }
        if Self.isReadOnly(path) {
            isWritable = false
            warnedReadOnly = false
        }
        return nil
    }

    /// The value the file writes for `key` on its last line of it, as written (nil when none
    /// does, or there is no file): the value before a change, or none (the default).
    public func writtenValue(of key: String) -> String? {
        onDiskText.flatMap { PreferencesFile.writtenValue(of: key, in: $0) }
    }

    /// Changes values (a new greeting, scene, mode…); `save` writes them.
    public func update(_ change: (inout Preferences) -> Void) {
        change(&preferences)
    }

    /// Whether the values differ from what the file holds (the defaults when there is none).
    public var hasUnsavedChanges: Bool {
        path != nil && preferences != (onDisk ?? Preferences())
    }

    /// Writes the values if they changed, atomically. Returns a one-line warning when they
    /// cannot be written (a read-only file says so once; an unusable file is left alone in
    /// silence, its warning given at `load`); nil otherwise.
    @discardableResult
    public func save() -> String? {
        guard let path, hasUnsavedChanges else { return nil }
        guard isWritable else {
            guard onDisk != nil, !warnedReadOnly else { return nil }
            warnedReadOnly = true
            return strings.format(.preferencesReadOnly, SafeText.escaped(path))
        }
        return writeValues(preferences, to: path)
    }

    /// Every preference back to its default, written at once as a new file, even over an
    /// unusable one (the way out `moveme settings reset` gives). Returns a warning when it
    /// cannot be written.
    @discardableResult
    public func reset() -> String? {
        preferences = Preferences()
        guard let path else { return nil }
        isWritable = true
        onDiskText = nil
        return writeValues(preferences, to: path)
    }

    /// Over the file's text when there is one (its lines kept), else a new file's.
    private func writeValues(_ values: Preferences, to path: String) -> String? {
        let text = onDiskText.map { PreferencesFile.text(of: values, over: $0) } ?? PreferencesFile.text(of: values)
        do {
            try Self.writeAtomically(Array(text.utf8), to: path)
            onDisk = values
            onDiskText = text
            return nil
        } catch {
            return strings.format(.preferencesNotSaved, SafeText.escaped(path), error.reason)
        }
    }
}
