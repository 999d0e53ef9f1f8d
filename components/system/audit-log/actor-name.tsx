import { useCallback, useMemo } from 'react'
import type { AuditLogEntry, AuditLogEntryActor } from '@/lib/api/__generated__/Api'
import { useApiQuery, useCombinedApiQueries } from '@/lib/api/query'
import type { ActorNames } from './entry-text'
import * as op from '@/lib/api/ops'

type SiloUserActor = Extract<AuditLogEntryActor, { kind: 'silo_user' }>

// One key per user: every row naming the same actor shares its request.
const siloUserParams = (actor: Pick<SiloUserActor, 'siloUserId' | 'siloId'>) => ({
  path: { userId: actor.siloUserId },
  query: { silo: actor.siloId },
})
const builtinParams = (user: string) => ({ path: { user } })

// Rows mount and unmount as the log scrolls, so a name is kept for a while
// rather than asked again by each row that comes into view (useViewById's
// refetch on mount would do that).
const NAME_STALE_MS = 5 * 60_000

/** The actor of a row: a user's display name or a built-in user's name, looked up by id. */
export function ActorName({ actor }: { actor: AuditLogEntryActor }) {
  const siloUser = actor.kind === 'silo_user' ? actor : undefined
  const builtin = actor.kind === 'user_builtin' ? actor : undefined
  // the same keys as useActorNames's, so it finds what these rows looked up
  const user = useApiQuery(
    op.siloUserView,
    siloUserParams(siloUser ?? { siloUserId: '', siloId: '' }),
    { enabled: !!siloUser, staleTime: NAME_STALE_MS },
  )
  const builtinUser = useApiQuery(op.userBuiltinView, builtinParams(builtin?.userBuiltinId ?? ''), {
    enabled: !!builtin,
    staleTime: NAME_STALE_MS,
  })
  if (!siloUser && !builtin) return <span className="text-muted-foreground">Unauthenticated</span>
  const id = siloUser ? siloUser.siloUserId : builtin!.userBuiltinId
  const name = siloUser ? user.data?.displayName : builtinUser.data?.name
  if (name) return <span title={id}>{name}</span>
  // not found (a deleted user) or still loading: the id is what the entry says
  return <span className="font-mono text-xs text-muted-foreground">{id}</span>
}

/**
 * The names the rows have looked up so far, for the text filter. It reads the
 * rows' own cache entries and asks nothing itself.
 */
export function useActorNames(entries: readonly AuditLogEntry[]): ActorNames {
  const { siloUsers, builtins } = useMemo(() => {
    const users = new Map<string, SiloUserActor>()
    const builtinIds = new Set<string>()
    for (const { actor } of entries) {
      if (actor.kind === 'silo_user') users.set(actor.siloUserId, actor)
      else if (actor.kind === 'user_builtin') builtinIds.add(actor.userBuiltinId)
    }
    return { siloUsers: [...users.values()], builtins: [...builtinIds] }
  }, [entries])
  const cacheOnly = { enabled: false }
  const userNames = useCombinedApiQueries(
    op.siloUserView,
    siloUsers.map(siloUserParams),
    // stable, so the map (and the filtered list built from it) changes only with the names
    useCallback(
      (results: { data?: { displayName: string } }[]) =>
        namesById(
          siloUsers.map((a) => a.siloUserId),
          results.map((r) => r.data?.displayName),
        ),
      [siloUsers],
    ),
    cacheOnly,
  )
  const builtinNames = useCombinedApiQueries(
    op.userBuiltinView,
    builtins.map(builtinParams),
    useCallback(
      (results: { data?: { name: string } }[]) =>
        namesById(
          builtins,
          results.map((r) => r.data?.name),
        ),
      [builtins],
    ),
    cacheOnly,
  )
  return useMemo(() => new Map([...userNames, ...builtinNames]), [userNames, builtinNames])
}

function namesById(ids: readonly string[], names: readonly (string | undefined)[]) {
  const byId = new Map<string, string>()
  ids.forEach((id, i) => {
    if (names[i]) byId.set(id, names[i])
  })
  return byId
}
