import MoveMeRendering
/// The kitty graphics protocol's commands, as bytes to write: an image is transmitted once
/// under an id, then shown by placements, each a few dozen bytes, which a move re-sends under
/// the same placement id (kitty replaces a placement of the same image and placement id, "to
/// resize or move placements around the screen, without flicker").
///
/// Every command is an APC, `ESC _ G <keys> ; <payload> ESC \`, which terminals that do not know
/// it ignore whole. Each one carries `q=2` (no reply, even on failure): a reply would arrive on
/// standard input among the keys, and only the start-up query (`query`) is meant to be answered.
///
/// From kitty's documentation, https://sw.kovidgoyal.net/kitty/graphics-protocol/ (the
/// "Remote client", "Display images on screen", "Deleting images" and "Querying support"
/// sections, and the control data reference).
public enum KittyGraphics {
    /// The most base64 a command may carry; all chunks but the last carry exactly this (a
    /// multiple of 4, as the protocol asks).
    public static let chunkSize = 4096

    /// Transmits `image` (32-bit RGBA, `f=32`, straight alpha) under `id` without showing it
    /// (`a=t`): its pixels as they are, or `deflated` where given (the pixels compressed with
    /// in zlib's format, RFC 1950, `o=z`), as base64 in chunks of `chunkSize`, the first with every key and
    /// `m=1`, the next with only `q` and `m` (1, and 0 on the last). An image of one chunk has
    /// no `m` at all. A new image under an id kitty holds replaces it.
    public static func transmit(_ image: PixelImage, id: UInt32, deflated: [UInt8]? = nil) -> String {
        let payload = Array(Base64.encode(deflated ?? image.bytes).utf8)
        let keys = "a=t,f=32,s=\(image.width),v=\(image.height),i=\(id)" + (deflated == nil ? "" : ",o=z") + ",q=2"
        guard payload.count > chunkSize else { return command(keys, payload: payload[...]) }
        var out = ""
        var start = 0
        while start < payload.count {
            let end = min(payload.count, start + chunkSize)
            let more = end < payload.count ? 1 : 0
            out += command(start == 0 ? keys + ",m=\(more)" : "q=2,m=\(more)", payload: payload[start..<end])
            start = end
        }
        return out
    }

    /// Transmits `image` under `id` by name: its `size` bytes of pixels written to `name`
    /// beforehand, a shared memory object or a temporary file (`medium`), which kitty reads and
    /// removes. One short command, whatever the image; not deflated, as the pixels cross no wire.
    public static func transmit(_ image: PixelImage, id: UInt32, from name: String, medium: KittyMedium, size: Int) -> String {
        command("a=t,f=32,s=\(image.width),v=\(image.height),i=\(id),t=\(medium.key),S=\(size),q=2",
                payload: Array(Base64.encode(Array(name.utf8)).utf8)[...])
    }

    /// Replaces image `id` by one transparent pixel: its memory given back without a delete
    /// (see `delete(id:)`).
    public static func blank(id: UInt32) -> String {
        command("a=t,f=32,s=1,v=1,i=\(id),q=2", payload: Array("AAAAAA==".utf8)[...])
    }

    /// Shows image `id` as placement `placement` (`a=p`) where `at` says, at `zIndex` (positive:
    /// over the terminal's text; negative: under it), without moving the cursor (`C=1`). A
    /// placement is made at the cursor, so the cursor is moved to its cell first, between a
    /// save and a restore of the cursor (`ESC 7`, `ESC 8`): the cursor is left where it was, and
    /// a program drawing with ncurses keeps its idea of it. Placing again with the same ids
    /// moves it.
    ///
    /// Made a byte at a time: a placement is sent every frame a picture moves, and the string
    /// interpolation's appends and number descriptions took 12 µs of CPU a placement (its code
    /// cold after the frame's sleep), 8 µs now (the session on kitty, 329 placements).
    public static func place(id: UInt32, placement: UInt32, at where: ImagePlacement, zIndex: Int32) -> String {
        var out = ASCII(capacity: 96)
        out.text("\u{1B}7\u{1B}["); out.number(`where`.row + 1); out.text(";"); out.number(`where`.column + 1)
        out.text("H\u{1B}_Ga=p,i="); out.number(Int(id)); out.text(",p="); out.number(Int(placement))
        if let source = `where`.source {
            out.text(",x="); out.number(source.x); out.text(",y="); out.number(source.y)
            out.text(",w="); out.number(source.width); out.text(",h="); out.number(source.height)
        }
        if let stretch = `where`.stretch {
            out.text(",c="); out.number(stretch.columns); out.text(",r="); out.number(stretch.rows)
        }
        out.text(",X="); out.number(`where`.offsetX); out.text(",Y="); out.number(`where`.offsetY)
        out.text(",z="); out.number(Int(zIndex)); out.text(",C=1,q=2\u{1B}\\\u{1B}8")
        return out.string
    }

    /// Removes placement `placement` of image `id` and keeps the image (`d=i` with `p`): an
    /// image placed in fewer parts than before (an overlay gone from over it).
    public static func deletePlacement(id: UInt32, placement: UInt32) -> String {
        command("a=d,d=i,i=\(id),p=\(placement),q=2")
    }

    /// Removes every placement of image `id` and keeps the image (`d=i`): shown again later
    /// by a placement, without sending it again.
    public static func deletePlacements(id: UInt32) -> String {
        command("a=d,d=i,i=\(id),q=2")
    }

    /// Removes image `id`, its placements and its data (`d=I`, the uppercase frees it). Kitty
    /// 0.26 frees with it every image that has no placement, whatever its id: for the way out.
    public static func delete(id: UInt32) -> String {
        command("a=d,d=I,i=\(id),q=2")
    }

    /// Asks whether the terminal speaks the protocol, as kitty's documentation does it: a query
    /// action (`a=q`, loaded and checked, never stored) with a 1 × 1 RGB image, answered by
    /// `ESC _ G i=<id> ; OK ESC \` (see `GraphicsReply`). To be followed by the Primary Device
    /// Attributes request (`GraphicsQueries`): a terminal answers in order, so a DA1 answer
    /// without this one first means no.
    public static func query(id: UInt32) -> String {
        command("i=\(id),s=1,v=1,a=q,t=d,f=24", payload: Array("AAAA".utf8)[...])
    }

    /// Asks whether the terminal reads `medium`, as kitty's `icat` does: the same query's 1 × 1
    /// RGB image, its three bytes in `name` (a shared memory object or a temporary file the
    /// caller made), answered OK only by a terminal that could read them there.
    public static func query(id: UInt32, medium: KittyMedium, name: String) -> String {
        command("i=\(id),s=1,v=1,a=q,t=\(medium.key),f=24", payload: Array(Base64.encode(Array(name.utf8)).utf8)[...])
    }

    /// One APC command: keys, and a payload after `;` if any.
    static func command(_ keys: String, payload: ArraySlice<UInt8> = []) -> String {
        "\u{1B}_G" + keys + (payload.isEmpty ? "" : ";" + String(decoding: payload, as: UTF8.self)) + "\u{1B}\\"
    }
}

/// ASCII text made a byte at a time, numbers in decimal.
private struct ASCII {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func text(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func number(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let first = bytes.count
        var rest = value.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[first...].reverse()
    }
}
