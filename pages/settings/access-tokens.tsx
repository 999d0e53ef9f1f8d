import { AccessTokensTable } from '@/components/settings/access-tokens-table'

export default function AccessTokensPage() {
  return <AccessTokensTable />
}
