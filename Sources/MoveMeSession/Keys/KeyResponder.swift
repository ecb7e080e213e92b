import MoveMeTerminal

/// Something that may take a key, and whom to ask next when it does not: the front end's chain
/// for keys, as UIKit sends key commands from the first responder up the responder chain. The
/// scene is asked first (`SceneResponder`), then the session (the program's keys).
protocol KeyResponder: AnyObject {
    var nextKeyResponder: KeyResponder? { get }

    /// Performs `key` if one of this responder's commands takes it; false to pass it on.
    func perform(_ key: Key, at time: Double) -> Bool
}

extension KeyResponder {
    /// Sends `key` up the chain from here; false when no responder took it.
    @discardableResult
    func send(_ key: Key, at time: Double) -> Bool {
        var responder: KeyResponder? = self
        while let current = responder {
            if current.perform(key, at: time) { return true }
            responder = current.nextKeyResponder
        }
        return false
    }
}
