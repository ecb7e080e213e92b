import MoveMeCore
/// The program's application delegate, as the original's MoveMeAppDelegate: it opens
/// `moveme://` URLs (`LaunchURL`) by keeping the state they ask for (scene, greeting, slow
/// animations, inspector), which the program starts with, and refuses those it cannot
/// handle, keeping the reason for the message, as the guide's `handleOpenURL:` returns NO.
/// URLs come only at launch: a terminal program has no other way to be handed one.
///
/// The window and its root view controller are each scene's to make (`MoveMeApp`'s initialiser
/// is the tour's `applicationDidFinishLaunching:`, Listing 2): the program switches scenes
/// without launching again.
///
/// Open, with every method of the protocol implemented here, so that a front end's subclass
/// overrides them (save preferences at termination, say) and is called.
open class MoveMeAppDelegate: ApplicationDelegate {
    /// What the URLs handled so far asked for, a later one's values over an earlier one's.
    public private(set) var launchState = LaunchState()
    /// Why the last URL was refused; nil once one is handled.
    public private(set) var refusal: LaunchURLError?

    public init() {}

    open func applicationDidFinishLaunching(_ application: Application) {}
    open func applicationWillResignActive(_ application: Application) {}
    open func applicationDidBecomeActive(_ application: Application) {}
    open func applicationWillTerminate(_ application: Application) {}
    open func applicationDidReceiveMemoryWarning(_ application: Application) {}

    /// Parses `url`; refused (false, `refusal` says why) unless it is a `moveme://` URL it can
    /// handle; else the state it asks for is kept (`launchState`), and true.
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
        return true
    }
}
