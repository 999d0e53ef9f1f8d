import type { VpcFirewallRule } from '@/lib/api/__generated__/Api'
import { Badge } from '@/components/ui/badge'
import { KIND_LABEL, protocolLabel, type ItemKind } from '@/lib/domain/firewall/labels'

/** A cell's list of short values, one per line; a dash for none. */
export function ValueList({ values, mono = false }: { values: string[]; mono?: boolean }) {
  if (values.length === 0) return <span className="text-muted-foreground">—</span>
  return (
    <ul className={mono ? 'font-mono text-xs' : 'text-sm'}>
      {values.map((v, i) => (
        // a rule may list the same value twice
        <li key={`${i}:${v}`} className="max-w-32 truncate" title={v}>
          {v}
        </li>
      ))}
    </ul>
  )
}

// an address or a network reads as one (a name can't hold a dot, colon or slash)
const cellLabel = ({ type, value }: { type: ItemKind; value: string }) =>
  type === 'ip' || type === 'ip_net' ? value : `${KIND_LABEL[type]} ${value}`

export const targetsText = (r: VpcFirewallRule) => r.targets.map(cellLabel)
export const hostsText = (r: VpcFirewallRule) => (r.filters.hosts ?? []).map(cellLabel)
export const protocolsText = (r: VpcFirewallRule) => (r.filters.protocols ?? []).map(protocolLabel)
export const portsText = (r: VpcFirewallRule) => r.filters.ports ?? []

/** Everything the text filter looks in. */
export const searchText = (r: VpcFirewallRule) =>
  [
    r.name,
    r.description,
    r.action,
    r.direction,
    r.status,
    ...targetsText(r),
    ...hostsText(r),
    ...protocolsText(r),
    ...portsText(r),
  ]
    .join('\n')
    .toLowerCase()

export function ActionBadge({ action }: { action: VpcFirewallRule['action'] }) {
  return action === 'allow' ? (
    <Badge variant="success">Allow</Badge>
  ) : (
    <Badge variant="notice">Deny</Badge>
  )
}
