import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/** One params shape per receiver for its page, panels and sections, so they share requests. */
const receiverParams = (receiver: string) => ({ path: { receiver } })

export const useReceiver = (receiver: string) =>
  useApiQuery(op.alertReceiverView, receiverParams(receiver))

/** The classes a receiver can subscribe to; the list and the pickers share the request. */
export const useAlertClasses = () =>
  useApiQuery(op.alertClassList, { query: { limit: PICKER_LIMIT } })
