import CEGL
import Compositor

/// Fills covered by accumulated edge areas (see `AreaEdges`).
extension GLRenderer {
    /// Accumulates the area edges of `draw` into `areaTarget`, cleared first, within the
    /// pixels its cover quad and the current scissor share; then restores the framebuffers,
    /// scissor and blending. False when no pixel can be painted.
    func accumulateAreas(of draw: DrawCommand, list: RenderList) -> Bool {
        var scissorBox = [GLint](repeating: 0, count: 4)
        glGetIntegerv(GLenum(GL_SCISSOR_BOX), &scissorBox)
        let scissored = glIsEnabled(GLenum(GL_SCISSOR_TEST)) == GLboolean(GL_TRUE)
        guard var region = coverPixels(of: draw, list: list) else { return false }
        if scissored {
            let box = PixelBounds(x: Int(scissorBox[0]), y: list.height - Int(scissorBox[1] + scissorBox[3]),
                                  width: Int(scissorBox[2]), height: Int(scissorBox[3]))
            region = region.intersection(box)
        }
        guard !region.isEmpty else { return false }
        var drawFramebuffer: GLint = 0, readFramebuffer: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &drawFramebuffer)
        glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &readFramebuffer)
        if areaTarget?.width != list.width || areaTarget?.height != list.height {
            guard let target = try? AreaTarget(width: list.width, height: list.height) else { return false }
            areaTarget = target
        }
        var blend = [GLint](repeating: 0, count: 4)
        for (i, name) in [GL_BLEND_SRC_RGB, GL_BLEND_DST_RGB, GL_BLEND_SRC_ALPHA, GL_BLEND_DST_ALPHA].enumerated() {
            glGetIntegerv(GLenum(name), &blend[i])
        }

        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), areaTarget!.framebuffer)
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(region.x), GLint(list.height - region.y - region.height), GLsizei(region.width), GLsizei(region.height))
        glClearColor(0, 0, 0, 0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE))
        glUseProgram(accumulate.id)
        glBindVertexArray(edgeArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), edgeBuffer)
        // GLES 3 has no base instance: the attributes start at the draw's first edge.
        let stride = AreaEdges.stride * 4, first = Int(draw.edgeFirst) * stride
        // The run's points in pairs, its last point, its contour's box: 4, 4, 2, 4 floats.
        for (index, size, offset) in [(0, 4, 0), (1, 4, 4), (2, 2, 8), (3, 4, 10)] {
            glVertexAttribPointer(GLuint(index), GLint(size), GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(stride),
                                  UnsafeRawPointer(bitPattern: first + offset * 4))
        }
        list.transforms.withUnsafeBufferPointer { buffer in
            glUniformMatrix4fv(accumulate.uniform("u_transform"), 1, GLboolean(GL_FALSE), buffer.baseAddress! + Int(draw.transform) * 16)
        }
        glUniform2f(accumulate.uniform("u_viewport"), GLfloat(list.width), GLfloat(list.height))
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, draw.edgeCount)

        glBlendFuncSeparate(GLenum(blend[0]), GLenum(blend[1]), GLenum(blend[2]), GLenum(blend[3]))
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(drawFramebuffer))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(readFramebuffer))
        glScissor(scissorBox[0], scissorBox[1], scissorBox[2], scissorBox[3])
        if !scissored { glDisable(GLenum(GL_SCISSOR_TEST)) }
        return true
    }

    /// The device pixels the cover quad of `draw` touches, within the canvas; nil when it is
    /// behind the eye.
    private func coverPixels(of draw: DrawCommand, list: RenderList) -> PixelBounds? {
        let m = Int(draw.transform) * 16, t = list.transforms
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for i in 0..<4 {
            let x = list.vertices[(Int(draw.coverFirst) + i) * 2], y = list.vertices[(Int(draw.coverFirst) + i) * 2 + 1]
            let w = t[m + 3] * x + t[m + 7] * y + t[m + 15]
            guard w > 0 else { return nil }
            let dx = (t[m] * x + t[m + 4] * y + t[m + 12]) / w, dy = (t[m + 1] * x + t[m + 5] * y + t[m + 13]) / w
            minX = min(minX, dx); maxX = max(maxX, dx); minY = min(minY, dy); maxY = max(maxY, dy)
        }
        let limit = Float(1 << 24)
        let x0 = Int(max(0, min(limit, minX.rounded(.down)))), y0 = Int(max(0, min(limit, minY.rounded(.down))))
        let x1 = Int(max(0, min(limit, maxX.rounded(.up)))), y1 = Int(max(0, min(limit, maxY.rounded(.up))))
        return PixelBounds(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            .intersection(PixelBounds(x: 0, y: 0, width: list.width, height: list.height))
    }
}
