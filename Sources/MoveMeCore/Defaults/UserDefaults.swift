/// An app's defaults, as Foundation's `UserDefaults`: values by key that outlive a run (text,
/// whole numbers, numbers, truth values, lists of text), with registered defaults under them.
/// One for each application (`Application.userDefaults`), as its pasteboards are, not a global
/// `standard`; the front end reads them from a file before launch and writes them back when
/// they changed, at the end (MoveMeKit's, under the app's own name). The model does no I/O:
/// `text` and `init(text:)` are the file's contents.
public final class UserDefaults {
    /// A value as kept.
    public enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case double(Double)
        case bool(Bool)
        case strings([String])
    }

    /// The values set, by key (not the registered defaults).
    public private(set) var values: [String: Value] = [:]
    private var registered: [String: Value] = [:]
    /// Whether a value was set or removed since the values were last read or written
    /// (`markSaved()`): the front end writes them only then.
    public private(set) var hasUnsavedChanges = false
    /// Told after every change, as `UserDefaults.didChangeNotification`.
    public var didChange: (() -> Void)?

    public init() {}

    /// Values used where none is set, as `register(defaults:)`: not written, and not told.
    public func register(defaults: [String: Value]) {
        registered.merge(defaults) { $1 }
    }

    /// The value for `key`: the one set, else the registered default.
    public func value(forKey key: String) -> Value? { values[key] ?? registered[key] }

    public func string(forKey key: String) -> String? {
        switch value(forKey: key) {
        case .string(let text)?: text
        case .integer(let number)?: String(number)
        case .double(let number)?: String(number)
        case .bool(let truth)?: String(truth)
        default: nil
        }
    }

    /// 0 where there is none or it is not a number, as Foundation's.
    public func integer(forKey key: String) -> Int {
        switch value(forKey: key) {
        case .integer(let number)?: number
        case .double(let number)? where number.isFinite && abs(number) < 9e18: Int(number)
        case .string(let text)?: Int(text) ?? 0
        case .bool(let truth)?: truth ? 1 : 0
        default: 0
        }
    }

    public func double(forKey key: String) -> Double {
        switch value(forKey: key) {
        case .double(let number)?: number
        case .integer(let number)?: Double(number)
        case .string(let text)?: Double(text) ?? 0
        case .bool(let truth)?: truth ? 1 : 0
        default: 0
        }
    }

    /// False where there is none, as Foundation's; "true", "yes" and non-zero numbers are true.
    public func bool(forKey key: String) -> Bool {
        switch value(forKey: key) {
        case .bool(let truth)?: truth
        case .integer(let number)?: number != 0
        case .double(let number)?: number != 0
        case .string(let text)?: ["true", "yes", "1"].contains(text.lowercased())
        default: false
        }
    }

    public func stringArray(forKey key: String) -> [String]? {
        if case .strings(let list)? = value(forKey: key) { return list }
        return nil
    }

    /// Sets `key`'s value; nil removes it.
    public func set(_ value: Value?, forKey key: String) {
        guard values[key] != value else { return }
        values[key] = value
        hasUnsavedChanges = true
        didChange?()
    }

    public func set(_ text: String?, forKey key: String) { set(text.map(Value.string), forKey: key) }
    public func set(_ number: Int, forKey key: String) { set(.integer(number), forKey: key) }
    public func set(_ number: Double, forKey key: String) { set(.double(number), forKey: key) }
    public func set(_ truth: Bool, forKey key: String) { set(.bool(truth), forKey: key) }
    public func set(_ list: [String], forKey key: String) { set(.strings(list), forKey: key) }

    public func removeObject(forKey key: String) { set(nil as Value?, forKey: key) }

    /// The values are as the file has them: read, or just written.
    public func markSaved() { hasUnsavedChanges = false }
}
