import MoveMeCore
import MoveMeScenes
import MoveMeTerminal
import MoveMeRendering

/// The mouse wheel. Over the inspector's panel a step scrolls its touch log, as a wheel scrolls
/// a list. Over a view of a scene that takes several fingers (the multi-touch tile) a step
/// pinches it, as UIKit turns a trackpad's pinch into two touches for an app that takes no
/// indirect input: the touches go through the dispatcher as an Alt-drag's do (`WheelPinch`),
/// and the view's own handling pinches it. Anywhere else it does nothing, as on the iPhone,
/// which has no wheel.
extension Session {
    func handleWheel(_ mouse: MouseEvent, at time: Double) {
        guard mouse.kind == .press, !showsHelp, mouse.button == .wheelUp || mouse.button == .wheelDown else { return }
        let up = mouse.button == .wheelUp
        if let panel = layout.inspector?.panel(columns: layout.columns, rows: layout.rows),
           panel.minColumn <= mouse.column, mouse.column < panel.maxColumn, panel.minRow <= mouse.row, mouse.row < panel.maxRow {
            scrollInspectorLog(back: up)
        } else if configuration.scene.takesSecondFingers, let point = layout.scenePoint(mouse) {
            pinch(at: point, spreading: up, time: time)
        }
    }

    /// A step back (older entries) or forward, no further than the panel made last allows.
    private func scrollInspectorLog(back: Bool) {
        let limit = inspectorPanel?.logScrollLimit ?? 0
        let scroll = min(inspectorLogScroll, limit)
        inspectorLogScroll = back ? min(scroll + 1, limit) : max(0, scroll - 1)
        scheduler.setNeedsFrame()
    }

    /// A pinch step on the view under `point`: one of the scene's moving views that takes
    /// several fingers, while no finger of the mouse's is down.
    private func pinch(at point: Point, spreading: Bool, time: Double) {
        scene.advance(to: time)
        let dispatcher = scene.dispatcher
        guard dispatcher.touch(forFinger: 0) == nil, dispatcher.touch(forFinger: SecondFinger.finger) == nil,
              let view = scene.window.hitTest(point), view.isMultipleTouchEnabled,
              scene.pictureViews.contains(where: { $0 === view }),
              let step = WheelPinch.step(on: view, spreading: spreading) else { return }
        for changes in step { scene.fingersChanged(changes, at: time) }
        userDidAct()
    }
}
