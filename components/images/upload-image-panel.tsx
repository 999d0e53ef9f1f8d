import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck } from 'lucide-react'
import * as React from 'react'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import { UploadFileField } from '@/components/kit/forms/file-field'
import { ListboxField } from '@/components/ui/choice-fields'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { Modal } from '@/components/ui/modal'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { toastError, toastSuccess } from '@/components/kit/toast'
import { useCallSequence } from '@/lib/api/call-sequence'
import { BLOCK_SIZE_TEXTS, blockSizeFrom } from '@/lib/domain/disk'
import { validateImageFile } from '@/lib/domain/upload/image-file'
import { throttle } from '@/lib/domain/upload/throttle'
import {
  UploadError,
  discardUpload,
  importDiskCall,
  temporaryNames,
  uploadImage,
  type ResumePoint,
} from '@/lib/domain/upload/upload-image'
import {
  forgetInterruptedUpload,
  interruptedUpload,
  isSameFile,
  keepInterruptedUpload,
  type InterruptedUpload,
} from '@/lib/domain/upload/interrupted-upload'
import { registerDraftSource } from '@/lib/core/draft'
import { formatBytes } from '@/lib/core/format/bytes'
import { Button } from '@/components/ui/button'
import { postBulkWrite } from '@/lib/domain/upload/bulk-write'
import { nameSchema } from '@/lib/core/validators/name'
import { UploadProgress, initialSteps, type StepStates } from './upload-progress'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const blockSizeItems = BLOCK_SIZE_TEXTS.map((size) => ({ value: size, label: `${size} bytes` }))

const schema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    os: z.string().check(z.trim(), z.minLength(1, 'OS is required')),
    version: z.string().check(z.trim(), z.minLength(1, 'Version is required')),
    blockSize: z.enum(BLOCK_SIZE_TEXTS),
    file: z.custom<File | undefined>((v) => v === undefined || v instanceof Blob),
  })
  .check(
    z.superRefine(({ file, blockSize }, ctx) => {
      const message = file
        ? validateImageFile(file.size, blockSizeFrom(blockSize))
        : 'Choose a raw disk image file'
      if (message) ctx.addIssue({ code: 'custom', path: ['file'], message })
    }),
  )
type Values = z.infer<typeof schema>

const defaultValues: Values = {
  name: '',
  description: '',
  os: '',
  version: '',
  blockSize: '512',
  file: undefined,
}

const PROGRESS_INTERVAL_MS = 100

const SEVERAL_CALLS =
  'The first of several calls: the file is then written into this disk (bulk-write-start, bulk writes of its blocks, bulk-write-stop), the disk is finalized into a snapshot, an image is made from the snapshot (POST /v1/images), and the temporary disk and snapshot are deleted.'

type Phase = 'idle' | 'uploading' | 'cancelling' | 'done'

/**
 * Upload a raw disk image from a local file as a project image. A panel that
 * can sit over any page: `onClose` runs when it is closed, and by itself once
 * a cancelled upload has cleaned up. A finished upload stays on screen, all
 * steps done, until the user closes it.
 */
