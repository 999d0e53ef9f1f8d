import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { NumberField, TextField } from '@/components/ui/form-fields'
import type { Image } from '@/lib/api/__generated__/Api'
import { formatBytes } from '@/lib/core/format/bytes'
import { DEFAULT_DISK_GIB, DISK_GIB, diskOfferedToAttach, minDiskGib } from '@/lib/domain/disk'
import { diskChoiceDetail } from '@/components/disks/disk-state'
import { bootImageId, type BootSource } from './create-instance-schema'
import { FormSection, PickerEmpty, setOpts, TruncatedNote, type SectionProps } from './form-section'
import { ComboboxField } from '@/components/ui/choice-fields'
import type { SelectItem } from '@/components/ui/search-list'
import { pickerMore, readyItems } from './picker-list'
import { Tabs, tabPanelProps, type Tab } from './tabs'
import { WhenLoaded } from './when-loaded'

const TABS: Tab<BootSource>[] = [
  { value: 'siloImage', label: 'Silo images' },
  { value: 'projectImage', label: 'Project images' },
  { value: 'disk', label: 'Existing disks' },
]

const imageItem = (i: Image): SelectItem => ({
  value: i.id,
  label: i.name,
  detail: [i.os, i.version, formatBytes(i.size)].filter(Boolean).join(' · '),
})

export function BootDiskSection({ form, data }: SectionProps) {
  const { control } = form
  const source = useWatch({ control, name: 'bootSource' })
  const siloImageId = useWatch({ control, name: 'siloImageId' })
  const projectImageId = useWatch({ control, name: 'projectImageId' })
  const disks = useWatch({ control, name: 'disks' })

  const siloMore = pickerMore(data.siloImages)
  const projectMore = pickerMore(data.projectImages)
  const diskMore = pickerMore(data.disks)
  const siloItems = useMemo(() => readyItems(data.siloImages).map(imageItem), [data.siloImages])
  const projectItems = useMemo(
    () => readyItems(data.projectImages).map(imageItem),
    [data.projectImages],
  )
  // a disk already listed under additional disks can't also be the boot disk
  const diskItems = useMemo(() => {
    const listed = new Set(disks.map((d) => d.name))
    return readyItems(data.disks)
      .filter((d) => diskOfferedToAttach(d) && !listed.has(d.name))
      .map((d) => ({ value: d.name, label: d.name, detail: diskChoiceDetail(d) }))
  }, [data.disks, disks])

  const images = [...readyItems(data.siloImages), ...readyItems(data.projectImages)]
  const chosenImage = images.find(
    (i) => i.id === bootImageId({ bootSource: source, siloImageId, projectImageId }),
  )
  const minGib = minDiskGib(chosenImage?.size ?? 0)

  /** A newly picked image that is larger than the disk grows the disk to fit. */
  const fitDiskTo = (imageId: string) => {
    const image = images.find((i) => i.id === imageId)
    if (!image) return
    const min = minDiskGib(image.size)
    const size = form.getValues('bootDiskSizeGib')
    if (size === undefined || size < min) {
      form.setValue('bootDiskSizeGib', Math.max(min, DEFAULT_DISK_GIB), setOpts(form))
    }
  }

  const chooseSource = (next: BootSource) => {
    form.setValue('bootSource', next, setOpts(form))
    const id = bootImageId({ ...form.getValues(), bootSource: next })
    if (id) fitDiskTo(id)
  }

  return (
    <FormSection
      id="boot-disk"
      title="Boot disk"
      description="The disk the instance boots from: a new disk made from an image, or an existing disk."
    >
      <Tabs
        id="boot-source"
        label="Boot disk source"
        tabs={TABS}
        value={source}
        onChange={chooseSource}
      />
      <div {...tabPanelProps('boot-source', source)} className="flex flex-col gap-5">
        {source === 'siloImage' && (
          <WhenLoaded list={data.siloImages} what="silo images">
            {(_, truncated) =>
              siloItems.length === 0 && !siloMore?.hasMore ? (
                <PickerEmpty title="No images in this silo">
                  Silo images are project images promoted for every project of the silo.
                </PickerEmpty>
              ) : (
                <>
                  <ComboboxField
                    control={control}
                    name="siloImageId"
                    label="Image"
                    required
                    placeholder="Select an image"
                    items={siloItems}
                    more={siloMore}
                    onPicked={fitDiskTo}
                  />
                  <TruncatedNote show={truncated} what="images of the silo" />
                </>
              )
            }
          </WhenLoaded>
        )}
        {source === 'projectImage' && (
          <WhenLoaded list={data.projectImages} what="project images">
            {(_, truncated) =>
              projectItems.length === 0 && !projectMore?.hasMore ? (
                <PickerEmpty title="No images in this project">
                  Create an image from a snapshot of a disk, or choose a silo image.
                </PickerEmpty>
              ) : (
                <>
                  <ComboboxField
                    control={control}
                    name="projectImageId"
                    label="Image"
                    required
                    placeholder="Select an image"
                    items={projectItems}
                    more={projectMore}
                    onPicked={fitDiskTo}
                  />
                  <TruncatedNote show={truncated} what="images of the project" />
                </>
              )
            }
          </WhenLoaded>
        )}
        {source === 'disk' && (
          <WhenLoaded list={data.disks} what="disks">
            {(_, truncated) =>
              // the detached disks may all be on pages not read yet
              diskItems.length === 0 && !diskMore?.hasMore ? (
                <PickerEmpty title="No detached disks in this project">
                  Only a disk that is not attached to an instance can be a new instance&apos;s boot
                  disk.
                </PickerEmpty>
              ) : (
                <>
                  <ComboboxField
                    control={control}
                    name="bootDiskExisting"
                    label="Disk"
                    required
                    placeholder="Select a detached disk"
                    items={diskItems}
                    more={diskMore}
                  />
                  <TruncatedNote show={truncated} what="disks of the project" kept="detached" />
                </>
              )
            }
          </WhenLoaded>
        )}
        {source !== 'disk' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={control} name="bootDiskName" label="Disk name" required />
            <NumberField
              control={control}
              name="bootDiskSizeGib"
              label="Disk size (GiB)"
              required
              min={minGib}
              max={DISK_GIB.max}
              step={1}
              description={
                chosenImage
                  ? `${minGib} to ${DISK_GIB.max} GiB: at least the image's ${formatBytes(chosenImage.size)}`
                  : `${DISK_GIB.min} to ${DISK_GIB.max} GiB`
              }
            />
          </div>
        )}
      </div>
    </FormSection>
  )
}
