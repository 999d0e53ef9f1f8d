import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form'
import { Label } from '@/components/ui/label'
import { lazyOnRender } from '@/components/ui/lazy'
import type { SshKey } from '@/lib/api/__generated__/Api'
import { FormSection, PickerEmpty, setOpts, TruncatedNote, type SectionProps } from './form-section'
import { WhenLoaded } from './when-loaded'
import { uniqueBy } from '@/lib/core/keys'

// the new key's form loads when first asked for
const CreateSshKeyForm = lazyOnRender(() =>
  import('@/components/settings/create-ssh-key-panel').then((m) => m.CreateSshKeyForm),
)

/**
 * Adds a key to the profile in a dialog over this form, which keeps what was typed; the
 * new key, once the list has it, is chosen for the instance.
 */
function AddKeyButton({ form }: Pick<SectionProps, 'form'>) {
  const [adding, setAdding] = useState(false)
  return (
    <>
      <div>
        <Button type="button" variant="outline" onClick={() => setAdding(true)}>
          Add SSH key
        </Button>
      </div>
      {adding && (
        <CreateSshKeyForm
          container="modal"
          onClose={() => setAdding(false)}
          onCreated={(key) => {
            const chosen = form.getValues('sshKeyIds')
            form.setValue('sshKeyIds', [...chosen, key.id], setOpts(form))
            setAdding(false)
          }}
        />
      )}
    </>
  )
}

export function SshKeysSection({ form, data }: SectionProps) {
  return (
    <FormSection
      id="ssh-keys"
      title="SSH keys"
      description="Public keys from your profile that cloud-init puts on the instance."
    >
      <WhenLoaded list={data.sshKeys} what="SSH keys">
        {(keys, truncated) => <KeyPicker form={form} keys={keys} truncated={truncated} />}
      </WhenLoaded>
    </FormSection>
  )
}

function KeyPicker({
  form,
  keys,
  truncated,
}: Pick<SectionProps, 'form'> & { keys: SshKey[]; truncated: boolean }) {
  return (
    <>
      {keys.length === 0 ? (
        <PickerEmpty title="You have no SSH keys">
          Add one to sign in to the instance with it.
        </PickerEmpty>
      ) : (
        <FormField
          control={form.control}
          name="sshKeyIds"
          render={({ field }) => {
            const chosen = field.value
            const toggle = (id: string, on: boolean) =>
              field.onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id))
            return (
              <fieldset className="flex flex-col gap-3">
                <legend className="sr-only">SSH keys to add</legend>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                  <span className="text-muted-foreground">
                    {chosen.length} of {keys.length} selected
                  </span>
                  <button
                    type="button"
                    className="font-medium text-primary hover:underline"
                    onClick={() =>
                      field.onChange(chosen.length === keys.length ? [] : keys.map((k) => k.id))
                    }
                  >
                    {chosen.length === keys.length ? 'Select none' : 'Select all'}
                  </button>
                </div>
                <ul className="flex max-h-72 flex-col gap-3 overflow-y-auto">
                  {uniqueBy(keys, (k) => k.id).map((key) => {
                    const id = `ssh-key-${key.id}`
                    return (
                      <li key={key.id} className="flex items-start gap-3">
                        <Checkbox
                          id={id}
                          className="mt-0.5"
                          checked={chosen.includes(key.id)}
                          onCheckedChange={(on) => toggle(key.id, on === true)}
                          aria-describedby={key.description ? `${id}-description` : undefined}
                        />
                        <div className="flex min-w-0 flex-col gap-0.5">
                          <Label htmlFor={id} weight="normal" leading="5" className="truncate">
                            {key.name}
                          </Label>
                          {key.description && (
                            <span
                              id={`${id}-description`}
                              className="truncate text-xs text-muted-foreground"
                              title={key.description}
                            >
                              {key.description}
                            </span>
                          )}
                        </div>
                      </li>
                    )
                  })}
                </ul>
              </fieldset>
            )
          }}
        />
      )}
      <TruncatedNote show={truncated} what="SSH keys of your profile" />
      <AddKeyButton form={form} />
    </>
  )
}
