import { BfdSessions } from '@/components/system/networking/bfd/bfd-sessions'

export default function BfdPage() {
  return <BfdSessions />
}
