import { usePrefetchQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { apiq } from '@/lib/api/query'

const SshKeyViewPanel = dynamic(
  () => import('./ssh-key-view-panel').then((m) => m.SshKeyViewPanel),
  { ssr: false },
)

/**
 * An SSH key's view, to render beside the list. The panel's code loads after the page,
 * so its request starts here, with the list's.
 */
export function SshKeyView({ sshKey }: { sshKey: string }) {
  usePrefetchQuery(apiq('currentUserSshKeyView', { path: { sshKey } }))
  return <SshKeyViewPanel sshKey={sshKey} />
}
