import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { GatedButton } from '@/components/ui/gated-button'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import type { IpPoolSiloLink } from '@/lib/api/__generated__/Api'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { ipPoolSiloUpdateBody } from '@/lib/domain/update-bodies'
import { useViewById } from '@/lib/api/view-by-id'
import * as op from '@/lib/api/ops'

const LinkSiloModal = lazyWhenOpen(() => import('./link-silo-modal').then((m) => m.LinkSiloModal))

const siloByIdParams = (id: string) => ({ path: { silo: id } })

/** A linked silo named by its id; the id if it can't be named. */
function SiloName({ siloId }: { siloId: string }) {
  const lookup = useViewById(op.siloView, siloId, siloByIdParams)
  if (lookup.data) {
    return (
      <span className="block max-w-xs truncate font-medium" title={lookup.data.name}>
        {lookup.data.name}
      </span>
    )
  }
  if (lookup.isPending) return <Skeleton className="h-4 w-24" />
  return <span className="font-mono text-xs">{siloId}</span>
}

/** A link's buttons, named after its silo (looked up here: a cell may not call hooks). */
function LinkActions({
  link,
  busy,
  onToggleDefault,
  onUnlink,
}: {
  link: IpPoolSiloLink
  busy: boolean
  onToggleDefault: (silo: string) => void
  onUnlink: (silo: string) => void
}) {
  const lookup = useViewById(op.siloView, link.siloId, siloByIdParams)
  const silo = lookup.data?.name ?? link.siloId
  const refused = useRefusals()
  return (
    <div className="flex justify-end gap-2">
      <GatedButton
        variant="outline"
        size="sm"
        pending={busy}
        reason={refused('system.ipPool.silo.edit')}
        aria-label={`${link.isDefault ? 'Clear default' : 'Make default'} for ${silo}`}
        onClick={() => onToggleDefault(silo)}
      >
        {link.isDefault ? 'Clear default' : 'Make default'}
      </GatedButton>
      <GatedButton
        variant="outline"
        size="sm"
        aria-label={`Unlink ${silo}`}
        reason={refused('system.ipPool.silo.unlink')}
        onClick={() => onUnlink(silo)}
      >
        Unlink
      </GatedButton>
    </div>
  )
}

/** The silos that may draw from the pool: default or not, link, unlink (confirmed). */
export function PoolSilos({
  pool,
  confirm,
}: {
  pool: string
  confirm: (options: ConfirmActionOptions) => void
}) {
  const links = useApiQuery(op.ipPoolSiloList, { path: { pool }, query: { limit: PICKER_LIMIT } })
  const [linking, setLinking] = useState(false)
  const setDefault = useApiMutation(op.ipPoolSiloUpdate)
  const { mutateAsync: unlink } = useApiMutation(op.ipPoolSiloUnlink)
  const refused = useRefusals()

  const columns: ColumnDef<IpPoolSiloLink>[] = [
    {
      id: 'Silo',
      header: 'Silo',
      accessorFn: (l) => l.siloId,
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <SiloName siloId={row.original.siloId} />
          {row.original.isDefault && <Badge variant="blue">Default</Badge>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <LinkActions
          link={row.original}
          busy={setDefault.isPending && setDefault.variables?.path.silo === row.original.siloId}
          onToggleDefault={(silo) =>
            setDefault.mutate(
              {
                path: { pool, silo: row.original.siloId },
                body: ipPoolSiloUpdateBody(row.original, { isDefault: !row.original.isDefault }),
              },
              {
                onSuccess: (updated) =>
                  toastSuccess(
                    updated.isDefault
                      ? `${pool} is now the default pool of ${silo}`
                      : `${silo} has no default pool now`,
                  ),
              },
            )
          }
          onUnlink={(silo) =>
            confirm({
              verb: 'Unlink',
              kind: 'silo',
              name: silo,
              consequence: `Its users can no longer take addresses from ${pool}. Nexus refuses while addresses from the pool are in use there.`,
              onConfirm: async () => {
                await unlink({ path: { pool, silo: row.original.siloId } })
                toastSuccess(`Silo ${silo} unlinked from ${pool}`)
              },
            })
          }
        />
      ),
    },
  ]

  return (
    <section aria-label="Linked silos">
      <QueryTable
        header={
          <SectionHeader title="Linked silos">
            <GatedButton
              variant="outline"
              size="sm"
              reason={refused('system.ipPool.silo.link')}
              onClick={() => setLinking(true)}
            >
              Link silo
            </GatedButton>
          </SectionHeader>
        }
        query={links}
        failure="section"
        what="linked silos"
        notes={
          setDefault.error && (
            <p role="alert" className="mb-2 text-sm text-destructive">
              Could not change the default: {setDefault.error.message}
            </p>
          )
        }
        rows={(page) => page.items}
        caption={`Silos linked to ${pool}`}
        columns={columns}
        getRowId={(l) => l.siloId}
        emptyState={
          <EmptyState
            title="No linked silos"
            body="Link a silo for its users to take external addresses from this pool."
          />
        }
      />
      <PickerLimitNote page={links.data} things="linked silos" />
      <LinkSiloModal
        open={linking}
        onOpenChange={setLinking}
        pool={pool}
        linkedSiloIds={new Set(links.data?.items.map((l) => l.siloId))}
      />
    </section>
  )
}
