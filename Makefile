# The two commands of the README: `make demo` and `make test`. Both set up what is missing first.
SWIFT_BUILD_FLAGS ?=

.PHONY: setup build demo test update-goldens bench clean

setup:
	@scripts/setup.sh

build: setup
	swift build $(SWIFT_BUILD_FLAGS)

demo: build
	@scripts/demo.sh

test: setup
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	swift test --skip-build --disable-swift-testing

# Re-records the golden-frame references from the current renderer. Only on purpose:
# look at the new PNGs (git diff shows which changed) before committing them.
update-goldens: build
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	LAB_UPDATE_GOLDENS=1 swift test --skip-build --disable-swift-testing --filter GoldenFrameTests

bench: setup
	swift run -c release lab-bench tessellate
	swift run -c release lab-bench animate

clean:
	rm -rf .build out
