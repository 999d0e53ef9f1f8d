import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { AuditLogEntry, AuditLogEntryActor } from '@/lib/api/__generated__/Api'
import { apiq } from '@/lib/api/query'
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
  const named = actor.kind === 'unauthenticated' ? undefined : actor
  const q = useQuery({
    ...actorQuery(named ?? { kind: 'user_builtin', userBuiltinId: '' }),
    enabled: !!named,
    staleTime: NAME_STALE_MS,
  })
  if (!named) return <span className="text-muted-foreground">Unauthenticated</span>
  const id = named.kind === 'silo_user' ? named.siloUserId : named.userBuiltinId
  const name = q.data?.displayName ?? q.data?.name
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
