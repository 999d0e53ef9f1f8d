import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { ImportedTab } from '@/components/system/networking/bgp/imported-tab'

export default function BgpImportedPage() {
  return (
    <BgpFrame>
      <ImportedTab />
    </BgpFrame>
  )
}
