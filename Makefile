# The two commands of the README: `make` builds the kit into out/, `make test` runs every
# test and the engine check. Everything else is a convenience.

GO      ?= go
BIN     := bin/excalibur
OUT     ?= out
PKGS    := ./...

.PHONY: all kit release test vet unit check serve bench fuzz clean

all: kit

$(BIN): FORCE
	$(GO) build -o $(BIN) ./cmd/excalibur

FORCE:

# Build the whole kit into out/ (every language, every format), then prove it.
kit: $(BIN)
	$(BIN) build -o $(OUT)
	$(BIN) check -o $(OUT)

# The kit to publish: as kit, but refused while any translation has anything missing or
# stale (a normal build reports those and goes on, so English work never waits on them).
release: $(BIN)
	$(BIN) build --strict -o $(OUT)
	$(BIN) check -o $(OUT)

test: vet unit kit

vet:
	$(GO) vet $(PKGS)

unit:
	$(GO) test -count=1 $(PKGS)

# The engine check: data invariants, worked examples, and the printed files in out/.
check: $(BIN)
	$(BIN) check -o $(OUT)

# The designer's live preview of content/, layout/ and locales/ (docs/designing.md).
ADDR ?= 127.0.0.1:8080
serve: $(BIN)
	$(BIN) serve -addr $(ADDR)

# The whole kit built and checked several times, side by side (wall, CPU, peak memory),
# then a Go benchmark per component, for the drawing backends, the PDF reader and the
# whole check, and games played a second by simulate, and the live preview's edit-to-screen
# time in headless Chromium. Figures are recorded in docs/benchmarks.md.
bench: $(BIN)
	$(GO) run ./cmd/kitbench -bin $(BIN) -n 7
	$(GO) test -run '^$$' -bench . -benchmem ./internal/build ./internal/draw/... ./internal/pdftext ./internal/check ./internal/simulate ./rules/play/...
	$(GO) test -run '^$$' -bench EditToScreen -benchtime 40x -timeout 30m ./internal/serve

# Every fuzz target in turn, FUZZTIME each (make fuzz FUZZTIME=10m), stopping at the first
# failure; FUZZ='FuzzFit|FuzzSVG' picks targets, FUZZMINTIME bounds the minimising of each
# new input. Results are recorded in docs/fuzzing.md.
FUZZTIME    ?= 1m
FUZZMINTIME ?= 60s
FUZZ        ?= .
fuzz:
	GO=$(GO) FUZZTIME=$(FUZZTIME) FUZZMINTIME=$(FUZZMINTIME) FUZZ='$(FUZZ)' .ci/fuzz

clean:
	rm -rf $(OUT) bin
