import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import { ListboxField } from '@/components/ui/choice-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { pb } from '@/lib/core/paths'
import { nameSchema } from '@/lib/core/validators/name'
import { groupAction, type GroupKind } from './group-kinds'
import { failureDomainLabel, policyLabel } from './policy'
import { docs } from '@/lib/core/docs'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  policy: z.enum(['allow', 'fail']),
  // the API knows one failure domain so far
  failureDomain: z.enum(['sled']),
})
type Values = z.infer<typeof schema>

const failureDomainItems = [{ value: 'sled', label: failureDomainLabel.sled }]

/** The create form of either kind: a failed submit keeps every value typed. */
export function CreateGroupPanel({ kind, project }: { kind: GroupKind; project: string }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', policy: 'allow', failureDomain: 'sled' },
  })
  const create = kind.useCreate()
  const refused = useRefusals(project)
  const policyItems = (['allow', 'fail'] as const).map((p) => ({
    value: p,
    label: policyLabel[p],
    description: kind.policyDescription[p],
  }))
  const submit = form.handleSubmit((body) =>
    create.mutate(
      { project, body },
      {
        onSuccess: (group) => {
          // the group page can show it at once
          queryClient.setQueryData(kind.viewKey({ project, group: group.name }), group)
          toastSuccess(`${kind.Noun} ${group.name} created`)
          void router.push(kind.href({ project, group: group.name }))
        },
      },
    ),
  )
  return (
    <SidePanel
      docs={docs.affinity}
      form={form}
      open
      title={`Create ${kind.noun}`}
      submitLabel={`Create ${kind.noun}`}
      onDismiss={() => void router.push(pb.affinity({ project }))}
      onSubmit={submit}
      request={{ op: kind.createOp, build: (body: Values) => ({ query: { project }, body }) }}
      pending={create.isPending}
      refused={refused(groupAction(kind, 'create'))}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <RadioField
        control={form.control}
        name="policy"
        label="Policy"
        description={kind.policyNote}
        required
        items={policyItems}
      />
      <ListboxField
        control={form.control}
        name="failureDomain"
        label="Failure domain"
        description={
          kind.key === 'affinity'
            ? 'Members are kept together at this level'
            : 'Members are kept apart at this level'
        }
        required
        items={failureDomainItems}
      />
    </SidePanel>
  )
}
