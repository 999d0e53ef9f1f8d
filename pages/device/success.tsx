import { AuthCard } from '@/components/auth/auth-card'

export default function DeviceSuccessPage() {
  return (
    <AuthCard title="Device logged in">
      <p className="text-sm text-muted-foreground">You can close this window</p>
    </AuthCard>
  )
}
