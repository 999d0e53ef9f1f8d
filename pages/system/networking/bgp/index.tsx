import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/core/paths'

export default function BgpPage() {
  return <Redirect to={pb.systemBgpPeers()} />
}
