import type { ColumnDef } from '@tanstack/react-table'
import { Settings2 } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useMemo } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, createdColumn, descriptionColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'
import type { SwitchPortSettingsIdentity } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { WriteLink } from '@/components/kit/write-link'
import { RackNetworkingFrame } from './rack-networking-frame'
import { useDeletePortSettings } from './use-delete-port-settings'
import * as op from '@/lib/api/ops'

/** Port settings: the links, addresses, routes and BGP peers a port takes when applied. */
export function PortSettingsTable() {
  const paged = usePagedApiQuery(op.networkingSwitchPortSettingsList, { query: {} })
  const [confirmation, confirm] = useConfirm()
  const deleteSettings = useDeletePortSettings(confirm)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<SwitchPortSettingsIdentity>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (s) => s.name,
        cell: ({ row }) => (
          <IntentLink
            href={pb.systemPortSettingsView({ settings: row.original.name })}
            className="block max-w-xs truncate font-medium hover:underline"
            title={row.original.name}
          >
            {row.original.name}
          </IntentLink>
        ),
      },
      descriptionColumn(),
      createdColumn(),
      actionsColumn(
        (s) => s.name,
        (s) => [
          refusedBy(refused('system.portSettings.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () => deleteSettings(s.name),
          }),
        ],
      ),
    ],
    [deleteSettings, refused],
  )

  const newLink = pb.systemPortSettingsNew()
  return (
    <RackNetworkingFrame
      actions={
        <WriteLink href={newLink} refused={refused('system.portSettings.create')}>
          New port settings
        </WriteLink>
      }
    >
      <PagedTable
        paged={paged}
        caption="Port settings"
        columns={columns}
        getRowId={(s) => s.id}
        emptyState={
          <EmptyState
            icon={<Settings2 className="h-6 w-6" aria-hidden />}
            title="No port settings"
            body="Port settings describe a port's link, addresses and routes; apply them to a switch port to bring it up."
            action={
              <WriteLink
                variant="outline"
                href={newLink}
                refused={refused('system.portSettings.create')}
              >
                New port settings
              </WriteLink>
            }
          />
        }
      />
      {confirmation}
    </RackNetworkingFrame>
  )
}
