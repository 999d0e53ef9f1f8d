import { useEffect, useState, type ReactNode } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { listAnd } from '@/lib/core/format/list'
import {
  certificateCovers,
  namesChecked,
  rackDomainOf,
  siloDnsName,
  type CertificateNames,
} from '@/lib/domain/silo-dns'
import { CERTIFICATE_CHAIN, checkPem } from './pem'
import type { CreateSiloValues } from './silo-schema'

type Read = { pem: string; names: CertificateNames | undefined }

/**
 * Under a chosen certificate: a warning when none of its names covers the silo's DNS name,
 * `<silo>.sys.<the rack's domain>`, the domain read off the console's own address. Only a
 * warning, never in the way of the submit: another of the silo's certificates may cover it.
 */
export function CertificateNameWarning({
  form,
  index,
}: {
  form: UseFormReturn<CreateSiloValues>
  index: number
}) {
  const [pem, silo] = useWatch({
    control: form.control,
    name: [`tlsCertificates.${index}.cert`, 'name'],
  })
  const isPem = pem !== '' && checkPem(pem, CERTIFICATE_CHAIN) === undefined
  const [read, setRead] = useState<Read>()

  useEffect(() => {
    if (!isPem) return
    let current = true
    // the parser loads with the first certificate chosen, not with the form
    import('./certificate-names')
      .then(({ certificateNames }) => certificateNames(pem))
      // the parser's code didn't come: the names go unchecked, and the note says so
      .catch(() => undefined)
      .then((names) => {
        if (current) setRead({ pem, names })
      })
    return () => {
      current = false
    }
  }, [pem, isPem])

  if (!isPem || read?.pem !== pem || silo === '') return null
  if (!read.names) {
    return (
      <Note title="The certificate's names could not be read here">
        So they were not checked against the silo&apos;s DNS name,{' '}
        <span className="break-all font-mono">{`${silo}.sys.<the rack's domain>`}</span>.
      </Note>
    )
  }
  const names = namesChecked(read.names)
  const named = names.length ? `It is for ${listAnd(names)}.` : 'It names no DNS name.'
  const hostname = window.location.hostname
  const domain = rackDomainOf(hostname)
  if (!domain) {
    return (
      <Note title="The silo's DNS name can't be told here">
        This console&apos;s address ({hostname}) doesn&apos;t show the rack&apos;s DNS domain. Check
        that the certificate covers{' '}
        <span className="break-all font-mono">{`${silo}.sys.<the rack's domain>`}</span>. {named}
      </Note>
    )
  }
  const host = siloDnsName(silo, domain)
  if (certificateCovers(read.names, host)) return null
  return (
    <Note title="No name in this certificate matches the silo's DNS name">
      The silo will answer at <span className="break-all font-mono">{host}</span>. {named} Browsers
      and the CLI won&apos;t trust it there, unless another of the silo&apos;s certificates covers
      that name.
    </Note>
  )
}

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert variant="notice" role="status">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  )
}
