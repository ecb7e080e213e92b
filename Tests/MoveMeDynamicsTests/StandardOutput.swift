import Foundation

/// Runs `body` with file descriptor 1 on a pipe; what was written to it meanwhile.
func capturingStandardOutput(_ body: () -> Void) -> Data {
    fflush(nil)  // every C stream: nothing buffered before may land in the pipe
    let pipe = Pipe()
    let saved = dup(1)
    dup2(pipe.fileHandleForWriting.fileDescriptor, 1)
    body()
    fflush(nil)  // every C stream: nothing buffered before may land in the pipe
    dup2(saved, 1)
    close(saved)
    try? pipe.fileHandleForWriting.close()
    return pipe.fileHandleForReading.readDataToEndOfFile()
}
