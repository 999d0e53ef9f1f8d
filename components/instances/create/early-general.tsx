import { useId, useLayoutEffect, useState, type ReactElement } from 'react'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { FormSection } from './form-section'

export const HOSTNAME_DESCRIPTION = "The guest's hostname; follows the name unless you change it"

type EarlyField = 'name' | 'description' | 'hostname'

const isEarlyField = (name: string): name is EarlyField =>
  name === 'name' || name === 'description' || name === 'hostname'

/**
 * What was typed in General before the form's code arrived, and where the caret was when the
 * form took over: the form starts from it (`useEarlyTyping`). Kept outside React's state,
 * since the form reads it once, as it mounts.
 */
export class EarlyTyping {
  values: Record<EarlyField, string> = { name: '', description: '', hostname: '' }
  focus?: { field: EarlyField; start: number | null; end: number | null }

  keep(values: Record<EarlyField, string>) {
    this.values = values
  }

  /** the focused element as the early fields leave the page */
  leave(el: Element | null) {
    if (
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
      el.form?.dataset.early !== undefined &&
      isEarlyField(el.name)
    ) {
      this.focus = { field: el.name, start: el.selectionStart, end: el.selectionEnd }
    }
  }
}

/**
 * Create instance before its form's code (react-hook-form, zod, every section) has arrived:
 * its heading and General section, ready to type in, with the rest still loading. Its fields
 * look and are named as the form's own, which takes over with what was typed here.
 */
export function EarlyCreateInstance({ typed }: { typed: EarlyTyping }) {
  const [values, setValues] = useState(typed.values)
  const change = (field: EarlyField, value: string) => {
    const next = { ...values, [field]: value }
    // the hostname follows the name, as in the form, until it is made to differ
    if (field === 'name' && (values.hostname === '' || values.hostname === values.name)) {
      next.hostname = value
    }
    typed.keep(next)
    setValues(next)
  }
  // read as this leaves the page, so the form can put the caret back where it was
  // before React takes the fields out of the document
  useLayoutEffect(() => () => typed.leave(document.activeElement), [typed])
  const field = (name: EarlyField) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
  })
  return (
    <form
      noValidate
      data-early
      aria-label="Create instance"
      className="flex max-w-3xl flex-col gap-8 pb-16"
      // Enter in a field would submit: there is nothing to send before the form is here
      onSubmit={(e) => e.preventDefault()}
    >
      <h1 className="text-2xl font-semibold tracking-tight">Create instance</h1>
      <FormSection id="general" title="General">
        <Field label="Name" required>
          {(props) => <Input {...props} {...field('name')} aria-required autoFocus />}
        </Field>
        <Field label="Description">
          {(props) => <Textarea {...props} {...field('description')} />}
        </Field>
        <Field label="Hostname" description={HOSTNAME_DESCRIPTION}>
          {(props) => <Input {...props} {...field('hostname')} />}
        </Field>
      </FormSection>
      <div className="flex flex-col gap-8" aria-busy="true">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </form>
  )
}

/**
 * A field laid out as the form's field frame lays out its own (components/ui/form-fields.tsx),
 * without react-hook-form, which this page's code leaves to the form's.
 */
function Field({
  label,
  description,
  required,
  children,
}: {
  label: string
  description?: string
  required?: boolean
  children: (props: { id: string; 'aria-describedby'?: string }) => ReactElement
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </label>
      {description && (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children({ id, 'aria-describedby': description ? `${id}-description` : undefined })}
    </div>
  )
}
