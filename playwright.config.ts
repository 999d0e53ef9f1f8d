import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium'

// End-to-end tests run against the static export in out/ (built by `npm run build`) served by
// the mock server, in Debian's Chromium (scripts/ensure-chromium.sh installs it): Playwright
// never downloads a browser here.
//
// The mock server's state is shared by every test and worker: tests create uniquely named
// resources (uniqueName() in e2e/fixtures.ts) and do not count on exact list contents.
// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4100)
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
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // No retries, so no 'on-first-retry'; locally keep a trace of a failure to look at.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx mocks/server.ts',
    env: { PORT: String(PORT), MOCK_LATENCY_MS: '0', OUT_DIR: 'out' },
    port: PORT,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
