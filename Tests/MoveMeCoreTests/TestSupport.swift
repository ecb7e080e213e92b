import MoveMeCore

/// Foundation (through XCTest) has a type of the same name; the tests mean the core's.
typealias AffineTransform = MoveMeCore.AffineTransform
/// Foundation has a Timer too; the tests mean the core's.
typealias Timer = MoveMeCore.Timer
