import Glibc
import MoveMeCore
import MoveMeTUI

/// Where an app's defaults (`Application.userDefaults`) live between runs:
/// `$XDG_CONFIG_HOME/<name>/defaults` (`~/.config/<name>/defaults` by default), as MoveMe's
/// preferences live under its name. Read before launch, written at the end when they changed,
/// so that a crash or a kill at any moment leaves the old file or the new one, whole. None with
/// MOVEME_NO_PREFERENCES set, without a home folder, or for a name that is not one folder's.
struct DefaultsFile {
    static let fileName = "defaults"
    /// Larger than MoveMe's preferences: an app may keep its documents' text here.
    static let maximumByteCount = 1 << 20
    let path: String?

    init(name: String, environment: [String: String]) {
        let usable = !name.isEmpty && !name.hasPrefix(".") && !name.contains("/")
        path = PreferencesStore.isDisabled(environment: environment) || !usable ? nil : PreferencesStore.folder(environment: environment, name: name).map { $0 + "/" + Self.fileName }
    }

    /// The file's defaults into `defaults`; the reason it cannot be read, if it exists and
    /// cannot (the app then starts with none, and the file is not written over).
    func load(into defaults: UserDefaults) -> String? {
        guard let path else { return nil }
        do {
            guard let bytes = try PreferencesStore.readFile(path, limit: Self.maximumByteCount) else { return nil }
            guard let text = String(validating: bytes, as: UTF8.self) else { return "\(path): not UTF-8 text" }
            for (key, value) in UserDefaults(text: text).values { defaults.set(value, forKey: key) }
            defaults.markSaved()
            return nil
        } catch {
            return "\(path): \(error.reason)"
        }
    }

    /// Writes `defaults` if they changed since they were read; the reason it failed, if it did.
    func save(_ defaults: UserDefaults) -> String? {
        guard let path, defaults.hasUnsavedChanges else { return nil }
        do {
            try PreferencesStore.writeAtomically(Array(defaults.text.utf8), to: path)
            defaults.markSaved()
            return nil
        } catch {
            return "\(path): \(error.reason)"
        }
    }
}
