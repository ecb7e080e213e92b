import MoveMeCore
import MoveMeStrings
import MoveMeRendering
/// The program's application delegate, as the original's MoveMeAppDelegate: it opens
/// `moveme://` URLs (`LaunchURL`) by applying the state they ask for to its host (scene,
/// greeting, slow animations, inspector) and refuses those it cannot handle, keeping the
/// reason for the message, as the guide's `handleOpenURL:` returns NO.
///
/// Open, with every method of the protocol implemented here, so that a front end's subclass
/// overrides them (save preferences at termination, say) and is called.
open class MoveMeAppDelegate: ApplicationDelegate {
    /// Weak: the host (the front end) owns the application, which owns this delegate.
    public weak var host: LaunchStateHost?
    /// What the URLs handled so far asked for, a later one's values over an earlier one's.
    public private(set) var launchState = LaunchState()
    /// Why the last URL was refused; nil once one is handled.
    public private(set) var refusal: LaunchURLError?

    public init(host: LaunchStateHost? = nil) {
        self.host = host
    }

    open func applicationDidFinishLaunching(_ application: Application) {}
    open func applicationWillResignActive(_ application: Application) {}
    open func applicationDidBecomeActive(_ application: Application) {}
    open func applicationWillTerminate(_ application: Application) {}
    open func applicationDidReceiveMemoryWarning(_ application: Application) {}

    /// Parses `url`; refused (false, `refusal` says why) unless it is a `moveme://` URL it can
    /// handle; else the state it asks for is applied to the host, and true.
    open func application(_ application: Application, open url: String) -> Bool {
        let state: LaunchState
        do {
            state = try LaunchURL.parse(url)
        } catch {
            refusal = error
            return false
        }
        refusal = nil
        launchState = launchState.merging(state)
        host?.apply(state, at: application.currentTime)
        return true
    }
}
