import { playwright } from '@vitest/browser-playwright'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium'

const KIT_TESTS = 'components/**/*.browser.test.tsx'

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{lib,components,mocks,scripts}/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, KIT_TESTS],
          environment: 'node',
          // One module graph per worker thread, not per file: a fresh one for each of 150 files
          // spent most of the run importing (130 s against 36 s here). Tests must not lean on
          // module state another file left: each sets up what it reads (the mock's testServer()
          // seeds its own database).
          pool: 'threads',
          isolate: false,
          // first, with the cores to themselves: the mock's heavier tests come near a test's 5 s
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // Next's router and Link work only inside a Next app: the kit's tests get stand-ins,
        // by alias, so that no test file's import can reach the real ones first (a `vi.mock`
        // in a setup file lost that race now and then, and the real router failed to load).
        resolve: {
          alias: {
            'next/router': fileURLToPath(
              new URL('./components/kit/test-utils/next-router-stub.ts', import.meta.url),
            ),
            'next/link': fileURLToPath(
              new URL('./components/kit/test-utils/next-link-stub.tsx', import.meta.url),
            ),
          },
        },
        test: {
          // the kit's components as a person uses them: rendered in Chromium, clicked and typed into
          name: 'kit',
          include: [KIT_TESTS],
          // after the Node tests rather than beside them, so Chromium doesn't slow them down
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' }],
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            // nothing keeps them, and they would land beside the tests
            screenshotFailures: false,
          },
        },
      },
    ],
  },
})
