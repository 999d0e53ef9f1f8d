import type { ColumnDef } from '@tanstack/react-table'
import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { GatedButton } from '@/components/ui/gated-button'
import { DataTable } from '@/components/kit/data-table/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { textColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PropertiesTable } from '@/components/ui/properties-table'
import { SectionHeader } from '@/components/ui/section-header'
import { TextSkeleton } from '@/components/ui/skeleton'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import type {
  BgpPeer,
  SwitchPortAddressView,
  SwitchPortLinkConfig,
  SwitchPortRouteConfig,
} from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { speedLabel } from './port-settings-schema'
import { useDeletePortSettings } from './use-delete-port-settings'
import * as op from '@/lib/api/ops'

const orDash = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '—' : String(v)

const linkColumns: ColumnDef<SwitchPortLinkConfig>[] = [
  textColumn('Link', (l) => l.linkName, true),
  textColumn('Speed', (l) => speedLabel(l.speed)),
  textColumn('FEC', (l) => orDash(l.fec)),
  textColumn('MTU', (l) => String(l.mtu)),
  textColumn('Autonegotiation', (l) => (l.autoneg ? 'On' : 'Off')),
  textColumn('LLDP', (l) => (l.lldpLinkConfig?.enabled ? 'Enabled' : 'Disabled')),
]
const addressColumns: ColumnDef<SwitchPortAddressView>[] = [
  textColumn('Address', (a) => a.address, true),
  textColumn('Address lot', (a) => a.addressLotName),
  textColumn('Link', (a) => a.interfaceName),
  textColumn('VLAN', (a) => orDash(a.vlanId)),
]
const routeColumns: ColumnDef<SwitchPortRouteConfig>[] = [
  textColumn('Destination', (r) => r.dst, true),
  textColumn('Gateway', (r) => r.gw),
  textColumn('Link', (r) => r.interfaceName),
  textColumn('VLAN', (r) => orDash(r.vlanId)),
  textColumn('RIB priority', (r) => orDash(r.ribPriority)),
]
const peerColumns: ColumnDef<BgpPeer>[] = [
  textColumn('Peer', (p) => p.addr, true),
  textColumn('BGP configuration', (p) => p.bgpConfig),
  textColumn('Link', (p) => p.interfaceName),
  textColumn('Remote ASN', (p) => orDash(p.remoteAsn)),
]

/** Everything a port takes when these settings are applied to it. */
export function PortSettingsPage({ settings }: { settings: string }) {
  const router = useRouter()
  const view = useApiQuery(op.networkingSwitchPortSettingsView, { path: { port: settings } })
  const [confirmation, confirm] = useConfirm()
  const deleteSettings = useDeletePortSettings(
    confirm,
    () => void router.push(pb.systemPortSettings()),
  )
  const refused = useRefusals()
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  const s = view.data
  const loading = <TextSkeleton />
  const section = <T,>(
    title: string,
    columns: ColumnDef<T>[],
    rows: T[] | undefined,
    empty: string,
  ) => (
    <section aria-label={title}>
      <SectionHeader title={title} />
      <DataTable
        caption={title}
        columns={columns}
        data={rows}
        isLoading={!s}
        emptyState={<EmptyState title={empty} />}
      />
    </section>
  )
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={settings}
        spacing="none"
        actions={
          <GatedButton
            variant="outline"
            reason={refused('system.portSettings.delete')}
            onClick={() => deleteSettings(settings)}
          >
            Delete
          </GatedButton>
        }
      />
      <RefreshFailed query={view} what="these settings" />
      <PropertiesTable
        items={[
          { label: 'Description', value: s ? s.description || '—' : loading },
          { label: 'Geometry', value: s ? s.port.geometry : loading },
          { label: 'ID', value: s ? s.id : loading },
          { label: 'Created', value: s ? formatDateTime(s.timeCreated) : loading },
          { label: 'Last modified', value: s ? formatDateTime(s.timeModified) : loading },
        ]}
      />
      {section('Links', linkColumns, s?.links, 'No links')}
      {section('Addresses', addressColumns, s?.addresses, 'No addresses')}
      {section('Routes', routeColumns, s?.routes, 'No routes')}
      {section('BGP peers', peerColumns, s?.bgpPeers, 'No BGP peers')}
      {confirmation}
    </div>
  )
}
