import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { ListboxField } from '@/components/ui/choice-fields'
import { TextareaField } from '@/components/ui/form-fields'
import { CheckboxField } from '@/components/ui/toggle-fields'
import { MAX_USER_DATA_BYTES, utf8Bytes } from './create-instance-schema'
import { FormSection, TruncatedNote, type SectionProps } from './form-section'
import { MultiSelectField } from './multi-select-field'
import { readyItems } from './picker-list'
import { WhenLoaded } from './when-loaded'

function UserDataCount({ form }: Pick<SectionProps, 'form'>) {
  const text = useWatch({ control: form.control, name: 'userData' })
  const bytes = utf8Bytes(text)
  return (
    <span className={bytes > MAX_USER_DATA_BYTES ? 'text-destructive' : undefined}>
      {bytes.toLocaleString('en-US')} of {MAX_USER_DATA_BYTES.toLocaleString('en-US')} bytes
    </span>
  )
}

export function AdvancedSection({ form, data }: SectionProps) {
  const { control } = form
  const groupItems = useMemo(
    () =>
      readyItems(data.antiAffinityGroups).map((g) => ({
        value: g.name,
        label: g.name,
        detail: g.description || undefined,
      })),
    [data.antiAffinityGroups],
  )
  return (
    <FormSection id="advanced" title="Advanced">
      <TextareaField
        control={control}
        name="userData"
        label="User data"
        rows={6}
        spellCheck={false}
        className="[&_textarea]:font-mono"
        placeholder="#cloud-config"
        description={
          <>
            Data for cloud-init or another initialization system, at most 32 KiB.{' '}
            <UserDataCount form={form} />
          </>
        }
      />
      <ListboxField
        control={control}
        name="autoRestartPolicy"
        label="Auto-restart policy"
        description="Whether the control plane restarts the instance if it fails"
        className="max-w-md"
        items={[
          { value: 'default', label: 'Default (chosen by the control plane)' },
          { value: 'best_effort', label: 'Best effort' },
          { value: 'never', label: 'Never' },
        ]}
      />
      <WhenLoaded list={data.antiAffinityGroups} what="anti-affinity groups">
        {(_, truncated) =>
          groupItems.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No anti-affinity groups in this project.
            </p>
          ) : (
            <>
              <MultiSelectField
                control={control}
                name="antiAffinityGroups"
                label="Anti-affinity groups"
                description="Groups whose members are kept on different sleds"
                placeholder="Select groups"
                items={groupItems}
              />
              <TruncatedNote show={truncated} what="anti-affinity groups of the project" />
            </>
          )
        }
      </WhenLoaded>
      <CheckboxField
        control={control}
        name="start"
        label="Start on create"
        description="Start the instance as soon as it has been created"
      />
    </FormSection>
  )
}
