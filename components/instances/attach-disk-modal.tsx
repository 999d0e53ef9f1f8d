import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { ComboboxField } from '@/components/ui/choice-fields'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { diskOfferedToAttach } from '@/lib/domain/disk'
import { diskChoiceDetail } from '@/components/disks/disk-state'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useLaterPages } from '@/lib/api/later-pages'
import { instanceParams, type InstanceSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

const schema = z.object({ disk: z.string().check(z.minLength(1, 'Choose a disk')) })
type Values = z.infer<typeof schema>

export function AttachDiskModal({
  open,
  onOpenChange,
  ...sel
}: InstanceSel & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const params = { query: { project: sel.project, limit: PICKER_LIMIT } }
  const disks = useApiQuery(op.diskList, params)
  // a project may have more disks than a page: the picker reads on as it is scrolled
  const later = useLaterPages(op.diskList, params, disks.data)
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { disk: '' } })
  const attach = useApiMutation(op.instanceDiskAttach, {
    onSuccess: (disk) => {
      toastSuccess(`Disk ${disk.name} attached`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, attach, form)
  const choices = [...(disks.data?.items ?? []), ...later.items]
    .filter(diskOfferedToAttach)
    .map((d) => ({ value: d.name, label: `${d.name} (${diskChoiceDetail(d)})` }))

  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Attach existing disk"
      description={
        <>
          Choose one of the project&apos;s detached disks, or one still being created, to attach to{' '}
          <strong>{sel.instance}</strong>.
        </>
      }
      submitLabel="Attach disk"
      pending={attach.isPending}
      errors={[attach.error, disks.error && `Could not load disks: ${disks.error.message}`]}
      onSubmit={form.handleSubmit(({ disk }) =>
        attach.mutate({ ...instanceParams(sel), body: { disk } }),
      )}
    >
      <ComboboxField
        control={form.control}
        name="disk"
        label="Disk"
        required
        items={choices}
        placeholder={disks.isPending ? 'Loading disks…' : 'Select a disk'}
        emptyText="No disks to attach in this project"
        more={later.more}
      />
    </FormModal>
  )
}
