import { useState } from 'react'
import { FormErrors } from '@/components/ui/form-errors'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Modal } from '@/components/ui/modal'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/**
 * Deleting a silo takes its users, groups and identity providers with it, so
 * Confirm waits until the silo's name is typed. Nexus's refusal (a silo that
 * still holds projects) stays in the dialog.
 */
export function DeleteSiloDialog({
  open,
  onOpenChange,
  silo,
  onDeleted,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  silo: string
  onDeleted?: () => void
}) {
  const [typed, setTyped] = useState('')
  const del = useApiMutation(op.siloDelete, {
    onSuccess: () => {
      toastSuccess(`Silo ${silo} deleted`)
      close(false)
      onDeleted?.()
    },
  })
  const close = (next: boolean) => {
    if (!next) {
      setTyped('')
      del.reset()
    }
    onOpenChange(next)
  }
  return (
    <Modal
      open={open}
      onOpenChange={close}
      role="alertdialog"
      title="Delete silo"
      width="narrow"
      description={
        <>
          Are you sure you want to delete silo <strong className="break-words">{silo}</strong>? Its
          users, groups, identity providers and IP pool links go with it. This cannot be undone.
        </>
      }
      destructive
      actionDisabled={typed !== silo}
      actionPending={del.isPending}
      preventDismiss={del.isPending}
      onAction={() => del.mutate({ path: { silo } })}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="delete-silo-name">Type the silo&apos;s name to confirm</Label>
        <Input
          id="delete-silo-name"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {del.error && <FormErrors errors={[del.error.message]} />}
    </Modal>
  )
}
