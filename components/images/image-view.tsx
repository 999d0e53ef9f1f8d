import { usePrefetchQuery } from '@tanstack/react-query'
import { apiq } from '@/lib/api/query'
import { imageParams, type ImageScope } from './image-scope'
import { lazyOnRender } from '@/components/ui/lazy'
import * as op from '@/lib/api/ops'

const ImageViewPanel = lazyOnRender(() =>
  import('./image-view-panel').then((m) => m.ImageViewPanel),
)

/**
 * An image's view, to render beside its list. The panel's code loads after
 * the page, so its request is started here, with the list's, not once it arrives.
 */
export function ImageView({ image, scope }: { image: string; scope: ImageScope }) {
  usePrefetchQuery(apiq(op.imageView, imageParams(image, scope)))
  return <ImageViewPanel image={image} scope={scope} />
}
