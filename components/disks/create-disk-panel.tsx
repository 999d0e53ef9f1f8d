import { useRouter } from 'next/router'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { CreateDiskForm } from './create-disk-form'
import * as op from '@/lib/api/ops'

/** A new disk from nothing, a snapshot or an image; a failed submit keeps every value typed. */
export function CreateDiskPanel({ project }: { project: string }) {
  const router = useRouter()
  const toList = () => void router.push(pb.disks({ project }))
  const create = useApiMutation(op.diskCreate, {
    onSuccess: (disk) => {
      toastSuccess(`Disk ${disk.name} created`)
      toList()
    },
  })
  return (
    <CreateDiskForm
      project={project}
      container="panel"
      sources="all"
      title="Create disk"
      submitLabel="Create disk"
      onClose={toList}
      onSubmit={(body) => create.mutate({ query: { project }, body })}
      pending={create.isPending}
      errors={[create.error?.message]}
    />
  )
}
