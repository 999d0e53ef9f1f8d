import { RackAccess } from '@/components/system/networking/rack-access'

export default function RackAccessPage() {
  return <RackAccess />
}
