import type { ResumePoint } from './upload-image'

/**
 * An upload its session's end stopped, kept through the sign-in (this tab's sessionStorage,
 * by project) so its panel can offer to go on: where it was, the file it was sending (not
 * the bytes: the user picks the same file again), and the form's fields.
 */
export type InterruptedUpload = ResumePoint & {
  file: { name: string; size: number; lastModified: number }
  name: string
  description: string
  os: string
  version: string
  blockSize: string
}

const keyOf = (project: string) => `oxide-console-interrupted-upload:${project}`

export function keepInterruptedUpload(project: string, upload: InterruptedUpload) {
  try {
    sessionStorage.setItem(keyOf(project), JSON.stringify(upload))
  } catch {
    // storage full or disabled: the upload can't be resumed, as before
  }
}

const isString = (v: unknown) => typeof v === 'string'
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v)

/** The project's interrupted upload, if one was kept (and reads as one). */
export function interruptedUpload(project: string): InterruptedUpload | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keyOf(project)) ?? 'null') as unknown
    if (typeof kept !== 'object' || kept === null) return null
    const u = kept as Record<string, unknown>
    const file = u.file as Record<string, unknown> | null
    const fields = ['disk', 'snapshot', 'name', 'description', 'os', 'version', 'blockSize']
    if (!fields.every((f) => isString(u[f])) || !isNumber(u.offset)) return null
    if (!file || !isString(file.name) || !isNumber(file.size) || !isNumber(file.lastModified)) {
      return null
    }
    return kept as InterruptedUpload
  } catch {
    return null
  }
}

export function forgetInterruptedUpload(project: string) {
  try {
    sessionStorage.removeItem(keyOf(project))
  } catch {
    // nothing kept, nothing to forget
  }
}

/** The file picked is the one the interrupted upload was sending, as far as a browser can tell. */
export const isSameFile = (file: File, kept: InterruptedUpload['file']) =>
  file.name === kept.name && file.size === kept.size && file.lastModified === kept.lastModified
