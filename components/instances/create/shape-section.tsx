import { useWatch } from 'react-hook-form'
import { NumberField } from '@/components/ui/form-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { INSTANCE_CPUS, INSTANCE_MEMORY_GIB } from '@/lib/domain/instance'
import { PRESET_KINDS, shapeOf, type ShapeKind } from './create-instance-schema'
import { FormSection, setOpts, type SectionProps } from './form-section'
import { Tabs, tabPanelProps, type Tab } from './tabs'

const TABS: Tab<ShapeKind>[] = [
  ...PRESET_KINDS.map(({ kind, label }) => ({ value: kind, label })),
  { value: 'custom', label: 'Custom' },
]

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

export function ShapeSection({ form }: Pick<SectionProps, 'form'>) {
  const { control } = form
  const kind = useWatch({ control, name: 'shapeKind' })

  const choose = (next: ShapeKind) => {
    const current = shapeOf(form.getValues())
    if (next === 'custom') {
      // start from what was chosen so far rather than from empty fields
      if (form.getValues('ncpus') === undefined) form.setValue('ncpus', current.ncpus)
      if (form.getValues('memoryGib') === undefined) form.setValue('memoryGib', current.memoryGib)
    } else {
      const presets = PRESET_KINDS.find((k) => k.kind === next)!.presets
      const same = presets.find((p) => p.ncpus === current.ncpus) ?? presets[0]
      form.setValue('preset', same.id, setOpts(form))
    }
    form.setValue('shapeKind', next, setOpts(form))
  }

  const presetKind = PRESET_KINDS.find((k) => k.kind === kind)
  return (
    <FormSection
      id="shape"
      title="Resources"
      description="vCPUs and memory. Choose a preset or set your own."
    >
      <Tabs id="shape" label="Resource presets" tabs={TABS} value={kind} onChange={choose} />
      <div {...tabPanelProps('shape', kind)}>
        {presetKind ? (
          <RadioField
            key={kind}
            control={control}
            name="preset"
            label={`${presetKind.label} sizes`}
            className="[&_[role=radiogroup]]:grid-cols-1 sm:[&_[role=radiogroup]]:grid-cols-3"
            items={presetKind.presets.map((p) => ({
              value: p.id,
              label: `${plural(p.ncpus, 'vCPU')}, ${p.memoryGib} GiB`,
            }))}
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              control={control}
              name="ncpus"
              label="vCPUs"
              required
              min={INSTANCE_CPUS.min}
              max={INSTANCE_CPUS.max}
              step={1}
              description={`${INSTANCE_CPUS.min} to ${INSTANCE_CPUS.max}`}
            />
            <NumberField
              control={control}
              name="memoryGib"
              label="Memory (GiB)"
              required
              min={INSTANCE_MEMORY_GIB.min}
              max={INSTANCE_MEMORY_GIB.max}
              step={1}
              description={`${INSTANCE_MEMORY_GIB.min} to ${INSTANCE_MEMORY_GIB.max.toLocaleString('en-US')} GiB`}
            />
          </div>
        )}
      </div>
    </FormSection>
  )
}
