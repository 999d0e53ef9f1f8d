import { useRouter } from 'next/router'
import * as React from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useConfirm } from '@/components/kit/use-confirm'
import { guardBackForward } from '@/lib/core/back-forward-guard'
import { registerDraftSource, saveDraft, takeDraft, withoutSecrets } from '@/lib/core/draft'

/** What a cancelled in-app navigation throws; the router rejects with it, so it is quietened. */
const LEAVE_CANCELLED = 'Navigation cancelled: the form has unsaved changes'

/** The route a draft belongs to: the address the sign-in page returns to. */
const draftKey = () => window.location.pathname + window.location.search

const pathOf = (url: string) => url.split(/[?#]/)[0]

/**
 * Guards a panel's, dialog's or page's form: leaving it with
 * changes (another page, Back or Forward, Cancel, Escape, closing the tab)
 * asks first, and a forced sign-in keeps what was typed for when the same
 * form opens again (`keepDraft`: only forms with a route of their own).
 *
 * `pending` and `failed` are the form's submit state: once a submit has
 * gone through, the form is saved and leaving it asks nothing.
 */
export function useUnsavedChanges<V extends FieldValues, C, T>({
  form,
  open,
  title,
  pending,
  failed,
  secretFields = [],
  keepDraft = true,
}: {
  form: UseFormReturn<V, C, T>
  open: boolean
  title: string
  pending: boolean
  failed: boolean
  secretFields?: readonly string[]
  keepDraft?: boolean
}) {
  const router = useRouter()
  // read during render: the proxy then tells this form to re-render on a change
  const dirty = form.formState.isDirty
  const [confirmElement, confirm] = useConfirm()
  const [restored, setRestored] = React.useState(false)

  const state = React.useRef({ open, dirty, pending, saved: false, allowed: false })
  React.useEffect(() => {
    const s = state.current
    // a panel opened again (one that stays mounted while closed) starts afresh
    if (open && !s.open) Object.assign(s, { saved: false, allowed: false })
    s.open = open
    // a submit that ended without an error saved the form
    if (s.pending && !pending && !failed) s.saved = true
    s.pending = pending
    s.dirty = dirty
  }, [open, dirty, pending, failed])

  const unsaved = React.useCallback(() => {
    const s = state.current
    return s.open && s.dirty && !s.saved
  }, [])
  const guarded = React.useCallback(
    () => unsaved() && !state.current.pending && !state.current.allowed,
    [unsaved],
  )

  const askToLeave = React.useCallback(
    (leave: () => void) =>
      confirm({
        verb: 'Leave',
        kind: 'without saving',
        consequence: <>What you changed in {title} will be lost.</>,
        onConfirm: async () => {
          state.current.allowed = true
          leave()
        },
      }),
    [confirm, title],
  )

  React.useEffect(() => {
    if (!open) return
    const onRouteChangeStart = (url: string, props: { shallow: boolean }) => {
      if (!guarded() || pathOf(url) === pathOf(router.asPath)) return
      askToLeave(() => void router.push(url))
      // the router's documented way to cancel a navigation: report it, then throw
      router.events.emit('routeChangeError', LEAVE_CANCELLED, url, props)
      throw LEAVE_CANCELLED
    }
    const quietCancelled = (e: PromiseRejectionEvent) => {
      if (e.reason === LEAVE_CANCELLED) e.preventDefault()
    }
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!guarded()) return
      e.preventDefault()
      // older browsers only ask when returnValue is set
      e.returnValue = ''
    }
    router.events.on('routeChangeStart', onRouteChangeStart)
    window.addEventListener('unhandledrejection', quietCancelled)
    window.addEventListener('beforeunload', onBeforeUnload)
    const releaseBackForward = guardBackForward({ blocks: guarded, ask: askToLeave })
    return () => {
      releaseBackForward()
      router.events.off('routeChangeStart', onRouteChangeStart)
      window.removeEventListener('unhandledrejection', quietCancelled)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [open, router, guarded, askToLeave])

  React.useEffect(() => {
    if (!open || !keepDraft) return
    const draft = takeDraft(draftKey())
    if (draft) {
      // the defaults stay, so the restored values count as changes
      // a draft holds what this form's fields held when it was saved
      form.reset({ ...form.getValues(), ...draft } as V, { keepDefaultValues: true })
      // sessionStorage is there only after mount (the pages are exported ahead of time)
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(true)
    }
    return registerDraftSource(() => {
      if (!unsaved()) return
      saveDraft(draftKey(), withoutSecrets(form.getValues(), secretFields))
      state.current.allowed = true
    })
    // once per opening: the form, its key and its secrets don't change while open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  /** The panel's close path: closes at once, or after the user agrees to lose the changes. */
  const requestClose = React.useCallback(
    (close: () => void) => {
      if (guarded()) askToLeave(close)
      else close()
    },
    [guarded, askToLeave],
  )

  return { confirmElement, requestClose, restored }
}
