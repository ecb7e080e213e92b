@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeCore
import MoveMeTerminal

/// The preferences as the session keeps them: restored at launch (through `Configuration`),
/// what they are as a person changes things, saves debounced under the manual clock, and the
/// program's delegate writing them at termination.
final class PreferencesSessionTests: XCTestCase {
    func testAtLaunchTheGreetingAndTheCollisionModeComeFromTheOptions() {
        let h = SessionHarness(columns: 120, rows: 40,
                               configuration: Configuration(scene: SceneCatalog.named("collision")!, greetingIndex: 3, collisionMode: "items"))
        XCTAssertTrue(h.caption.contains("2.2 Collision, items"), h.caption)
        h.key(.character("1"))
        XCTAssertNotNil(h.row(containing: "歡迎"), "MoveMe shows the fourth greeting")
        XCTAssertEqual(h.session.preferences.collisionMode, "items")
        XCTAssertEqual(h.session.preferences.greetingIndex, 3)
    }

    func testAGreetingPastTheEndOfAShortListWrapsAround() {
        let h = SessionHarness(configuration: Configuration(greetingIndex: 5, greetings: ["one", "two"]))
        XCTAssertNotNil(h.row(containing: "two"))
        XCTAssertEqual(h.session.preferences.greetingIndex, 1)
    }

    /// The application's state, as an iPhone app restores it: the greeting, the scene, the
    /// collision mode. Slow animations and the inspector are toggles of the session (below).
    func testThePreferencesAreWhatThePersonSees() {
        let h = SessionHarness()
        XCTAssertEqual(h.session.preferences, Preferences())
        h.key(.character("n"))
        h.key(.character("s"))
        h.key(.character("i"))
        h.key(.character("3"))
        h.key(.character("m"))
        var expected = Preferences()
        expected.greetingIndex = 1
        expected.scene = "collision"
        expected.collisionMode = "boundaries"
        XCTAssertEqual(h.session.preferences, expected)
        h.key(.character("5"))
        XCTAssertEqual(h.session.preferences.greetingIndex, 1, "the throw scene's placard shows the greeting chosen")
        XCTAssertEqual(h.session.preferences.collisionMode, "boundaries", "the mode is kept when the scene goes")
        h.key(.character("3"))
        XCTAssertTrue(h.caption.contains("2.2 Collision, boundaries"), h.caption)
    }

    func testChangesAreSavedOnceASecondAfterTheFirstNeverAFrame() {
        let h = SessionHarness()
        h.wait(2)
        XCTAssertEqual(h.saves.count, 0)
        h.key(.character("2"))
        let changed = h.time
        h.wait(0.5)
        h.key(.character("3"))
        XCTAssertEqual(h.saves.count, 0, "not yet")
        XCTAssertLessThanOrEqual(h.runtime.deadline ?? .infinity, changed + 1, "the loop wakes for the save")
        h.wait(5)
        XCTAssertEqual(h.saves.map(\.values.scene), ["collision"], "one save, of the values then")
        XCTAssertEqual(h.saves[0].time, changed + 1, accuracy: 0.01)
    }

    /// Issue 37: `s` pressed once gave a ten-times-slow program the next day. Slow animations
    /// and the inspector are toggles of a session, as the Simulator's Slow Animations: pressing
    /// them asks for no save, and what the session saves leaves them at their defaults (the
    /// delegate writes only the application's state).
    func testSlowAnimationsAndTheInspectorAreTogglesOfTheSessionNotSaved() {
        let h = SessionHarness()
        h.key(.character("s"))
        h.key(.character("i"))
        XCTAssertEqual(h.session.scene.animationSpeed, Animator.slowAnimationsSpeed)
        h.wait(3)
        XCTAssertEqual(h.saves.count, 0, "nothing to save")
        XCTAssertEqual(h.session.preferences, Preferences())
    }

    func testAChangeUndoneBeforeTheSaveWritesNothing() {
        let h = SessionHarness()
        h.key(.character("i"))
        h.key(.character("i"))
        h.wait(2)
        XCTAssertEqual(h.saves.count, 0)
    }

    /// Presses and keys that change none of the choices are not worth making the values for
    /// (`notePreferences`); once a save is taken, the same choices are noted again anew: going
    /// back to the values before the save saves them.
    func testChoicesNotedAgainAfterASave() {
        let h = SessionHarness()
        h.key(.character("2"))
        h.wait(2)
        XCTAssertEqual(h.saves.map(\.values.scene), ["gravity"])
        h.key(.character("2"))
        h.key(.character("2"))
        h.wait(2)
        XCTAssertEqual(h.saves.count, 1, "the same scene chosen again: nothing to save")
        h.key(.character("1"))
        h.key(.character("2"))
        h.key(.character("1"))
        h.wait(2)
        XCTAssertEqual(h.saves.map(\.values.scene), ["gravity", "moveme"])
        h.key(.character("2"))
        h.wait(2)
        XCTAssertEqual(h.saves.map(\.values.scene), ["gravity", "moveme", "gravity"], "back to the choices before the last save")
        XCTAssertEqual(h.session.preferences.scene, "gravity")
    }

    /// The loop asks for a save after every frame: the values (a dictionary, the scene asked
    /// what it is) are made only when one is due, not in every frame for none.
    func testTheValuesAreMadeOnlyWhenASaveIsDue() {
        var schedule = PreferencesSchedule(saved: Preferences())
        var made = 0
        func current(greeting: Int) -> Preferences {
            made += 1
            var values = Preferences()
            values.greetingIndex = greeting
            return values
        }
        for frame in 0..<100 { XCTAssertNil(schedule.take(current(greeting: 0), at: Double(frame) / 60)) }
        XCTAssertEqual(made, 0, "no save due: nothing made")
        schedule.note(current(greeting: 2), at: 2)
        XCTAssertNil(schedule.take(current(greeting: 2), at: 2.5))
        XCTAssertEqual(made, 1, "only the note's")
        XCTAssertEqual(schedule.take(current(greeting: 2), at: 3)?.greetingIndex, 2)
        XCTAssertEqual(made, 2, "the save's")
    }
}
