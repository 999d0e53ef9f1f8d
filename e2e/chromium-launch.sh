#!/bin/sh
# Starts Debian's Chromium with every --disable-features switch joined into one. Chromium
# honours only the last of them, and Playwright puts its own list before ours: passed as they
# come, ours (e2e/chromium.ts) would switch Playwright's back on.
disabled=""
for arg do
  shift
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec /usr/bin/chromium ${disabled:+"--disable-features=$disabled"} "$@"
