import type { ColumnDef } from '@tanstack/react-table'
import { ShieldCheck } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useMemo } from 'react'
import { actionsColumn, createdColumn, descriptionColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useConfirm } from '@/components/kit/use-confirm'
import type { Certificate } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { CertificateExpiry } from './certificate-expiry'
import { certificateValidity } from './certificate-validity'
import { serviceLabel } from './service-label'
import { SiloNote } from './silo-note'
import { useDeleteCertificate } from './use-delete-certificate'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'

/** The silo's TLS certificates, with whom each names and when it expires, read from its PEM. */
export function CertificatesTable() {
  const paged = usePagedApiQuery(op.certificateList, { query: {} })
  const [confirmation, confirm] = useConfirm()
  const deleteCertificate = useDeleteCertificate(confirm)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<Certificate>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (c) => c.name,
        cell: ({ row }) => (
          <IntentLink
            href={pb.systemCertificate({ certificate: row.original.name })}
            className="block max-w-xs truncate font-medium hover:underline"
            title={row.original.name}
          >
            {row.original.name}
          </IntentLink>
        ),
      },
      descriptionColumn(),
      {
        id: 'Common name',
        header: 'Common name',
        cell: ({ row }) => (
          <span className="block max-w-xs truncate">
            {certificateValidity(row.original.cert)?.commonName ?? '—'}
          </span>
        ),
      },
      {
        id: 'Expires',
        header: 'Expires',
        cell: ({ row }) => <CertificateExpiry validity={certificateValidity(row.original.cert)} />,
      },
      { id: 'Service', header: 'Service', cell: ({ row }) => serviceLabel(row.original.service) },
      createdColumn(),
      actionsColumn(
        (c) => c.name,
        (c) => [
          refusedBy(refused('certificate.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () => deleteCertificate(c.name),
          }),
        ],
      ),
    ],
    [deleteCertificate, refused],
  )

  return (
    <>
      <ListPage
        title="Certificates"
        icon={ShieldCheck}
        create={{
          href: pb.systemCertificatesNew(),
          label: 'Upload certificate',
          refused: refused('certificate.create'),
        }}
        intro={<SiloNote />}
        empty={{
          title: 'No certificates',
          body: 'Without a certificate the silo’s endpoints cannot be reached over TLS by their DNS names.',
        }}
        paged={paged}
        caption="Certificates"
        columns={columns}
      />
      {confirmation}
    </>
  )
}
