/// The application object, as UIApplication: the end of every window's responder chain, and
/// the owner of the run loop that fires delayed performs (telling a single tap from a double
/// tap waits on it).
///
/// Small on purpose: the life cycle (launched, resign and become active, terminate) and the
/// delegate that hears of it belong here when they come. A touch no responder handled reaches
/// it and stops.
open class Application: Responder {
    public let runLoop: RunLoop
    /// Its pasteboards: `pasteboards.general` is UIPasteboard.general, kept per application so
    /// that nothing leaks between two of them.
    public let pasteboards = Pasteboards()

    public init(runLoop: RunLoop = RunLoop()) {
        self.runLoop = runLoop
        super.init()
    }

    /// The end of the chain.
    open override var next: Responder? { nil }

    // Touches that reach the application have been passed over by every view: they end here.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
}
