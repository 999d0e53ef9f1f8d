import { useState } from 'react'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { Button } from '@/components/ui/button'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PropertiesTable } from '@/components/ui/properties-table'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import { formatTokenLifetime } from '@/lib/domain/auth-settings'
import { effectiveRole, type RoleName } from '@/lib/domain/roles'
import * as op from '@/lib/api/ops'

const TokenLifetimePanel = lazyWhenOpen(() =>
  import('./token-lifetime-panel').then((m) => m.TokenLifetimePanel),
)

/**
 * The signed-in user's role on the silo, as the silo policy and their groups grant it
 * (the same reads, and so the same cache entries, as the access table's); undefined
 * until known. Only a guide: the API's answer to a write decides.
 */
function useSiloRole(): { known: boolean; role?: RoleName } {
  const me = useApiQuery(op.currentUserView, {})
  const groups = useApiQuery(op.currentUserGroups, { query: { limit: PICKER_LIMIT } })
  const policy = useApiQuery(op.policyView, {})
  if (!me.data || !groups.data || !policy.data) return { known: false }
  const identity = { userId: me.data.id, groupIds: groups.data.items.map((g) => g.id) }
  return { known: true, role: effectiveRole(identity, policy.data) }
}

const ROLE_NOUN: Record<RoleName, string> = {
  admin: 'an admin',
  collaborator: 'a collaborator',
  viewer: 'a viewer',
}

/**
 * The silo's authentication settings: how long a device token (what `oxide auth login`
 * gets) may live. Silo admins change it here; anyone else reads it, and why they can't.
 */
export function AuthSettingsSection() {
  const settings = useApiQuery(op.authSettingsView, {})
  const { known, role } = useSiloRole()
  const [editing, setEditing] = useState(false)
  const failed = blockingError(settings)
  const lifetime = settings.data?.deviceTokenMaxTtlSeconds
  return (
    <section aria-label="Device tokens" className="mt-10 space-y-3">
      <SectionHeader title="Device tokens">
        {known && role === 'admin' && (
          <Button
            variant="outline"
            size="sm"
            disabled={!settings.data}
            onClick={() => setEditing(true)}
          >
            Change lifetime
          </Button>
        )}
      </SectionHeader>
      <p className="text-sm text-muted-foreground">
        A device token is what a command-line client gets by signing in through the browser (
        <code className="font-mono">oxide auth login</code>). The silo sets the longest it may live.
      </p>
      {failed?.statusCode === 403 ? (
        <p role="status" className="text-sm text-muted-foreground">
          You need a role on the silo to see its token settings.
        </p>
      ) : failed ? (
        <SectionQueryError query={settings} what="the token settings" />
      ) : !settings.data ? (
        <Skeleton className="h-10 w-full max-w-3xl" />
      ) : (
        <>
          <RefreshFailed query={settings} what="the token settings" />
          <PropertiesTable
            labels="wide"
            items={[{ label: 'Device token lifetime', value: formatTokenLifetime(lifetime) }]}
          />
          {known && role !== 'admin' && (
            <p role="note" className="text-sm text-muted-foreground">
              Only silo admins can change this; you are{' '}
              {role ? `${ROLE_NOUN[role]} on this silo` : 'given no role on this silo'}.
            </p>
          )}
        </>
      )}
      <TokenLifetimePanel open={editing} onOpenChange={setEditing} current={lifetime} />
    </section>
  )
}
