import type { ColumnDef } from '@tanstack/react-table'
import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { GatedButton } from '@/components/ui/gated-button'
import { useRefusals } from '@/components/kit/use-refusals'
import { idColumn } from '@/components/kit/data-table/id-cell'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { dateColumn } from '@/components/ui/list-columns'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SectionHeader } from '@/components/ui/section-header'
import { ResourceProperties } from '@/components/kit/resource-properties'
import { SidePanelSkeleton, SidePanelView } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { ConsoleSession, DeviceAccessToken } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { SectionLoadState } from './section-load-state'
import { USER_PARAM } from './user-link'
import * as op from '@/lib/api/ops'

const SESSION_COLUMNS: ColumnDef<ConsoleSession>[] = [
  idColumn(),
  dateColumn('Signed in', (s) => s.timeCreated),
  dateColumn('Last used', (s) => s.timeLastUsed),
]

const TOKEN_COLUMNS: ColumnDef<DeviceAccessToken>[] = [
  idColumn(),
  dateColumn('Created', (t) => t.timeCreated),
  dateColumn('Expires', (t) => t.timeExpires, 'Never'),
]

/** The user named by `?user=` in the URL, over the page; closing it drops the parameter. */
export function UserPanelFromUrl() {
  const router = useRouter()
  const userId = router.query[USER_PARAM]
  if (typeof userId !== 'string' || !userId) return null
  const close = () => {
    const { [USER_PARAM]: _closed, ...rest } = router.query
    void router.replace({ pathname: router.pathname, query: rest }, undefined, {
      shallow: true,
      scroll: false,
    })
  }
  return <UserPanel key={userId} userId={userId} onDismiss={close} />
}

/**
 * A user's console sessions and access tokens, and signing them out
 * everywhere. The three reads start together; the sessions and tokens are
 * for silo admins (and the user themselves), so a refusal is a note here.
 */
function UserPanel({ userId, onDismiss }: { userId: string; onDismiss: () => void }) {
  const user = useApiQuery(op.userView, { path: { userId } })
  const sessions = useApiQuery(op.userSessionList, {
    path: { userId },
    query: { limit: PICKER_LIMIT },
  })
  const tokens = useApiQuery(op.userTokenList, { path: { userId }, query: { limit: PICKER_LIMIT } })
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: logout } = useApiMutation(op.userLogout)
  const refused = useRefusals()('silo.user.signOut')

  const failed = blockingError(user)
  if (failed) {
    return (
      <SidePanelView title="User" onDismiss={onDismiss}>
        <QueryError error={failed} />
      </SidePanelView>
    )
  }
  if (!user.data) return <SidePanelSkeleton title="User" onDismiss={onDismiss} />
  const name = user.data.displayName
  // a refusal to list the sessions means the caller may not sign the user out either; when
  // the user's roles say so, the button is there, disabled, saying why
  const mayManage = sessions.data !== undefined || !!refused
  return (
    <>
      <SidePanelView title={name} description={`User ${user.data.id}`} onDismiss={onDismiss}>
        <RefreshFailed query={user} what="the user" />
        <ResourceProperties resource={user.data} />
        {mayManage && (
          <div>
            <GatedButton
              type="button"
              variant="destructive"
              reason={refused}
              onClick={() =>
                confirm({
                  verb: 'Sign out',
                  kind: 'user',
                  name,
                  consequence:
                    'Every console session and access token of theirs ends, on every device. This cannot be undone.',
                  onConfirm: async () => {
                    await logout({ path: { userId } })
                    toastSuccess(`${name} signed out everywhere`)
                  },
                })
              }
            >
              Sign out everywhere
            </GatedButton>
          </div>
        )}
        <section aria-label="Sessions">
          <SectionHeader title="Sessions" />
          {/* until there are rows: a block skeleton, or a refusal as a note, as on the users page */}
          <SectionLoadState query={sessions} what="this user’s sessions" />
          {sessions.data && (
            <>
              <QueryTable
                query={sessions}
                what="sessions"
                rows={(page) => page.items}
                caption={`Sessions of ${name}`}
                columns={SESSION_COLUMNS}
                getRowId={(s) => s.id}
                emptyState={<p className="py-4 text-sm">Not signed in to the console.</p>}
              />
              <PickerLimitNote page={sessions.data} things="sessions" />
            </>
          )}
        </section>
        <section aria-label="Access tokens">
          <SectionHeader title="Access tokens" />
          <SectionLoadState query={tokens} what="this user’s access tokens" />
          {tokens.data && (
            <>
              <QueryTable
                query={tokens}
                what="access tokens"
                rows={(page) => page.items}
                caption={`Access tokens of ${name}`}
                columns={TOKEN_COLUMNS}
                getRowId={(t) => t.id}
                emptyState={<p className="py-4 text-sm">No access tokens.</p>}
              />
              <PickerLimitNote page={tokens.data} things="access tokens" />
            </>
          )}
        </section>
      </SidePanelView>
      {confirmation}
    </>
  )
}
