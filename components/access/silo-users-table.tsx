import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { DataTable } from '@/components/kit/data-table/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { SectionHeader } from '@/components/ui/section-header'
import type { User } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { SectionLoadState } from './section-load-state'
import { UserLink } from './user-link'
import * as op from '@/lib/api/ops'
import { idColumn } from '@/components/kit/data-table/id-cell'

/** Every user of the silo, a page at a time; a name opens the user's sessions and tokens. */
export function SiloUsersTable() {
  const { query, pagination } = usePagedApiQuery(op.userList, { query: {} })
  const [columns] = useState<ColumnDef<User>[]>(() => [
    { header: 'Name', id: 'name', cell: ({ row }) => <UserLink user={row.original} /> },
    idColumn(),
  ])
  // the first load shows the table's own skeleton; only a refusal or failure is said instead
  const failedFirst = query.error && query.data === undefined
  return (
    <section aria-label="Users" className="space-y-3">
      <SectionHeader title="Users" />
      {failedFirst ? (
        <SectionLoadState query={query} what="the silo’s users" />
      ) : (
        <>
          <RefreshFailed query={query} what="users" />
          <DataTable
            caption="Users"
            columns={columns}
            data={query.data?.items}
            isLoading={query.isPending}
            getRowId={(u) => u.id}
            emptyState={<EmptyState title="No users" body="This silo has no users yet." />}
            pagination={{ ...pagination, itemCount: query.data?.items.length ?? 0 }}
          />
        </>
      )}
    </section>
  )
}
