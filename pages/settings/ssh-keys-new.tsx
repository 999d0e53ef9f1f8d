import dynamic from 'next/dynamic'
import { SshKeysTable } from '@/components/settings/ssh-keys-table'

const CreateSshKeyPanel = dynamic(
  () => import('@/components/settings/create-ssh-key-panel').then((m) => m.CreateSshKeyPanel),
  { ssr: false },
)

export default function NewSshKeyPage() {
  return (
    <>
      <SshKeysTable />
      <CreateSshKeyPanel />
    </>
  )
}
