import { useSnapshot } from './snapshot-queries'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateImagePanel = lazyOnRender(() =>
  import('./create-image-panel').then((m) => m.CreateImagePanel),
)

/**
 * The images-new route's panel. The snapshot is asked for here, beside the
 * list behind, so its request doesn't wait for the panel's code.
 */
export function CreateImageFromSnapshot(props: { project: string; snapshot: string }) {
  useSnapshot(props.project, props.snapshot)
  return <CreateImagePanel {...props} />
}
