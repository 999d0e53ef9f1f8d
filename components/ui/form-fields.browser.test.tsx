import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { ComboboxField, ListboxField } from '@/components/ui/choice-fields'
import { Form } from '@/components/ui/form'
import { NumberField, TextareaField, TextField } from '@/components/ui/form-fields'
import { CheckboxField, RadioField } from '@/components/ui/toggle-fields'
import * as z from '@/lib/core/zod'

// Every kind of field the kit has (form-fields, choice-fields, toggle-fields), in one form.

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Enter a name')),
  description: z.string(),
  sizeGiB: z.number({ error: 'Enter a size' }),
  blockSize: z.string().check(z.minLength(1, 'Choose a block size')),
  image: z.string().check(z.minLength(1, 'Choose an image')),
  readOnly: z.boolean(),
  source: z.string().check(z.minLength(1, 'Choose a source')),
})
type NewDisk = z.infer<typeof schema>

function DiskForm({ onSave = () => {} }: { onSave?: (disk: NewDisk) => void }) {
  const form = useForm<NewDisk>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      description: '',
      blockSize: '',
      image: '',
      readOnly: false,
      source: '',
    },
  })
  const { control } = form
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit((disk) => onSave(disk))}>
        <TextField
          control={control}
          name="name"
          label="Name"
          description="Lowercase letters, digits and dashes"
          required
        />
        <TextareaField control={control} name="description" label="Description" />
        <NumberField control={control} name="sizeGiB" label="Size (GiB)" required />
        <ListboxField
          control={control}
          name="blockSize"
          label="Block size"
          required
          items={[
            { value: '512', label: '512 bytes' },
            { value: '4096', label: '4 KiB' },
          ]}
        />
        <ComboboxField
          control={control}
          name="image"
          label="Image"
          required
          items={[
            { value: 'img-debian', label: 'debian-12', detail: 'Debian 12 (bookworm)' },
            { value: 'img-ubuntu', label: 'ubuntu-24.04', detail: 'Ubuntu Noble' },
          ]}
        />
        <CheckboxField control={control} name="readOnly" label="Read only" />
        <RadioField
          control={control}
          name="source"
          label="Source"
          required
          items={[
            { value: 'blank', label: 'Blank' },
            { value: 'snapshot', label: 'Snapshot', description: 'A copy of a disk at a moment' },
          ]}
        />
        <button type="submit">Save</button>
      </form>
    </Form>
  )
}

const save = page.getByRole('button', { name: 'Save' })

/** Each kind's control, found by the name its label gives it. */
const controls = {
  text: page.getByRole('textbox', { name: 'Name', exact: true }),
  textarea: page.getByRole('textbox', { name: 'Description' }),
  number: page.getByRole('spinbutton', { name: 'Size (GiB)' }),
  listbox: page.getByRole('combobox', { name: 'Block size' }),
  combobox: page.getByRole('combobox', { name: 'Image' }),
  checkbox: page.getByRole('checkbox', { name: 'Read only' }),
  radio: page.getByRole('radiogroup', { name: 'Source' }),
}
type Kind = keyof typeof controls

