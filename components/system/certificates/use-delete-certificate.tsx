import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/** Delete a certificate, confirmed; shared by the list and the certificate's page. */
export function useDeleteCertificate(
  confirm: (options: ConfirmActionOptions) => void,
  onDeleted?: () => void,
) {
  const { mutateAsync: deleteCertificate } = useApiMutation(op.certificateDelete)
  return useCallback(
    (certificate: string) =>
      confirm({
        verb: 'Delete',
        kind: 'certificate',
        name: certificate,
        consequence:
          'The silo’s endpoints stop offering it; keep another valid certificate uploaded.',
        onConfirm: async () => {
          await deleteCertificate({ path: { certificate } })
          toastSuccess(`Certificate ${certificate} deleted`)
          onDeleted?.()
        },
      }),
    [confirm, deleteCertificate, onDeleted],
  )
}
