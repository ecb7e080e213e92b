/// Told of the application's life, as UIApplicationDelegate: launched, interrupted and back,
/// about to end, asked to open a URL. Every method is optional. What the call is about
/// happens at `application.currentTime`, the time the front end passed in.
public protocol ApplicationDelegate: AnyObject {
    /// The window the delegate made at launch, as UIApplicationDelegate's `window`: a front end
    /// that runs one application shows it (`ApplicationScene`). Nil by default: the program's
    /// scenes make their own.
    var window: Window? { get }
    /// Once, first: the program is ready to show its first screen.
    func applicationDidFinishLaunching(_ application: Application)
    /// An interruption: pause what should not run (a game's physics); touches in flight are
    /// about to be cancelled and no new ones come until `applicationDidBecomeActive`.
    func applicationWillResignActive(_ application: Application)
    /// After launch, and back from an interruption.
    func applicationDidBecomeActive(_ application: Application)
    /// Once, last, from either state: save what should survive.
    func applicationWillTerminate(_ application: Application)
    /// Memory is short: release what can be made again (the guide names it among the
    /// delegate's duties). The windows release theirs after this, then the observers are told.
    func applicationDidReceiveMemoryWarning(_ application: Application)
    /// A URL of a scheme the program registered: true if it was handled, false (the guide's
    /// NO) for one it cannot handle.
    func application(_ application: Application, open url: String) -> Bool
}

public extension ApplicationDelegate {
    var window: Window? { nil }
    func applicationDidFinishLaunching(_ application: Application) {}
    func applicationWillResignActive(_ application: Application) {}
    func applicationDidBecomeActive(_ application: Application) {}
    func applicationWillTerminate(_ application: Application) {}
    func applicationDidReceiveMemoryWarning(_ application: Application) {}
    func application(_ application: Application, open url: String) -> Bool { false }
}
