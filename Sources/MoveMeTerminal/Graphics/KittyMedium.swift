/// How an image's pixels reach kitty, as its protocol's `t` key says and as kitty's own `icat`
/// chooses: in the command itself as base64 (`t=d`), the only way over ssh; or by name, the
/// data in a POSIX shared memory object (`t=s`) or a temporary file (`t=t`), which kitty reads
/// and removes, so a frame sends a few dozen bytes for an image. A terminal reads a medium
/// only if it answers its query (`GraphicsQueries`) with OK.
public enum KittyMedium: Equatable, Sendable, CaseIterable {
    case direct, sharedMemory, temporaryFile

    /// The protocol's `t` key.
    var key: String {
        switch self {
        case .direct: "d"
        case .sharedMemory: "s"
        case .temporaryFile: "t"
        }
    }

    /// The id of this medium's query: the kitty query's, then one each.
    public func queryID(after kittyID: UInt32) -> UInt32 {
        switch self {
        case .direct: kittyID
        case .sharedMemory: kittyID &+ 1
        case .temporaryFile: kittyID &+ 2
        }
    }

    /// A temporary file's name must hold this for kitty to read it (and remove it after).
    public static let temporaryFileMark = "tty-graphics-protocol"
}
