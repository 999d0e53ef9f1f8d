import type { ReactNode } from 'react'
import { loadToaster } from './toaster-host'

export function toastSuccess(title: string, description?: ReactNode) {
  void loadToaster().then((toast) => toast.success(title, { description }))
}

/** Spec §8: a failed action shows its error title and the error's message. */
export function toastError(title: string, message: string) {
  // longer than the default: an error is worth the time to read it
  void loadToaster().then((toast) => toast.error(title, { description: message, duration: 8000 }))
}
