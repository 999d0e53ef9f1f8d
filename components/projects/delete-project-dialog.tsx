import { useRouter } from 'next/router'
import { Modal } from '@/components/ui/modal'
import { toastError, toastSuccess } from '@/components/kit/toast'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { vpcNames } from './vpc-names'
import * as op from '@/lib/api/ops'

// enough to name a few and know whether there are more
const VPCS_ASKED = 10

export type DeleteProjectDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  project: string
}

/**
 * Nexus refuses to delete a project that still holds a VPC, and every project
 * gets one (`default`) when created. So the dialog looks first, and when VPCs
 * remain it says so and offers to lead to them (its Confirm) instead of a delete
 * bound to fail. Anything else that holds the project (instances, disks…) the
 * API names when it refuses, in the error toast.
 */
export function DeleteProjectDialog({ open, onOpenChange, project }: DeleteProjectDialogProps) {
  const router = useRouter()
  // asked afresh at each opening: VPCs deleted a moment ago must not still block
  const vpcs = useApiQuery(
    op.vpcList,
    { query: { project, limit: VPCS_ASKED } },
    { enabled: open, staleTime: 0 },
  )
  const del = useApiMutation(op.projectDelete)

  // only a settled answer blocks; if the look fails, the API still decides
  const remaining = vpcs.isFetching || vpcs.isError ? [] : (vpcs.data?.items ?? [])
  if (remaining.length > 0) {
    const names = vpcNames(
      remaining.map((v) => v.name),
      !!vpcs.data?.nextPage,
    )
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        role="alertdialog"
        title="Delete project"
        width="narrow"
        description={
          <>
            <p>
              Project <strong className="break-words">{project}</strong> still has{' '}
              {remaining.length === 1 ? 'a VPC' : 'VPCs'}: <strong>{names}</strong>. Delete{' '}
              {remaining.length === 1 ? 'it' : 'them'} first: a project can be deleted only once it
              is empty.
            </p>
            <p className="mt-2 text-muted-foreground">
              A VPC in turn can be deleted only once its subnets, the default one included, are
              gone.
            </p>
            <p className="mt-2">Go to the project&apos;s VPCs?</p>
          </>
        }
        onAction={() => {
          onOpenChange(false)
          void router.push(pb.vpcs({ project }))
        }}
      />
    )
  }

  const confirm = async () => {
    try {
      await del.mutateAsync({ path: { project } })
      toastSuccess(`Project ${project} deleted`)
    } catch (error) {
      toastError('Could not delete project', (error as Error).message)
    } finally {
      onOpenChange(false)
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Delete project"
      width="narrow"
      description={
        <>
          Are you sure you want to delete project <strong className="break-words">{project}</strong>
          ? This can’t be undone.
        </>
      }
      actionDisabled={vpcs.isFetching}
      onAction={() => void confirm()}
      actionPending={del.isPending}
      destructive
      preventDismiss={del.isPending}
    />
  )
}
