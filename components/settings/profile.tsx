import { User } from 'lucide-react'
import { PageHeader } from '@/components/ui/page-header'
import { PropertiesTable } from '@/components/ui/properties-table'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryError } from '@/components/errors/query-error'
import { RefreshFailed } from '@/components/errors/refresh-failed'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'

export function Profile() {
  const me = useApiQuery('currentUserView', {})
  const groups = useApiQuery('currentUserGroups', {})
  const failed = blockingError(me)
  if (failed) return <QueryError error={failed} />
  return (
    <>
      <PageHeader title="Profile" icon={<User className="h-5 w-5" aria-hidden />} />
      <RefreshFailed query={me} className="mb-4" />
      {me.data ? (
        <PropertiesTable
          items={[
            { label: 'Display name', value: me.data.displayName },
            { label: 'User ID', value: <span className="font-mono text-xs">{me.data.id}</span> },
            { label: 'Silo', value: me.data.siloName },
            {
              label: 'Groups',
              value: groups.data
                ? groups.data.items.map((g) => g.displayName).join(', ') || 'None'
                : undefined,
            },
          ]}
        />
      ) : (
        <Skeleton className="h-32 w-full max-w-xl" />
      )}
    </>
  )
}
