import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { NumberField, TextField } from '@/components/ui/form-fields'
import * as z from '@/lib/core/zod'

/** What the tests tell the panel, its form aside. */
type PanelProps = Omit<React.ComponentProps<typeof SidePanel>, 'form'>

/** The one place these tests render SidePanel. */
function renderSidePanel<V extends FieldValues>(form: UseFormReturn<V>, props: PanelProps) {
  return <SidePanel form={form} {...props} />
}

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Enter a name')),
  sizeGiB: z.number({ error: 'Enter a size' }),
})
type NewDisk = z.infer<typeof schema>

/** A create form as a screen makes one: it closes itself when the panel is dismissed. */
function CreateDiskPanel({
  onCreate = () => {},
  onDismiss = () => {},
  ...props
}: Pick<Partial<PanelProps>, 'errors' | 'pending' | 'refused'> & {
  onCreate?: (disk: NewDisk) => void
  onDismiss?: () => void
}) {
  const [open, setOpen] = React.useState(true)
  const form = useForm<NewDisk>({ resolver: zodResolver(schema), defaultValues: { name: '' } })
  return renderSidePanel(form, {
    open,
    title: 'Create disk',
    description: 'A blank disk, attached to no instance',
    submitLabel: 'Create disk',
    onSubmit: form.handleSubmit((disk) => onCreate(disk)),
    onDismiss: () => {
      setOpen(false)
      onDismiss()
    },
    ...props,
    children: (
      <>
        <TextField control={form.control} name="name" label="Name" required />
        <NumberField control={form.control} name="sizeGiB" label="Size (GiB)" required />
      </>
    ),
  })
}

const panel = page.getByRole('dialog', { name: 'Create disk' })
const nameField = panel.getByRole('textbox', { name: 'Name' })
const submit = panel.getByRole('button', { name: 'Create disk' })
const leave = page.getByRole('alertdialog', { name: 'Leave without saving' })

describe('SidePanel', () => {
  it('opens as a dialog named by its title, with its description, in its first field', async () => {
    await render(<CreateDiskPanel />)
    await expect.element(panel).toHaveAccessibleDescription('A blank disk, attached to no instance')
    await expect.element(nameField).toHaveFocus()
    await expect.element(panel.getByRole('spinbutton', { name: 'Size (GiB)' })).toBeVisible()
  })

  it('keeps a submit the roles rule out from sending, and says why, Enter included', async () => {
    const onCreate = vi.fn()
    const why =
      'Needs collaborator on project web; you are viewer there. Ask a project or silo admin.'
    await render(<CreateDiskPanel onCreate={onCreate} refused={why} />)
    await expect.element(submit).toHaveAttribute('aria-disabled', 'true')
    await expect.element(submit).toHaveAccessibleDescription(why)
    await userEvent.fill(nameField, 'data')
    await userEvent.fill(panel.getByRole('spinbutton', { name: 'Size (GiB)' }), '10')
    // a pointer can't act on it (aria-disabled): a script's click, as a screen reader sends one
    ;(submit.element() as HTMLElement).click()
    await userEvent.click(nameField)
    await userEvent.keyboard('{Enter}')
    expect(onCreate).not.toHaveBeenCalled()
  })

  it('hands the handler the typed values, the size a number', async () => {
    const onCreate = vi.fn()
    await render(<CreateDiskPanel onCreate={onCreate} />)
    await nameField.fill('db2')
    await panel.getByRole('spinbutton', { name: 'Size (GiB)' }).fill('20')
    await submit.click()
    await expect.poll(() => onCreate.mock.calls).toEqual([[{ name: 'db2', sizeGiB: 20 }]])
  })

  it('keeps an invalid form open, saying what to fix, without calling the handler', async () => {
    const onCreate = vi.fn()
    await render(<CreateDiskPanel onCreate={onCreate} />)
    await submit.click()
    await expect.element(panel.getByText('Enter a name')).toBeVisible()
    await expect.element(panel.getByText('Enter a size')).toBeVisible()
    expect(onCreate).not.toHaveBeenCalled()
  })

  it('holds its submit button while the submit is pending', async () => {
    await render(<CreateDiskPanel pending />)
    await expect.element(submit).toBeDisabled()
  })

  it.each([
    ['Cancel', () => panel.getByRole('button', { name: 'Cancel' }).click()],
    ['Close', () => panel.getByRole('button', { name: 'Close' }).click()],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('closes on %s, telling the caller', async (_, close) => {
    const onDismiss = vi.fn()
    await render(<CreateDiskPanel onDismiss={onDismiss} />)
    await expect.element(panel).toBeVisible()
    await close()
    await expect.element(panel).not.toBeInTheDocument()
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('shows one error as it is', async () => {
    await render(<CreateDiskPanel errors={[{ message: 'Disk name db2 is already in use' }]} />)
    await expect
      .element(panel.getByRole('alert'))
      .toHaveTextContent(/^Disk name db2 is already in use$/)
  })

  it('lists several errors as "N issues:" under Errors, leaving out the empty ones', async () => {
    await render(
      <CreateDiskPanel
        errors={['Size is over the quota', null, { message: 'Image not found' }, '']}
      />,
    )
    const alert = panel.getByRole('alert')
    await expect.element(alert.getByText('Errors', { exact: true })).toBeVisible()
    await expect.element(alert.getByText('2 issues:')).toBeVisible()
    expect(
      alert
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Size is over the quota', 'Image not found'])
  })
})

describe('SidePanel unsaved-changes guard', () => {
  it('asks before closing a form with changes: Cancel stays, Confirm closes', async () => {
    const onDismiss = vi.fn()
    await render(<CreateDiskPanel onDismiss={onDismiss} />)
    await nameField.fill('db2')

    await panel.getByRole('button', { name: 'Cancel' }).click()
    await expect
      .element(leave)
      .toHaveAccessibleDescription(
        'Are you sure you want to leave without saving? What you changed in Create disk will be lost.',
      )
    await leave.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(leave).not.toBeInTheDocument()
    await expect.element(nameField).toHaveValue('db2')
    expect(onDismiss).not.toHaveBeenCalled()

    await userEvent.keyboard('{Escape}')
    await leave.getByRole('button', { name: 'Confirm' }).click()
    await expect.element(panel).not.toBeInTheDocument()
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('closes without asking once a submit has gone through', async () => {
    function SavingPanel() {
      const [pending, setPending] = React.useState(false)
      // the request in flight for a moment, then answered without an error
      const onCreate = () => {
        setPending(true)
        setTimeout(() => setPending(false), 50)
      }
      return <CreateDiskPanel onCreate={onCreate} pending={pending} />
    }
    await render(<SavingPanel />)
    await nameField.fill('db2')
    await panel.getByRole('spinbutton', { name: 'Size (GiB)' }).fill('20')
    await submit.click()
    await expect.element(submit).toBeDisabled()
    await expect.element(submit).toBeEnabled()

    await panel.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(panel).not.toBeInTheDocument()
    await expect.element(leave).not.toBeInTheDocument()
  })
})
