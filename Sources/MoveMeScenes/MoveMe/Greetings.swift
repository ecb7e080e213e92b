/// The fifteen greetings of the original, in its order. The placard shows the first at launch and
/// the next on each double tap, wrapping around.
public enum Greetings {
    public static let standard: [String] = [
        "Welcome", "Velkommen", "Welkom", "歡迎", "Bienvenue", "Willkommen", "ようこそ",
        "Benvenuto", "Välkommen", "환영합니다", "Bienvenido", "欢迎", "Tervetuloa", "Bem-vindo",
        "Добро пожаловать",
    ]
}
