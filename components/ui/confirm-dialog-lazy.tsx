import { lazyWhenOpen } from './lazy-when-open'

/** ConfirmDialog whose code loads when it first opens. */
export const LazyConfirmDialog = lazyWhenOpen(() =>
  import('./confirm-dialog').then((m) => m.ConfirmDialog),
)
