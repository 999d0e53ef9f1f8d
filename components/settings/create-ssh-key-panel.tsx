import { useRouter } from 'next/router'
import { pb } from '@/lib/core/paths'
import { CreateSshKeyForm } from './create-ssh-key-form'

/** The keys' list's create route: the form in a panel, back to the list when done. */
export function CreateSshKeyPanel() {
  const router = useRouter()
  const toList = () => void router.push(pb.sshKeys())
  return <CreateSshKeyForm container="panel" onClose={toList} onCreated={toList} />
}
