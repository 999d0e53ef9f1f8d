import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { lazyWhenOpen } from '@/components/ui/lazy'

type PanelProps = { open: boolean }

function Panel({ open }: PanelProps) {
  return open ? <p>Panel open</p> : <p>Panel closed</p>
}

/** A download that fails the first time (a dropped connection) and works after. */
function flakyLoader() {
  let calls = 0
  const loader = () => {
    calls++
    return calls === 1 ? Promise.reject(new Error('Loading chunk failed')) : Promise.resolve(Panel)
  }
  return { loader, calls: () => calls }
}

describe('lazyWhenOpen', () => {
  it('asks for the code again on the next open when the first download failed', async () => {
    const flaky = flakyLoader()
    const LazyPanel = lazyWhenOpen<PanelProps>(flaky.loader)
    function Opener() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen((o) => !o)}>
            Toggle
          </button>
          <LazyPanel open={open} />
        </>
      )
    }
    await render(<Opener />)
    const toggle = page.getByRole('button', { name: 'Toggle' })

    await userEvent.click(toggle)
    await expect.poll(flaky.calls).toBe(1)
    expect(page.getByText('Panel open').query()).toBeNull()

    // closed and opened again, as a person would: this time it arrives
    await userEvent.click(toggle)
    await userEvent.click(toggle)
    await expect.element(page.getByText('Panel open')).toBeVisible()
    expect(flaky.calls()).toBe(2)

    // once loaded it stays mounted while closed, so it can animate out
    await userEvent.click(toggle)
    await expect.element(page.getByText('Panel closed')).toBeInTheDocument()
  })
})
