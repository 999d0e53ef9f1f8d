import router from 'next/router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Boot } from '@/components/layout/boot'

// The boot's failure can't be had on purpose in a browser running the build: Next answers a
// page's code that doesn't come by loading the address again. Here the router refuses.
describe('Boot', () => {
  const before = window.location.pathname + window.location.search

  afterEach(() => {
    window.history.replaceState(null, '', before)
    vi.restoreAllMocks()
  })

  it("says 'Something went wrong' with Sign out and Back to console when the page can't load", async () => {
    window.history.replaceState(null, '', '/projects/mock-project/disks')
    Object.assign(router, { isReady: true })
    vi.spyOn(router, 'replace').mockRejectedValue(new Error('Loading chunk 123 failed'))

    await render(<Boot />)
    await expect.element(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect
      .element(page.getByText('The console could not load this page. Check your connection'))
      .toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Back to console' }))
      .toHaveAttribute('href', '/projects')
  })
})
