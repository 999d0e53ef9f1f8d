#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the Playwright
# tests: playwright.config.ts launches that binary, and Playwright never
# downloads a browser of its own. Idempotent: installs only when missing.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [[ -x "$CHROMIUM" ]]; then
  echo "chromium: $("$CHROMIUM" --version 2>/dev/null || echo "present at $CHROMIUM")"
  exit 0
fi

# apt-get runs as root: directly when we are root, through sudo otherwise.
AS_ROOT=()
if [[ "$(id -u)" -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then
    AS_ROOT=(sudo -n)
  else
    echo "chromium: $CHROMIUM is missing, and this user is neither root nor has sudo." >&2
    echo "chromium: install the Debian package 'chromium' as root, then run this again." >&2
    exit 1
  fi
fi

# No prompts (there is no stdin on CI), and wait for another apt/dpkg run to
# let go of its lock instead of failing at once.
APT=("${AS_ROOT[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=600)

echo "chromium: $CHROMIUM not found, installing the Debian package 'chromium'"
"${APT[@]}" update
"${APT[@]}" install -y chromium

if [[ ! -x "$CHROMIUM" ]]; then
  echo "chromium: apt-get finished, but $CHROMIUM is still missing" >&2
  exit 1
fi
echo "chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo "at $CHROMIUM")"
