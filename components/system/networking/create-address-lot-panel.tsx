import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useFieldArray, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import {
  addressLotBody,
  addressLotDefaults,
  addressLotSchema,
  type AddressLotValues,
} from './address-lot-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const call = (v: AddressLotValues) => ({ body: addressLotBody(v) })

/** A lot and its blocks, all sent at once: the API has no call to add a block later. */
export function CreateAddressLotPanel() {
  const router = useRouter()
  const refused = useRefusals()
  const form = useForm<AddressLotValues>({
    resolver: zodResolver(addressLotSchema),
    defaultValues: addressLotDefaults,
  })
  const blocks = useFieldArray({ control: form.control, name: 'blocks' })
  const create = useApiMutation(op.networkingAddressLotCreate, {
    onSuccess: ({ lot }) => {
      toastSuccess(`Address lot ${lot.name} created`)
      void router.push(pb.systemAddressLot({ lot: lot.name }))
    },
  })
  const blocksError =
    form.formState.errors.blocks?.root?.message ?? form.formState.errors.blocks?.message
  return (
    <SidePanel
      docs={docs.rackNetworking}
      form={form}
      open
      title="Create address lot"
      refused={refused('system.addressLot.create')}
      submitLabel="Create address lot"
      onDismiss={() => void router.push(pb.systemAddressLots())}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.networkingAddressLotCreate, build: call }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <RadioField
        control={form.control}
        name="kind"
        label="Kind"
        items={[
          {
            value: 'infra',
            label: 'Infrastructure',
            description: 'Switch and loopback addresses',
          },
          { value: 'pool', label: 'Pool', description: 'Addresses handed out to instances' },
        ]}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">Blocks</legend>
        {blocks.fields.map((field, i) => (
          <div key={field.id} className="flex items-start gap-2">
            <TextField
              control={form.control}
              name={`blocks.${i}.first`}
              label={`Block ${i + 1} first address`}
              required
              className="flex-1"
            />
            <TextField
              control={form.control}
              name={`blocks.${i}.last`}
              label={`Block ${i + 1} last address`}
              required
              className="flex-1"
            />
            {blocks.fields.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-7"
                onClick={() => blocks.remove(i)}
              >
                Remove block {i + 1}
              </Button>
            )}
          </div>
        ))}
        {blocksError && (
          <p role="alert" className="text-sm text-destructive">
            {blocksError}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => blocks.append({ first: '', last: '' })}
        >
          Add block
        </Button>
      </fieldset>
    </SidePanel>
  )
}
