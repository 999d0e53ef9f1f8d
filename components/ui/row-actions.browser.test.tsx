import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { RowActions, type RowAction } from '@/components/ui/row-actions'

describe('RowActions', () => {
  it('works out its items when the menu is opened, not when the row renders', async () => {
    const onSelect = vi.fn()
    const items = vi.fn((): RowAction[] => [
      { label: 'Stop', onSelect },
      {
        label: 'Delete',
        destructive: true,
        disabled: true,
        disabledReason: 'Stop the instance first',
        onSelect,
      },
    ])
    await render(<RowActions label="Actions for db1" items={items} />)
    const trigger = page.getByRole('button', { name: 'Actions for db1' })
    await expect.element(trigger).toBeVisible()
    expect(items).not.toHaveBeenCalled()

    await userEvent.click(trigger)
    const menu = page.getByRole('menu')
    await expect.element(menu.getByRole('menuitem', { name: 'Stop' })).toBeVisible()
    expect(items).toHaveBeenCalled()
    // a ruled-out item says why, and choosing it does nothing
    const remove = menu.getByRole('menuitem', { name: 'Delete' })
    await expect.element(remove).toHaveAttribute('aria-disabled', 'true')
    await expect.element(remove).toHaveAccessibleDescription('Stop the instance first')
    await userEvent.click(remove, { force: true })
    expect(onSelect).not.toHaveBeenCalled()

    await userEvent.click(menu.getByRole('menuitem', { name: 'Stop' }))
    expect(onSelect).toHaveBeenCalledTimes(1)
  })
})
