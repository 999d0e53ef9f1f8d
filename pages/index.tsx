import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/paths'

export default function RootPage() {
  return <Redirect to={pb.projects()} />
}
