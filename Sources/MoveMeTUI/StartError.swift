/// A reason the program cannot start, shown as `moveme: <reason>` on stderr (exit status 2).
struct StartError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
