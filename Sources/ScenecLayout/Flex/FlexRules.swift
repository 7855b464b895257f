/// Where scenec's rows and columns depart from CSS flexbox on purpose (scene format 1.2, kept in 1.3).
/// Each is a named switch the flexbox steps read (`Flex/`), so the departures are listed in one place
/// and none hides in arithmetic. A scene that writes the 1.3 attributes (`grow`, `shrink`, `basis`,
/// `min-width="auto"`, …) opts into CSS's behaviour item by item; these only decide what an unmarked
/// child does.
enum FlexRules {
    /// `N*` is a weight: flex-grow N from a zero basis, and the weights share all the free space in
    /// proportion even when they sum below 1 (CSS §9.7 step 4b would hand out only that fraction).
    /// An item that writes `grow` follows CSS's rule instead.
    static let weightsShareAllFreeSpace = true
    /// An unmarked item never shrinks (CSS's default `flex-shrink` is 1): a run that does not fit
    /// overflows, and the stack warns unless it clips. `shrink="N"` opts in.
    static let defaultShrink = 0.0
    /// An unmarked item has no automatic minimum (CSS's `min-width: auto` is the content's min-content
    /// size): its minimum is 0 unless written. `min-width="auto"` opts in.
    static let automaticMinimumByDefault = false
    /// Padding larger than a frame keeps the frame (the content box stops at 0); CSS's border box grows
    /// to hold its padding. Not switchable: `availableSpace` clamps the content box, and a frame that
    /// grew would move every sibling; kept here so the departures are listed in one place.
    static let paddingKeepsFrame = true
}
