import LabKit

@_cdecl("lab_plugin_entry")
public func labPluginEntry() -> UnsafeMutableRawPointer {
    PluginManifest(scenes: [
        FeaturesScene.self,
        CoverageCircleScene.self,
        CoverageRectScene.self,
        CoverageStrokeScene.self,
        CoverageRoundCapScene.self,
        BoundaryScene.self,
        AnimatedScene.self,
        UIKitScene.self,
        AnimatorScene.self,
        ConstraintsScene.self,
        TextScaleScene.self,
        TextMetricsScene.self,
        PhotoArtScene.self,
        IconArtScene.self,
        EffectsScene.self,
        CornersScene.self,
        AnimatedEffectsScene.self,
        DrawingScene.self,
        AnimatedDrawingScene.self,
        RunLoopScene.self,
        SleepScene.self,
        RestartScene.self,
        WallSleepScene.self,
        SpinnerScene.self,
        RandomScene.self,
        RunawayScene.self,
        ScrollScene.self,
        ControlsScene.self,
        PresentationScene.self,
        TabsScene.self,
        AttributedTextScene.self,
        TableScene.self,
    ]).export()
}
