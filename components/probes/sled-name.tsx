import { useViewById } from '@/lib/api/view-by-id'
import * as op from '@/lib/api/ops'

const sledParams = (sledId: string) => ({ path: { sledId } })

/**
 * A probe's sled by its serial. Only fleet viewers may read sleds: anyone else
 * (and anyone while it loads) sees the id the probe gives.
 */
export function SledName({ sledId }: { sledId: string }) {
  const sled = useViewById(op.sledView, sledId, sledParams)
  const serial = sled.data?.baseboard.serial
  return serial ? (
    <span title={sledId}>{serial}</span>
  ) : (
    <span className="font-mono text-xs">{sledId}</span>
  )
}
