import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { SidePanelSkeleton, SidePanelView } from '@/components/kit/forms/side-panel'
import { QueryError } from '@/components/kit/errors/query-error'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { cloneName, newRuleValues, ruleFormValues } from '@/lib/domain/firewall/rule-form'
import { ruleSetOf } from '@/lib/domain/firewall/rule-set'
import { pb } from '@/lib/core/paths'
import type { VpcSel } from '@/lib/api/selectors'
import { RuleFormPanel } from './rule-form-panel'
import { useFirewallRules } from './rule-set-queries'

const NEW_TITLE = 'Add firewall rule'
const EDIT_TITLE = 'Edit firewall rule'

/**
 * The form opens once the rule set is loaded (it is the tab's own query, so
 * usually at once): the set it opens with is what a save checks against.
 */
function WithRuleSet({
  sel,
  title,
  children,
}: {
  sel: VpcSel
  title: string
  children: (
    opened: VpcFirewallRuleUpdate[],
    latest: VpcFirewallRuleUpdate[],
    stored: VpcFirewallRule[],
  ) => React.ReactNode
}) {
  const router = useRouter()
  const rules = useFirewallRules(sel)
  const latest = useMemo(() => rules.data && ruleSetOf(rules.data.rules), [rules.data])
  // kept as first seen: a save (or a rename) changes the set, not the form that was opened
  const [opened, setOpened] = useState<VpcFirewallRuleUpdate[]>()
  if (latest && !opened) setOpened(latest)
  const dismiss = () => void router.push(pb.vpcFirewallRules(sel))
  const failed = blockingError(rules)
  if (failed) return <QueryError error={failed} />
  if (!opened || !latest || !rules.data) {
    return <SidePanelSkeleton title={title} onDismiss={dismiss} />
  }
  return children(opened, latest, rules.data.rules)
}

function NoSuchRule({ sel, title, rule }: { sel: VpcSel; title: string; rule: string }) {
  const router = useRouter()
  return (
    <SidePanelView title={title} onDismiss={() => void router.push(pb.vpcFirewallRules(sel))}>
      <Alert variant="destructive">
        There is no rule named <strong className="break-all">{rule}</strong> in VPC {sel.vpc}.
      </Alert>
    </SidePanelView>
  )
}

export function CreateRulePanel(sel: VpcSel) {
  return (
    <WithRuleSet sel={sel} title={NEW_TITLE}>
      {(opened, latest) => (
        <RuleFormPanel
          sel={sel}
          mode={{ kind: 'create' }}
          title={NEW_TITLE}
          submitLabel="Add rule"
          initial={newRuleValues}
          opened={opened}
          latest={latest}
        />
      )}
    </WithRuleSet>
  )
}

export function CloneRulePanel({ rule, ...sel }: VpcSel & { rule: string }) {
  return (
    <WithRuleSet sel={sel} title={NEW_TITLE}>
      {(opened, latest) => {
        const source = opened.find((r) => r.name === rule)
        if (!source) return <NoSuchRule sel={sel} title={NEW_TITLE} rule={rule} />
        const name = cloneName(source.name, (n) => opened.some((r) => r.name === n))
        return (
          <RuleFormPanel
            sel={sel}
            mode={{ kind: 'clone', source }}
            title={NEW_TITLE}
            submitLabel="Add rule"
            initial={ruleFormValues(source, name)}
            opened={opened}
            latest={latest}
          />
        )
      }}
    </WithRuleSet>
  )
}

export function EditRulePanel({ rule, ...sel }: VpcSel & { rule: string }) {
  return (
    <WithRuleSet sel={sel} title={EDIT_TITLE}>
      {(opened, latest, stored) => {
        const original = opened.find((r) => r.name === rule)
        if (!original) return <NoSuchRule sel={sel} title={EDIT_TITLE} rule={rule} />
        return (
          <RuleFormPanel
            sel={sel}
            mode={{ kind: 'edit', original, stored: stored.find((r) => r.name === rule) }}
            title={EDIT_TITLE}
            submitLabel="Update rule"
            initial={ruleFormValues(original)}
            opened={opened}
            latest={latest}
          />
        )
      }}
    </WithRuleSet>
  )
}
