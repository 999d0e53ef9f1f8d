import * as DialogPrimitive from '@radix-ui/react-dialog'
import * as React from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { RequestPreviewSection, type RequestSource } from '@/components/kit/forms/request-preview'
import { errorMessages, type FormError } from '@/components/kit/forms/error-messages'
import { DraftRestoredNote } from '@/components/kit/forms/unsaved-changes-guard'
import { useUnsavedChanges } from '@/components/kit/forms/use-unsaved-changes'
import { Button } from '@/components/ui/button'
import { GatedButton } from '@/components/ui/gated-button'
import { DocsLink } from '@/components/ui/docs-link'
import type { DocsPage } from '@/lib/core/docs'
import { DialogCloseIcon, DialogOverlay } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { focusFirstField } from '@/components/ui/focus-first-field'
import { useReturnFocus } from '@/components/ui/use-return-focus'
import { FormErrors } from '@/components/ui/form-errors'
import { Skeleton } from '@/components/ui/skeleton'

type DismissProps = {
  /** Escape, the Close button, Cancel and a click outside all call this. */
  onDismiss?: () => void
  onOpenChange?: (open: boolean) => void
}

type FrameProps = DismissProps & {
  open: boolean
  title: string
  description?: React.ReactNode
  /** The guide to what the panel makes or edits, linked under its title. */
  docs?: DocsPage
  children: React.ReactNode
  /** Given, the panel is a <form> with this submit handler; otherwise a plain div. */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
  footer: React.ReactNode
  bodyBusy?: boolean
  /** Given, closing goes through it, which may ask first and then call `close`. */
  beforeClose?: (close: () => void) => void
}

function SidePanelFrame({
  open,
  onDismiss,
  onOpenChange,
  title,
  description,
  docs,
  children,
  onSubmit,
  footer,
  bodyBusy,
  beforeClose,
}: FrameProps) {
  const bodyRef = React.useRef<HTMLDivElement>(null)
  const returnFocus = useReturnFocus()
  const inner = (
    <>
      <header className="flex items-start justify-between gap-4 border-b px-6 py-4">
        <div className="flex flex-col gap-1">
          <DialogPrimitive.Title className="text-lg font-semibold leading-7">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
          {docs && (
            <div>
              <DocsLink page={docs} />
            </div>
          )}
        </div>
        <DialogCloseIcon />
      </header>
      <div
        ref={bodyRef}
        aria-busy={bodyBusy || undefined}
        className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-6 py-6"
      >
        {children}
      </div>
      {footer}
    </>
  )
  const containerClass = 'flex min-h-0 flex-1 flex-col'
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        const change = () => {
          onOpenChange?.(next)
          if (!next) onDismiss?.()
        }
        if (!next && beforeClose) beforeClose(change)
        else change()
      }}
    >
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          // without a description, say so explicitly (Radix warns otherwise)
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l bg-background shadow-xl outline-none sm:w-side-panel motion-safe:data-[state=open]:animate-slide-in-right"
          // start in the first field rather than on the header's Close button
          onOpenAutoFocus={(e) => {
            returnFocus.capture()
            if (focusFirstField(bodyRef.current)) e.preventDefault()
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          {onSubmit ? (
            <form className={containerClass} noValidate onSubmit={onSubmit}>
              {inner}
            </form>
          ) : (
            <div className={containerClass}>{inner}</div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

function Footer({ errors, children }: { errors?: string[]; children: React.ReactNode }) {
  return (
    <div className="border-t">
      {errors && errors.length > 0 && (
        <div className="px-6 pt-4">
          <FormErrors errors={errors} />
        </div>
      )}
      <div className="flex justify-end gap-2 px-6 py-4">
        <DialogPrimitive.Close asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogPrimitive.Close>
        {children}
      </div>
    </div>
  )
}

export type SidePanelProps<V extends FieldValues, C, T> = DismissProps & {
  /**
   * The panel's form (react-hook-form's `useForm()`): its fields read it, and so do the
   * unsaved-changes guard and the request preview.
   */
  form: UseFormReturn<V, C, T>
  open: boolean
  title: string
  description?: React.ReactNode
  /** The guide to what the form makes or edits (`docs` in lib/core/docs.ts). */
  docs?: DocsPage
  submitLabel: string
  /** The panel is a <form>: pass react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => unknown
  pending?: boolean
  submitDisabled?: boolean
  /** Why the user's roles rule the submit out (`useRefusals`): the button says so, disabled. */
  refused?: string
  /**
   * What went wrong, shown above the footer (spec §8): messages or errors (a mutation's
   * `error`, a failed read's); the empty ones are left out.
   */
  errors?: ReadonlyArray<FormError>
  /**
   * Fields never kept in a draft, beyond those whose names say secret
   * (password, private key, secret, token).
   */
  secretFields?: readonly string[]
  /** Given, the panel can show the CLI command and API request for what is typed. */
  request?: RequestSource
  children: React.ReactNode
}

/** A create or edit form in a panel on the right edge. */
export function SidePanel<V extends FieldValues, C, T>({
  form,
  onSubmit,
  submitLabel,
  pending = false,
  submitDisabled = false,
  refused,
  errors = [],
  secretFields = [],
  request,
  children,
  ...frame
}: SidePanelProps<V, C, T>) {
  const allErrors = errorMessages(errors)
  const unsaved = useUnsavedChanges({
    form,
    open: frame.open,
    title: frame.title,
    pending,
    failed: allErrors.length > 0,
    secretFields,
  })
  return (
    <Form {...form}>
      <SidePanelFrame
        {...frame}
        beforeClose={unsaved.requestClose}
        onSubmit={(e) => {
          e.preventDefault()
          // React events cross portals: keep this submit from reaching a form around the caller
          e.stopPropagation()
          // Enter in a field submits too
          if (!refused) void onSubmit(e)
        }}
        footer={
          <Footer errors={allErrors}>
            {refused ? (
              <GatedButton type="button" reason={refused}>
                {submitLabel}
              </GatedButton>
            ) : (
              <Button type="submit" pending={pending} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            )}
          </Footer>
        }
      >
        <DraftRestoredNote show={unsaved.restored} />
        {children}
        {request && (
          <RequestPreviewSection
            control={form.control}
            source={request}
            secretFields={secretFields}
          />
        )}
      </SidePanelFrame>
      {unsaved.confirmElement}
    </Form>
  )
}

/** The panel's frame while the record to edit loads. */
export function SidePanelSkeleton({
  title,
  open = true,
  ...dismiss
}: DismissProps & { title: string; open?: boolean }) {
  return (
    <SidePanelFrame
      {...dismiss}
      open={open}
      title={title}
      bodyBusy
      footer={<Footer>{null}</Footer>}
    >
      <span className="sr-only" role="status">
        Loading
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </SidePanelFrame>
  )
}

/** A read-only panel: the record's details, and Cancel to go back. */
export function SidePanelView({
  open = true,
  title,
  description,
  children,
  ...dismiss
}: DismissProps & {
  open?: boolean
  title: string
  description?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <SidePanelFrame
      {...dismiss}
      open={open}
      title={title}
      description={description}
      footer={<Footer>{null}</Footer>}
    >
      {children}
    </SidePanelFrame>
  )
}
