/**
 * What an upload has left on the server so far. The calls that create things
 * are never aborted mid-flight, so each flag is known, not guessed.
 */
export type UploadProgress = {
  /** the temporary disk exists */
  disk: boolean
  /** bulk-write-start succeeded and bulk-write-stop has not */
  importing: boolean
  /** finalize succeeded: the disk has left its import states */
  finalized: boolean
  /** the temporary snapshot (made by the finalize) exists */
  snapshot: boolean
  /** the image exists */
  image: boolean
}

export type CleanupAction =
  'stopImport' | 'finalizeDisk' | 'deleteImage' | 'deleteSnapshot' | 'deleteDisk'

export const nothingCreated: UploadProgress = {
  disk: false,
  importing: false,
  finalized: false,
  snapshot: false,
  image: false,
}

/**
 * The calls that undo an upload, in order. Nexus deletes only detached (or
 * faulted) disks, so a disk still in its import states is first finalized,
 * without a snapshot, to make it detached; otherwise things go in the
 * reverse of the order they were made. A finished upload keeps its image; an abandoned one (cancelled
 * or failed) removes everything it made and nothing else.
 */
export function cleanupPlan(
  progress: UploadProgress,
  outcome: 'finished' | 'abandoned',
): CleanupAction[] {
  const plan: CleanupAction[] = []
  if (progress.disk && progress.importing) plan.push('stopImport')
  if (progress.disk && !progress.finalized) plan.push('finalizeDisk')
  if (progress.image && outcome === 'abandoned') plan.push('deleteImage')
  if (progress.snapshot) plan.push('deleteSnapshot')
  if (progress.disk) plan.push('deleteDisk')
  return plan
}
