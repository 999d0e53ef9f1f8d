import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { StateBadge } from '@/components/kit/state-badge'

/** The spinner a badge shows: a picture only, its state's name says the rest. */
const spinnerIn = (text: string) =>
  page.getByText(text, { exact: true }).element().querySelector('svg.animate-spin')

describe('StateBadge', () => {
  it('shows a spinner while its resource is in transition, hidden from screen readers', async () => {
    await render(
      <>
        <StateBadge state="attaching" variant="blue" transition />
        <StateBadge state="attached" variant="success" />
      </>,
    )
    const spinner = spinnerIn('attaching')
    expect(spinner).not.toBeNull()
    expect(spinner?.getAttribute('aria-hidden')).toBe('true')
    expect(spinnerIn('attached')).toBeNull()
  })

  it('holds the spinner 500 ms after the resource settles', async () => {
    function Instance() {
      const [state, setState] = useState('starting')
      return (
        <>
          <button type="button" onClick={() => setState('running')}>
            Settle
          </button>
          <StateBadge state={state} variant="blue" transition={state === 'starting'} />
        </>
      )
    }
    await render(<Instance />)
    expect(spinnerIn('starting')).not.toBeNull()
    await page.getByRole('button', { name: 'Settle' }).click()
    await expect.element(page.getByText('running', { exact: true })).toBeVisible()
    // a quick settle doesn't flash it (spec §9), then it goes
    expect(spinnerIn('running')).not.toBeNull()
    await expect.poll(() => spinnerIn('running'), { timeout: 2000 }).toBeNull()
  })
})
