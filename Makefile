# The two commands of the README, and a few more. Everything goes through CMake presets.
#   make run    installs what is missing, builds Release, starts the launcher
#   make test   installs what is missing, builds, runs the whole suite
PRESET ?= release
BUILD_DIR := build/$(PRESET)
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

# Debian 12 packages the build, the tests and the window need; the second line is for
# the packages (`make deb`), the icons, the man page and their checks; the last is online
# play (the XMPP client library, a server of its own, the tests' Python client).
DEPS := cmake make g++ libboost-dev libboost-locale-dev gettext libsfml-dev libtomlplusplus-dev libspdlog-dev \
        doctest-dev libcli11-dev nlohmann-json3-dev python3 clang libclang-rt-14-dev xvfb xauth xdotool fonts-dejavu-core \
        dpkg-dev file lintian desktop-file-utils appstream help2man man-db librsvg2-bin pkgconf reuse \
        libstrophe-dev libssl-dev openssl prosody python3-slixmpp \
        libsecret-1-dev gnome-keyring
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps configure build run test test-all bench check-sanitizers install deb format pot clean

all: build

# Installs only the packages that are missing; does nothing when all are there.
deps:
	@missing=$$(for p in $(DEPS); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; \
	  done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing:" $$missing; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	  if echo " $$missing " | grep -q ' prosody '; then \
	    if [ -d /run/systemd/system ]; then \
	      $(SUDO) systemctl disable --now prosody >/dev/null 2>&1; \
	    elif command -v service >/dev/null; then \
	      $(SUDO) service prosody stop >/dev/null 2>&1; $(SUDO) update-rc.d prosody disable >/dev/null 2>&1; \
	    fi; \
	    echo "Stopped and disabled the system-wide Prosody that Debian starts on install:" \
	         "Plateau runs its own (plateau server start) as you, on loopback."; \
	  fi; \
	fi

$(BUILD_DIR)/CMakeCache.txt: | deps
	cmake --preset $(PRESET)

configure: deps
	cmake --preset $(PRESET)

build: deps $(BUILD_DIR)/CMakeCache.txt
	cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "No display here: the window cannot open. Play in the terminal instead:"; \
	  echo "  $(BUILD_DIR)/bin/plateau list"; \
	  echo "  $(BUILD_DIR)/bin/plateau play goose --text --players Anna,Ben"; \
	  echo "  $(BUILD_DIR)/bin/plateau play quoridor --text --players Anna,Ben"; \
	else \
	  $(BUILD_DIR)/bin/plateau $(ARGS); \
	fi

# The whole suite but the benchmarks and long soaks (labels bench, soak, slow).
test: build
	ctest --preset $(PRESET)

# Everything, soaks and slow perft included.
test-all: build
	ctest --test-dir $(BUILD_DIR) --output-on-failure -j $(JOBS)

bench: build
	ctest --test-dir $(BUILD_DIR) --output-on-failure -L bench -V

# The whole suite but benchmarks and soaks under ASan + UBSan (the asan preset, Debug),
# the window's tests included (under xvfb-run when there is no display). The fuzz targets
# are left out: they build their own ASan + UBSan tree with clang, the same in both
# suites, and `make test` runs them. About 11 minutes on two cores after the build: run
# by hand before a release.
check-sanitizers: deps
	cmake --preset asan
	cmake --build build/asan -j $(JOBS)
	ctest --preset asan

install: build
	cmake --install $(BUILD_DIR) --prefix $(or $(PREFIX),/usr/local)

# Regenerates the translation templates (.pot) from the sources and the games' data, and
# merges them into every catalog (.po) for the translators.
pot:
	python3 tools/i18n/update_catalogs.py

# The Debian packages plateau and plateau-dev (CPack, from this build tree) into
# $(BUILD_DIR)/packages, then lintian on them: any error fails.
deb: build
	rm -f $(BUILD_DIR)/packages/*.deb
	cd $(BUILD_DIR) && cpack -G DEB
	lintian --fail-on error --info $(BUILD_DIR)/packages/*.deb

format:
	git ls-files '*.cpp' '*.hpp' | xargs clang-format -i

clean:
	rm -rf build
