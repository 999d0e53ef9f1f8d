import type { ColumnDef } from '@tanstack/react-table'
import { KeyRound } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useRefusals } from '@/components/kit/use-refusals'
import { EmptyState } from '@/components/ui/empty-state'
import { createdColumn, descriptionColumn, textColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { SectionHeader } from '@/components/ui/section-header'
import type { IdentityProvider } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import type { SiloSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'
import { WriteLink } from '@/components/kit/write-link'

const typeLabel = (type: string) => (type === 'saml' ? 'SAML' : type)

/** The silo page's Identity providers tab; each SAML provider opens in a panel. */
export function SiloIdpsTab(sel: SiloSel) {
  const paged = usePagedApiQuery(op.siloIdentityProviderList, { query: { silo: sel.silo } })
  const refused = useRefusals()
  const columns: ColumnDef<IdentityProvider>[] = [
    {
      id: 'Name',
      header: 'Name',
      accessorFn: (p) => p.name,
      cell: ({ row }) => {
        const p = row.original
        const name = <ColumnText text={p.name} className="font-medium" />
        // only SAML providers have a page of their own
        if (p.providerType !== 'saml') return name
        return (
          <IntentLink
            href={pb.systemSiloIdp({ silo: sel.silo, provider: p.name })}
            className="underline-offset-4 hover:underline"
          >
            {name}
          </IntentLink>
        )
      },
    },
    textColumn('Type', (p) => typeLabel(p.providerType)),
    descriptionColumn(),
    createdColumn(),
  ]
  const newLink = (
    <WriteLink
      variant="outline"
      size="sm"
      href={pb.systemSiloIdpsNew(sel)}
      refused={refused('system.silo.samlIdp.create')}
    >
      New identity provider
    </WriteLink>
  )
  return (
    <PagedTable
      header={<SectionHeader title="Identity providers">{newLink}</SectionHeader>}
      paged={paged}
      caption={`Identity providers of ${sel.silo}`}
      columns={columns}
      getRowId={(p) => p.id}
      emptyState={
        <EmptyState
          icon={<KeyRound className="h-6 w-6" aria-hidden />}
          title="No identity providers"
          body="A SAML identity provider lets the silo's users sign in."
          action={newLink}
        />
      }
    />
  )
}
