import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiError } from '@/lib/api/errors'
import { saveFile } from '@/components/ui/save-file'
import { fetchBytes, type BytesTarget, type Progress } from '@/lib/api/support-bundle-bytes'

type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; progress: Progress }
  | { status: 'done'; size: number }
  | { status: 'failed'; error: ApiError | Error }

/**
 * Fetch a file with its progress, then hand it to the browser to save. One at
 * a time; leaving the page or cancelling aborts the request.
 */
export function useDownload() {
  const [state, setState] = useState<DownloadState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(async (target: BytesTarget, filename: string) => {
    controller.current?.abort()
    const own = new AbortController()
    controller.current = own
    setState({ status: 'downloading', progress: { received: 0, total: undefined } })
    try {
      const blob = await fetchBytes(target, {
        signal: own.signal,
        onProgress: (progress) => {
          if (!own.signal.aborted) setState({ status: 'downloading', progress })
        },
      })
      if (own.signal.aborted) return
      saveFile(blob, filename)
      setState({ status: 'done', size: blob.size })
    } catch (e) {
      if (own.signal.aborted) return
      setState({ status: 'failed', error: e instanceof Error ? e : new Error(String(e)) })
    }
  }, [])

  const cancel = useCallback(() => {
    controller.current?.abort()
    setState({ status: 'idle' })
  }, [])

  return { state, start, cancel }
}
