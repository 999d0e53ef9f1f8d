import { useRouter } from 'next/router'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/**
 * The ASN a routes or history tab shows, kept in the URL (`?asn=`) so a reload
 * or a shared link shows the same; without one, the first configuration's.
 */
export function useAsn() {
  const router = useRouter()
  const configs = useApiQuery(op.networkingBgpConfigList, { query: { limit: PICKER_LIMIT } })
  const asns = [...new Set((configs.data?.items ?? []).map((c) => c.asn))]
  const fromUrl = Number(router.query.asn)
  const asn = router.query.asn !== undefined && Number.isInteger(fromUrl) ? fromUrl : asns[0]
  const choose = (next: number) =>
    void router.replace({ pathname: router.pathname, query: { ...router.query, asn: next } })
  return { asn, asns, configs, choose }
}
