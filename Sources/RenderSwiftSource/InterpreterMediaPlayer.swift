import SwiftSyntax
import RenderLayout
import RenderScene

/// MediaPlayer's music players at rest: nothing is playing at first launch (decision, issue 25:
/// a render is the first frame of a fresh launch with no media of the user's; Damus' music
/// status model reads the system player's state when its app state is made).
///
/// 1. `MPMusicPlayerController.systemMusicPlayer`, `.applicationMusicPlayer` and
///    `.applicationQueuePlayer` (also as `.systemMusicPlayer` given to a property of that type)
///    are a stopped player: `playbackState` is `MPMusicPlaybackState.stopped`, `nowPlayingItem`
///    nil, `indexOfNowPlayingItem` `NSNotFound`, `currentPlaybackTime` 0, `repeatMode` and
///    `shuffleMode` `.default`.
/// 2. `beginGeneratingPlaybackNotifications()` and `endGeneratingPlaybackNotifications()` do
///    nothing at rest (a notification only comes after the first frame). Any other method (`play()`)
///    is an unknown value.
extension Interpreter {
    static let musicPlayerNames: Set<String> = ["systemMusicPlayer", "applicationMusicPlayer", "applicationQueuePlayer"]

    /// Step 1; nil for other names.
    func mediaPlayerStatic(_ name: String, of type: String) -> SwiftValue? {
        guard type == "MPMusicPlayerController" || type == "MPMusicPlayerApplicationController", Self.musicPlayerNames.contains(name),
              program.types[type] == nil else { return nil }
        func named(_ type: String, _ name: String) -> SwiftValue { .symbol(Symbol(type: type, steps: [.init(name: name, arguments: nil)])) }
        return .record("MPMusicPlayerController", [
            "playbackState": named("MPMusicPlaybackState", "stopped"), "nowPlayingItem": .null,
            "indexOfNowPlayingItem": .int(Int.max), "currentPlaybackTime": .double(0),
            "repeatMode": named("MPMusicRepeatMode", "default"), "shuffleMode": named("MPMusicShuffleMode", "default"),
        ])
    }

    /// Step 2; nil for values that are no player.
    func mediaPlayerMethod(_ name: String, on base: SwiftValue, at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("MPMusicPlayerController", _) = base else { return nil }
        if ["beginGeneratingPlaybackNotifications", "endGeneratingPlaybackNotifications"].contains(name), call.arguments.isEmpty { return .void }
        return try placeholder("MPMusicPlayerController.\(name)(…)", at: call.calledExpression)
    }
}
