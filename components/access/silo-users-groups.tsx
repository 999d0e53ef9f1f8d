import { SiloGroups } from './silo-groups'
import { SiloUsersTable } from './silo-users-table'
import { UserPanelFromUrl } from './user-panel'

/**
 * The silo's users and groups: who is in which group, every user, and a
 * user's sessions and tokens. Each read shows what the API allows the
 * caller; a refused one says the silo admin role is needed, so the page
 * renders for a viewer too.
 */
export function SiloUsersAndGroups() {
  return (
    <div className="space-y-8">
      <SiloGroups />
      <SiloUsersTable />
      <UserPanelFromUrl />
    </div>
  )
}
