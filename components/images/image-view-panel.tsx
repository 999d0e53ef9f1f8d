import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { CopyButton } from '@/components/kit/copy-button'
import { ResourceProperties } from '@/components/kit/resource-properties'
import { IntentLink } from '@/components/ui/intent-link'
import { SidePanelSkeleton, SidePanelView } from '@/components/kit/forms/side-panel'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { imageFacts } from './image-facts'
import { imageParams, imagesPath, type ImageScope } from './image-scope'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

const TITLE = 'Image'

/** An image's properties, read-only, in a panel over its list. */
export function ImageViewPanel({ image, scope }: { image: string; scope: ImageScope }) {
  const router = useRouter()
  const view = useApiQuery(op.imageView, imageParams(image, scope))
  const dismiss = () => void router.push(imagesPath(scope))
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  if (!view.data) return <SidePanelSkeleton title={TITLE} onDismiss={dismiss} />
  const data = view.data
  return (
    <SidePanelView
      title={TITLE}
      description={<span className="break-all">{data.name}</span>}
      onDismiss={dismiss}
    >
      <ResourceProperties
        resource={data}
        labels="narrow"
        items={[
          {
            label: 'Project',
            value: scope.project ? (
              <IntentLink
                href={pb.project({ project: scope.project })}
                className="break-all text-primary hover:underline"
              >
                {scope.project}
              </IntentLink>
            ) : (
              'None: a silo image'
            ),
          },
          ...imageFacts(data).map(({ label, value, copyable }) => ({
            label,
            value: copyable ? (
              <span className="flex items-center gap-1">
                <span className="min-w-0 break-all font-mono text-xs">{value}</span>
                <CopyButton text={value} label={label} />
              </span>
            ) : (
              <span className="whitespace-pre-wrap">{value}</span>
            ),
          })),
        ]}
      />
    </SidePanelView>
  )
}
