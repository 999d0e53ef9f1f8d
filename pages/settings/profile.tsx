import { Profile } from '@/components/settings/profile'

export default function ProfilePage() {
  return <Profile />
}
