import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { ComboboxField } from '@/components/ui/choice-fields'
import { Skeleton } from '@/components/ui/skeleton'
import { FormModal } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import { useApiQuery } from '@/lib/api/query'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { pollWhileAny } from '@/lib/api/poll'
import { instanceSettling } from '@/lib/domain/instance'
import type { GroupKind } from './group-kinds'
import { describeUnavailable, memberCandidates } from './member-candidates'
import * as op from '@/lib/api/ops'

const schema = z.object({ instance: z.string().check(z.minLength(1, 'Choose an instance')) })
type Values = z.infer<typeof schema>

export function AddMemberModal({
  kind,
  open,
  onOpenChange,
  project,
  group,
}: {
  kind: GroupKind
  open: boolean
  onOpenChange: (open: boolean) => void
  project: string
  group: string
}) {
  // both lists load together
  const instances = useApiQuery(
    op.instanceList,
    { query: { project, limit: PICKER_LIMIT } },
    {
      enabled: open,
      // an instance that is stopping becomes one that can be chosen
      pollWhile: pollWhileAny((i) => instanceSettling(i.runState)),
    },
  )
  const members = kind.useMemberPicker({ project, group }, open)
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { instance: '' } })
  const add = kind.useAddMember()
  const close = () => {
    onOpenChange(false)
    form.reset()
    add.reset()
  }

  const loadError = instances.error ?? members.error
  const ready = !!instances.data && !!members.data
  const { addable, unavailable } = ready
    ? memberCandidates(instances.data.items, new Set(members.data.items.map((m) => m.value.id)))
    : { addable: [], unavailable: [] }

  const submit = form.handleSubmit(({ instance }) =>
    add.mutate(
      { project, group, instance },
      {
        onSuccess: () => {
          toastSuccess(`Instance ${instance} added to ${group}`)
          close()
        },
      },
    ),
  )
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Add instance to group"
      submitLabel="Add to group"
      onSubmit={submit}
      pending={add.isPending}
      submitDisabled={!ready}
      errors={[loadError, add.error]}
    >
      {ready ? (
        <ComboboxField
          control={form.control}
          name="instance"
          label="Instance"
          required
          placeholder={addable.length ? 'Select an instance' : 'No stopped instances'}
          emptyText={addable.length ? 'No matching instances' : 'No stopped instances to add'}
          items={addable.map((i) => ({ value: i.name, label: i.name }))}
          description={
            <>
              Only stopped instances can join a group.
              {unavailable.length > 0 &&
                ` Not listed because they aren't stopped: ${describeUnavailable(unavailable)}.`}
              {instances.data.nextPage &&
                ` Only the first ${PICKER_LIMIT} instances of the project are listed.`}
            </>
          }
        />
      ) : (
        !loadError && (
          <div className="flex flex-col gap-2" aria-busy>
            <span className="sr-only" role="status">
              Loading instances
            </span>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-full" />
          </div>
        )
      )}
    </FormModal>
  )
}