describe('form fields', () => {
  // one render for all kinds: each assertion names the control it failed on

  it('names each kind’s control by its label', async () => {
    await render(<DiskForm />)
    for (const control of Object.values(controls)) await expect.element(control).toBeVisible()
  })

  it('describes the control with the field’s description', async () => {
    await render(<DiskForm />)
    await expect
      .element(controls.text)
      .toHaveAccessibleDescription('Lowercase letters, digits and dashes')
  })

  it('marks required controls, with an asterisk beside the label that stays out of its name', async () => {
    await render(<DiskForm />)
    const required: Kind[] = ['text', 'number', 'listbox', 'combobox', 'radio']
    for (const kind of required) {
      await expect.element(controls[kind]).toHaveAttribute('aria-required', 'true')
    }
    await expect.element(controls.textarea).not.toHaveAttribute('aria-required')
    await expect.element(page.getByText('Name*', { exact: true })).toBeVisible()
    await expect.element(page.getByText('Description', { exact: true })).toBeVisible()
  })

  it('shows each field’s error, marking its control invalid and described by it', async () => {
    await render(<DiskForm />)
    await save.click()
    const errors: [Kind, string][] = [
      ['text', 'Enter a name'],
      ['number', 'Enter a size'],
      ['listbox', 'Choose a block size'],
      ['combobox', 'Choose an image'],
      ['radio', 'Choose a source'],
    ]
    for (const [kind, error] of errors) {
      await expect.element(page.getByText(error)).toBeVisible()
      await expect.element(controls[kind]).toHaveAttribute('aria-invalid', 'true')
      await expect.element(controls[kind]).toHaveAccessibleDescription(new RegExp(`${error}$`))
    }
    await expect.element(controls.textarea).toHaveAttribute('aria-invalid', 'false')
  })

  it('keeps the description beside the error, and drops the error once fixed', async () => {
    await render(<DiskForm />)
    await save.click()
    await expect
      .element(controls.text)
      .toHaveAccessibleDescription('Lowercase letters, digits and dashes Enter a name')
    await controls.text.fill('db2')
    await expect.element(page.getByText('Enter a name')).not.toBeInTheDocument()
    await expect.element(controls.text).toHaveAttribute('aria-invalid', 'false')
    await expect
      .element(controls.text)
      .toHaveAccessibleDescription('Lowercase letters, digits and dashes')
  })

  it('hands over what was typed and chosen, each as its type', async () => {
    const onSave = vi.fn()
    await render(<DiskForm onSave={onSave} />)
    await controls.text.fill('db2')
    await controls.textarea.fill('Scratch space')
    await controls.number.fill('20')

    await controls.listbox.click()
    await page.getByRole('option', { name: '4 KiB' }).click()
    await expect.element(controls.listbox).toHaveTextContent('4 KiB')

    await controls.combobox.click()
    await page.getByRole('option', { name: 'debian-12' }).click()
    await expect.element(controls.combobox).toHaveTextContent('debian-12')

    await controls.checkbox.click()
    await controls.radio.getByRole('radio', { name: 'Snapshot' }).click()

    await save.click()
    await expect
      .poll(() => onSave.mock.calls[0]?.[0])
      .toEqual({
        name: 'db2',
        description: 'Scratch space',
        sizeGiB: 20,
        blockSize: '4096',
        image: 'img-debian',
        readOnly: true,
        source: 'snapshot',
      })
  })

  it('searches a combobox’s items by label and detail, and says when none match', async () => {
    await render(<DiskForm />)
    await controls.combobox.click()
    const search = page.getByRole('combobox', { name: 'Search Image' })
    await search.fill('noble')
    await expect.element(page.getByRole('option', { name: 'ubuntu-24.04' })).toBeVisible()
    await expect.element(page.getByRole('option', { name: 'debian-12' })).not.toBeInTheDocument()
    await search.fill('fedora')
    await expect.element(page.getByText('No matches')).toBeVisible()
  })

  it('describes a radio by its item’s description', async () => {
    await render(<DiskForm />)
    await expect
      .element(controls.radio.getByRole('radio', { name: 'Snapshot' }))
      .toHaveAccessibleDescription('A copy of a disk at a moment')
  })

  it('tells of a user’s typing and picking, with the text before, but not of the code’s', async () => {
    const onTyped = vi.fn()
    const onPicked = vi.fn()
    function Watched() {
      const form = useForm({ defaultValues: { name: 'a', source: '' } })
      return (
        <Form {...form}>
          <TextField control={form.control} name="name" label="Name" onTyped={onTyped} />
          <RadioField
            control={form.control}
            name="source"
            label="Source"
            onPicked={onPicked}
            items={[
              { value: 'blank', label: 'Blank' },
              { value: 'image', label: 'Image' },
            ]}
          />
          <button
            type="button"
            onClick={() => {
              form.setValue('name', 'set')
              form.setValue('source', 'blank')
            }}
          >
            Set
          </button>
        </Form>
      )
    }
    await render(<Watched />)
    await controls.text.fill('ab')
    expect(onTyped).toHaveBeenLastCalledWith('ab', 'a')
    await controls.radio.getByRole('radio', { name: 'Image' }).click()
    expect(onPicked).toHaveBeenCalledExactlyOnceWith('image')

    const calls = onTyped.mock.calls.length
    await page.getByRole('button', { name: 'Set' }).click()
    await expect.element(controls.text).toHaveValue('set')
    expect(onTyped).toHaveBeenCalledTimes(calls)
    expect(onPicked).toHaveBeenCalledOnce()
  })
})
