import MoveMeCore
import MoveMeDynamics

/// What one physics step costs: 1 to 10 squares falling, colliding and bouncing in a phone-sized
/// box (gravity, collision with the bounds, elasticity), each step timed alone, the items'
/// centres and transforms written back included. Then how long a heap takes to rest, and that
/// advancing a rested animator takes no steps (0 wake-ups for the front end).
func benchmarkDynamicsStep(repeats: Int) {
    let clock = ContinuousClock()
    var stepMicros: [Double] = []
    var tenItemMicros: [Double] = []
    var restSeconds: [Double] = []
    var stepsWhileResting = 0.0

    for run in 0..<repeats {
        let count = run % 10 + 1
        let reference = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let animator = DynamicAnimator(referenceView: reference)
        var items: [View] = []
        for index in 0..<count {
            let item = View(frame: Rect(x: 20 + Double(index % 5) * 60, y: 40 + Double(index / 5) * 70, width: 40, height: 40))
            reference.addSubview(item)
            items.append(item)
        }
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = DynamicItemBehavior(items: items)
        properties.elasticity = 0.6
        properties.friction = 0.5
        for behavior in [GravityBehavior(items: items), collision, properties] as [DynamicBehavior] {
            animator.addBehavior(behavior)
        }
        for (index, item) in items.enumerated() {
            properties.addLinearVelocity(Point(x: Double(index * 37 % 200) - 100, y: 0), for: item)
        }
        var time = 0.0
        while animator.isRunning, time < 20 {
            time += DynamicAnimator.stepDuration
            let start = clock.now
            animator.advance(to: time)
            let cost = micros(clock.now - start)
            stepMicros.append(cost)
            if count == 10 { tenItemMicros.append(cost) }
        }
        restSeconds.append(time)
        let elapsed = animator.elapsedTime
        animator.advance(to: time + 10)
        stepsWhileResting += (animator.elapsedTime - elapsed) / DynamicAnimator.stepDuration
    }

    let p50 = percentile(stepMicros, 0.5), p99 = percentile(stepMicros, 0.99)
    print("dynamics: \(stepMicros.count) steps of 1 to 10 items (\(repeats) heaps), resting after \(format2(percentile(restSeconds, 0.5))) s at the median")
    let tenP50 = percentile(tenItemMicros, 0.5)
    print("dynamics: step_us p50=\(format2(p50)) p99=\(format2(p99)), with 10 items p50=\(format2(tenP50)); steps while resting: \(Int(stepsWhileResting))")
    // The headline is the heaviest case, ten items; the mix of 1 to 10 follows.
    print("dynamics-bench: dynamics_step_us_p50=\(format2(tenP50)) dynamics_step_1_to_10_items_us_p50=\(format2(p50)) dynamics_step_1_to_10_items_us_p99=\(format2(p99)) dynamics_steps_while_resting=\(Int(stepsWhileResting))")
}

private func micros(_ duration: Duration) -> Double {
    Double(duration.components.attoseconds) / 1e12 + Double(duration.components.seconds) * 1e6
}
