/**
 * What an upload has left on the server so far. The calls that create things
 * are never aborted mid-flight, so each flag is known, not guessed.
 */
export type UploadProgress = {
  /** the temporary disk exists */
  disk: boolean
  /** bulk-write-start succeeded and bulk-write-stop has not */
  importing: boolean
  /** finalize succeeded, so the temporary snapshot exists */
  snapshot: boolean
  /** the image exists */
  image: boolean
}

export type CleanupAction = 'stopImport' | 'deleteImage' | 'deleteSnapshot' | 'deleteDisk'

export const nothingCreated: UploadProgress = {
  disk: false,
  importing: false,
  snapshot: false,
  image: false,
}

/**
 * The calls that undo an upload, in order: the disk must leave its import
 * state before it can go, and things go in the reverse of the order they
 * were made. A finished upload keeps its image; an abandoned one (cancelled
 * or failed) removes everything it made and nothing else.
 */
export function cleanupPlan(
  progress: UploadProgress,
  outcome: 'finished' | 'abandoned',
): CleanupAction[] {
  const plan: CleanupAction[] = []
  if (progress.disk && progress.importing) plan.push('stopImport')
  if (progress.image && outcome === 'abandoned') plan.push('deleteImage')
  if (progress.snapshot) plan.push('deleteSnapshot')
  if (progress.disk) plan.push('deleteDisk')
  return plan
}
