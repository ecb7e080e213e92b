/// The calls an application makes to its delegate as it goes through its life, named as the
/// delegate's methods; also what its observers are told (UIKit's notifications of the same
/// names) and what the life-cycle log lists.
public enum LifeCycleCall: String, CaseIterable, Equatable, Sendable {
    /// Launch has ended; the first call, made once.
    case didFinishLaunching = "applicationDidFinishLaunching"
    /// The application is about to be interrupted (focus lost, Ctrl-Z).
    case willResignActive = "applicationWillResignActive"
    /// The application is active again, or for the first time after launch.
    case didBecomeActive = "applicationDidBecomeActive"
    /// The application is about to end; the last call, made once.
    case willTerminate = "applicationWillTerminate"
    /// Memory is short: release what can be made again.
    case didReceiveMemoryWarning = "applicationDidReceiveMemoryWarning"
    /// A URL was opened (`moveme://`).
    case open = "application(_:open:)"
}
