import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { NumberField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { CheckboxField, RadioField } from '@/components/ui/toggle-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { ResourceProperties } from '@/components/kit/resource-properties'
import type { RequestSource } from '@/components/kit/forms/request-preview'
import { vpcFirewallRulesUpdateBody } from '@/lib/domain/update-bodies'
import { toastSuccess } from '@/components/kit/toast'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '@/lib/api/__generated__/Api'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import {
  MAX_PRIORITY,
  ruleFormSchema,
  toRuleUpdate,
  type RuleFormOutput,
  type RuleFormValues,
} from '@/lib/domain/firewall/rule-form'
import {
  isNoChange,
  RuleSetConflict,
  ruleSetChange,
  withRuleAdded,
  withRuleReplaced,
  type RuleSetChange,
} from '@/lib/domain/firewall/rule-set'
import { pb } from '@/lib/core/paths'
import { itemKey } from '@/lib/core/validators/unique'
import type { VpcSel } from '@/lib/api/selectors'
import { ItemsEditor, PortsEditor, ProtocolsEditor, type Pickers } from './rule-item-editors'
import { fetchCurrentRuleSet, useRuleSetUpdate } from './rule-set-queries'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

export type RuleFormMode =
  | { kind: 'create' }
  /** a new rule starting from `source` */
  | { kind: 'clone'; source: VpcFirewallRuleUpdate }
  /** `stored`: the rule as the API keeps it, with its ID and times, while it is there */
  | { kind: 'edit'; original: VpcFirewallRuleUpdate; stored?: VpcFirewallRule }

const actionItems = [
  { value: 'allow', label: 'Allow', description: 'Let matching traffic through' },
  { value: 'deny', label: 'Deny', description: 'Drop matching traffic' },
]
const directionItems = [
  { value: 'inbound', label: 'Inbound', description: 'Traffic to the targets' },
  { value: 'outbound', label: 'Outbound', description: 'Traffic from the targets' },
]

function usePickers({ project, vpc }: VpcSel): Pickers {
  const vpcs = useApiQuery(op.vpcList, { query: { project, limit: PICKER_LIMIT } })
  const subnets = useApiQuery(op.vpcSubnetList, { query: { project, vpc, limit: PICKER_LIMIT } })
  const instances = useApiQuery(op.instanceList, { query: { project, limit: PICKER_LIMIT } })
  const named = (page: { items: { name: string }[] } | undefined) =>
    (page?.items ?? []).map((r) => ({ value: r.name, label: r.name }))
  return {
    vpc: { items: named(vpcs.data), page: vpcs.data },
    subnet: { items: named(subnets.data), page: subnets.data },
    instance: { items: named(instances.data), page: instances.data },
  }
}

const list = (names: string[]) => names.join(', ')

function ChangedOnServer({ change }: { change: RuleSetChange }) {
  const parts = [
    change.added.length > 0 && `added ${list(change.added)}`,
    change.removed.length > 0 && `removed ${list(change.removed)}`,
    change.changed.length > 0 && `changed ${list(change.changed)}`,
  ].filter(Boolean)
  return (
    <Alert variant="notice">
      <p className="font-medium">The rules of this VPC changed since this form opened</p>
      <p>Someone {parts.join('; ')}.</p>
      <p>
        Saving keeps their changes and applies yours to the rules as they are now. Check your rule,
        then save again.
      </p>
    </Alert>
  )
}

/**
 * The rule form in a side panel. The API replaces the whole set, so a save
 * fetches the set as it is now and sends it with this one rule added or
 * replaced. If the set changed since the form opened, the first save only
 * says so (and what changed); saving again applies the rule to the new set.
 */
export function RuleFormPanel({
  sel,
  mode,
  title,
  submitLabel,
  initial,
  opened,
  latest,
}: {
  sel: VpcSel
  mode: RuleFormMode
  title: string
  submitLabel: string
  initial: RuleFormValues
  /** the rule set when the form opened (the form's values come from it) */
  opened: VpcFirewallRuleUpdate[]
  /** the rule set as last fetched */
  latest: VpcFirewallRuleUpdate[]
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const refused = useRefusals(sel.project)
  const tab = pb.vpcFirewallRules(sel)
  const back = () => void router.push(tab)

  // the name this rule has on the server, which the form may change
  const ownName = mode.kind === 'edit' ? mode.original.name : undefined
  // RHF reads the resolver afresh each render, so the name check sees the latest set
  const schema = useMemo(() => {
    const taken = new Set(latest.map((r) => r.name).filter((n) => n !== ownName))
    return ruleFormSchema((name) => taken.has(name))
  }, [latest, ownName])
  const form = useForm<RuleFormValues, unknown, RuleFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  })
  const pickers = usePickers(sel)

  // the set the user has been told about, and may now save over
  const [acknowledged, setAcknowledged] = useState(() => itemKey(opened))
  const [sent, setSent] = useState<VpcFirewallRuleUpdate[]>()
  const change = useMemo(() => {
    // once saved, the cache holds what this form sent, which is no one else's change
    if (sent && isNoChange(ruleSetChange(sent, latest))) return undefined
    const since = ruleSetChange(opened, latest)
    return isNoChange(since) ? undefined : since
  }, [opened, latest, sent])
  const [sendError, setSendError] = useState<string>()
  const update = useRuleSetUpdate(sel)

  /** The set with this form's rule in it, added or in place of the one edited. */
  const withThisRule = (current: VpcFirewallRuleUpdate[], values: RuleFormOutput) => {
    const source =
      mode.kind === 'edit' ? mode.original : mode.kind === 'clone' ? mode.source : undefined
    const rule = toRuleUpdate(values, source)
    return ownName ? withRuleReplaced(current, ownName, rule) : withRuleAdded(current, rule)
  }
  // what a save would send, over the set as last fetched (a save fetches it again first)
  const request: RequestSource = {
    op: op.vpcFirewallRulesUpdate,
    build: (values) => ({
      query: { project: sel.project, vpc: sel.vpc },
      body: vpcFirewallRulesUpdateBody({ rules: withThisRule(latest, schema.parse(values)) }),
    }),
  }

  const save = async (values: RuleFormOutput) => {
    setSendError(undefined)
    let current: VpcFirewallRuleUpdate[]
    try {
      current = await fetchCurrentRuleSet(queryClient, sel)
    } catch (e) {
      setSendError(`Could not load the current rules: ${(e as Error).message}`)
      return
    }
    const currentKey = itemKey(current)
    if (currentKey !== acknowledged) {
      // changed since the form opened (or since the last warning): say so before saving
      setAcknowledged(currentKey)
      return
    }
    let rules: VpcFirewallRuleUpdate[]
    try {
      rules = withThisRule(current, values)
    } catch (e) {
      if (!(e instanceof RuleSetConflict)) throw e
      setSendError(e.message)
      return
    }
    setSent(rules)
    await update.save(rules)
    toastSuccess(`Rule ${values.name} ${mode.kind === 'edit' ? 'updated' : 'created'}`)
    back()
  }

  const errors = [sendError, update.error?.message]
  return (
    <SidePanel
      docs={docs.firewallRules}
      form={form}
      open
      title={title}
      submitLabel={submitLabel}
      onDismiss={back}
      // a failed save shows its message in the panel (update.error); nothing to rethrow
      onSubmit={form.handleSubmit((v) => save(v).catch(() => undefined))}
      pending={form.formState.isSubmitting}
      refused={refused(mode.kind === 'edit' ? 'firewallRule.edit' : 'firewallRule.create')}
      errors={errors}
      request={request}
    >
      {change && <ChangedOnServer change={change} />}
      <NameAndDescriptionFields control={form.control} />
      <RadioField
        control={form.control}
        name="action"
        label="Action"
        required
        items={actionItems}
      />
      <RadioField
        control={form.control}
        name="direction"
        label="Direction"
        required
        items={directionItems}
      />
      <NumberField
        control={form.control}
        name="priority"
        label="Priority"
        required
        min={0}
        max={MAX_PRIORITY}
        step={1}
        description={`0 to ${MAX_PRIORITY}; a rule with a lower number takes precedence`}
      />
      <CheckboxField control={form.control} name="enabled" label="Enabled" />
      <FormSection
        title="Targets"
        description="The instances the rule applies to: named one by one, by their VPC or subnet, or by address."
      >
        <ItemsEditor
          form={form}
          list="targets"
          draft="targetDraft"
          thing="Target"
          pickers={pickers}
        />
      </FormSection>
      <FormSection
        title="Filters"
        description="Traffic must match every filter given. Hosts are the other end: the source of inbound traffic, the destination of outbound."
      >
        <h4 className="text-sm font-medium">Host filters</h4>
        <ItemsEditor form={form} list="hosts" draft="hostDraft" thing="Host" pickers={pickers} />
        <h4 className="text-sm font-medium">Protocols</h4>
        <ProtocolsEditor form={form} />
        <h4 className="text-sm font-medium">Ports</h4>
        <PortsEditor form={form} />
      </FormSection>
      {mode.kind === 'edit' && mode.stored && <ResourceProperties resource={mode.stored} />}
    </SidePanel>
  )
}

function FormSection({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: React.ReactNode
}) {
  return (
    <section className="flex flex-col gap-4 border-t pt-4" aria-label={title}>
      <div className="flex flex-col gap-1">
        <h3 className="text-base font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  )
}
