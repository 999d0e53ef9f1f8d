import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { ComboboxField } from '@/components/ui/choice-fields'
import { Skeleton } from '@/components/ui/skeleton'
import { FormModal } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import type { InstanceSel } from '@/lib/api/selectors'
import type { GroupKind } from './group-kinds'

const schema = z.object({ group: z.string().check(z.minLength(1, 'Choose a group')) })
type Values = z.infer<typeof schema>

/**
 * Puts an instance in one of its project's groups, from the instance's side: the way into an
 * affinity group, which the instance-create request can't name.
 */
export function AddToGroupModal({
  kind,
  open,
  onOpenChange,
  sel,
}: {
  kind: GroupKind
  open: boolean
  onOpenChange: (open: boolean) => void
  sel: InstanceSel
}) {
  const { project, instance } = sel
  const groups = kind.useGroupPicker(project, open)
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { group: '' } })
  const group = useWatch({ control: form.control, name: 'group' })
  // asked of the server as the group is chosen: the tab's list may be older than a change
  // made from the group's page
  const membership = kind.useMemberView({ project, group, instance }, open && !!group)
  const alreadyIn = !!group && !!membership.data
  const checkFailed = membership.error?.statusCode === 404 ? null : membership.error
  const add = kind.useAddMember()
  const close = () => {
    onOpenChange(false)
    form.reset()
    add.reset()
  }
  const submit = form.handleSubmit(({ group }) =>
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
  const items = groups.data?.items ?? []
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={`Add to ${kind.noun}`}
      submitLabel="Add to group"
      onSubmit={submit}
      pending={add.isPending}
      submitDisabled={!groups.data || alreadyIn || membership.isFetching}
      errors={[groups.error, checkFailed, add.error]}
    >
      {groups.data ? (
        <ComboboxField
          control={form.control}
          name="group"
          label={kind.Noun}
          required
          placeholder={items.length ? 'Select a group' : `No ${kind.noun}s in ${project}`}
          emptyText={items.length ? 'No matching groups' : `No ${kind.noun}s in ${project}`}
          items={items.map((g) => ({ value: g.name, label: g.name }))}
          description={
            <>
              {alreadyIn ? `${instance} is already in ${group}.` : kind.purpose}
              {groups.data.nextPage && ` Only the first ${PICKER_LIMIT} groups are listed.`}
            </>
          }
        />
      ) : (
        !groups.error && (
          <div className="flex flex-col gap-2" aria-busy>
            <span className="sr-only" role="status">
              Loading groups
            </span>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-full" />
          </div>
        )
      )}
    </FormModal>
  )
}
