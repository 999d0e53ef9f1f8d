import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium'
import { EDGE_PORT } from './e2e/edge-server'
import { SUITE_PORT, VISUAL_CLOCK_START, VISUAL_PORT } from './e2e/visual/server'

// End-to-end tests run against the static export in out/ (built by `npm run build`) served by
// the mock server, in Debian's Chromium (scripts/ensure-chromium.sh installs it): Playwright
// never downloads a browser here.
//
// The mock server's state is shared by every test and worker: tests create uniquely named
// resources (uniqueName() in e2e/fixtures.ts) and do not count on exact list contents.
// E2E_PORT lets two checkouts run their suites side by side.
const PORT = SUITE_PORT
const baseURL = `http://localhost:${PORT}`

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // Waits, not speed checks (speed is in the bench scripts): CI runs on a machine like a
  // developer's, and one of these VMs ran the suite three times slower than another (its
  // system calls cost ~1.4 µs; Chromium makes many), so every wait allows for that.
  timeout: 90_000,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // No retries, so no 'on-first-retry'; locally keep a trace of a failure to look at.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // One browser context per worker, reset between tests (cookies, storage, cache, pages,
    // routes, init scripts and bindings; permissions in e2e/fixtures.ts), instead of a new
    // one per test: making a context and its renderer cost more CPU than most tests' own
    // steps on two cores, and this cut a sample of 30 tests from 210 s to 157 s. The tests
    // never counted on a fresh context for more than that: the mock server's state is
    // shared by every test anyway. A test that sets other context options gets a fresh one.
    reuseContext: true,
  },
  expect: {
    timeout: 20_000,
    // a few anti-aliased pixels differ between runs of the same Chromium; a moved or
    // restyled element changes far more
    toHaveScreenshot: { maxDiffPixelRatio: 0.002 },
  },
  webServer: [
    {
      command: 'npx tsx mocks/server.ts',
      env: { PORT: String(PORT), MOCK_LATENCY_MS: '0', OUT_DIR: 'out' },
      port: PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx mocks/server.ts',
      env: {
        PORT: String(VISUAL_PORT),
        MOCK_LATENCY_MS: '0',
        OUT_DIR: 'out',
        VISUAL_CLOCK_START,
        NODE_OPTIONS: '--import ./e2e/visual/clock.mjs',
      },
      port: VISUAL_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // the edge-data walk's: every answer at the contract's edges (e2e/edge-data.spec.ts)
      command: 'npx tsx mocks/server.ts',
      env: { PORT: String(EDGE_PORT), MOCK_LATENCY_MS: '0', OUT_DIR: 'out', MOCK_EDGE: '1' },
      port: EDGE_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
