import LabKit

/// The duration of the circle's steps (expand, each wobble step, contract).
let KAnimationDuration: CFTimeInterval = 0.3
/// Where the circle's wobble steps start inside their group.
let KAnimationBeginTime: CFTimeInterval = 0.0
/// The duration of each of the wave's five steps.
let KWaveAnimationDuration: CFTimeInterval = 0.18

/// The circle, the triangle and the first rectangle: orchid.
let circleColorHex = "#DA70D6"
/// The second rectangle, the wave, the expanded view and the last screen: mint.
let mintColorHex = "#40e0b0"
