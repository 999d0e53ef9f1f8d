import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { ListboxField } from '@/components/ui/choice-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import { apiq, useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { nameSchema } from '@/lib/core/validators/name'
import { POLICY_NOTE, failureDomainLabel, policyDescription, policyLabel } from './policy'
import * as op from '@/lib/api/ops'

const schema = z.object({
  name: nameSchema,
  description: z.string(),
  policy: z.enum(['allow', 'fail']),
  // the API knows one failure domain so far
  failureDomain: z.enum(['sled']),
})
type Values = z.infer<typeof schema>

const policyItems = (['allow', 'fail'] as const).map((p) => ({
  value: p,
  label: policyLabel[p],
  description: policyDescription[p],
}))
const failureDomainItems = [{ value: 'sled', label: failureDomainLabel.sled }]

/** The create form: a failed submit keeps every value typed. */
export function CreateGroupPanel({ project }: { project: string }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', policy: 'allow', failureDomain: 'sled' },
  })
  const create = useApiMutation(op.antiAffinityGroupCreate, {
    onSuccess: (group) => {
      // the group page can show it at once
      const view = apiq(op.antiAffinityGroupView, {
        path: { antiAffinityGroup: group.name },
        query: { project },
      })
      queryClient.setQueryData(view.queryKey, group)
      toastSuccess(`Anti-affinity group ${group.name} created`)
      void router.push(pb.antiAffinityGroup({ project, antiAffinityGroup: group.name }))
    },
  })
  const call = (body: Values) => ({ query: { project }, body })
  return (
    <SidePanel
      form={form}
      open
      title="Create anti-affinity group"
      submitLabel="Create anti-affinity group"
      onDismiss={() => void router.push(pb.affinity({ project }))}
      onSubmit={form.handleSubmit((body) => create.mutate(call(body)))}
      request={{ op: op.antiAffinityGroupCreate, build: call }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <RadioField
        control={form.control}
        name="policy"
        label="Policy"
        description={POLICY_NOTE}
        required
        items={policyItems}
      />
      <ListboxField
        control={form.control}
        name="failureDomain"
        label="Failure domain"
        description="Members are kept apart at this level"
        required
        items={failureDomainItems}
      />
    </SidePanel>
  )
}
