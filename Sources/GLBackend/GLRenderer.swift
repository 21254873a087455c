import CEGL
import Compositor
import LabKit

/// Executes a `RenderList` with GLES 3 into offscreen targets and reads the result back.
///
/// Fills are stencil-then-cover; translucent strokes mark the stencil once and cover it, so
/// overlapping stroke pieces blend once. Offscreen layers and masks are extra targets of the
/// canvas size, composited with premultiplied source-over (`ONE, ONE_MINUS_SRC_ALPHA`) on
/// sRGB-encoded values, as Core Animation blends.
public final class GLRenderer {
    /// Samples per pixel of every target: 4 with MSAA, 1 without.
    public let samples: Int
    /// The largest canvas side this GL accepts.
    public let maximumCanvasSide: Int

    private let solid: GLProgram
    private let gradient: GLProgram
    private let imageProgram: GLProgram
    /// An image times an opacity (see `Shaders.plainImageFragment`).
    private let plainImage: GLProgram
    /// The paints with analytic edge coverage, for fringes.
    private let solidFringe: GLProgram
    private let gradientFringe: GLProgram
    private let imageFringe: GLProgram
    /// The paints with accumulated edge area coverage, for fills covered by it.
    private let solidArea: GLProgram
    private let gradientArea: GLProgram
    private let imageArea: GLProgram
    /// Adds edges' signed areas into `areaTarget` (see `AreaEdges`).
    let accumulate: GLProgram
    /// Area edge runs, one instance each, and their attribute layout.
    var edgeArray: GLuint = 0
    var edgeBuffer: GLuint = 0
    var areaTarget: AreaTarget?
    private let composite: GLProgram
    let blur: GLProgram
    let downsample: GLProgram
    let shadow: GLProgram
    /// Combines a source drawn alone with a copy of the destination by a separable blend mode.
    let blendProgram: GLProgram
    /// Puts a masked layer in place of what it covers (see `RenderCommand.pushBackdrop`).
    let replaceProgram: GLProgram
    /// The color passes of a backdrop filter (see `GLRenderer+Backdrop`).
    let backdropDownsample: GLProgram
    let backdropBlur: GLProgram
    let backdropApply: GLProgram
    let textures = TextureCache()
    /// The programs, vertex arrays and buffer of instanced draws (see `GLRenderer+Instancing`).
    var instancing: InstancedDrawing!
    /// Resolves the multisampled targets; nil without MSAA.
    private let multisample: MultisampleResolve?
    /// Samples textures bilinearly, whatever the texture's own filter (blurs and shadows
    /// sample between texels).
    var linearSampler: GLuint = 0
    /// Samplers of image filters other than the default (see `GLRenderer+ImageSampling`).
    var imageSamplers: [ImageSampling: GLuint] = [:]
    /// Single-sample targets for the two passes of a blur.
    var blurTargets: [RenderTarget] = []
    /// Single-sample copies of the pixels around rectangular clips, one per clip depth (see
    /// `GLRenderer+ClipSpill`).
    var spillTargets: [RenderTarget] = []
    private var vertexArray: GLuint = 0
    var emptyVertexArray: GLuint = 0
    var vertexBuffer: GLuint = 0
    /// Edge fringe vertices (see `EdgeFringe`) and their attribute layout.
    private var fringeArray: GLuint = 0
    var fringeBuffer: GLuint = 0
    private var targets: [RenderTarget] = []
    /// The last frame's pixels as GL reads them, bottom row first.
    private var readBuffer: [UInt8] = []

    /// Compiles and links every shader program now (they are otherwise compiled on first
    /// use); throws the first compiler or linker log.
    public func compileAllPrograms() throws {
        for program in [solid, gradient, imageProgram, plainImage, solidFringe, gradientFringe, imageFringe, solidArea,
                        gradientArea, imageArea, accumulate, composite, blur, downsample, shadow, blendProgram, replaceProgram,
                        backdropDownsample, backdropBlur, backdropApply]
            + instancing.programs {
            try program.link()
        }
        try multisample?.link()
    }

