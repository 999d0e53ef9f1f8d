import { SshKeyView } from '@/components/settings/ssh-key-view'
import { SshKeysTable } from '@/components/settings/ssh-keys-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SshKeyPage() {
  const params = useRouteParams('sshKey')
  return (
    <>
      <SshKeysTable />
      {params && <SshKeyView sshKey={params.sshKey} />}
    </>
  )
}
