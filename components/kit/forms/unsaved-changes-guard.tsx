import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useUnsavedChanges } from '@/components/kit/forms/use-unsaved-changes'
import { Alert } from '@/components/ui/alert'

/** Says a draft came back after sign-in. */
export function DraftRestoredNote({ show }: { show: boolean }) {
  if (!show) return null
  return (
    <Alert role="status" variant="notice">
      Your draft was restored
    </Alert>
  )
}

/**
 * For a form that fills a page rather than a panel (side panels guard
 * themselves): put it where the note should show.
 */
export function UnsavedChangesGuard<V extends FieldValues, C, T>({
  form,
  title,
  pending,
  failed,
  secretFields = [],
}: {
  form: UseFormReturn<V, C, T>
  title: string
  pending: boolean
  failed: boolean
  secretFields?: readonly string[]
}) {
  const { confirmElement, restored } = useUnsavedChanges({
    form,
    open: true,
    title,
    pending,
    failed,
    secretFields,
  })
  return (
    <>
      <DraftRestoredNote show={restored} />
      {confirmElement}
    </>
  )
}
