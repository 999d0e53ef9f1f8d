/** The mock server the suite runs against; E2E_PORT lets two checkouts run side by side. */
export const SUITE_PORT = Number(process.env.E2E_PORT ?? 4100)

/**
 * The screenshot tests (e2e/visual.spec.ts) read a mock server of their own, which no other
 * test changes, on a clock that starts at the same instant on every run (clock.mjs): the
 * seeded resources carry the same dates each time.
 */
export const VISUAL_PORT = SUITE_PORT + 1

export const VISUAL_CLOCK_START = '2026-06-15T09:30:00.000Z'

/** What the browser's clock reads during the screenshots: a while after the mock started. */
export const VISUAL_BROWSER_TIME = new Date(Date.parse(VISUAL_CLOCK_START) + 10 * 60_000)
