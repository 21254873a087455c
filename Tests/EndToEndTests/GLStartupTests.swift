import Foundation
import CEGL
@testable import GLBackend
import XCTest

/// What start-up now defers or does on the CPU or with programs of its own: every shader
/// program still compiles and links (on first use, or all at once on request), the mipmap
/// levels made on the CPU sample the level above bilinearly at each pixel's centre, as GL's
/// generation by a linear blit does, and the multisample resolve gives the resolve blit's pixels.
final class GLStartupTests: XCTestCase {
    func testEveryProgramCompilesAndLinks() throws {
        let context = try EGLOffscreenContext()
        let renderer = try GLRenderer(msaa: true)
        XCTAssertNoThrow(try renderer.compileAllPrograms())
        withExtendedLifetime(context) {}
    }

    func testMipmapLevelsAreTwoByTwoMeans() {
        // 3x2 to 1x1: the centre lands at (1, 0.5): the mean of the middle column's two pixels.
        let base: [UInt8] = [0, 0, 0, 255, 100, 0, 0, 255, 7, 7, 7, 7,
                             40, 0, 0, 255, 60, 0, 0, 255, 9, 9, 9, 9]
        let levels = MipmapChain.levels(of: base, width: 3, height: 2)
        XCTAssertEqual(levels.count, 1)
        XCTAssertEqual(levels[0].width, 1)
        XCTAssertEqual(levels[0].height, 1)
        XCTAssertEqual(levels[0].pixels, [80, 0, 0, 255])
        // 4x4 of one colour: 2x2, then 1x1, the colour kept; a 1-pixel-high strip halves in width only.
        let flat: [UInt8] = (0..<64).map { $0 % 4 == 3 ? 255 : 128 }
        XCTAssertEqual(MipmapChain.levels(of: flat, width: 4, height: 4).map { [$0.width, $0.height] }, [[2, 2], [1, 1]])
        XCTAssertEqual(MipmapChain.levels(of: flat, width: 4, height: 4).last?.pixels, [128, 128, 128, 255])
        XCTAssertEqual(MipmapChain.levels(of: Array(flat.prefix(16)), width: 4, height: 1).map { [$0.width, $0.height] },
                       [[2, 1], [1, 1]])
    }

    func testMultisampleResolveGivesTheBlitsPixels() throws {
        let context = try EGLOffscreenContext()
        let width = 61, height = 47
        let target = try RenderTarget(width: width, height: height, multisample: MultisampleResolve(samples: 4))
        let blitted = try RenderTarget(width: width, height: height)
        // A triangle at odd angles with mixed translucent colours: many partly covered pixels.
        let triangle = GLProgram(vertex: """
            #version 300 es
            out vec4 v_color;
            void main() {
                vec2 corners[3] = vec2[3](vec2(-0.93, -0.71), vec2(0.87, -0.2), vec2(-0.1, 0.94));
                vec4 colors[3] = vec4[3](vec4(1.0, 0.0, 0.0, 1.0), vec4(0.0, 0.6, 0.0, 0.6), vec4(0.0, 0.0, 0.3, 0.3));
                gl_Position = vec4(corners[gl_VertexID], 0.0, 1.0);
                v_color = colors[gl_VertexID];
            }
            """, fragment: """
            #version 300 es
            precision highp float;
            in vec4 v_color;
            out vec4 o_color;
            void main() { o_color = v_color; }
            """)
        target.bindAndClear()
        glUseProgram(try triangle.link())
        glBindVertexArray(0)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), target.drawFramebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), blitted.resolveFramebuffer)
        glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        target.resolve()
        func pixels(of target: RenderTarget) -> [UInt8] {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), target.resolveFramebuffer)
            glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &pixels)
            return pixels
        }
        let ours = pixels(of: target), mesas = pixels(of: blitted)
        XCTAssertTrue(ours.contains { $0 != 0 }, "the triangle should be drawn")
        XCTAssertEqual(ours, mesas)
        withExtendedLifetime(context) {}
    }
}
