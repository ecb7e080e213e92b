/// Every text the program shows or prints, by what it is for: the keys of the strings tables
/// (`Strings`). A table lacking one falls back to English; a test fails when one lacks any.
/// Placeholders are `{1}`, `{2}`…, in the order `Strings.format` is given them.
public enum TextKey: String, CaseIterable, Sendable {
    // The hint on the bottom row, item by item.
    case hintQuit, hintDrag, hintDoubleClick, hintHelp
    // A dynamics scene's caption: the program's keys ({1} is "1-5").
    case captionScenes, captionRestart, captionHelp, captionQuit
    // The help box: the program's keys.
    case helpTitle, helpScenes, helpRestart, helpInspector, helpSlow, helpThisHelp, helpSuspend, helpQuit
    case helpClosing, helpTooSmall, helpTooSmallShort, helpTooSmallShortest
    // Help lines of the scenes: what the mouse and keys do.
    case keyDrag, keyRelease, keyDoubleClick, keyLetGo, keyWatch, keyClick, keyDragASquare
    case actionMovePlacard, actionBouncesHome, actionNextGreeting, actionLetItGo, actionFlies
    case actionFallsOff, actionSwellAway, actionStartAgain, actionThrowIt, actionCollisionMode
    // Captions of the dynamics scenes ({1}: the collision mode's name).
    case captionGravity, captionCollision, captionBoundary, captionThrow, captionModeKey
    case modeEverything, modeBoundaries, modeItems
    // The inspector.
    case inspectorTitle, inspectorSlow, inspectorViews, inspectorModel, inspectorShown, inspectorNoTouches
    case inspectorHidden, inspectorTouch, inspectorWindow, inspectorIn, inspectorHitNoView, inspectorNoneYet
    case inspectorKeys, inspectorMouse, inspectorAnimations, inspectorNoneRunning, inspectorWaiting
    case inspectorStopped, inspectorDynamics, inspectorRunning, inspectorPaused, inspectorSimulated
    case inspectorItems, inspectorResting, inspectorContact, inspectorTouchLog, inspectorOn, inspectorNoView
    case inspectorNeeds, inspectorNeedsShort, inspectorTooSmall, inspectorTooSmallShortest, slowBadge
    // What touches did, in the touch log.
    case logNextGreeting, logPulse, logFollows, logBackToCentre
    case logSingleTapCancelled, logSingleTapWaits, logSpringBack, logCancelled, logSwipe, logMenu
    // Why the program cannot start.
    case errorStdinNotTerminal, errorStdoutNotTerminal, errorTermUnset, errorTermDumb, errorUnknownTerminal
    case errorHardcopy, errorTerminfoUnreadable, errorNoCursorAddressing, errorCannotOpenTerminal
    case errorTerminalSettings, errorSignalPipe, errorSetUpTerminal
    // Preferences: titles (as a Settings bundle's) and messages.
    case preferenceGreeting, preferenceScene, preferenceSlowAnimations, preferenceInspector, preferenceCollisionMode
    case preferenceGraphics
    case preferencesUnusable, preferencesNotSaved, preferencesReadOnly
    // Why a preferences file is unusable ({1}: the line's number).
    case preferencesLineNotUTF8, preferencesLineMalformed, preferencesLineBadValue, preferencesTooLarge
    // `moveme settings`.
    case settingsHeader, settingsDisabled, settingsUnknownKey, settingsBadValue, settingsCannotSet
    case settingsAbstract, settingsSetAbstract, settingsResetAbstract, settingsListAbstract
    // `moveme settings set` short of words ({1}: a key, or the keys; {2}: the values it takes, or a count).
    case settingsMissingKey, settingsMissingValue, settingsOneValue, optionSettingKey, optionSettingValue
    // What `settings set` set ({1}: the key, {2}: its value, {3}: the one before), a bad value it left
    // ({1}: the line, {2}: the value, {3}: the key); `settings get`, and a key the file does not set.
    case settingsChanged, settingsChangedFromDefault, settingsUnchanged, settingsBadValueKept
    case settingsGetAbstract, settingsGetDefault
    // URLs (`moveme moveme://…`): the refusal, and why.
    case urlRefused, urlNotMoveMe, urlUnknownHost, urlUnknownScene, urlBadValue, urlUnknownParameter, urlRepeated
    case urlTooLong, urlMalformed, urlFragment
    // Scene help beyond the shared keys: gestures, the short words of a squeezed help, scene 6.
    case keyRightClick, keyArrows, keySpaceEnter, keyAltDrag, keySwipe, actionEditMenu
    case shortMove, shortBounce, shortNext, shortEdit, shortLetGo, shortFalls, shortFade, shortRestart, shortThrow
    case shortMode, shortFlies
    // The short words of scene 6's lines and of its finger keys (p, a).
    case shortPinch, shortPin, shortToFront, shortSlide, shortFingers
    case touchesMoveTile, touchesPinch, touchesPin, touchesToFront, touchesEditMenu, touchesSwipe, touchesHint
    // Scene 6's caption when a finger is refused ({1}: the tile's name, `tile…`).
    case touchesRefusedTracking, touchesRefusedExclusive, touchesRefusedNotMulti
    case tileOrdinary, tileMultiTouch, tileExclusive, tileBackground
    // The program's keys beyond the help's first lines, and their bottom-row items ("i inspector").
    case helpShake, helpPin, helpSecondFinger, itemInspector, itemSlow, itemShake, itemSuspend
    case helpClosingShort, helpClosingShortest, captionInactive
    // The edit menu's commands and shake to undo's alert ({1}: the edit's name, a menu title).
    case menuCut, menuCopy, menuPaste, menuSelect, menuSelectAll, menuDelete
    case alertUndo, alertRedo, alertCancel, alertUndoQuestion, alertRedoQuestion, alertUndoBare, alertRedoBare
    // The Undo and Redo commands' titles, as a menu (and the inspector) says them ({1}: the edit's name).
    case menuUndoTitle, menuRedoTitle
    // More of the inspector.
    case inspectorLifeCycle, inspectorInactive, inspectorTouches, inspectorDown, inspectorFinger, inspectorRefused
    case inspectorEditing, inspectorFirstResponder, inspectorNone, inspectorMenu, inspectorMenuWas
    case inspectorNothingAllowed, inspectorPasteboard, inspectorChange, inspectorEmpty, inspectorUndo, inspectorNothing
    case slowBadgeShort, noticePaste, inspectorOr, inspectorNeedsShortest, inspectorOneItem
    // At the start, where terminfo describes no mouse ({1}: the help and quit keys' items).
    case noticeNoMouse
    // At the start, where the kind of image asked for by name ({1}: kitty, sixel) is not drawn: why.
    case noticeImagesUnanswered, noticeImagesMultiplexer, noticeImagesNoPixelSize, noticeImagesNoFont, noticeImagesNcurses
    // A shake (z) with no edit to undo: a notice on the bottom row.
    case noticeNothingToUndo
    // The Simulator's Simulate Memory Warning: the key's help line, the notice it shows.
    case helpMemoryWarning, noticeMemoryWarning
    // A life-cycle call in the inspector ({1}: the call, UIKit's name; {2}: seconds), and a URL it opened.
    case inspectorCallAt, inspectorOpened
    // The call's time on a line of its own, where the call and its time do not fit one ({1}: seconds).
    case inspectorAt
    // The touch and animation headings when there is none (Russian counts them: "Касаний пока нет"),
    // and the touch after a memory warning released its log.
    case inspectorTouchNone, inspectorAnimationsNone, inspectorNoneSinceWarning
    // The application's name as its desktop entry shows it (share/moveme.desktop's Name), as an
    // app's InfoPlist.strings gives its CFBundleDisplayName.
    case displayName
    // `moveme --help` (wrapped to the terminal, `HelpPage`) and the reasons it gives for bad
    // arguments; the manual's paragraphs are the man page's, which `commandSeeManual` points to.
    case commandSeeManual
    case commandAbstract, optionFps, optionNoColor, optionNoHint, optionInspect, optionSlow, optionNoPreferences
    case optionGreetings, optionScene, optionDoubleClick, optionGraphics
    case manualMouse, manualClipboard, manualKeys, manualTouches, manualScenes, manualColour, manualPreferences
    case manualFocus, manualMemoryWarning, manualStats, manualExit
    case sceneMoveMe, sceneGravity, sceneCollision, sceneBoundary, sceneThrow, sceneTouches
    case usageSeeHelp, usageUnexpected, usageFpsRange, usageDoubleClickRange, usageUnknownScene
    // What MOVEME_STATS=1 prints at the end, for people (the `moveme-stats:` line is for programs).
    case statsNone, statsFrames, statsAverage
    // Scene 6's caption after a gesture ({n}: numbers and a tile's name, `tile…`), and what a tile is set to.
    case touchesSaidPinch, touchesSaidDrag, touchesSaidNoSingleTap, touchesSaidSpringBack, touchesSaidToFront
    // A finger pinned with the right button, or lifted ({1}: the finger, {2}: a tile's name).
    case touchesSaidPinned, touchesSaidPinnedBackground, touchesSaidLifted, touchesSaidLiftedBackground
    case tileOneFinger, tilePinchTurn
    // Scene 6's swipe ({1}: `direction…`) and edits ({1}: a label or the edit's name, {2}: a tile's name).
    case touchesSaidSwipe, directionLeft, directionRight, touchesSaidCut, touchesSaidCopy, touchesSaidPaste
    case touchesSaidDelete, touchesSaidUndo, touchesSaidRedo
    // What a paste became (`PasteboardText`), after "Paste" on the bottom row.
    case pasteRefusedBytes, pasteRefusedEmpty, pasteCutTo
    // The keys' finger beyond MoveMe (`Strings+EnglishInput` and the others): Tab's choice and
    // its bottom-row words, a tap from the keys, the modifier `a` stands in for, the wheel's
    // scroll of the touch log ({1}: entries), and a copy's notice.
    case keySpace, actionFocusNextSquare, actionFocusNextTile, actionDragFocused, actionTapStartsAgain, shortChoose
    case captionKeySquare, captionKeyTile, captionKeyAgain, captionAltHeld, captionAltShiftHeld
    case inspectorNewerBelow, noticeCopied
}
