import dynamic from 'next/dynamic'
import { AnnounceSetsTab } from '@/components/system/networking/bgp/announce-sets-tab'
import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { useRouteParams } from '@/lib/core/use-route-params'

// the form and its validators load only when the panel opens
const EditAnnounceSetPanel = dynamic(
  () =>
    import('@/components/system/networking/bgp/announce-set-panel').then(
      (m) => m.EditAnnounceSetPanel,
    ),
  { ssr: false },
)

export default function EditAnnounceSetPage() {
  const params = useRouteParams('announceSet')
  return (
    <>
      <BgpFrame>
        <AnnounceSetsTab />
      </BgpFrame>
      {params && <EditAnnounceSetPanel {...params} />}
    </>
  )
}