    /// Creates the renderer on the current context.
    public init(msaa: Bool) throws {
        var maxSamples: GLint = 0, maxRenderbuffer: GLint = 0, maxTexture: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_SAMPLES), &maxSamples)
        glGetIntegerv(GLenum(GL_MAX_RENDERBUFFER_SIZE), &maxRenderbuffer)
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &maxTexture)
        samples = msaa ? Int(min(4, max(1, maxSamples))) : 1
        maximumCanvasSide = Int(min(maxRenderbuffer, maxTexture))
        multisample = samples > 1 ? MultisampleResolve(samples: samples) : nil
        solid = GLProgram(vertex: Shaders.paintVertex(coverage: .none), fragment: Shaders.solidFragment(coverage: .none))
        gradient = GLProgram(vertex: Shaders.paintVertex(coverage: .none), fragment: Shaders.gradientFragment(coverage: .none))
        imageProgram = GLProgram(vertex: Shaders.paintVertex(coverage: .none, textureCoordinates: true),
                                     fragment: Shaders.imageFragment(coverage: .none))
        plainImage = GLProgram(vertex: Shaders.paintVertex(coverage: .none, textureCoordinates: true),
                                   fragment: Shaders.plainImageFragment)
        solidFringe = GLProgram(vertex: Shaders.paintVertex(coverage: .fringe), fragment: Shaders.solidFragment(coverage: .fringe))
        gradientFringe = GLProgram(vertex: Shaders.paintVertex(coverage: .fringe), fragment: Shaders.gradientFragment(coverage: .fringe))
        imageFringe = GLProgram(vertex: Shaders.paintVertex(coverage: .fringe, textureCoordinates: true),
                                    fragment: Shaders.imageFragment(coverage: .fringe))
        solidArea = GLProgram(vertex: Shaders.paintVertex(coverage: .none), fragment: Shaders.solidFragment(coverage: .accumulated))
        gradientArea = GLProgram(vertex: Shaders.paintVertex(coverage: .none),
                                     fragment: Shaders.gradientFragment(coverage: .accumulated))
        imageArea = GLProgram(vertex: Shaders.paintVertex(coverage: .none, textureCoordinates: true),
                                  fragment: Shaders.imageFragment(coverage: .accumulated))
        accumulate = GLProgram(vertex: Shaders.accumulateVertex, fragment: Shaders.accumulateFragment)
        composite = GLProgram(vertex: Shaders.compositeVertex, fragment: Shaders.compositeFragment)
        blur = GLProgram(vertex: Shaders.compositeVertex, fragment: Shaders.blurFragment)
        downsample = GLProgram(vertex: Shaders.compositeVertex, fragment: Shaders.downsampleFragment)
        shadow = GLProgram(vertex: Shaders.compositeVertex, fragment: Shaders.shadowFragment)
        blendProgram = GLProgram(vertex: Shaders.compositeVertex, fragment: Shaders.blendFragment)
        replaceProgram = GLProgram(vertex: Shaders.compositeVertex, fragment: Shaders.replaceFragment)
        backdropDownsample = GLProgram(vertex: Shaders.compositeVertex, fragment: Shaders.backdropDownsampleFragment)
        backdropBlur = GLProgram(vertex: Shaders.compositeVertex, fragment: Shaders.backdropBlurFragment)
        backdropApply = GLProgram(vertex: Shaders.compositeVertex, fragment: Shaders.backdropFragment)
        glGenSamplers(1, &linearSampler)
        for parameter in [GL_TEXTURE_MIN_FILTER, GL_TEXTURE_MAG_FILTER] {
            glSamplerParameteri(linearSampler, GLenum(parameter), GL_LINEAR)
        }
        for parameter in [GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T] {
            glSamplerParameteri(linearSampler, GLenum(parameter), GL_CLAMP_TO_EDGE)
        }
        glGenVertexArrays(1, &vertexArray)
        glGenVertexArrays(1, &emptyVertexArray)
        glGenBuffers(1, &vertexBuffer)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 8, nil)
        glGenVertexArrays(1, &fringeArray)
        glGenBuffers(1, &fringeBuffer)
        glBindVertexArray(fringeArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), fringeBuffer)
        GLRenderer.pointFringeAttributesAtBoundBuffer()
        glGenVertexArrays(1, &edgeArray)
        glGenBuffers(1, &edgeBuffer)
        glBindVertexArray(edgeArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), edgeBuffer)
        for index: GLuint in [0, 1, 2, 3] {
            glEnableVertexAttribArray(index)
            glVertexAttribDivisor(index, 1)
        }
        glBindVertexArray(0)
        instancing = InstancedDrawing(vertexBuffer: vertexBuffer, fringeBuffer: fringeBuffer)
    }

    deinit {
        instancing = nil
        targets.removeAll()
        blurTargets.removeAll()
        spillTargets.removeAll()
        glDeleteSamplers(1, &linearSampler)
        for var sampler in imageSamplers.values { glDeleteSamplers(1, &sampler) }
        glDeleteBuffers(1, &vertexBuffer)
        glDeleteVertexArrays(1, &vertexArray)
        glDeleteBuffers(1, &fringeBuffer)
        glDeleteVertexArrays(1, &fringeArray)
        glDeleteBuffers(1, &edgeBuffer)
        glDeleteVertexArrays(1, &edgeArray)
        glDeleteVertexArrays(1, &emptyVertexArray)
    }

    /// Checks that a canvas of this size can be rendered.
    public func validate(width: Int, height: Int) throws {
        guard width <= maximumCanvasSide, height <= maximumCanvasSide else {
            throw GLBackendError.canvasTooLarge(width: width, height: height, maximum: maximumCanvasSide)
        }
    }

    /// Draws `list` and returns the canvas as premultiplied RGBA, top row first.
    public func render(_ list: RenderList) throws -> CGImage {
        try draw(list)
        return readBack(targets[0])
    }

    /// Draws `list` into the canvas target; with `clear` false, over what is there (an
    /// overlay after the scene).
    public func draw(_ list: RenderList, clear: Bool = true) throws {
        try validate(width: list.width, height: list.height)
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        list.vertices.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        if !list.fringeVertices.isEmpty {
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), fringeBuffer)
            list.fringeVertices.withUnsafeBytes { bytes in
                glBufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STREAM_DRAW))
            }
        }
        if !list.instances.isEmpty { instancing.upload(list.instances) }
        if !list.areaEdges.isEmpty {
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), edgeBuffer)
            list.areaEdges.withUnsafeBytes { bytes in
                glBufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STREAM_DRAW))
            }
        }
        // Each open target with the pixels its scope paints: offscreen layers are cleared,
        // resolved and composited only there. They are cleared and resolved a little wider
        // than they are composited: llvmpipe's scissor on a multisampled target lets the
        // column left of the rectangle through, which must then read a cleared pixel.
        let canvas = PixelBounds(x: 0, y: 0, width: list.width, height: list.height)
        func widened(_ bounds: PixelBounds) -> PixelBounds { bounds.isEmpty ? bounds : bounds.insetBy(-2).intersection(canvas) }
        var stack = [(target: try target(at: 0, width: list.width, height: list.height), bounds: canvas)]
        if clear { stack[0].target.bindAndClear() } else { stack[0].target.bind() }
        stack[0].target.scissor(nil)
        // The stack indices of scopes that started as a copy of their backdrop.
        var backdrops = Set<Int>()
        // How many rectangular clips are open.
        var clipDepth = 0
        for command in list.commands {
            switch command {
            case .draw(let draw) where draw.blendMode != .normal:
                try drawBlended(draw.blendMode, onto: stack[stack.count - 1], depth: stack.count) { execute(draw, list: list) }
            case .draw(let draw):
                execute(draw, list: list)
            case .drawInstances(let draw) where draw.blendMode != .normal:
                try drawBlended(draw.blendMode, onto: stack[stack.count - 1], depth: stack.count) { execute(draw, list: list) }
            case .drawInstances(let draw):
                execute(draw, list: list)
            case .pushLayer(let bounds), .pushMask(let bounds):
                let next = try target(at: stack.count, width: list.width, height: list.height)
                stack.append((next, bounds))
                next.bindAndClear(widened(bounds))
                next.scissor(bounds)
            case .popLayer(let opacity):
                let layer = stack.removeLast()
                layer.target.resolve(widened(layer.bounds))
                let parent = stack[stack.count - 1]
                parent.target.bind()
                composite(layer.target, mask: nil, opacity: opacity, within: layer.bounds.intersection(parent.bounds),
                          restoring: parent)
            case .pushBackdrop(let bounds):
                let next = try target(at: stack.count, width: list.width, height: list.height)
                copyBackdrop(from: stack[stack.count - 1].target, into: next, within: bounds, clearing: widened(bounds))
                backdrops.insert(stack.count)
                stack.append((next, bounds))
            case .pushClip(let bounds):
                let top = stack[stack.count - 1]
                let clipped = top.bounds.intersection(bounds)
                try saveSpill(of: clipped, in: top.target, depth: clipDepth)
                clipDepth += 1
                stack.append((top.target, clipped))
                top.target.scissor(clipped)
            case .popClip:
                let clip = stack.removeLast()
                let top = stack[stack.count - 1]
                clipDepth -= 1
                restoreSpill(of: clip.bounds, in: top.target, depth: clipDepth)
                top.target.scissor(top.bounds)
            case .popMask(let opacity):
                let mask = stack.removeLast()
                let content = stack.removeLast()
                mask.target.resolve(widened(mask.bounds))
                content.target.resolve(widened(content.bounds))
                let parent = stack[stack.count - 1]
                let pixels = content.bounds.intersection(mask.bounds).intersection(parent.bounds)
                if backdrops.remove(stack.count) != nil {
                    try replace(within: pixels, of: parent, with: content.target, mask: mask.target, opacity: opacity,
                                spareDepth: stack.count + 2)
                } else {
                    parent.target.bind()
                    composite(content.target, mask: mask.target, opacity: opacity, within: pixels, restoring: parent)
                }
            case .backdropFilter(let effect):
                try filterBackdrop(effect, of: stack[stack.count - 1])
            case .popShadow(let effect, let opacity):
                let layer = stack.removeLast()
                layer.target.resolve(widened(layer.bounds))
                let parent = stack[stack.count - 1]
                try castShadow(of: layer, effect: effect, opacity: opacity, onto: parent, canvas: canvas)
                if effect.drawsContent {
                    composite(layer.target, mask: nil, opacity: opacity, within: layer.bounds.intersection(parent.bounds),
                              restoring: parent)
                }
            }
        }
        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_SCISSOR_TEST))
        targets[0].resolve()
        textures.purge()
    }

    /// The number of image textures on the GPU.
    public var textureCount: Int { textures.count }

    func target(at depth: Int, width: Int, height: Int) throws -> RenderTarget {
        if depth < targets.count, targets[depth].width == width, targets[depth].height == height {
            return targets[depth]
        }
        let target = try RenderTarget(width: width, height: height, multisample: multisample)
        if depth < targets.count { targets[depth] = target } else { targets.append(target) }
        return target
    }

    /// Binds a program that places geometry through one of the list's transforms.
    private func use(_ program: GLProgram, vertexArray: GLuint, transform: Int32, list: RenderList) {
        glUseProgram(program.id)
        glBindVertexArray(vertexArray)
        list.transforms.withUnsafeBufferPointer { buffer in
            glUniformMatrix4fv(program.uniform("u_transform"), 1, GLboolean(GL_FALSE), buffer.baseAddress! + Int(transform) * 16)
        }
        glUniform2f(program.uniform("u_viewport"), GLfloat(list.width), GLfloat(list.height))
    }

    private func execute(_ draw: DrawCommand, list: RenderList) {
        defer { unbindSampler(after: draw.paint) }
        if draw.edgeCount > 0 {
            glDisable(GLenum(GL_STENCIL_TEST))
            guard accumulateAreas(of: draw, list: list) else { return }
            let program = usePaint(draw.paint, transform: draw.transform, list: list, coverage: .accumulated)
            glActiveTexture(GLenum(GL_TEXTURE1))
            glBindTexture(GLenum(GL_TEXTURE_2D), areaTarget!.texture)
            glActiveTexture(GLenum(GL_TEXTURE0))
            glUniform1i(program.uniform("u_area"), 1)
            glUniform1i(program.uniform("u_evenOdd"), draw.stencil == .evenOdd ? 1 : 0)
            glDrawArrays(GLenum(GL_TRIANGLE_STRIP), draw.coverFirst, 4)
            return
        }
        let keep = GLenum(GL_KEEP)
        switch draw.stencil {
        case .none:
            glDisable(GLenum(GL_STENCIL_TEST))
            usePaint(draw.paint, transform: draw.transform, list: list)
            // An opaque paint under normal blending replaces what is below, so blending
            // (reading every pixel back) is skipped: llvmpipe then shades whole tiles opaque.
            let replaces = draw.blendMode == .normal && draw.paint.isOpaque
            if replaces { glDisable(GLenum(GL_BLEND)) }
            glDrawArrays(GLenum(GL_TRIANGLE_STRIP), draw.first, draw.count)
            if replaces { glEnable(GLenum(GL_BLEND)) }
            if draw.fringeCount > 0 {
                usePaint(draw.paint, transform: draw.transform, list: list, coverage: .fringe)
                glDrawArrays(GLenum(GL_TRIANGLES), draw.fringeFirst, draw.fringeCount)
            }
            return
        case .nonZero:
            glEnable(GLenum(GL_STENCIL_TEST))
            glStencilFunc(GLenum(GL_ALWAYS), 0, 0xFF)
            glStencilOpSeparate(GLenum(GL_FRONT), keep, keep, GLenum(GL_INCR_WRAP))
            glStencilOpSeparate(GLenum(GL_BACK), keep, keep, GLenum(GL_DECR_WRAP))
        case .evenOdd:
            glEnable(GLenum(GL_STENCIL_TEST))
            glStencilFunc(GLenum(GL_ALWAYS), 0, 0xFF)
            glStencilOp(keep, keep, GLenum(GL_INVERT))
        case .union:
            glEnable(GLenum(GL_STENCIL_TEST))
            glStencilFunc(GLenum(GL_ALWAYS), 1, 0xFF)
            glStencilOp(keep, keep, GLenum(GL_REPLACE))
        }
        use(solid, vertexArray: vertexArray, transform: draw.transform, list: list)
        glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), draw.first, draw.count)
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        // Cover where the stencil is set, resetting it to zero for the next draw.
        glStencilFunc(GLenum(GL_NOTEQUAL), 0, 0xFF)
        glStencilOp(GLenum(GL_ZERO), GLenum(GL_ZERO), GLenum(GL_ZERO))
        usePaint(draw.paint, transform: draw.transform, list: list)
        let replaces = draw.blendMode == .normal && draw.paint.isOpaque
        if replaces { glDisable(GLenum(GL_BLEND)) }
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), draw.coverFirst, 4)
        if replaces { glEnable(GLenum(GL_BLEND)) }
        glDisable(GLenum(GL_STENCIL_TEST))
    }

    /// Binds the program of `paint` with its uniforms and returns it; with `.fringe` coverage,
    /// the one with edge coverage reading fringe vertices.
    @discardableResult
    private func usePaint(_ paint: Paint, transform: Int32, list: RenderList, coverage: Shaders.Coverage = .none) -> GLProgram {
        let vertexArray = coverage == .fringe ? fringeArray : self.vertexArray
        let programs: (solid: GLProgram, gradient: GLProgram, image: GLProgram)
        switch coverage {
        case .none: programs = (solid, gradient, imageProgram)
        case .fringe: programs = (solidFringe, gradientFringe, imageFringe)
        case .accumulated: programs = (solidArea, gradientArea, imageArea)
        }
        let (solid, gradient, imageProgram) = programs
        switch paint {
        case .solid(let color):
            use(solid, vertexArray: vertexArray, transform: transform, list: list)
            glUniform4f(solid.uniform("u_color"), color.x, color.y, color.z, color.w)
            return solid
        case .gradient(let ramp):
            use(gradient, vertexArray: vertexArray, transform: transform, list: list)
            let kind: GLint
            switch ramp.kind {
            case .linear: kind = 0
            case .radial: kind = 1
            case .conic: kind = 2
            case .twoCircle(let startRadius, let endRadius):
                kind = 3
                glUniform2f(gradient.uniform("u_radii"), startRadius, endRadius)
            }
            glUniform1i(gradient.uniform("u_kind"), kind)
            glUniform2i(gradient.uniform("u_extends"), ramp.extendsStart ? 1 : 0, ramp.extendsEnd ? 1 : 0)
            glUniform2f(gradient.uniform("u_start"), ramp.start.x, ramp.start.y)
            glUniform2f(gradient.uniform("u_end"), ramp.end.x, ramp.end.y)
            let count = min(ramp.colors.count, ramp.locations.count, GradientPaint.maximumStops)
            glUniform1i(gradient.uniform("u_count"), GLint(count))
            ramp.locations.withUnsafeBufferPointer { glUniform1fv(gradient.uniform("u_locations"), GLsizei(count), $0.baseAddress) }
            ramp.colors.withUnsafeBufferPointer { colors in
                colors.baseAddress!.withMemoryRebound(to: Float.self, capacity: count * 4) {
                    glUniform4fv(gradient.uniform("u_colors"), GLsizei(count), $0)
                }
            }
            glUniform1i(gradient.uniform("u_premultiplied"), ramp.interpolation == .premultiplied ? 1 : 0)
            glUniform1f(gradient.uniform("u_opacity"), ramp.opacity)
            return gradient
        case .image(let image):
            let m = image.colorTransform.multiply, a = image.colorTransform.add
            let isPlain = coverage == .none && a == .zero && m.x == m.w && m.y == m.w && m.z == m.w
            let program = isPlain ? plainImage : imageProgram
            use(program, vertexArray: vertexArray, transform: transform, list: list)
            glUniform4f(program.uniform("u_rect"), image.rect.x, image.rect.y, image.rect.z, image.rect.w)
            if isPlain {
                glUniform1f(program.uniform("u_alpha"), m.w)
            } else {
                glUniform4f(program.uniform("u_multiply"), m.x, m.y, m.z, m.w)
                glUniform4f(program.uniform("u_add"), a.x, a.y, a.z, a.w)
            }
            bindImage(image, program: program)
            return program
        }
    }

    /// Composites an offscreen layer into its parent within `pixels`, then restores the
    /// parent's own drawing bounds.
    func composite(_ content: RenderTarget, mask: RenderTarget?, opacity: Float, within pixels: PixelBounds,
                           restoring parent: (target: RenderTarget, bounds: PixelBounds)) {
        if !pixels.isEmpty {
            parent.target.scissor(pixels)
            compositeLayer(content, mask: mask, opacity: opacity)
        }
        parent.target.scissor(parent.bounds)
    }

    /// Draws `source`'s texture onto the bound target where the scissor allows, as it is
    /// (with blending off, a copy).
    func compositeCopy(_ source: RenderTarget) {
        compositeLayer(source, mask: nil, opacity: 1)
    }

    private func compositeLayer(_ content: RenderTarget, mask: RenderTarget?, opacity: Float) {
        glDisable(GLenum(GL_STENCIL_TEST))
        glUseProgram(composite.id)
        glBindVertexArray(emptyVertexArray)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), content.texture)
        glUniform1i(composite.uniform("u_content"), 0)
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), mask?.texture ?? content.texture)
        glUniform1i(composite.uniform("u_mask"), 1)
        glUniform1i(composite.uniform("u_useMask"), mask == nil ? 0 : 1)
        glUniform1f(composite.uniform("u_opacity"), opacity)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    private func readBack(_ target: RenderTarget) -> CGImage {
        let w = target.width, h = target.height, row = w * 4
        // Kept from frame to frame: a fresh buffer is a few thousand page faults every frame.
        if readBuffer.count != w * h * 4 { readBuffer = [UInt8](repeating: 0, count: w * h * 4) }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), target.resolveFramebuffer)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        readBuffer.withUnsafeMutableBytes { bottomUp in
            glReadPixels(0, 0, GLsizei(w), GLsizei(h), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bottomUp.baseAddress)
        }
        // GL's rows start at the bottom.
        let topDown = readBuffer.withUnsafeBytes { bottomUp in
            [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
                let source = bottomUp.assumingMemoryBound(to: UInt8.self).baseAddress!
                for y in 0..<h { (buffer.baseAddress! + y * row).initialize(from: source + (h - 1 - y) * row, count: row) }
                count = w * h * 4
            }
        }
        return CGImage(width: w, height: h, premultipliedRGBA: topDown)!
    }
}

