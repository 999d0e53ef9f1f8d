import type { ColumnDef } from '@tanstack/react-table'
import { HardDrive } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { createdColumn, textColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/ui/paged-table'
import type { Silo } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'

const identityModeLabel: Record<Silo['identityMode'], string> = {
  local_only: 'Local only',
  saml_jit: 'SAML (just in time)',
}

const columns: ColumnDef<Silo>[] = [
  textColumn('Name', (s) => s.name, true),
  textColumn('Discoverable', (s) => (s.discoverable ? 'Yes' : 'No')),
  textColumn('Identity mode', (s) => identityModeLabel[s.identityMode] ?? s.identityMode),
  createdColumn(),
]

export function SilosTable() {
  const paged = usePagedApiQuery('siloList', { query: {} })
  return (
    <PagedTable
      header={<PageHeader title="Silos" icon={<HardDrive className="h-5 w-5" aria-hidden />} />}
      paged={paged}
      caption="Silos"
      columns={columns}
      getRowId={(s) => s.id}
      emptyState={
        <EmptyState
          icon={<HardDrive className="h-6 w-6" aria-hidden />}
          title="No silos"
          body="No silos exist yet."
        />
      }
    />
  )
}
