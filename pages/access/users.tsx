import { Users } from 'lucide-react'
import { SiloUsersAndGroups } from '@/components/access/silo-users-groups'
import { PageHeader } from '@/components/ui/page-header'

export default function SiloUsersPage() {
  return (
    <>
      <PageHeader title="Users and groups" icon={<Users className="h-5 w-5" aria-hidden />} />
      <SiloUsersAndGroups />
    </>
  )
}
