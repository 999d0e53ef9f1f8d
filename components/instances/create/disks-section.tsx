import { zodResolver } from '@hookform/resolvers/zod'
import { HardDrive, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useForm, useFormState, useWatch } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { Button } from '@/components/ui/button'
import { lazyOnRender } from '@/components/ui/lazy'
import { formatBytes } from '@/lib/core/format/bytes'
import { diskOfferedToAttach } from '@/lib/domain/disk'
import { diskChoiceDetail } from '@/components/disks/disk-state'
import { diskNames, MAX_DISKS, type DiskEntry } from './create-instance-schema'
import { FormSection, PickerEmpty, setOpts, TruncatedNote, type SectionProps } from './form-section'
import { ComboboxField } from '@/components/ui/choice-fields'
import { pickerMore, readyItems } from './picker-list'
import { FormModal } from '@/components/kit/forms/form-modal'
import { WhenLoaded } from './when-loaded'

// the new disk's form loads when first asked for
const CreateDiskForm = lazyOnRender(() =>
  import('@/components/disks/create-disk-panel').then((m) => m.CreateDiskForm),
)

export function DisksSection({ form, data, project }: SectionProps) {
  const { control } = form
  const disks = useWatch({ control, name: 'disks' })
  const [bootSource, bootDiskName, bootDiskExisting] = useWatch({
    control,
    name: ['bootSource', 'bootDiskName', 'bootDiskExisting'],
  })
  const { errors } = useFormState({ control, name: 'disks' })
  const [adding, setAdding] = useState<'create' | 'attach'>()

  const taken = diskNames({ bootSource, bootDiskName, bootDiskExisting, disks }).filter(Boolean)
  const full = 1 + disks.length >= MAX_DISKS
  const sizeOf = (name: string) => readyItems(data.disks).find((d) => d.name === name)?.size

  const setDisks = (next: DiskEntry[]) => form.setValue('disks', next, setOpts(form))
  // an error on the list as a whole, e.g. too many disks
  const listError =
    errors.disks?.message ??
    (errors.disks as { root?: { message?: string } } | undefined)?.root?.message

  return (
    <FormSection
      id="disks"
      title="Additional disks"
      description={`Create new blank disks or attach detached ones: at most ${MAX_DISKS} disks in all, the boot disk included.`}
    >
      {disks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No additional disks.</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label="Additional disks">
          {disks.map((disk, i) => {
            const size = disk.type === 'create' ? disk.size : sizeOf(disk.name)
            const error = errors.disks?.[i]?.name?.message
            return (
              <li key={`${disk.type}-${disk.name}`} className="flex items-center gap-3 px-3 py-2">
                <HardDrive className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium" title={disk.name}>
                    {disk.name}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {disk.type === 'create' ? 'New blank disk' : 'Existing disk'}
                    {size !== undefined && ` · ${formatBytes(size)}`}
                  </span>
                  {error && <span className="text-sm font-medium text-destructive">{error}</span>}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove disk ${disk.name}`}
                  onClick={() => setDisks(disks.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      {listError && <p className="text-sm font-medium text-destructive">{listError}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" disabled={full} onClick={() => setAdding('create')}>
          Create new disk
        </Button>
        <Button type="button" variant="outline" disabled={full} onClick={() => setAdding('attach')}>
          Attach existing disk
        </Button>
        {full && (
          <span className="text-sm text-muted-foreground">
            The instance has the most disks it can have.
          </span>
        )}
      </div>
      {adding === 'create' && (
        <CreateDiskForm
          project={project}
          container="modal"
          sources="blank"
          title="Create new disk"
          submitLabel="Add disk"
          takenNames={taken}
          onClose={() => setAdding(undefined)}
          onSubmit={(body) => {
            setDisks([...disks, { type: 'create', ...body }])
            setAdding(undefined)
          }}
        />
      )}
      {adding === 'attach' && (
        <AttachDiskModal
          data={data}
          takenNames={taken}
          onAdd={(d) => setDisks([...disks, d])}
          onClose={() => setAdding(undefined)}
        />
      )}
    </FormSection>
  )
}

const attachSchema = z.object({ name: z.string().check(z.minLength(1, 'Choose a disk')) })

function AttachDiskModal({
  data,
  takenNames,
  onAdd,
  onClose,
}: {
  data: SectionProps['data']
  takenNames: string[]
  onAdd: (disk: DiskEntry) => void
  onClose: () => void
}) {
  const form = useForm<{ name: string }>({
    resolver: zodResolver(attachSchema),
    defaultValues: { name: '' },
  })
  const items = useMemo(
    () =>
      readyItems(data.disks)
        .filter((d) => diskOfferedToAttach(d) && !takenNames.includes(d.name))
        .map((d) => ({ value: d.name, label: d.name, detail: diskChoiceDetail(d) })),
    [data.disks, takenNames],
  )
  const more = pickerMore(data.disks)
  return (
    <FormModal
      form={form}
      open
      onOpenChange={(next) => !next && onClose()}
      title="Attach existing disk"
      submitLabel="Attach disk"
      onSubmit={form.handleSubmit((v) => {
        onAdd({ type: 'attach', name: v.name })
        onClose()
      })}
    >
      <WhenLoaded list={data.disks} what="disks">
        {(_, truncated) =>
          // the detached disks may all be on pages not read yet
          items.length === 0 && !more?.hasMore ? (
            <PickerEmpty title="No detached disks in this project">
              Only a disk that is not attached to an instance can be attached.
            </PickerEmpty>
          ) : (
            <>
              <ComboboxField
                control={form.control}
                name="name"
                label="Disk"
                required
                placeholder="Select a detached disk"
                items={items}
                more={more}
              />
              <TruncatedNote show={truncated} what="disks of the project" kept="detached" />
            </>
          )
        }
      </WhenLoaded>
    </FormModal>
  )
}
