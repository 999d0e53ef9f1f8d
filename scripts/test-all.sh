#!/usr/bin/env bash
# `npm test`: the contract copies' check (against the upstream folder beside the clone, when
# there is one), the type-check, lint and unit tests beside the static build, then the bundle
# budgets and the end-to-end tests against that build. The build works on one core for much
# of its time, so the checks that don't need it fill the other; a failure in either stops
# the run before the end-to-end tests. The type-check can run beside the build because it
# reads none of what the build writes (tsconfig.json leaves out next-env.d.ts and .next/).
set -uo pipefail

# how long each step took, so a slow CI run says where its time went
took() { echo "== test-all: $1 done at ${SECONDS}s"; }

build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT

# a process group of its own, so a failed check stops the whole build with it
setsid npm run build >"$build_log" 2>&1 &
build=$!

if ! (npm run check:contract && took contract && npm run typecheck && took typecheck && npm run lint && took lint && npm run test:unit && took unit); then
  kill -- -"$build" 2>/dev/null
  wait "$build" 2>/dev/null
  exit 1
fi

build_ok=0
wait "$build" || build_ok=$?
cat "$build_log"
[ "$build_ok" -eq 0 ] || exit "$build_ok"
took build

npm run bundle-size && took bundle-size && npm run test:e2e && took e2e
