import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { describeUnavailable } from '@/components/affinity/member-candidates'
import { ComboboxField } from '@/components/ui/choice-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { toastSuccess } from '@/components/kit/toast'
import type { FloatingIp, Instance } from '@/lib/api/__generated__/Api'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { pollWhileAny } from '@/lib/api/poll'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { instanceCan, instanceSettling, instanceStatesFor } from '@/lib/domain/instance'
import * as op from '@/lib/api/ops'

const schema = z.object({ instance: z.string().check(z.minLength(1, 'Choose an instance')) })
type Values = z.infer<typeof schema>

const anyInstanceSettling = pollWhileAny((i: Instance) => instanceSettling(i.runState))

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)

/** Attach a floating IP from the list to one of the project's instances. */
export function AttachFloatingIpToInstanceModal({
  open,
  onOpenChange,
  project,
  floatingIp,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  project: string
  floatingIp: Pick<FloatingIp, 'name' | 'ip'> | undefined
}) {
  const instances = useApiQuery(
    op.instanceList,
    { query: { project, limit: PICKER_LIMIT } },
    {
      enabled: open,
      // an instance still being created becomes one an IP can be attached to
      pollWhile: (data) => open && anyInstanceSettling(data),
    },
  )
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { instance: '' } })
  const attach = useApiMutation(op.floatingIpAttach, {
    onSuccess: (f, { body }) => {
      toastSuccess(`Floating IP ${f.name} attached to ${body.parent}`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, attach, form)

  const items = instances.data?.items ?? []
  const attachable = items.filter((i) => instanceCan('changeIps', i.runState)).sort(byName)
  const unavailable = items.filter((i) => !instanceCan('changeIps', i.runState)).sort(byName)
  const loadError = instances.error && `Could not load instances: ${instances.error.message}`

  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Attach floating IP"
      description={
        <>
          Choose the instance to attach{' '}
          <strong className="break-all">
            {floatingIp?.name} ({floatingIp?.ip})
          </strong>{' '}
          to.
        </>
      }
      submitLabel="Attach"
      pending={attach.isPending}
      submitDisabled={!instances.data}
      errors={[attach.error, loadError]}
      onSubmit={form.handleSubmit(({ instance }) => {
        if (floatingIp)
          attach.mutate({
            path: { floatingIp: floatingIp.name },
            query: { project },
            body: { kind: 'instance', parent: instance },
          })
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
              : 'No instances to attach to'
        }
        emptyText={attachable.length ? 'No matching instances' : 'No instances to attach to'}
        description={
          <>
            An instance that is {instanceStatesFor('changeIps')} can take a floating IP.
            {unavailable.length > 0 && ` Not listed: ${describeUnavailable(unavailable)}.`}
          </>
        }
      />
      <PickerLimitNote page={instances.data} things="instances" />
    </FormModal>
  )
}
