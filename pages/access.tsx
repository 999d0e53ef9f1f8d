import { AccessTable } from '@/components/access/access-table'
import { AuthSettingsSection } from '@/components/access/auth-settings-section'
import { SiloUsersAndGroups } from '@/components/access/silo-users-groups'

// The silo's users and groups live on this page: the platform serves `/access` and
// nothing under it, so they can't have a reloadable route of their own.
export default function SiloAccessPage() {
  return (
    <>
      <AccessTable scope={{ kind: 'silo' }} />
      <div className="mt-10">
        <SiloUsersAndGroups />
      </div>
      <AuthSettingsSection />
    </>
  )
}
