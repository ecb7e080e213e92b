/// The life cycle, as the front end drives it (times passed in) and as UIKit orders it:
///
///     applicationDidFinishLaunching, applicationDidBecomeActive     once, first
///     (applicationWillResignActive, applicationDidBecomeActive)*   interruptions
///     applicationWillTerminate                                      once, last, from either state
///
/// with `application(_:open:)` anywhere between launch and termination. A call out of that
/// order does nothing: a resign while inactive, a become while active, anything before launch
/// or after termination. Each call is logged, told to the delegate, then to the observers.
extension Application {
    /// Launch is over: the delegate is told, then the application becomes active (UIKit
    /// follows `applicationDidFinishLaunching` with `applicationDidBecomeActive`).
    public func finishLaunching(at time: Double) {
        guard !hasFinishedLaunching, !isTerminated else { return }
        hasFinishedLaunching = true
        tell(.didFinishLaunching, at: time) { $0.applicationDidFinishLaunching(self) }
        becomeActive(at: time)
    }

    /// An interruption (focus lost, Ctrl-Z): the delegate and observers are told (scenes pause
    /// their physics there), then a shake under way is cancelled and every touch in flight,
    /// as a call does, and new ones go nowhere until the application is active again.
    public func resignActive(at time: Double) {
        guard hasFinishedLaunching, !isTerminated, applicationState == .active else { return }
        isInterrupted = true
        tell(.willResignActive, at: time) { $0.applicationWillResignActive(self) }
        cancelShake(at: currentTime)
        for registered in dispatchers {
            registered.dispatcher?.cancelAllTouches(time: currentTime)
        }
        dispatchers.removeAll { $0.dispatcher == nil }
        beginIgnoringInteractionEvents()
        applicationState = .inactive
    }

    /// Back from an interruption (or launch ending): touches are delivered again, then the
    /// delegate and observers are told (scenes resume their physics there).
    public func becomeActive(at time: Double) {
        guard hasFinishedLaunching, !isTerminated, applicationState == .inactive else { return }
        if isInterrupted {
            isInterrupted = false
            endIgnoringInteractionEvents()
        }
        applicationState = .active
        tell(.didBecomeActive, at: time) { $0.applicationDidBecomeActive(self) }
    }

    /// The end (q, SIGTERM, SIGHUP), from either state: the delegate saves what should
    /// survive. Nothing happens after it.
    public func terminate(at time: Double) {
        guard hasFinishedLaunching, !isTerminated else { return }
        isTerminated = true
        tell(.willTerminate, at: time) { $0.applicationWillTerminate(self) }
    }

    /// Memory is short (the Simulator's Simulate Memory Warning; a key or SIGUSR1 here): the
    /// delegate is told (`applicationDidReceiveMemoryWarning`), then every window's view
    /// controllers (its root, and the children under it: `ViewController.didReceiveMemoryWarning`,
    /// as UIApplicationDidReceiveMemoryWarningNotification reaches them), which release their
    /// off-screen views, then every window releases what its views can make again
    /// (`View.didReceiveMemoryWarning`), then the observers are told. In either state between
    /// launch and termination; nothing else changes.
    public func receiveMemoryWarning(at time: Double) {
        guard hasFinishedLaunching, !isTerminated else { return }
        tell(.didReceiveMemoryWarning, at: time, { $0.applicationDidReceiveMemoryWarning(self) },
             then: { [self] in
                 dispatchers.removeAll { $0.dispatcher == nil }
                 for registered in dispatchers {
                     guard let window = registered.dispatcher?.window else { continue }
                     window.rootViewController?.treeDidReceiveMemoryWarning()
                     window.treeDidReceiveMemoryWarning()
                 }
             })
    }

    /// Asks the delegate to open `url` (a `moveme://` URL given at launch or later): true if
    /// it did; false without a delegate, before launch or after termination.
    @discardableResult
    public func open(_ url: String, at time: Double) -> Bool {
        guard hasFinishedLaunching, !isTerminated else { return false }
        setTime(time)
        let handled = delegate?.application(self, open: url) ?? false
        lifeCycleLog.append(LifeCycleLogEntry(time: currentTime, call: .open, url: url, handled: handled))
        notifyObservers(of: .open)
        return handled
    }

    // MARK: Observers

    /// Calls `handler` with `observer` each time the application makes `call`, after its
    /// delegate, as an observer of UIApplication's notification of the same name. The
    /// observer is held weakly: once it has gone it is forgotten. The gone are dropped here
    /// as well as when a call is made: every scene made observes, and a program can switch
    /// scenes thousands of times between two calls (each dead observation kept its handler and
    /// the observer's weak-reference side table).
    public func addObserver<Observer: AnyObject>(_ observer: Observer, for call: LifeCycleCall,
                                                 _ handler: @escaping (Observer, Application) -> Void) {
        observations.removeAll { $0.observer == nil }
        observations.append(Observation(observer: observer, call: call) { handler($0 as! Observer, $1) })
    }

    /// Forgets every observation of `observer`.
    public func removeObserver(_ observer: AnyObject) {
        observations.removeAll { $0.observer == nil || $0.observer === observer }
    }

    // MARK: Dispatchers

    /// A window's touch dispatcher: its touches are cancelled when the application resigns.
    func register(_ dispatcher: TouchDispatcher) {
        dispatchers.removeAll { $0.dispatcher == nil }
        dispatchers.append(RegisteredDispatcher(dispatcher: dispatcher))
    }

    // MARK: Telling

    /// Logs `call`, tells the delegate, does what the application itself does then (`then`),
    /// and tells the observers.
    private func tell(_ call: LifeCycleCall, at time: Double, _ delegateMethod: (ApplicationDelegate) -> Void,
                      then: () -> Void = {}) {
        setTime(time)
        lifeCycleLog.append(LifeCycleLogEntry(time: currentTime, call: call))
        if let delegate { delegateMethod(delegate) }
        then()
        notifyObservers(of: call)
    }

    private func notifyObservers(of call: LifeCycleCall) {
        observations.removeAll { $0.observer == nil }
        for observation in observations where observation.call == call {
            guard let observer = observation.observer else { continue }
            observation.handler(observer, self)
        }
    }

    private func setTime(_ time: Double) {
        if time.isFinite { currentTime = max(currentTime, time) }
    }
}