export function UploadImagePanel({ project, onClose }: { project: string; onClose: () => void }) {
  const refused = useRefusals(project)('image.upload')
  const beginCalls = useCallSequence()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues })
  const [phase, setPhase] = React.useState<Phase>('idle')
  const [steps, setSteps] = React.useState<StepStates | null>(null)
  const [progress, setProgress] = React.useState({ written: 0, total: 0 })
  const [errors, setErrors] = React.useState<string[]>([])
  const [confirmOpen, setConfirmOpen] = React.useState(false)
  const [uploaded, setUploaded] = React.useState<string | null>(null)
  const abortRef = React.useRef<AbortController | null>(null)
  const mounted = React.useRef(true)
  const progressRef = React.useRef<HTMLDivElement>(null)
  const busy = phase === 'uploading' || phase === 'cancelling'
  // an upload a session's end stopped, to go on with after the sign-in (or to discard)
  const [interrupted, setInterrupted] = React.useState<InterruptedUpload | null>(null)
  const resumePoint = React.useRef<ResumePoint | null>(null)
  const leavingForSignIn = React.useRef(false)
  // the next upload's temporary names, fixed until it starts: the request shown is the one sent
  const [seed, setSeed] = React.useState(Math.random)
  const random = () => seed
  const firstCall = ({ name, blockSize, file }: Values) => {
    // the disk's size is the file's: no request to show until one is chosen
    if (!file) throw new Error('no file yet')
    const input = { project, name, file, blockSize: blockSizeFrom(blockSize) }
    return importDiskCall(input, temporaryNames(name, random).disk)
  }

  React.useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      // leaving mid-upload (e.g. the browser's Back): stop it, and let its cleanup run on
      abortRef.current?.abort()
    }
  }, [])

  // the progress sits below the fields: bring it into view once the upload starts
  React.useEffect(() => {
    if (phase === 'uploading') progressRef.current?.scrollIntoView({ block: 'nearest' })
  }, [phase])

  React.useEffect(() => {
    const kept = interruptedUpload(project)
    if (!kept) return
    // sessionStorage is there only after mount (the pages are exported ahead of time)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInterrupted(kept)
    const { name, description, os, version } = kept
    const blockSize = kept.blockSize as Values['blockSize']
    form.reset(
      { ...form.getValues(), name, description, os, version, blockSize },
      { keepDefaultValues: true },
    )
    // once, when the panel opens for the project
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [project])

  // while an upload runs, a 401's way to sign in keeps where it got (lib/core/draft.ts)
  React.useEffect(() => {
    if (phase !== 'uploading') return
    return registerDraftSource(() => {
      const point = resumePoint.current
      const { file, ...fields } = form.getValues()
      if (!point || !(file instanceof File)) return
      const { name, size, lastModified } = file
      keepInterruptedUpload(project, { ...point, ...fields, file: { name, size, lastModified } })
      leavingForSignIn.current = true
    })
  }, [phase, project, form])

  React.useEffect(() => {
    if (!busy) return
    const warn = (e: BeforeUnloadEvent) => {
      // leaving for sign-in: the upload is kept to resume, nothing to warn of
      if (leavingForSignIn.current) return
      e.preventDefault()
      // older browsers show the prompt only when returnValue is set
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [busy])

  const start = async (values: Values, resume?: ResumePoint) => {
    const file = values.file!
    resumePoint.current = null
    const controller = new AbortController()
    abortRef.current = controller
    // what the upload made or removed, refreshed once it ends, however it ends
    const calls = beginCalls()
    setPhase('uploading')
    setUploaded(null)
    setErrors([])
    setSteps(initialSteps())
    setProgress({ written: resume?.offset ?? 0, total: file.size })
    // a render per 512 KiB chunk would cost the upload more than the bar is worth
    const showProgress = throttle(
      (written: number, total: number) => setProgress({ written, total }),
      PROGRESS_INTERVAL_MS,
    )
    let next: Phase = 'idle'
    try {
      const { image, cleanupErrors } = await uploadImage(
        {
          project,
          file,
          blockSize: blockSizeFrom(values.blockSize),
          name: values.name,
          description: values.description,
          os: values.os.trim(),
          version: values.version.trim(),
        },
        calls.call,
        {
          onProgress: showProgress,
          onStep: (id, state) => {
            if (state !== 'running') showProgress.flush()
            setSteps((s) => s && { ...s, [id]: state })
          },
          onResumePoint: (point) => {
            resumePoint.current = point
          },
        },
        controller.signal,
        { random, writeBlocks: postBulkWrite, resume },
      )
      next = 'done'
      forgetInterrupted()
      setUploaded(image.name)
      // the image is there; say what could not be tidied away
      setErrors(cleanupErrors)
    } catch (e) {
      const failure = e instanceof UploadError ? e : new UploadError(String(e), false, [])
      // cleaned up: nothing is left to resume
      if (!failure.interrupted) forgetInterrupted()
      if (failure.cancelled && failure.cleanupErrors.length === 0) {
        toastSuccess('Upload cancelled', 'Nothing was left behind.')
        // the user asked to close the panel; it waited only for the cleanup
        if (mounted.current) onClose()
      } else if (mounted.current) {
        setErrors([failure.message, ...failure.cleanupErrors])
      } else {
        // the panel is gone (left mid-upload): what went wrong still needs saying
        toastError('Image upload stopped', [failure.message, ...failure.cleanupErrors].join(' '))
      }
    } finally {
      abortRef.current = null
      setSeed(Math.random())
      setPhase(next)
      await calls.invalidate()
    }
  }

  const forgetInterrupted = () => {
    forgetInterruptedUpload(project)
    setInterrupted(null)
  }

  const submit = (values: Values) => {
    if (!interrupted) return start(values)
    if (!values.file || !isSameFile(values.file, interrupted.file)) {
      const { name, size } = interrupted.file
      form.setError('file', {
        message: `Choose ${name} (${formatBytes(size)}) to resume its upload, or discard that upload`,
      })
      return
    }
    return start(values, interrupted)
  }

  const discard = async () => {
    if (!interrupted) return
    const calls = beginCalls()
    setPhase('cancelling')
    try {
      const left = await discardUpload(interrupted, { project, name: interrupted.name }, calls.call)
      if (left.length > 0) setErrors(left)
      else toastSuccess('Interrupted upload discarded', 'Nothing was left behind.')
      forgetInterrupted()
    } catch (e) {
      setErrors([e instanceof Error ? e.message : String(e)])
    } finally {
      setPhase('idle')
      await calls.invalidate()
    }
  }

  const onOpenChange = (open: boolean) => {
    if (open) return
    if (phase === 'uploading') setConfirmOpen(true)
    // cancelling: the cleanup finishes first, then the panel closes by itself
    else if (phase !== 'cancelling') onClose()
  }

  const cancelUpload = () => {
    setConfirmOpen(false)
    if (!abortRef.current) return
    setPhase('cancelling')
    abortRef.current.abort()
  }

  return (
    <>
      <SidePanel
        docs={docs.images}
        form={form}
        open
        onOpenChange={onOpenChange}
        title="Upload image"
        description="A raw disk image from a file on this computer becomes an image of the project."
        submitLabel={phase === 'done' ? 'Done' : interrupted ? 'Resume upload' : 'Upload image'}
        onSubmit={(e) => (phase === 'done' ? onClose() : form.handleSubmit(submit)(e))}
        pending={busy}
        refused={refused}
        errors={errors}
        request={{ op: op.diskCreate, build: firstCall, note: SEVERAL_CALLS }}
      >
        {interrupted && phase === 'idle' && (
          <Alert variant="notice" role="status">
            <AlertDescription className="flex flex-col gap-3">
              <span>
                The upload of <strong className="break-all">{interrupted.file.name}</strong> as
                image <strong className="break-all">{interrupted.name}</strong> stopped at{' '}
                {Math.floor((interrupted.offset / Math.max(interrupted.file.size, 1)) * 100)}% when
                your session ended. Choose the same file to go on from there, or discard it.
              </span>
              <span>
                <Button type="button" variant="outline" size="sm" onClick={() => void discard()}>
                  Discard upload
                </Button>
              </span>
            </AlertDescription>
          </Alert>
        )}
        <fieldset disabled={phase !== 'idle'} className="flex flex-col gap-6">
          <NameAndDescriptionFields control={form.control} />
          <TextField
            control={form.control}
            name="os"
            label="OS"
            required
            placeholder="e.g. debian"
          />
          <TextField
            control={form.control}
            name="version"
            label="Version"
            required
            placeholder="e.g. 12"
          />
          <ListboxField
            control={form.control}
            name="blockSize"
            label="Block size"
            required
            items={blockSizeItems}
          />
          <UploadFileField
            control={form.control}
            name="file"
            label="Image file"
            description="A raw image, not compressed; its size must be a whole number of blocks."
            required
          />
        </fieldset>
        <div ref={progressRef} className="flex flex-col gap-6 empty:hidden">
          {uploaded && (
            <Alert variant="success" role="status">
              <CircleCheck aria-hidden />
              <AlertDescription>
                Image <strong>{uploaded}</strong> uploaded.
              </AlertDescription>
            </Alert>
          )}
          {steps && (
            <UploadProgress steps={steps} written={progress.written} total={progress.total} />
          )}
        </div>
      </SidePanel>
      <Modal
        // the upload may end while the question is open: then there is nothing to cancel
        open={confirmOpen && phase === 'uploading'}
        onOpenChange={setConfirmOpen}
        role="alertdialog"
        width="narrow"
        title="Cancel upload"
        description="Are you sure you want to cancel the upload? It stops, and the temporary disk and snapshot made so far are deleted."
        destructive
        onAction={cancelUpload}
      />
    </>
  )
}
