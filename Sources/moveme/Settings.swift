import ArgumentParser
import Glibc
import MoveMeRendering
import MoveMeScenes
import MoveMeStrings
import MoveMeTUI

/// `moveme settings`: the preferences as `defaults` shows them — listed with their values, read
/// or set one at a time, or reset — in the file the program keeps them in.
struct Settings: ParsableCommand {
    /// Texts in the user's language, the program's.
    static var strings: Strings { MoveMe.strings }

    static var configuration: CommandConfiguration {
        CommandConfiguration(abstract: strings[.settingsAbstract],
                             subcommands: [List.self, Get.self, Set.self, Reset.self], defaultSubcommand: List.self)
    }

    /// The preferences' keys, for a message.
    static var keys: String { Preferences.specifiers.map(\.key).joined(separator: ", ") }

    /// The store the program uses (off with MOVEME_NO_PREFERENCES, which the tests set).
    static func store() -> PreferencesStore {
        PreferencesStore.standard(environment: MoveMe.environment, strings: strings)
    }

    /// `moveme settings` or `moveme settings list`: each preference, its value and its title.
    struct List: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Settings.strings[.settingsListAbstract])
        }

        func run() throws {
            let store = Settings.store()
            if store.path == nil { warn(Settings.strings[.settingsDisabled]) }
            if let warning = store.load() { warn(warning) }
            print(Settings.listing(store, width: OutputColumns.of(environment: MoveMe.environment)))
        }
    }

    /// `moveme settings set KEY VALUE`.
    struct Set: ParsableCommand {
        static var configuration: CommandConfiguration {
            // Both are needed (`validate` says which is missing, in the user's language): the
            // usage says so, where the optional key would show as "[<key>]".
            CommandConfiguration(abstract: Settings.strings[.settingsSetAbstract], usage: "moveme settings set <key> <value>")
        }

        @Argument(help: ArgumentHelp(Settings.strings.format(.optionSettingKey, Settings.keys), valueName: "key"),
                  completion: .list(Preferences.specifiers.map(\.key)))
        var key: String?

        // Everything after the key, so that a value starting with "-" ("-1") is a value the
        // preference refuses rather than an unknown option; exactly one is allowed.
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp(Settings.strings[.optionSettingValue], valueName: "value"))
        var values: [String] = []

        /// A key and one value, or the reason, in the user's language, with what was missing
        /// (the keys, the values the preference takes): the reason then points at this
        /// command's help (`UsageReason.command`).
        func validate() throws {
            let strings = Settings.strings
            guard let key else { throw ValidationError(strings.format(.settingsMissingKey, Settings.keys)) }
            guard values.count != 1 else { return }  // the key and the value are checked when set
            guard let specifier = Preferences.specifier(key) else {
                throw ValidationError(PreferenceError.unknownKey(key).message(strings))
            }
            throw ValidationError(values.isEmpty ? strings.format(.settingsMissingValue, key, specifier.allowedValues)
                                                 : strings.format(.settingsOneValue, key, String(values.count)))
        }

        /// Sets the value over the file's lines. A bad value in the file is no reason to refuse
        /// (it was: only `reset` got out of it, and lost the person's other lines): the key's
        /// line is mended, another key's is left as it is and said, as it still keeps the
        /// program from using the file.
        func run() throws {
            let strings = Settings.strings
            let store = Settings.store()
            guard store.path != nil else { fail(strings[.settingsDisabled]) }
            if let warning = store.load(allowingBadValues: true) {
                warn(warning)
                fail(strings[.settingsCannotSet])
            }
            let key = key!, written = store.writtenValue(of: key)
            var preferences = store.preferences
            do {
                try preferences.set(key, to: values[0])
            } catch {
                fail(error.message(strings))
            }
            store.update { $0 = preferences }
            if let warning = store.save() { fail(warning) }
            print(Settings.change(of: key, to: preferences[key]!, written: written))
            for bad in preferences.badValues {
                warn(strings.format(.settingsBadValueKept, String(bad.line), SafeText.escaped(bad.value), bad.key))
            }
        }
    }

    /// What `settings set` says it did: the key, its value, and the value before (the file's,
    /// as written; the default when the file did not set it).
    static func change(of key: String, to value: String, written: String?) -> String {
        let specifier = Preferences.specifier(key)!
        guard let written else {
            return value == specifier.defaultValue ? strings.format(.settingsUnchanged, key, value)
                : strings.format(.settingsChangedFromDefault, key, value, specifier.defaultValue)
        }
        return specifier.normalized(written) == value ? strings.format(.settingsUnchanged, key, value)
            : strings.format(.settingsChanged, key, value, SafeText.escaped(written))
    }

    /// `moveme settings get KEY`: the value the program would use, alone on stdout; when the
    /// file does not set it, a line on stderr says it is the default.
    struct Get: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Settings.strings[.settingsGetAbstract], usage: "moveme settings get <key>")
        }

        @Argument(help: ArgumentHelp(Settings.strings.format(.optionSettingKey, Settings.keys), valueName: "key"),
                  completion: .list(Preferences.specifiers.map(\.key)))
        var key: String?

        func validate() throws {
            guard let key else { throw ValidationError(Settings.strings.format(.settingsMissingKey, Settings.keys)) }
            guard Preferences.specifier(key) != nil else {
                throw ValidationError(PreferenceError.unknownKey(key).message(Settings.strings))
            }
        }

        func run() throws {
            let store = Settings.store()
            var said = store.path == nil
            if said { warn(Settings.strings[.settingsDisabled]) }
            if let warning = store.load() {
                warn(warning)
                said = true
            }
            let value = store.preferences[key!]!
            print(value)
            if !said, store.writtenValue(of: key!) == nil { warn(Settings.strings.format(.settingsGetDefault, key!, value)) }
        }
    }

    /// `moveme settings reset`: every preference to its default, written even over a file that
    /// could not be used.
    struct Reset: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Settings.strings[.settingsResetAbstract])
        }

        func run() throws {
            let store = Settings.store()
            guard store.path != nil else { fail(Settings.strings[.settingsDisabled]) }
            if let warning = store.reset() { fail(warning) }
        }
    }

    /// The header with the file's path, then a line a preference: key, value, title and the
    /// values it takes, in columns measured by display width (titles may be double-width), in
    /// lines of at most `width` columns (the title and the values go on under the title).
    static func listing(_ store: PreferencesStore, width: Int) -> String {
        let path = store.path.map { SafeText.escaped($0) } ?? "--no-preferences"
        var lines = LineBreaks.lines(strings.format(.settingsHeader, path), width: width)
        let keyWidth = Preferences.specifiers.map { $0.key.count }.max() ?? 0
        let valueWidth = Preferences.specifiers.map { store.preferences[$0.key]!.count }.max() ?? 0
        for specifier in Preferences.specifiers {
            let value = store.preferences[specifier.key]!
            let head = "  " + padded(specifier.key, keyWidth) + "  " + padded(value, valueWidth) + "  "
            let title = strings[specifier.title] + " (" + specifier.allowedValues + ")"
            lines += HelpPage.hanging(head, title, width: width)
        }
        return lines.joined(separator: "\n")
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}

/// `moveme: <message>` on stderr.
private func warn(_ message: String) {
    var line = Array("moveme: \(message)\n".utf8)
    _ = write(STDERR_FILENO, &line, line.count)
}

/// `moveme: <message>` on stderr, exit status 2.
private func fail(_ message: String) -> Never {
    warn(message)
    exit(2)
}
