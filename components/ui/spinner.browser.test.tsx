import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Button } from '@/components/ui/button'
import { Spinner, SpinnerIcon } from '@/components/ui/spinner'

/** Something that loads for `ms`, started by a button, its spinner given the condition. */
function Loads({ ms, children }: { ms: number; children: (loading: boolean) => React.ReactNode }) {
  const [loading, setLoading] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoading(true)
          setTimeout(() => setLoading(false), ms)
        }}
      >
        Load
      </button>
      <output aria-label="Answer">{loading ? 'waiting' : 'here'}</output>
      {children(loading)}
    </>
  )
}

const answer = page.getByRole('status', { name: 'Answer' })

/** From the click, how long `shown` stays true after the answer came in 20 ms. */
async function heldFor(shown: () => boolean): Promise<number> {
  const start = performance.now()
  await page.getByRole('button', { name: 'Load' }).click()
  expect(shown()).toBe(true)
  await expect.element(answer).toHaveTextContent('here')
  // the answer is in, yet the spinner stays
  expect(shown()).toBe(true)
  await expect.poll(shown, { timeout: 2000, interval: 10 }).toBe(false)
  return performance.now() - start
}

describe('spinners (spec §9: at least 500 ms once shown)', () => {
  it('Spinner holds after a quick answer', async () => {
    await render(<Loads ms={20}>{(loading) => <Spinner active={loading} label="Loading" />}</Loads>)
    const spinner = () => page.getByRole('status').filter({ hasText: 'Loading' }).query() !== null
    expect(spinner()).toBe(false)
    expect(await heldFor(spinner)).toBeGreaterThanOrEqual(490)
  })

  it('a pending button stays busy as long', async () => {
    await render(
      <Loads ms={20}>
        {(loading) => (
          <Button type="button" pending={loading}>
            Save
          </Button>
        )}
      </Loads>,
    )
    const save = page.getByRole('button', { name: 'Save' })
    const busy = () => save.element().getAttribute('aria-busy') === 'true'
    expect(await heldFor(busy)).toBeGreaterThanOrEqual(490)
    await expect.element(save).toBeEnabled()
  })

  it('an icon that spins stays, still, once done', async () => {
    await render(
      <Loads ms={20}>
        {(loading) => (
          <button type="button" aria-label="Refresh">
            <SpinnerIcon icon={RefreshCw} active={loading} />
          </button>
        )}
      </Loads>,
    )
    const icon = () => page.getByRole('button', { name: 'Refresh' }).element().querySelector('svg')
    const spinning = () => icon()?.classList.contains('animate-spin') ?? false
    expect(await heldFor(spinning)).toBeGreaterThanOrEqual(490)
    expect(icon()).not.toBeNull()
  })

  it('a spinner shown long enough goes with the answer', async () => {
    await render(
      <Loads ms={700}>{(loading) => <Spinner active={loading} label="Loading" />}</Loads>,
    )
    const spinner = page.getByRole('status').filter({ hasText: 'Loading' })
    await page.getByRole('button', { name: 'Load' }).click()
    await expect.element(spinner).toBeInTheDocument()
    await expect.element(answer, { timeout: 2000 }).toHaveTextContent('here')
    await expect.element(spinner, { timeout: 100 }).not.toBeInTheDocument()
  })
})
