import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { AuditLogEntry, AuditLogEntryActor } from '@/lib/api/__generated__/Api'
import { apiq, useApiQuery } from '@/lib/api/query'
import type { ActorNames } from './entry-text'

type Named = Exclude<AuditLogEntryActor, { kind: 'unauthenticated' }>

type Name = { displayName?: string; name?: string }
type NameQuery = { queryKey: readonly unknown[]; queryFn: () => Promise<Name> }

/** One key per user: every row naming the same actor shares its request. */
const actorQuery = (actor: Named): NameQuery =>
  actor.kind === 'silo_user'
    ? apiq('siloUserView', { path: { userId: actor.siloUserId }, query: { silo: actor.siloId } })
    : apiq('userBuiltinView', { path: { user: actor.userBuiltinId } })

// Rows mount and unmount as the log scrolls, so a name is kept for a while
// rather than asked again by each row that comes into view (useViewById's
// refetch on mount would do that).
const NAME_STALE_MS = 5 * 60_000

/** The actor of a row: a user's display name or a built-in user's name, looked up by id. */
export function ActorName({ actor }: { actor: AuditLogEntryActor }) {
  const siloUser = actor.kind === 'silo_user' ? actor : undefined
  const builtin = actor.kind === 'user_builtin' ? actor : undefined
  // the same keys as actorQuery's, so useActorNames finds what these rows looked up
  const user = useApiQuery(
    'siloUserView',
    { path: { userId: siloUser?.siloUserId ?? '' }, query: { silo: siloUser?.siloId ?? '' } },
    { enabled: !!siloUser, staleTime: NAME_STALE_MS },
  )
  const builtinUser = useApiQuery(
    'userBuiltinView',
    { path: { user: builtin?.userBuiltinId ?? '' } },
    { enabled: !!builtin, staleTime: NAME_STALE_MS },
  )
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
  const actors = useMemo(() => {
    const byId = new Map<string, Named>()
    for (const { actor } of entries) {
      if (actor.kind === 'silo_user') byId.set(actor.siloUserId, actor)
      else if (actor.kind === 'user_builtin') byId.set(actor.userBuiltinId, actor)
    }
    return [...byId.entries()]
  }, [entries])
  // stable, so the map (and the filtered list built from it) changes only with the names
  const combine = useCallback(
    (results: UseQueryResult<Name>[]) => {
      const names = new Map<string, string>()
      results.forEach((r, i) => {
        const name = r.data?.displayName ?? r.data?.name
        if (name) names.set(actors[i][0], name)
      })
      return names
    },
    [actors],
  )
  return useQueries({
    queries: actors.map(([, actor]) => ({ ...actorQuery(actor), enabled: false })),
    combine,
  })
}
