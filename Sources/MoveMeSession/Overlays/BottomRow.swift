import MoveMeStrings

/// The one line of keys on the bottom row, the same in every scene: what the scene is or what
/// to do with the mouse, the scene's own keys, then the program's, always in that order and
/// separated by " · " ("2.2 Collision, everything: drag, throw · m mode · 1-6 scenes ·
/// r restart · ? help · q quit"). A scene's caption (`Caption`) and MoveMe's first-launch hint
/// (`Hint`) are both this line, so a person learns one place and one order.
///
/// What does not fit goes, least useful first: restart, the keys' finger's ("tab square"), the
/// scene keys, the scene's own keys, what the scene says after its title (or the hint's
/// gestures, last first), help, quitting; the title stays, cut after a whole word with "…" when
/// alone it is too long.
enum BottomRow {
    static let separator = " · "

    /// The line for a row `columns` wide. `title` is the caption's name of the scene (its part
    /// before ": "; nil for the hint), `description` what follows the title or the hint's
    /// gestures, `keys` the scene's own ("m mode"), `fingerKeys` the keys' finger's after them
    /// ("tab square": a keyboard user's, given up before the scene keys, which every row at 80
    /// columns names); `joiner` goes between the title and its description (": ", or French
    /// " : "). Widths are in cells (a Chinese character takes two).
    static func line(title: String?, description: [String], keys: [String], fingerKeys: [String] = [], columns: Int,
                     joiner: String = ": ", strings: Strings = Strings(.english), program programItems: ProgramItems? = nil) -> String {
        let room = max(0, columns)
        if let title, title.cells > room { return shortened(title, to: room) }
        let programItems = programItems ?? ProgramItems(strings)
        let program = programItems.all
        var items: [(text: String, joiner: String)] = []
        if let title { items.append((title, "")) }
        let firstDescription = items.count
        for (index, text) in description.enumerated() {
            // A caption's description follows its title as one sentence; gestures are items.
            items.append((text, title != nil && index == 0 ? joiner : separator))
        }
        let firstKey = items.count
        items += keys.map { ($0, separator) }
        let firstFingerKey = items.count
        items += fingerKeys.map { ($0, separator) }
        let firstProgram = items.count
        items += program.map { ($0, separator) }

        func index(of item: String) -> Int? { program.firstIndex(of: item).map { firstProgram + $0 } }
        let quit = programItems.quit.flatMap(index(of:)), help = programItems.help.flatMap(index(of:))
        var priority = title == nil ? [] : [0]
        priority += [quit, help].compactMap { $0 }
        priority += Array(firstDescription..<firstKey) + Array(firstKey..<firstFingerKey)
        priority += [programItems.scenes].compactMap { $0.flatMap(index(of:)) } + Array(firstFingerKey..<firstProgram)
        priority += [programItems.restart].compactMap { $0.flatMap(index(of:)) }
        priority += Array(firstProgram..<items.count).filter { !priority.contains($0) }

        // Widths added up rather than lines joined and measured for each trial (a caption
        // that changes every frame, as a pinch's does, fits its row every frame; a translated
        // line measured again for every trial cost the first frame more than its strings table).
        // A choice's length is its items' and their joiners', less the joiner of the first
        // shown (nothing goes before it): kept as a running sum and the first index, so each
        // trial is a sum, not a sorted copy of the choice added up again.
        let lengths = items.indices.map { index in
            (text: index >= firstProgram ? programItems.widths[index - firstProgram] : items[index].text.cells,
             joiner: items[index].joiner.cells)
        }
        var isChosen = [Bool](repeating: false, count: items.count)
        var sum = 0, first = Int.max
        for item in priority where !isChosen[item] {
            let trialSum = sum + lengths[item].text + lengths[item].joiner, trialFirst = min(first, item)
            if trialSum - lengths[trialFirst].joiner <= room {
                (sum, first) = (trialSum, trialFirst)
                isChosen[item] = true
            }
        }
        let chosen = isChosen.indices.filter { isChosen[$0] }
        guard !chosen.isEmpty else { return priority.first.map { shortened(items[$0].text, to: room) } ?? "" }
        return joined(items, chosen)
    }

    /// `text` in `columns` cells: whole words and "…" after the last that fits; a first word too
    /// long for the row is cut with "…" (or without, in one or two cells). A text without
    /// spaces (Chinese) is cut where it reaches the edge.
    static func shortened(_ text: String, to columns: Int) -> String {
        guard text.cells > columns else { return text }
        guard columns > 1 else { return text.prefix(cells: max(0, columns)) }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        while words.count > 1 {
            words.removeLast()
            var kept = words.joined(separator: " ")
            while let last = kept.last, ",:; ".contains(last) { kept.removeLast() }
            if !kept.isEmpty && kept.cells + 1 <= columns { return kept + "…" }
        }
        return text.prefix(cells: columns - 1) + "…"
    }

    private static func joined(_ items: [(text: String, joiner: String)], _ indices: [Int]) -> String {
        // The first item shown has nothing before it (the title, when there is one, is always
        // shown, so a description's ": " always follows it).
        indices.enumerated().map { $0.offset == 0 ? items[$0.element].text : items[$0.element].joiner + items[$0.element].text }
            .joined()
    }
}
