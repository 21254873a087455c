# The two commands of the README: `make demo` and `make test`. Both set up what is missing first.
SWIFT_BUILD_FLAGS ?=

.PHONY: setup build demo test docs update-goldens fixture-images plugin-images wayland-protocols bench fuzz clean

setup:
	@scripts/setup.sh

build: setup
	swift build $(SWIFT_BUILD_FLAGS)

demo: build
	@scripts/demo.sh

test: setup
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	swift test --skip-build --disable-swift-testing

# The SDK documentation (DocC): .build/docs/LabKit.doccarchive and LabTesting.doccarchive.
docs: build
	scripts/docs.sh

# Re-records the golden-frame references that no longer match the current renderer
# (swift-snapshot-testing's record mode "failed"; those tests fail, saying so). Only on
# purpose: look at the new PNGs (git status shows which changed) before committing them.
update-goldens: build
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	-SNAPSHOT_TESTING_RECORD=failed swift test --skip-build --disable-swift-testing --filter GoldenFrameTests
	@echo "Look at the re-recorded references (git status) before committing them."

# Re-draws the test fixture's image resources from its artwork scenes (LabKit drawings).
fixture-images: build
	.build/debug/lab --plugin FeatureFixture --scene Photo --offscreen --scale 1 --out Tests/Fixtures/FeatureFixture/Resources/photo.jpg
	.build/debug/lab --plugin FeatureFixture --scene Icon --offscreen --scale 2 --out Tests/Fixtures/FeatureFixture/Resources/icon@2x.png

# Re-draws the plugins' image resources from their artwork scenes (LabKit drawings).
plugin-images: build
	.build/debug/lab --plugin Ping --scene iPadArtwork --offscreen --scale 2 --out Plugins/Ping/Resources/ipad.jpg
	.build/debug/lab --plugin Ping --scene iPhoneArtwork --offscreen --scale 2 --out Plugins/Ping/Resources/iphone.jpg

# Regenerates the committed xdg-shell client glue from the system's wayland-protocols.
wayland-protocols:
	wayland-scanner client-header /usr/share/wayland-protocols/stable/xdg-shell/xdg-shell.xml Sources/CWindowing/protocol/xdg-shell-client-protocol.h
	wayland-scanner private-code /usr/share/wayland-protocols/stable/xdg-shell/xdg-shell.xml Sources/CWindowing/xdg-shell-protocol.c

bench: setup
	swift run -c release lab-bench tessellate
	swift run -c release lab-bench animate
	swift run -c release lab-bench splash
	swift run -c release lab-bench effects
	swift build -c release
	swift run -c release lab-bench capture

# The fuzzers for ten minutes (FUZZ_SECONDS to change it); stops on the first failing seed.
FUZZ_SECONDS ?= 600
fuzz: setup
	swift run -c release lab-bench fuzz --seconds $(FUZZ_SECONDS)

clean:
	rm -rf .build out
