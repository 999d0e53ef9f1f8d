import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { describeUnavailable } from '@/components/affinity/member-candidates'
import { ComboboxField } from '@/components/ui/choice-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { toastSuccess } from '@/components/kit/toast'
import type { Disk, Instance } from '@/lib/api/__generated__/Api'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pollWhileAny } from '@/lib/api/poll'
import { instanceCan, instanceSettling } from '@/lib/domain/instance'
import { projectInstancesParams } from './disk-queries'
import * as op from '@/lib/api/ops'

const schema = z.object({ instance: z.string().check(z.minLength(1, 'Choose an instance')) })
type Values = z.infer<typeof schema>

const anyInstanceSettling = pollWhileAny((i: Instance) => instanceSettling(i.runState))

/** Attach a disk from the disks list to an instance that is stopped or being created. */
export function AttachDiskToInstanceModal({
  open,
  onOpenChange,
  project,
  disk,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  project: string
  disk: Pick<Disk, 'name'> | undefined
}) {
  const instances = useApiQuery(op.instanceList, projectInstancesParams(project), {
    enabled: open,
    // a stopping instance becomes one a disk can be attached to
    pollWhile: (data) => open && anyInstanceSettling(data),
  })
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { instance: '' } })
  const attach = useApiMutation(op.instanceDiskAttach, {
    onSuccess: (d, { path }) => {
      toastSuccess(`Attaching disk ${d.name} to ${path.instance}`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, attach, form)

  const items = instances.data?.items ?? []
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
  const attachable = items.filter((i) => instanceCan('attachDisk', i.runState)).sort(byName)
  const unavailable = items.filter((i) => !instanceCan('attachDisk', i.runState)).sort(byName)
  const loadError = instances.error && `Could not load instances: ${instances.error.message}`

  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Attach disk"
      description={
        <>
          Choose the instance to attach <strong className="break-all">{disk?.name}</strong> to.
        </>
      }
      submitLabel="Attach disk"
      pending={attach.isPending}
      submitDisabled={!instances.data}
      errors={[attach.error, loadError]}
      onSubmit={form.handleSubmit(({ instance }) => {
        if (disk)
          attach.mutate({ path: { instance }, query: { project }, body: { disk: disk.name } })
      })}
    >
      <ComboboxField
        control={form.control}
        name="instance"
        label="Instance"
        required
        items={attachable.map((i) => ({ value: i.name, label: i.name }))}
        placeholder={
          instances.isPending
            ? 'Loading instances…'
            : attachable.length
              ? 'Select an instance'
              : 'No stopped instances'
        }
        emptyText={attachable.length ? 'No matching instances' : 'No instances to attach to'}
        description={
          <>
            A disk can be attached to a stopped instance or one being created.
            {unavailable.length > 0 && ` Not listed: ${describeUnavailable(unavailable)}.`}
          </>
        }
      />
      <PickerLimitNote page={instances.data} things="instances" />
    </FormModal>
  )
}
