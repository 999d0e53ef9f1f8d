import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SectionHeader } from '@/components/ui/section-header'
import type { Group, User } from '@/lib/api/__generated__/Api'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import { SectionLoadState } from './section-load-state'
import { byDisplayName } from '@/lib/domain/roles'
import { UserLink } from './user-link'
import { keyed } from '@/lib/core/keys'
import * as op from '@/lib/api/ops'

/** The silo's groups, each with who is in it. */
export function SiloGroups() {
  const groups = useApiQuery(op.groupList, { query: { limit: PICKER_LIMIT } })
  return (
    <section aria-label="Groups" className="space-y-3">
      <SectionHeader title="Groups" />
      <SectionLoadState query={groups} what="the silo’s groups" />
      {groups.data && (
        <>
          <RefreshFailed query={groups} what="groups" />
          {groups.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">This silo has no groups.</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {keyed([...groups.data.items].sort(byDisplayName), (g) => g.id).map(([key, g]) => (
                <GroupCard key={key} group={g} />
              ))}
            </ul>
          )}
          <PickerLimitNote page={groups.data} things="groups" />
        </>
      )}
    </section>
  )
}

function GroupCard({ group }: { group: Group }) {
  const members = useApiQuery(op.userList, { query: { group: group.id, limit: PICKER_LIMIT } })
  const headingId = `group-${group.id}`
  return (
    <li aria-labelledby={headingId} className="rounded-md border p-4">
      <h3 id={headingId} className="mb-2 break-words font-medium">
        {group.displayName}
      </h3>
      <SectionLoadState query={members} what={`the members of ${group.displayName}`} />
      {members.data && (
        <>
          <RefreshFailed query={members} what="members" />
          <GroupMembers group={group} users={members.data.items} />
          <PickerLimitNote page={members.data} things="members" />
        </>
      )}
    </li>
  )
}

function GroupMembers({ group, users }: { group: Group; users: User[] }) {
  if (users.length === 0) return <p className="text-sm text-muted-foreground">No members.</p>
  return (
    <ul aria-label={`Members of ${group.displayName}`} className="space-y-1 text-sm">
      {keyed([...users].sort(byDisplayName), (u) => u.id).map(([key, u]) => (
        <li key={key}>
          <UserLink user={u} />
        </li>
      ))}
    </ul>
  )
}
