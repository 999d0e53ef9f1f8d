import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Button } from '@/components/ui/button'
import { Modal, type ModalProps } from '@/components/ui/modal'

type Shown = Omit<ModalProps, 'open' | 'onOpenChange'>

/** A dialog opened by a button, as a screen opens one. */
function Opener(props: Shown) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal {...(props as ModalProps)} open={open} onOpenChange={setOpen} />
    </>
  )
}

async function show(props: Shown) {
  await render(<Opener {...props} />)
  await page.getByRole('button', { name: 'Open' }).click()
}

describe('Modal (spec §2)', () => {
  it('gives every centred dialog Close and Cancel, a dialog of text only too', async () => {
    await show({ title: 'About this technical preview', children: <p>Some text.</p> })
    const dialog = page.getByRole('dialog', { name: 'About this technical preview' })
    await expect.element(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('keeps Cancel beside the actions a dialog brings', async () => {
    await show({
      title: 'CLI command',
      actions: <Button size="sm">Copy command</Button>,
    })
    const dialog = page.getByRole('dialog', { name: 'CLI command' })
    const buttons = dialog.getByRole('button')
    await expect.element(buttons.nth(0)).toHaveAccessibleName('Close')
    await expect.element(buttons.nth(1)).toHaveAccessibleName('Cancel')
    await expect.element(buttons.nth(2)).toHaveAccessibleName('Copy command')
  })

  it('says Confirm and Cancel on a confirmation, whatever it asks', async () => {
    const onAction = vi.fn()
    await show({
      role: 'alertdialog',
      title: 'Cancel upload',
      description: 'Are you sure you want to cancel the upload?',
      onAction,
    })
    const dialog = page.getByRole('alertdialog', { name: 'Cancel upload' })
    await expect.element(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
    // focus starts on the safe choice
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    expect(onAction).toHaveBeenCalledOnce()
  })
})
