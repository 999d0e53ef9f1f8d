import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { ToasterHost } from '@/components/kit/toaster-host'
import { useConfirm } from '@/components/kit/use-confirm'
import { ApiError } from '@/lib/api/errors'

/** A disk's Delete that asks first, as a list's row action does, with the app's toaster. */
function DeleteDisk({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [dialog, confirm] = useConfirm()
  return (
    <>
      <button
        type="button"
        onClick={() => confirm({ verb: 'Delete', kind: 'disk', name: 'db1-data', onConfirm })}
      >
        Delete db1-data
      </button>
      {dialog}
      <ToasterHost />
    </>
  )
}

/** An action the test settles when it chooses. */
function deferred() {
  let resolve: () => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const dialog = page.getByRole('alertdialog', { name: 'Delete disk' })
const confirmButton = dialog.getByRole('button', { name: 'Confirm' })
const cancelButton = dialog.getByRole('button', { name: 'Cancel' })

async function openDialog(onConfirm: () => Promise<unknown>) {
  await render(<DeleteDisk onConfirm={onConfirm} />)
  await page.getByRole('button', { name: 'Delete db1-data' }).click()
  await expect.element(dialog).toBeVisible()
}

describe('confirm dialog', () => {
  it('names the action in its title and the thing in its question', async () => {
    await openDialog(async () => {})
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('Are you sure you want to delete disk db1-data?')
  })

  it('runs the action on Confirm, then closes', async () => {
    const onConfirm = vi.fn(async () => {})
    await openDialog(onConfirm)
    await confirmButton.click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('closes on Cancel without running the action', async () => {
    const onConfirm = vi.fn(async () => {})
    await openDialog(onConfirm)
    await cancelButton.click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('holds Confirm, Cancel and Escape while the action runs', async () => {
    const action = deferred()
    await openDialog(() => action.promise)
    await confirmButton.click()
    await expect.element(confirmButton).toBeDisabled()
    await expect.element(cancelButton).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).toBeVisible()
    action.resolve()
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('closes on a failed action and toasts the error title with its message', async () => {
    const action = deferred()
    await openDialog(() => action.promise)
    await confirmButton.click()
    action.reject(new ApiError({ message: 'Disk db1-data is attached', statusCode: 400 }))
    await expect.element(dialog).not.toBeInTheDocument()
    const toast = page.getByRole('listitem').filter({ hasText: 'Could not delete disk' })
    await expect.element(toast).toHaveTextContent('Disk db1-data is attached')
  })
})
