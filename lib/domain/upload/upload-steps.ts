/** The upload's steps, in order, as its progress shows them (see upload-image.ts). */
export const UPLOAD_STEPS = [
  { id: 'createDisk', label: 'Create disk' },
  { id: 'startImport', label: 'Start import' },
  { id: 'upload', label: 'Upload data' },
  { id: 'stopImport', label: 'Stop import' },
  { id: 'finalize', label: 'Create snapshot' },
  { id: 'createImage', label: 'Create image' },
  { id: 'cleanup', label: 'Clean up' },
] as const

export type StepId = (typeof UPLOAD_STEPS)[number]['id']
export type StepState = 'pending' | 'running' | 'done' | 'failed'
