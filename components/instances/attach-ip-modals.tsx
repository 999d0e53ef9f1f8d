import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { ComboboxField, ListboxField } from '@/components/ui/choice-fields'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { instanceParams, type InstanceSel } from '@/lib/api/selectors'
import { floatingIpChoice, poolNamesById } from '@/lib/domain/floating-ip'
import * as op from '@/lib/api/ops'

type ModalProps = InstanceSel & { open: boolean; onOpenChange: (open: boolean) => void }

const poolSchema = z.object({ pool: z.string().check(z.minLength(1, 'Choose an IP pool')) })

export function AttachEphemeralIpModal({ open, onOpenChange, ...sel }: ModalProps) {
  const pools = useApiQuery(op.projectIpPoolList, { query: { limit: PICKER_LIMIT } })
  const defaultPool = pools.data?.items.find((p) => p.isDefault)?.name ?? ''
  const form = useForm<z.infer<typeof poolSchema>>({
    resolver: zodResolver(poolSchema),
    values: { pool: defaultPool },
  })
  const attach = useApiMutation(op.instanceEphemeralIpAttach, {
    onSuccess: (ip) => {
      toastSuccess(`Ephemeral IP ${ip.ip} attached`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, attach, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Attach ephemeral IP"
      description={
        <>
          <strong>{sel.instance}</strong> gets an address from the pool for as long as it is
          attached.
        </>
      }
      submitLabel="Attach"
      pending={attach.isPending}
      errors={[attach.error, pools.error && `Could not load IP pools: ${pools.error.message}`]}
      onSubmit={form.handleSubmit(({ pool }) =>
        attach.mutate({ ...instanceParams(sel), body: { pool } }),
      )}
    >
      <ListboxField
        control={form.control}
        name="pool"
        label="IP pool"
        required
        items={(pools.data?.items ?? []).map((p) => ({
          value: p.name,
          label: p.isDefault ? `${p.name} (default)` : p.name,
        }))}
        placeholder={pools.isPending ? 'Loading pools…' : 'Select a pool'}
      />
      <PickerLimitNote page={pools.data} things="IP pools" />
    </FormModal>
  )
}

const floatingSchema = z.object({
  floatingIp: z.string().check(z.minLength(1, 'Choose a floating IP')),
})

export function AttachFloatingIpModal({ open, onOpenChange, ...sel }: ModalProps) {
  const floatingIps = useApiQuery(op.floatingIpList, {
    query: { project: sel.project, limit: PICKER_LIMIT },
  })
  // the silo's pools, asked for alongside, name each choice's pool; without them (still
  // loading, failed) the choices name none
  const pools = useApiQuery(op.projectIpPoolList, { query: { limit: PICKER_LIMIT } })
  const form = useForm<z.infer<typeof floatingSchema>>({
    resolver: zodResolver(floatingSchema),
    defaultValues: { floatingIp: '' },
  })
  const attach = useApiMutation(op.floatingIpAttach, {
    onSuccess: (ip) => {
      toastSuccess(`Floating IP ${ip.name} attached`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, attach, form)
  const poolNames = poolNamesById(pools.data?.items)
  const choices = (floatingIps.data?.items ?? [])
    .filter((f) => !f.instanceId)
    .map((f) => floatingIpChoice(f, poolNames))
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Attach floating IP"
      description={
        <>
          Choose one of the project&apos;s unattached floating IPs for{' '}
          <strong>{sel.instance}</strong>.
        </>
      }
      submitLabel="Attach"
      pending={attach.isPending}
      errors={[
        attach.error,
        floatingIps.error && `Could not load floating IPs: ${floatingIps.error.message}`,
      ]}
      onSubmit={form.handleSubmit(({ floatingIp }) =>
        attach.mutate({
          path: { floatingIp },
          query: { project: sel.project },
          body: { kind: 'instance', parent: sel.instance },
        }),
      )}
    >
      <ComboboxField
        control={form.control}
        name="floatingIp"
        label="Floating IP"
        required
        items={choices}
        placeholder={floatingIps.isPending ? 'Loading floating IPs…' : 'Select a floating IP'}
        emptyText="No unattached floating IPs in this project"
      />
      <PickerLimitNote page={floatingIps.data} things="floating IPs" />
    </FormModal>
  )
}
