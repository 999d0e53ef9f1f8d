import { Route } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { EmptyState } from '@/components/ui/empty-state'
import { Label } from '@/components/ui/label'
import { SectionHeader } from '@/components/ui/section-header'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { useAsn } from './use-asn'

/**
 * A tab whose read is per ASN (imported routes, message history): a picker of
 * the configured ASNs in its heading, and the tab's content for the one chosen.
 */
export function AsnTab({
  title,
  children,
}: {
  title: string
  children: (header: ReactNode, asn: number) => ReactNode
}) {
  const { asn, asns, configs, choose } = useAsn()
  const id = useId()
  const options = asn === undefined || asns.includes(asn) ? asns : [asn, ...asns]
  const header = (
    <SectionHeader title={title}>
      <div className="flex items-center gap-2">
        <Label htmlFor={id}>ASN</Label>
        <Select
          value={asn === undefined ? '' : String(asn)}
          onValueChange={(v) => choose(Number(v))}
        >
          <SelectTrigger id={id} fullWidth={false} className="w-40">
            <SelectValue placeholder="None configured" />
          </SelectTrigger>
          <SelectContent>
            {options.map((a) => (
              <SelectItem key={a} value={String(a)}>
                {a}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </SectionHeader>
  )
  if (asn !== undefined) return children(header, asn)
  // no ASN in the URL: the configurations name one
  const failed = blockingError(configs)
  if (failed) return <QueryError error={failed} />
  if (!configs.data) return <Skeleton className="h-24 w-full" />
  return (
    <>
      {header}
      <EmptyState
        icon={<Route className="h-6 w-6" aria-hidden />}
        title="No BGP configurations"
        body="Peers, their routes and their messages belong to the ASN of a BGP configuration."
      />
    </>
  )
}
