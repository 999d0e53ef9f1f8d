import * as React from 'react'
import { CreateDiskForm } from '@/components/disks/create-disk-panel'
import { toastSuccess } from '@/components/kit/toast'
import { useRefusals } from '@/components/kit/use-refusals'
import type { DiskCreate } from '@/lib/api/__generated__/Api'
import { isApiError } from '@/lib/api/errors'
import { useApiMutation } from '@/lib/api/query'
import { instanceParams, type InstanceSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

/** A new blank disk, created in the project and then attached to the instance. */
export function CreateAndAttachDiskPanel({
  open,
  onOpenChange,
  ...sel
}: InstanceSel & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const refused = useRefusals(sel.project)
  // two writes, each invalidating what it changes (lib/api/invalidation.ts)
  const createDisk = useApiMutation(op.diskCreate)
  const attach = useApiMutation(op.instanceDiskAttach)
  const [error, setError] = React.useState<string | null>(null)

  const close = () => {
    setError(null)
    onOpenChange(false)
  }

  const submit = async (body: DiskCreate) => {
    const { name } = body
    setError(null)
    let created = false
    try {
      await createDisk.mutateAsync({ query: { project: sel.project }, body })
      created = true
      await attach.mutateAsync({ ...instanceParams(sel), body: { disk: name } })
      toastSuccess(`Disk ${name} created and attached`)
      close()
    } catch (e) {
      const message = isApiError(e) ? e.message : 'Unknown error'
      // the disk exists now: say so, or a retry would only hit 'name already exists'
      setError(created ? `Disk ${name} was created but could not be attached: ${message}` : message)
    }
  }

  return (
    <CreateDiskForm
      project={sel.project}
      container="panel"
      open={open}
      onClose={close}
      sources="blank"
      title="Create disk"
      description={
        <>
          A new blank disk, attached to <strong>{sel.instance}</strong> once created.
        </>
      }
      submitLabel="Create disk"
      requestNote={`The first of two calls: the second attaches the new disk to ${sel.instance} (POST /v1/instances/${sel.instance}/disks/attach?project=${sel.project}).`}
      onSubmit={submit}
      pending={createDisk.isPending || attach.isPending}
      refused={refused('disk.create') ?? refused('instance.disk.attach')}
      errors={[error]}
    />
  )
}
