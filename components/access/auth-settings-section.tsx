import { useState } from 'react'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { GatedButton } from '@/components/ui/gated-button'
import { useRefusals } from '@/components/kit/use-refusals'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PropertiesTable } from '@/components/ui/properties-table'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { formatTokenLifetime } from '@/lib/domain/auth-settings'
import * as op from '@/lib/api/ops'

const TokenLifetimePanel = lazyWhenOpen(() =>
  import('./token-lifetime-panel').then((m) => m.TokenLifetimePanel),
)

/**
 * The silo's authentication settings: how long a device token (what `oxide auth login`
 * gets) may live. Silo admins change it here; anyone else reads it, and the disabled Change
 * lifetime says why they can't.
 */
export function AuthSettingsSection() {
  const settings = useApiQuery(op.authSettingsView, {})
  // only a guide: the API's answer to a write decides
  const refused = useRefusals()('silo.authSettings.edit')
  const [editing, setEditing] = useState(false)
  const failed = blockingError(settings)
  const lifetime = settings.data?.deviceTokenMaxTtlSeconds
  return (
    <section aria-label="Device tokens" className="mt-10 space-y-3">
      <SectionHeader title="Device tokens">
        <GatedButton
          variant="outline"
          size="sm"
          reason={refused}
          // ruled out by the user's roles, it stays focusable to say why
          disabled={!refused && !settings.data}
          onClick={() => setEditing(true)}
        >
          Change lifetime
        </GatedButton>
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
        </>
      )}
      <TokenLifetimePanel
        open={editing}
        onOpenChange={setEditing}
        current={lifetime}
        refused={refused}
      />
    </section>
  )
}
