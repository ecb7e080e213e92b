/// A reason the program cannot start, shown as `moveme: <reason>` on stderr (exit status 2).
public struct StartError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
