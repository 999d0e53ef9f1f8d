import type { ColumnDef } from '@tanstack/react-table'
import { Route } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import type { BgpImportedRouteIpv4 } from '@/lib/api/__generated__/Api'
import { useApiQuery } from '@/lib/api/query'
import { AsnTab } from './asn-tab'
import { QueryTable } from '../../../kit/data-table/query-table'
import * as op from '@/lib/api/ops'

const mono = (text: string | number) => <span className="font-mono text-xs">{text}</span>

const columns: ColumnDef<BgpImportedRouteIpv4>[] = [
  { id: 'Prefix', header: 'Prefix', cell: ({ row }) => mono(row.original.prefix) },
  { id: 'Next hop', header: 'Next hop', cell: ({ row }) => mono(row.original.nexthop) },
  { id: 'Switch', header: 'Switch', cell: ({ row }) => row.original.switch },
  { id: 'Router id', header: 'Router id', cell: ({ row }) => mono(row.original.id) },
]

/** The IPv4 routes the peers of one ASN have given the rack. */
export function ImportedTab() {
  return (
    <AsnTab title="Imported IPv4 routes">
      {(header, asn) => <ImportedRoutes header={header} asn={asn} />}
    </AsnTab>
  )
}

function ImportedRoutes({ header, asn }: { header: ReactNode; asn: number }) {
  const routes = useApiQuery(op.networkingBgpImportedRoutesIpv4, { query: { asn } })
  return (
    <QueryTable
      header={header}
      query={routes}
      rows={(r) => r}
      columns={columns}
      caption={`IPv4 routes imported under ASN ${asn}`}
      getRowId={(r) => `${r.switch} ${r.prefix} ${r.nexthop}`}
      emptyState={
        <EmptyState
          icon={<Route className="h-6 w-6" aria-hidden />}
          title="No imported routes"
          body="Routes appear once a peer of this ASN has an established session."
        />
      }
    />
  )
}
