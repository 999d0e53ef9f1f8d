import { AuthCard } from '@/components/auth/auth-card'
import { DeviceCodeForm } from '@/components/auth/device-code-form'
import { useApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

export function DeviceVerifyScreen() {
  // Confirming needs a session: asking first sends a signed-out user to sign
  // in (and back) before they type the code, not after.
  useApiQuery(op.currentUserView, {})
  return (
    <AuthCard title="Device Authentication">
      <DeviceCodeForm />
    </AuthCard>
  )
}
