import Foundation

/// Runs `body` with file descriptors 1 and 2 (the terminal, in the real program) on a pipe;
/// what was written to either meanwhile.
func capturingTerminalOutput(_ body: () -> Void) -> Data {
    fflush(nil)  // every C stream: nothing buffered before may land in the pipe
    let pipe = Pipe()
    let saved = (dup(1), dup(2))
    dup2(pipe.fileHandleForWriting.fileDescriptor, 1)
    dup2(pipe.fileHandleForWriting.fileDescriptor, 2)
    body()
    fflush(nil)
    dup2(saved.0, 1)
    dup2(saved.1, 2)
    close(saved.0)
    close(saved.1)
    try? pipe.fileHandleForWriting.close()
    return pipe.fileHandleForReading.readDataToEndOfFile()
}
