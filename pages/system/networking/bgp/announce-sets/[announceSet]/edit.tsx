import { AnnounceSetsTab } from '@/components/system/networking/bgp/announce-sets-tab'
import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const EditAnnounceSetPanel = lazyOnRender(() =>
  import('@/components/system/networking/bgp/announce-set-panel').then(
    (m) => m.EditAnnounceSetPanel,
  ),
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
