/// The calls an application makes to its delegate as it goes through its life, named as the
/// delegate's methods; also what its observers are told (UIKit's notifications of the same
/// names) and what the life-cycle log lists.
public enum LifeCycleCall: String, CaseIterable, Equatable, Sendable {
    case didFinishLaunching = "applicationDidFinishLaunching"
    case willResignActive = "applicationWillResignActive"
    case didBecomeActive = "applicationDidBecomeActive"
    case willTerminate = "applicationWillTerminate"
    case didReceiveMemoryWarning = "applicationDidReceiveMemoryWarning"
    case open = "application(_:open:)"
}
