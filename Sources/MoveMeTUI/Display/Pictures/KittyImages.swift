/// The images the program keeps on a kitty terminal, by what they look like: each made and sent
/// once a run, shown again by a placement whenever a view looks that way again (the pulse's
/// sizes, the bounce's, a greeting seen again, a square at an angle it had), and the least
/// recently shown deleted once more are kept than `limit` allows.
///
/// An image let go is not deleted but its id given to the next new image, which replaces it:
/// kitty 0.26 frees, at a delete with data (`d=I`) of any one image, every image that has no
/// placement, and the cache is exactly such images (seen under Xvfb: an image stored and never
/// placed, and one whose placements were taken off with `d=i`, both gone after `d=I` of a
/// third). Let go for room, an image is replaced by a pixel (`KittyGraphics.blank`).
///
/// The ids are the program's own, `ids`, so it deletes only its images, one by one, on the
/// way out: deleting every image on the screen (`d=A`) blanks other programs' images, in
/// another tmux pane of the same kitty window for one. And a fixed range is what a later run
/// can clean up after a crash that left images behind: it deletes every id of it at the start.
struct KittyImages<Key: Hashable> {
    /// The program's ids: "MM" in the high half, 256 of them.
    static var ids: ClosedRange<UInt32> { 0x4D4D_0001...0x4D4D_0100 }

    /// What the terminal holds at most: images (as many as there are ids) and their pixels'
    /// bytes, well under kitty's quota of 320 MB a screen.
    struct Limit {
        var images = KittyImages.ids.count
        var bytes = 64 << 20
    }

    private struct Stored {
        let id: UInt32
        let bytes: Int
        var lastShown: Int
        /// The views the image is of, to tell a view from a new one where it lived.
        let owners: [WeakObject]
    }
    private struct WeakObject {
        weak var object: AnyObject?
    }

    private var stored: [Key: Stored] = [:]
    private var freeIDs: [UInt32] = Array(KittyImages.ids.reversed())
    /// The ids given to images since the last `removeAll`: those that may hold an image on the
    /// terminal, the ones let go among them (an image let go stays until its id is reused).
    private(set) var used: Set<UInt32> = []
    private let limit: Limit
    /// The frames counted, for the least recently shown.
    private var now = 0
    /// The pixels' bytes the terminal holds.
    private(set) var bytes = 0

    init(limit: Limit = Limit()) {
        self.limit = limit
    }

    var count: Int { stored.count }

    /// A new frame: what is shown from now on is shown more recently than anything before.
    mutating func nextFrame() {
        now += 1
    }

    /// The id of the image that looks like `key`, if the terminal holds it and it is of the
    /// same `owners`; marked shown now. An image of views that are gone is let go (its id goes
    /// to the next new image, which replaces it).
    mutating func id(for key: Key, owners: [AnyObject]) -> UInt32? {
        guard var entry = stored[key] else { return nil }
        guard entry.owners.count == owners.count, zip(entry.owners, owners).allSatisfy({ $0.object === $1 }) else {
            forget(key)
            return nil
        }
        entry.lastShown = now
        stored[key] = entry
        return entry.id
    }

    /// Takes an id for a new image of `bytes` bytes that looks like `key`, shown now (the id of
    /// an image let go for it, or a free one); and the ids of the others let go for it to fit,
    /// to be blanked (never one shown this frame: a frame's images may go over the limit
    /// together).
    mutating func add(_ key: Key, owners: [AnyObject], bytes: Int) -> (id: UInt32, evicted: [UInt32]) {
        var evicted: [UInt32] = []
        if let old = stored[key] {
            forget(key)
            evicted.append(old.id)
        }
        while stored.count >= limit.images || freeIDs.isEmpty || (self.bytes + bytes > limit.bytes && !stored.isEmpty) {
            guard let (oldest, entry) = stored.min(by: { $0.value.lastShown < $1.value.lastShown }),
                  entry.lastShown < now || freeIDs.isEmpty else { break }
            forget(oldest)
            evicted.append(entry.id)
        }
        let id = freeIDs.removeLast()
        used.insert(id)
        evicted.removeAll { $0 == id }
        stored[key] = Stored(id: id, bytes: bytes, lastShown: now, owners: owners.map { WeakObject(object: $0) })
        self.bytes += bytes
        return (id, evicted)
    }

    /// Forgets every image (the terminal's are gone or to be deleted): the ids used since the
    /// last time, the ones let go among them.
    mutating func removeAll() -> [UInt32] {
        let ids = used.sorted()
        used.removeAll()
        stored.removeAll()
        freeIDs = Array(Self.ids.reversed())
        bytes = 0
        return ids
    }

    private mutating func forget(_ key: Key) {
        guard let entry = stored.removeValue(forKey: key) else { return }
        bytes -= entry.bytes
        freeIDs.append(entry.id)
    }
}
