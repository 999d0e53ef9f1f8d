import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { GatedButton } from '@/components/ui/gated-button'
import { useRefusals } from '@/components/kit/use-refusals'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { SectionHeader } from '@/components/ui/section-header'
import type { VirtualResourceCounts } from '@/lib/api/__generated__/Api'
import { useApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { siloParams, type SiloSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

const EditQuotasModal = lazyWhenOpen(() =>
  import('@/components/quotas/edit-quotas-modal').then((m) => m.EditQuotasModal),
)

type Row = { resource: string; quota: string; provisioned: string }

const RESOURCES: {
  resource: string
  key: keyof VirtualResourceCounts
  format: (n: number) => string
}[] = [
  { resource: 'vCPUs', key: 'cpus', format: (n) => n.toLocaleString('en-US') },
  { resource: 'Memory', key: 'memory', format: (n) => formatBytes(n) },
  { resource: 'Storage', key: 'storage', format: (n) => formatBytes(n) },
]

const columns: ColumnDef<Row>[] = [
  { header: 'Resource', accessorKey: 'resource' },
  { header: 'Quota', accessorKey: 'quota' },
  { header: 'Provisioned', accessorKey: 'provisioned' },
]

/**
 * The silo page's Quotas tab: each quota beside what the silo's projects have
 * provisioned, with an edit dialog. Quota and use load together.
 */
export function SiloQuotasTab(sel: SiloSel) {
  const quotas = useApiQuery(op.siloQuotasView, siloParams(sel))
  const use = useApiQuery(op.siloUtilizationView, siloParams(sel))
  const [editing, setEditing] = useState(false)
  const refused = useRefusals()
  const q = quotas.data
  const u = use.data
  // the utilization's `allocated` is the quota itself, so the table shows only what is provisioned
  const rows = (quota: VirtualResourceCounts): Row[] =>
    RESOURCES.map(({ resource, key, format }) => ({
      resource,
      quota: format(quota[key]),
      // the table shows while the use loads or fails to
      provisioned: u ? format(u.provisioned[key]) : '—',
    }))
  return (
    <section aria-label="Quotas">
      <QueryTable
        header={
          <SectionHeader title="Quotas">
            <GatedButton
              variant="outline"
              size="sm"
              disabled={!q}
              reason={refused('system.silo.quotas.edit')}
              onClick={() => setEditing(true)}
            >
              Edit quotas
            </GatedButton>
          </SectionHeader>
        }
        query={quotas}
        failure="section"
        what="quotas"
        notes={<SectionQueryError query={use} what="utilization" className="mb-2" />}
        rows={rows}
        caption={`Quotas of ${sel.silo}`}
        columns={columns}
        getRowId={(r) => r.resource}
      />
      <p className="mt-2 text-sm text-muted-foreground">
        vCPUs and memory count running instances; storage counts disks and snapshots. A quota of 0
        means none may be provisioned.
      </p>
      {q && (
        <EditQuotasModal
          open={editing}
          onOpenChange={setEditing}
          silo={sel.silo}
          quotas={q}
          provisioned={u?.provisioned}
        />
      )}
    </section>
  )
}
