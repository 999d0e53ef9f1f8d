import * as React from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { errorMessages, type FormError } from '@/components/kit/forms/error-messages'
import { useUnsavedChanges } from '@/components/kit/forms/use-unsaved-changes'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormErrors } from '@/components/ui/form-errors'
import { Modal, type ModalWidth } from '@/components/ui/modal'

/**
 * A centred dialog holding a small form: Enter submits, the server's error
 * shows above the buttons, and Escape/Cancel are held while it is sending.
 * Closing it or leaving the page with changes asks first, as a panel does.
 * Unlike a panel it keeps no draft through a forced sign-in, since it has no
 * route to come back to.
 */
export function FormModal<V extends FieldValues, C, T>({
  form,
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  onSubmit,
  pending = false,
  submitDisabled = false,
  errors = [],
  width = 'medium',
  children,
}: {
  /** The dialog's form (react-hook-form's `useForm()`): its fields and the guard read it. */
  form: UseFormReturn<V, C, T>
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: React.ReactNode
  submitLabel: string
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => unknown
  pending?: boolean
  submitDisabled?: boolean
  /** What went wrong, shown above the buttons; the empty ones are left out. */
  errors?: ReadonlyArray<FormError>
  width?: ModalWidth
  children: React.ReactNode
}) {
  const formId = React.useId()
  const messages = errorMessages(errors)
  const unsaved = useUnsavedChanges({
    form,
    open,
    title,
    pending,
    failed: messages.length > 0,
    keepDraft: false,
  })
  return (
    <Form {...form}>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (next) onOpenChange(true)
          else unsaved.requestClose(() => onOpenChange(false))
        }}
        title={title}
        description={description}
        width={width}
        preventDismiss={pending}
        actions={
          <Button type="submit" form={formId} size="sm" pending={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        }
      >
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            // React events cross portals: keep this submit from reaching a form around the caller
            e.stopPropagation()
            void onSubmit(e)
          }}
        >
          {children}
          {messages.length > 0 && <FormErrors errors={messages} />}
        </form>
      </Modal>
      {unsaved.confirmElement}
    </Form>
  )
}

/**
 * The open-change handler of a form dialog or panel: closing it forgets what
 * was typed and the last server error (the form's and mutations' `reset`),
 * so the next open starts afresh.
 */
export function closeForgetting(
  onOpenChange: (open: boolean) => void,
  ...parts: { reset: () => void }[]
) {
  return (next: boolean) => {
    if (!next) for (const part of parts) part.reset()
    onOpenChange(next)
  }
}
