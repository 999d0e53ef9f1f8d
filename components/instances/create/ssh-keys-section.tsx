import { ExternalLink } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form'
import { Label } from '@/components/ui/label'
import type { SshKey } from '@/lib/api/__generated__/Api'
import { pb } from '@/lib/core/paths'
import { FormSection, PickerEmpty, TruncatedNote, type SectionProps } from './form-section'
import { WhenLoaded } from './when-loaded'
import { uniqueBy } from '@/lib/core/keys'

/** Opens in a new tab so that the form being filled in here is kept. */
function AddKeyLink() {
  return (
    <IntentLink
      href={pb.sshKeysNew()}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
    >
      Add an SSH key
      <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </IntentLink>
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
          <AddKeyLink />
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
      {keys.length > 0 && <AddKeyLink />}
    </>
  )
}
