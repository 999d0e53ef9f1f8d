import { PackageCheck } from 'lucide-react'
import { PageHeader } from '@/components/ui/page-header'
import { useConfirm } from '@/components/kit/use-confirm'
import { RepositoriesSection } from './repositories-section'
import { TargetReleaseSection } from './target-release-section'
import { TrustRootsSection } from './trust-roots-section'

/** The rack's software: its target release, release repositories and the roots they are checked against. */
export function UpdatePage() {
  const [confirmation, confirm] = useConfirm()
  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        spacing="none"
        title="Updates"
        icon={<PackageCheck className="h-5 w-5" aria-hidden />}
      />
      <TargetReleaseSection confirm={confirm} />
      <RepositoriesSection />
      <TrustRootsSection confirm={confirm} />
      {confirmation}
    </div>
  )
}
