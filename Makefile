# The two commands of the README: `make` builds the kit into out/, `make test` runs every
# test and the engine check. Everything else is a convenience.

GO      ?= go
BIN     := bin/excalibur
OUT     ?= out
PKGS    := ./...

.PHONY: all kit test vet unit check bench clean

all: kit

$(BIN): FORCE
	$(GO) build -o $(BIN) ./cmd/excalibur

FORCE:

# Build the whole kit into out/ (every language, every format), then prove it.
kit: $(BIN)
	$(BIN) build -o $(OUT)
	$(BIN) check -o $(OUT)

test: vet unit kit

vet:
	$(GO) vet $(PKGS)

unit:
	$(GO) test -count=1 $(PKGS)

# The engine check: data invariants, worked examples, and the printed files in out/.
check: $(BIN)
	$(BIN) check -o $(OUT)

# The whole kit built and checked several times, side by side (wall, CPU, peak memory),
# then a Go benchmark per component, for the drawing backends, the PDF reader and the
# whole check. Figures are recorded in docs/benchmarks.md.
bench: $(BIN)
	$(GO) run ./cmd/kitbench -bin $(BIN) -n 7
	$(GO) test -run '^$$' -bench . -benchmem ./internal/build ./internal/draw/... ./internal/pdftext ./internal/check

clean:
	rm -rf $(OUT) bin
