import { useEffect, useRef } from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { Button } from '@/components/ui/button'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import type { SupportBundleState } from '@/lib/api/__generated__/Api'
import { useRawApiQuery } from '@/lib/api/query'
import { bundleFile, fetchBundleIndex } from '@/lib/api/support-bundle-bytes'
import { DownloadProgress } from './download-progress'
import { useDownload } from './use-download'
import * as op from '@/lib/api/ops'

/** The last part of a path inside the bundle, as the saved file's name. */
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1) || path

/**
 * The files inside a bundle (its index), each downloadable alone. The index
 * is asked for with the bundle itself, and again once a collecting bundle is
 * ready; until then the API refuses it.
 */
export function BundleFiles({
  bundleId,
  state,
}: {
  bundleId: string
  state: SupportBundleState | undefined
}) {
  const index = useRawApiQuery(
    op.supportBundleIndex,
    { path: { bundleId } },
    // not cancelled when the page remounts or moves on: the index is small, and
    // its answer may as well land in the cache
    () => fetchBundleIndex(bundleId),
  )
  const download = useDownload()
  const { refetch } = index
  // only a bundle seen collecting needs asking again: refetching on first sight
  // would cancel the request that went out with the bundle's own
  const seenCollecting = useRef(false)
  useEffect(() => {
    if (state === 'collecting') seenCollecting.current = true
    else if (state === 'active' && seenCollecting.current) {
      seenCollecting.current = false
      void refetch()
    }
  }, [state, refetch])

  const waiting = state === 'collecting'
  return (
    <section aria-labelledby="bundle-files" className="flex flex-col gap-3">
      <div id="bundle-files">
        <SectionHeader title="Files" />
      </div>
      {state !== undefined && state !== 'active' ? (
        <p className="text-sm text-muted-foreground">
          {waiting
            ? 'The files are listed once the bundle has been collected.'
            : 'This bundle has no files to download.'}
        </p>
      ) : index.data ? (
        <>
          <SectionQueryError query={index} what="the bundle’s files" />
          <DownloadProgress download={download} what="the file" />
          <ul className="flex max-w-3xl flex-col divide-y rounded-md border text-sm">
            {index.data.map((file, i) => (
              <li
                key={`${i}:${file}`}
                className="flex items-center justify-between gap-3 px-4 py-2"
              >
                <span className="min-w-0 break-all font-mono text-xs">{file}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Download ${file}`}
                  onClick={() => void download.start(bundleFile(bundleId, file), baseName(file))}
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : index.error ? (
        <SectionQueryError query={index} what="the bundle’s files" />
      ) : (
        <Skeleton className="h-24 w-full max-w-3xl" />
      )}
    </section>
  )
}
