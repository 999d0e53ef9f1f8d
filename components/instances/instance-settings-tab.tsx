import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { Button } from '@/components/ui/button'
import { GatedButton } from '@/components/ui/gated-button'
import { Form } from '@/components/ui/form'
import { FormErrors } from '@/components/ui/form-errors'
import { RadioField } from '@/components/ui/toggle-fields'
import { PropertiesTable } from '@/components/ui/properties-table'
import { Skeleton } from '@/components/ui/skeleton'
import { toastSuccess } from '@/components/kit/toast'
import { useRefusals } from '@/components/kit/use-refusals'
import type { Instance } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { formatDateTime } from '@/lib/core/format/date'
import { autoRestartChoice, autoRestartOutlook, autoRestartPolicyOf } from '@/lib/domain/instance'
import { instanceUpdateBody } from '@/lib/domain/update-bodies'
import { useInstance } from './instance-queries'
import { instanceParams, type InstanceSel } from '@/lib/api/selectors'
import { SectionHeader } from '@/components/ui/section-header'
import { InstanceGroupsSection } from '@/components/affinity/instance-groups-section'
import * as op from '@/lib/api/ops'

const schema = z.object({ policy: z.enum(['default', 'best_effort', 'never']) })
type Values = z.infer<typeof schema>

const policies = [
  {
    value: 'default',
    label: 'Default',
    description: 'The platform decides; currently it restarts a failed instance (best effort).',
  },
  {
    value: 'best_effort',
    label: 'Best effort',
    description: 'Restart the instance when it fails, after a cooldown between attempts.',
  },
  { value: 'never', label: 'Never', description: 'Leave a failed instance stopped as failed.' },
]

const dateOrDash = (d: Date | null | undefined) => (d ? formatDateTime(d) : undefined)

export function InstanceSettingsTab(sel: InstanceSel) {
  const instance = useInstance(sel)
  const i = instance.data
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <SectionHeader title="Auto-restart" />
      {i ? (
        <>
          <PropertiesTable
            items={[
              { label: 'Auto-restart', value: i.autoRestartEnabled ? 'Enabled' : 'Disabled' },
              { label: 'Cooldown expiration', value: dateOrDash(i.autoRestartCooldownExpiration) },
              { label: 'Last auto-restart', value: dateOrDash(i.timeLastAutoRestarted) },
              ...(i.runState === 'failed'
                ? [{ label: 'Failed instance', value: autoRestartOutlook(i) }]
                : []),
            ]}
          />
          <AutoRestartForm sel={sel} instance={i} />
        </>
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
      <InstanceGroupsSection sel={sel} runState={i?.runState} />
    </section>
  )
}

function AutoRestartForm({ sel, instance }: { sel: InstanceSel; instance: Instance }) {
  const refused = useRefusals(sel.project)('instance.edit')
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: { policy: autoRestartChoice(instance.autoRestartPolicy) },
  })
  const update = useApiMutation(op.instanceUpdate, {
    onSuccess: () => toastSuccess('Auto-restart policy saved'),
  })
  return (
    <Form {...form}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(({ policy }) => {
          // Enter in a field submits too
          if (refused) return
          update.mutate({
            ...instanceParams(sel),
            // everything else as it is: the update replaces the whole configuration
            body: instanceUpdateBody(instance, { autoRestartPolicy: autoRestartPolicyOf(policy) }),
          })
        })}
      >
        <RadioField control={form.control} name="policy" label="Policy" items={policies} />
        {update.error && <FormErrors errors={[update.error.message]} />}
        <div>
          {refused ? (
            <GatedButton type="button" reason={refused}>
              Save
            </GatedButton>
          ) : (
            <Button type="submit" pending={update.isPending} disabled={!form.formState.isDirty}>
              Save
            </Button>
          )}
        </div>
      </form>
    </Form>
  )
}
