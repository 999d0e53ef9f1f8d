import { User } from 'lucide-react'
import { PageHeader } from '@/components/ui/page-header'
import { PropertiesTable } from '@/components/ui/properties-table'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { blockingError } from '@/lib/api/load-state'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import { CopyableValue } from '@/components/kit/copyable-value'
import { ProfileGroups } from './profile-groups'
import * as op from '@/lib/api/ops'

export function Profile() {
  // both start on mount: the groups don't wait for the user
  const me = useApiQuery(op.currentUserView, {})
  const groups = useApiQuery(op.currentUserGroups, { query: { limit: PICKER_LIMIT } })
  const failed = blockingError(me)
  if (failed) return <QueryError error={failed} />
  return (
    <>
      <PageHeader title="Profile" icon={<User className="h-5 w-5" aria-hidden />} />
      <RefreshFailed query={me} what="your profile" className="mb-4" />
      {me.data ? (
        <PropertiesTable
          items={[
            {
              label: 'Display name',
              value: <CopyableValue value={me.data.displayName} label="display name" />,
            },
            { label: 'User ID', value: <CopyableValue value={me.data.id} label="user ID" mono /> },
            { label: 'Silo', value: <CopyableValue value={me.data.siloName} label="silo name" /> },
            {
              label: 'Silo ID',
              value: <CopyableValue value={me.data.siloId} label="silo ID" mono />,
            },
            { label: 'Groups', value: <ProfileGroups query={groups} /> },
          ]}
        />
      ) : (
        <Skeleton className="h-32 w-full max-w-xl" />
      )}
    </>
  )
}
