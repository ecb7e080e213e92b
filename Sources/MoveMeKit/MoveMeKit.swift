// An app written on MoveMeKit imports it and gets the UIKit model with it, as an iPhone app's
// `import UIKit` brings Foundation's types: views, view controllers, gesture recognizers,
// controls, animations, the application.
@_exported import MoveMeCore
