import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { ResourceProperties } from '@/components/kit/resource-properties'
import { SidePanelSkeleton, SidePanelView } from '@/components/kit/forms/side-panel'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

const TITLE = 'SAML identity provider'

const wrapped = (text: string) => <span className="break-all">{text}</span>

/** A SAML provider's settings, read-only, in a panel over the silo's providers. */
export function IdpPanel({ silo, provider }: { silo: string; provider: string }) {
  const router = useRouter()
  const view = useApiQuery(op.samlIdentityProviderView, {
    path: { provider },
    query: { silo },
  })
  const dismiss = () => void router.push(pb.systemSilo({ silo }))
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  if (!view.data) return <SidePanelSkeleton title={TITLE} onDismiss={dismiss} />
  const p = view.data
  return (
    <SidePanelView title={TITLE} description={wrapped(p.name)} onDismiss={dismiss}>
      <RefreshFailed query={view} what="this identity provider" />
      <ResourceProperties
        resource={p}
        labels="wide"
        items={[
          { label: 'Description', value: p.description },
          { label: 'ACS URL', value: wrapped(p.acsUrl) },
          { label: 'SLO URL', value: wrapped(p.sloUrl) },
          { label: 'IdP entity ID', value: wrapped(p.idpEntityId) },
          { label: 'SP client ID', value: wrapped(p.spClientId) },
          { label: 'Technical contact', value: wrapped(p.technicalContactEmail) },
          { label: 'Group attribute', value: p.groupAttributeName },
          {
            label: 'Signing certificate',
            value: p.publicCert ? 'Set (request signing on)' : 'None',
          },
        ]}
      />
    </SidePanelView>
  )
}
