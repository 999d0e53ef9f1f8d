import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { ExportedTab } from '@/components/system/networking/bgp/exported-tab'

export default function BgpExportedPage() {
  return (
    <BgpFrame>
      <ExportedTab />
    </BgpFrame>
  )
}
