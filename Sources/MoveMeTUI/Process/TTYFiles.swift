import Glibc

/// The terminal's two ends, passed in as termbox2's `tb_init_rwfd` takes them: the program
/// reads input from one and draws on the other, and nothing else in it names stdin or stdout.
public struct TTYFiles: Sendable {
    public var input: Int32
    public var output: Int32

    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    public static let standard = TTYFiles(input: STDIN_FILENO, output: STDOUT_FILENO)
}
