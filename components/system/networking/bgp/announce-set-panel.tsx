import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, Trash2 } from 'lucide-react'
import { useRouter } from 'next/router'
import { useFieldArray, useForm } from 'react-hook-form'
import { NotFound } from '@/components/kit/errors/not-found'
import { QueryError } from '@/components/kit/errors/query-error'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { ResourceProperties, type Identity } from '@/components/kit/resource-properties'
import { SidePanel, SidePanelSkeleton } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { blockingError } from '@/lib/api/load-state'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { bgpAnnounceSetUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import {
  announceSetDefaults,
  announceSetSchema,
  emptyAnnouncement,
  type AnnounceSetValues,
} from './bgp-schema'
import * as op from '@/lib/api/ops'
import { announceSetListParams } from '@/lib/api/announce-sets'
import { docs } from '@/lib/core/docs'

const call = (v: AnnounceSetValues) => ({ body: bgpAnnounceSetUpdateBody(v) })

export function CreateAnnounceSetPanel() {
  return <AnnounceSetForm title="Create announce set" values={announceSetDefaults} />
}

/** Both reads start together: the set (from the list; there is no view) and its announcements. */
export function EditAnnounceSetPanel({ announceSet }: { announceSet: string }) {
  const router = useRouter()
  const sets = useApiQuery(op.networkingBgpAnnounceSetList, announceSetListParams)
  const announcements = useApiQuery(op.networkingBgpAnnouncementList, { path: { announceSet } })
  const title = 'Edit announce set'
  const error = blockingError(sets) ?? blockingError(announcements)
  if (error) return <QueryError error={error} />
  if (!sets.data || !announcements.data) {
    return (
      <SidePanelSkeleton
        title={title}
        onDismiss={() => void router.push(pb.systemBgpAnnounceSets())}
      />
    )
  }
  const set = sets.data.find((s) => s.name === announceSet || s.id === announceSet)
  // the announcements' read answers 404 for an unknown set, so this is a set deleted meanwhile
  if (!set) return <NotFound />
  return (
    <AnnounceSetForm
      title={title}
      editing={set}
      values={{
        name: set.name,
        description: set.description,
        // the lot block is named by its id here; the API takes a name or an id
        announcement: announcements.data.map((a) => ({
          addressLotBlock: a.addressLotBlockId,
          network: a.network,
        })),
      }}
    />
  )
}

/**
 * The PUT creates the set or replaces it whole, announcements included, so
 * create and edit send the same body; an edited set keeps its name (a new
 * name would make a second set).
 */
function AnnounceSetForm({
  title,
  values,
  editing,
}: {
  title: string
  values: AnnounceSetValues
  /** The set edited, as stored; none for a new one. */
  editing?: Identity
}) {
  const router = useRouter()
  const form = useForm<AnnounceSetValues>({
    resolver: zodResolver(announceSetSchema),
    defaultValues: values,
  })
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'announcement' })
  const refused = useRefusals()
  const save = useApiMutation(op.networkingBgpAnnounceSetUpdate, {
    onSuccess: (s) => {
      toastSuccess(`Announce set ${s.name} ${editing ? 'updated' : 'created'}`)
      void router.push(pb.systemBgpAnnounceSets())
    },
  })
  return (
    <SidePanel
      docs={docs.rackNetworking}
      form={form}
      open
      title={title}
      refused={refused('system.bgp.announceSet.edit')}
      submitLabel={editing ? 'Update announce set' : 'Create announce set'}
      onDismiss={() => void router.push(pb.systemBgpAnnounceSets())}
      onSubmit={form.handleSubmit((v) => save.mutate(call(v)))}
      request={{ op: op.networkingBgpAnnounceSetUpdate, build: call }}
      pending={save.isPending}
      errors={[save.error]}
    >
      <NameAndDescriptionFields control={form.control} nameReadOnly={!!editing} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-medium">Announcements</legend>
        <p className="text-sm text-muted-foreground">
          Each network is drawn from a block of an address lot, named here by the lot.
        </p>
        {fields.map((f, i) => (
          <div
            key={f.id}
            role="group"
            aria-label={`Announcement ${i + 1}`}
            className="flex flex-col gap-3 rounded-md border p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium">Announcement {i + 1}</h3>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove announcement ${i + 1}`}
                onClick={() => remove(i)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
            <TextField
              control={form.control}
              name={`announcement.${i}.network`}
              label="Network"
              placeholder="198.51.100.0/24"
              required
            />
            <TextField
              control={form.control}
              name={`announcement.${i}.addressLotBlock`}
              label="Address lot"
              required
            />
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => append(emptyAnnouncement)}
          >
            <Plus className="mr-2 h-4 w-4" aria-hidden />
            Add announcement
          </Button>
        </div>
      </fieldset>
      {editing && <ResourceProperties resource={editing} />}
    </SidePanel>
  )
}
