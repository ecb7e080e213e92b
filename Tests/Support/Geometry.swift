import MoveMeCore
import XCTest

/// Asserts two points are equal within a tolerance.
public func assertEqual(_ a: Point, _ b: Point, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x of \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y of \(a) vs \(b)", file: file, line: line)
}

public func assertEqual(_ a: Rect, _ b: Rect, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    assertEqual(a.origin, b.origin, accuracy: accuracy, file: file, line: line)
    XCTAssertEqual(a.width, b.width, accuracy: accuracy, "width of \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.height, b.height, accuracy: accuracy, "height of \(a) vs \(b)", file: file, line: line)
}

/// Asserts two sizes are equal within a tolerance.
public func assertEqual(_ a: Size, _ b: Size, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.width, b.width, accuracy: accuracy, "width of \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.height, b.height, accuracy: accuracy, "height of \(a) vs \(b)", file: file, line: line)
}

/// The scale of a pure scale transform (its a component).
public func scale(_ t: MoveMeCore.AffineTransform) -> Double { t.a }
