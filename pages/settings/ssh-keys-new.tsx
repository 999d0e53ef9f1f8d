import { SshKeysTable } from '@/components/settings/ssh-keys-table'
import { lazyOnRender } from '@/components/ui/lazy'

const CreateSshKeyPanel = lazyOnRender(() =>
  import('@/components/settings/create-ssh-key-panel').then((m) => m.CreateSshKeyPanel),
)

export default function NewSshKeyPage() {
  return (
    <>
      <SshKeysTable />
      <CreateSshKeyPanel />
    </>
  )
}
