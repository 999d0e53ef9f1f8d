import { SshKeysTable } from '@/components/settings/ssh-keys-table'

export default function SshKeysPage() {
  return <SshKeysTable />
}
