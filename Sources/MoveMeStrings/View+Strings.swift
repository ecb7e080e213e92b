extension View {
    /// The texts of the application this view's window belongs to, as a view would ask its
    /// bundle; English for a view in no window or one no application has.
    public var strings: Strings { window?.application?.strings ?? Strings(.english) }
}
