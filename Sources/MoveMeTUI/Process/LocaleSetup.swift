internal import CNcursesw
import Glibc

public enum LocaleSetup {
    /// The user's character type, UTF-8: without one ncurses gives every non-ASCII character
    /// a width of −1 and cannot draw the placard, its greetings or boxes. And the user's
    /// messages, for the C library's reasons (`strerror`) in a warning that a save failed.
    /// Only these two: nothing in the program reads the others (its texts come from its own
    /// tables, chosen by `Language`; no C function it calls formats numbers or dates), and
    /// loading all twelve was 0.15 million instructions before the first frame.
    public static func prepare() {
        _ = setlocale(LC_CTYPE, "")
        _ = setlocale(LC_MESSAGES, "")
        if !isUTF8 {
            for name in ["C.UTF-8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil && isUTF8 {
                return
            }
        }
    }

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
