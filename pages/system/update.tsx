import { UpdatePage } from '@/components/system/updates/update-page'

export default function SystemUpdatePage() {
  return <UpdatePage />
}
