import { ChevronDown } from 'lucide-react'
import { useRouter } from 'next/router'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy'
import type { Instance } from '@/lib/api/__generated__/Api'
import { pb } from '@/lib/core/paths'
import { useInstanceActions } from './use-instance-actions'

const menu = lazyComponent(() =>
  import('./instance-actions-menu').then((m) => m.InstanceActionsMenu),
)

/**
 * The instance page's Actions menu: the same items as the list's row menu.
 * Until first used it is a plain button, so the page doesn't load menu code
 * (Radix's menu, its positioning) before anyone opens it.
 */
export function InstanceActions({
  project,
  instance,
}: {
  project: string
  /** Undefined while loading: the menu stays closed. */
  instance: Instance | undefined
}) {
  const router = useRouter()
  const { itemsFor, dialogs } = useInstanceActions(project, {
    onDeleted: () => void router.push(pb.instances({ project })),
  })
  const [active, setActive] = React.useState(false)
  const ready = menu.useReady(active)

  if (!instance) {
    return (
      <Button variant="outline" disabled>
        Actions <ChevronDown aria-hidden />
      </Button>
    )
  }
  const activate = () => setActive(true)
  return (
    <>
      {ready ? (
        <menu.Component items={itemsFor(instance)} defaultOpen />
      ) : (
        <Button
          variant="outline"
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={menu.load}
          onFocus={menu.load}
          onClick={activate}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') activate()
          }}
        >
          Actions <ChevronDown aria-hidden />
        </Button>
      )}
      {dialogs}
    </>
  )
}