// MARK: Windows and debugging

extension GLRenderer {
    /// Copies the last frame drawn into the current surface's own framebuffer (a window's
    /// back buffer), the frame at its bottom-left corner, black around it.
    public func blitFrame(toWindowWidth width: Int, height: Int) {
        glDisable(GLenum(GL_SCISSOR_TEST))
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glDisable(GLenum(GL_STENCIL_TEST))
        glClearColor(0, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        guard let frame = targets.first else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), frame.resolveFramebuffer)
        let w = GLint(min(width, frame.width)), h = GLint(min(height, frame.height))
        // The window's rows start at the bottom as the frame's do; align their tops.
        let frameTop = GLint(frame.height), windowTop = GLint(height)
        glBlitFramebuffer(0, frameTop - h, w, frameTop, 0, windowTop - h, w, windowTop,
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    }

    /// Outlines the triangles of every fill and stroke of `list` (drawn just before) over
    /// the frame, in `color`: the tessellation wireframe of the debug overlay.
    public func drawWireframe(_ list: RenderList, color: SIMD4<Float>) throws {
        guard let frame = targets.first, frame.width == list.width, frame.height == list.height else { return }
        frame.bind()
        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        list.vertices.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        for command in list.commands {
            guard case .draw(let draw) = command else { continue }
            use(solid, vertexArray: vertexArray, transform: draw.transform, list: list)
            glUniform4f(solid.uniform("u_color"), color.x, color.y, color.z, color.w)
            // A strip's edges, zigzag and sides, are its triangles' edges.
            glDrawArrays(GLenum(GL_LINE_STRIP), draw.first, draw.count)
        }
        frame.resolve()
    }
}

extension GLRenderer {
    /// Points the bound vertex array's attributes 0–3 at the bound array buffer's edge fringe
    /// vertices (see `EdgeFringe`): position, edge, neighbors and inside point, 2, 4, 4 and 2
    /// floats.
    static func pointFringeAttributesAtBoundBuffer() {
        let stride = GLsizei(EdgeFringe.stride * 4)
        for (index, size, offset) in [(0, 2, 0), (1, 4, 2), (2, 4, 6), (3, 2, 10)] {
            glEnableVertexAttribArray(GLuint(index))
            glVertexAttribPointer(GLuint(index), GLint(size), GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                  UnsafeRawPointer(bitPattern: offset * 4))
        }
    }
}
