import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { TextareaField } from '@/components/ui/form-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { bundleDefaults, bundleSchema, toBundleCreate, type BundleValues } from './bundle-schema'
import * as op from '@/lib/api/ops'

const call = (v: BundleValues) => ({ body: toBundleCreate(v) })

/** Start collecting a bundle; its page follows the collection until it can be downloaded. */
export function CreateBundlePanel() {
  const router = useRouter()
  const refused = useRefusals()
  const form = useForm<BundleValues>({
    resolver: zodResolver(bundleSchema),
    defaultValues: bundleDefaults,
  })
  const create = useApiMutation(op.supportBundleCreate, {
    onSuccess: (b) => {
      toastSuccess('Support bundle requested')
      void router.push(pb.systemSupportBundle({ bundleId: b.id }))
    },
  })
  return (
    <SidePanel
      form={form}
      open
      title="New support bundle"
      refused={refused('system.supportBundle.create')}
      submitLabel="Collect bundle"
      onDismiss={() => void router.push(pb.systemSupportBundles())}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.supportBundleCreate, build: call }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <TextareaField
        control={form.control}
        name="userComment"
        label="Reason"
        description="What happened and when: the bundle collects logs and state from every sled"
        required
      />
    </SidePanel>
  )
}
