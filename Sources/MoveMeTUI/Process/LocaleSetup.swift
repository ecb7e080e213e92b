import CNcursesw
import Glibc

public enum LocaleSetup {
    /// The user's locale, with a UTF-8 character type: without one ncurses gives every
    /// non-ASCII character a width of −1 and cannot draw the placard, its greetings or boxes.
    public static func prepare() {
        _ = setlocale(LC_ALL, "")
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
