/// The last `capacity` elements appended, oldest first: a short history that, once full, costs
/// nothing to keep (each new element takes the oldest one's place; nothing is allocated).
public struct RingBuffer<Element> {
    /// How many elements it keeps (at least 1).
    public let capacity: Int
    private var storage: [Element] = []
    /// Where the oldest element is once the storage is full.
    private var oldest = 0

    /// An empty buffer that keeps the last `capacity` elements (at least 1).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        storage.reserveCapacity(self.capacity)
    }

    /// How many elements it holds: at most `capacity`.
    public var count: Int { storage.count }
    /// Whether it holds none.
    public var isEmpty: Bool { storage.isEmpty }

    /// Appends `element`; once full, in the oldest element's place.
    public mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[oldest] = element
            oldest = (oldest + 1) % capacity
        }
    }

    /// Forgets every element and lets its storage go (a memory warning); appending grows it
    /// again.
    public mutating func removeAll() {
        storage = []
        oldest = 0
    }

    /// The newest element.
    public var last: Element? {
        get { storage.isEmpty ? nil : storage[newestIndex] }
        set {
            guard let newValue, !storage.isEmpty else { return }
            storage[newestIndex] = newValue
        }
    }

    /// Changes the newest element that matches `predicate`, looking back from the newest;
    /// returns whether one matched.
    @discardableResult
    public mutating func modifyNewest(where predicate: (Element) -> Bool, _ body: (inout Element) -> Void) -> Bool {
        for back in 0..<storage.count {
            let index = (oldest + storage.count - 1 - back) % storage.count
            if predicate(storage[index]) {
                body(&storage[index])
                return true
            }
        }
        return false
    }

    private var newestIndex: Int { (oldest + storage.count - 1) % storage.count }

    /// The elements, oldest first.
    public var elements: [Element] {
        Array(storage[oldest...] + storage[..<oldest])
    }
}

extension RingBuffer: Sendable where Element: Sendable {}
