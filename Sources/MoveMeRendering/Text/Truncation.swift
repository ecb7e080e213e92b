/// Text shortened to the room it has.
extension String {
    /// This string shortened to at most `width` cells by replacing its middle with "…",
    /// as UIKit's middle truncation does. Graphemes are never split.
    public func truncatingMiddle(toWidth width: Int) -> String {
        guard DisplayWidth.of(self) > width else { return self }
        guard width > 1 else { return width == 1 ? "…" : "" }
        let characters = Array(self)
        var head: [Character] = []
        var tail: [Character] = []
        var used = 1  // the ellipsis
        var front = 0
        var back = characters.count - 1
        var takeFront = true
        while front <= back {
            let next = takeFront ? characters[front] : characters[back]
            let w = DisplayWidth.of(next)
            if used + w > width { break }
            used += w
            if takeFront { head.append(next); front += 1 } else { tail.insert(next, at: 0); back -= 1 }
            takeFront.toggle()
        }
        return String(head) + "…" + String(tail)
    }
}
