import { Skeleton } from '@/components/ui/skeleton'
import type { Op } from '@/lib/api/client'
import { useApiQuery } from '@/lib/api/query'
import { gatewayAttachmentsParams, type GatewaySel } from './gateway-queries'

const countOf = (page: { items: unknown[]; nextPage?: string | null }) =>
  page.nextPage ? `${page.items.length}+` : String(page.items.length)

/**
 * How many pools or addresses a gateway draws on, asked from the row's own
 * cell (a VPC holds few gateways); the detail panel reuses the answer.
 */
export function AttachedCount({
  of,
  ...sel
}: GatewaySel & { of: Op<'internetGatewayIpPoolList' | 'internetGatewayIpAddressList'> }) {
  const list = useApiQuery(of, gatewayAttachmentsParams(sel))
  if (list.data) return <span className="tabular-nums">{countOf(list.data)}</span>
  if (list.isPending) return <Skeleton className="h-4 w-6" />
  return (
    <span className="text-muted-foreground" title={list.error?.message}>
      —
    </span>
  )
}
