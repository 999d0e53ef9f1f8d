import type { ColumnDef } from '@tanstack/react-table'
import { Shield } from 'lucide-react'
import { useMemo } from 'react'
import { DataTable } from '@/components/kit/data-table/data-table'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { IntentLink } from '@/components/ui/intent-link'
import { SectionHeader } from '@/components/ui/section-header'
import {
  ActionBadge,
  hostsText,
  portsText,
  protocolsText,
  ValueList,
} from '@/components/vpcs/firewall-rules/rule-cells'
import type { InstanceSel } from '@/lib/api/selectors'
import { pb } from '@/lib/core/paths'
import {
  reasonLabel,
  type AppliedRule,
  type InstanceRules,
} from '@/lib/domain/firewall/instance-rules'
import { useInstanceFirewallRules } from './use-instance-firewall-rules'

const link = 'block max-w-40 truncate text-primary hover:underline'

function columnsFor(project: string): ColumnDef<AppliedRule>[] {
  return [
    {
      id: 'Priority',
      header: 'Priority',
      accessorFn: (a) => a.rule.priority,
      cell: ({ row }) => <span className="tabular-nums">{row.original.rule.priority}</span>,
    },
    {
      id: 'Name',
      header: 'Name',
      accessorFn: (a) => a.rule.name,
      cell: ({ row }) => {
        const { rule, vpcName } = row.original
        return (
          <IntentLink
            href={pb.firewallRuleEdit({ project, vpc: vpcName, rule: rule.name })}
            title={rule.name}
            className={`${link} font-medium`}
          >
            {rule.name}
          </IntentLink>
        )
      },
    },
    {
      id: 'VPC',
      header: 'VPC',
      accessorFn: (a) => a.vpcName,
      cell: ({ row }) => (
        <IntentLink
          href={pb.vpcFirewallRules({ project, vpc: row.original.vpcName })}
          title={`Firewall rules of VPC ${row.original.vpcName}`}
          className={link}
        >
          {row.original.vpcName}
        </IntentLink>
      ),
    },
    {
      id: 'Direction',
      header: 'Direction',
      accessorFn: (a) => a.rule.direction,
      cell: ({ row }) => (row.original.rule.direction === 'inbound' ? 'Inbound' : 'Outbound'),
    },
    {
      id: 'Action',
      header: 'Action',
      accessorFn: (a) => a.rule.action,
      cell: ({ row }) => <ActionBadge action={row.original.rule.action} />,
    },
    {
      id: 'Protocols',
      header: 'Protocols',
      accessorFn: (a) => protocolsText(a.rule).join(', '),
      cell: ({ row }) => <ValueList values={protocolsText(row.original.rule)} />,
    },
    {
      id: 'Ports',
      header: 'Ports',
      accessorFn: (a) => portsText(a.rule).join(', '),
      cell: ({ row }) => <ValueList values={portsText(row.original.rule)} mono />,
    },
    {
      id: 'Hosts',
      header: 'Hosts',
      accessorFn: (a) => hostsText(a.rule).join(', '),
      cell: ({ row }) => <ValueList values={hostsText(row.original.rule)} />,
    },
    {
      id: 'Applies because',
      header: 'Applies because',
      accessorFn: (a) => a.reasons.map(reasonLabel).join(', '),
      cell: ({ row }) => (
        <ul className="text-sm">
          {row.original.reasons.map((r) => {
            const label = reasonLabel(r)
            return (
              <li key={label} className="break-all">
                {label}
              </li>
            )
          })}
        </ul>
      ),
    },
  ]
}

const count = (n: number) => `${n} ${n === 1 ? 'rule applies' : 'rules apply'}`

/**
 * The firewall rules of the VPCs the instance's interfaces are in that apply to it, by
 * priority; the disabled ones that would apply once enabled in a table of their own below.
 */
export function InstanceFirewallRules(sel: InstanceSel) {
  const read = useInstanceFirewallRules(sel)
  const columns = useMemo(() => columnsFor(sel.project), [sel.project])
  const disabled = read.data?.disabled ?? []

  return (
    <section>
      <QueryTable
        header={<SectionHeader title="Firewall rules" />}
        query={read}
        failure="section"
        what="firewall rules"
        notes={
          read.data && (
            <p role="status" className="mb-2 text-sm text-muted-foreground">
              {count(read.data.enabled.length)}
              {disabled.length > 0 && `; ${disabled.length} disabled would apply if enabled`}
            </p>
          )
        }
        rows={(data: InstanceRules) => data.enabled}
        caption={`Firewall rules that apply to ${sel.instance}`}
        columns={columns}
        getRowId={(a) => a.rule.id}
        emptyState={
          <EmptyState
            icon={<Shield className="h-6 w-6" aria-hidden />}
            title="No firewall rules apply to this instance"
            body="Rules of its VPC that target all its instances, this instance, its subnet or its IP address show here."
          />
        }
      />
      {disabled.length > 0 && (
        <div className="mt-6">
          <h3 className="mb-2 text-sm font-semibold">Disabled rules that would apply</h3>
          <DataTable
            caption={`Disabled firewall rules that would apply to ${sel.instance}`}
            columns={columns}
            data={disabled}
            getRowId={(a) => a.rule.id}
          />
        </div>
      )}
    </section>
  )
}
