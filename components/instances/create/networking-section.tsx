import { zodResolver } from '@hookform/resolvers/zod'
import { Network, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useForm, useFormState, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { ComboboxField } from '@/components/ui/choice-fields'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { CheckboxField, RadioField } from '@/components/ui/toggle-fields'
import { useApiQuery } from '@/lib/api/query'
import { makeNicSchema, MAX_NICS, type NicEntry } from './create-instance-schema'
import { FormSection, PickerEmpty, setOpts, TruncatedNote, type SectionProps } from './form-section'
import { MultiSelectField } from './multi-select-field'
import { readyItems } from './picker-list'
import { FormModal } from '@/components/kit/forms/form-modal'
import { WhenLoaded } from './when-loaded'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { floatingIpChoice, poolNamesById } from '@/lib/domain/floating-ip'
import * as op from '@/lib/api/ops'

export function NetworkingSection(props: SectionProps) {
  const { form } = props
  const { control } = form
  const networkType = useWatch({ control, name: 'networkType' })
  return (
    <FormSection id="networking" title="Networking">
      <RadioField
        control={control}
        name="networkType"
        label="Network interfaces"
        items={[
          {
            value: 'default',
            label: 'Default',
            description:
              "One interface in the project's default VPC and subnet, with an automatic IP",
          },
          { value: 'none', label: 'None', description: 'No network interfaces' },
          {
            value: 'custom',
            label: 'Custom',
            description: `Up to ${MAX_NICS} interfaces in the VPCs and subnets you choose`,
          },
        ]}
      />
      {networkType === 'custom' && <NicList {...props} />}
      <ExternalIps {...props} />
    </FormSection>
  )
}

function NicList({ form, data, project }: SectionProps) {
  const { control } = form
  const nics = useWatch({ control, name: 'nics' })
  const { errors } = useFormState({ control, name: 'nics' })
  const [adding, setAdding] = useState(false)
  const setNics = (next: NicEntry[]) => form.setValue('nics', next, setOpts(form))
  const listError =
    errors.nics?.message ??
    (errors.nics as { root?: { message?: string } } | undefined)?.root?.message
  return (
    <div className="flex flex-col gap-3 pl-7">
      {nics.length > 0 && (
        <ul className="flex flex-col divide-y rounded-md border" aria-label="Network interfaces">
          {nics.map((nic, i) => {
            const nicErrors = errors.nics?.[i]
            const messages = [nicErrors?.name?.message, nicErrors?.ip?.message].filter(Boolean)
            return (
              <li key={nic.name + i} className="flex items-center gap-3 px-3 py-2">
                <Network className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium" title={nic.name}>
                    {nic.name}
                  </span>
                  <span className="truncate text-xs text-muted-foreground">
                    {nic.vpcName} / {nic.subnetName} · {nic.ip.trim() || 'automatic IP'}
                  </span>
                  {messages.map((m) => (
                    <span key={m} className="text-sm font-medium text-destructive">
                      {m}
                    </span>
                  ))}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove interface ${nic.name}`}
                  onClick={() => setNics(nics.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      {listError && <p className="text-sm font-medium text-destructive">{listError}</p>}
      {/* an interface goes in a VPC: adding one waits for the project's VPCs */}
      <WhenLoaded list={data.vpcs} what="VPCs">
        {() => (
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={nics.length >= MAX_NICS}
              onClick={() => setAdding(true)}
            >
              Add network interface
            </Button>
          </div>
        )}
      </WhenLoaded>
      {adding && (
        <NicModal
          project={project}
          data={data}
          takenNames={nics.map((n) => n.name)}
          onAdd={(nic) => setNics([...nics, nic])}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  )
}

function NicModal({
  project,
  data,
  takenNames,
  onAdd,
  onClose,
}: {
  project: string
  data: SectionProps['data']
  takenNames: string[]
  onAdd: (nic: NicEntry) => void
  onClose: () => void
}) {
  const schema = useMemo(() => makeNicSchema(takenNames), [takenNames])
  const firstFree = Array.from({ length: MAX_NICS + 1 }, (_, i) => `nic${i}`).find(
    (n) => !takenNames.includes(n),
  )
  const form = useForm<NicEntry>({
    resolver: zodResolver(schema),
    defaultValues: { name: firstFree ?? '', description: '', vpcName: '', subnetName: '', ip: '' },
  })
  const vpc = useWatch({ control: form.control, name: 'vpcName' })
  // a subnet belongs to one VPC: choosing another VPC clears it
  const pickVpc = (picked: string) => picked !== vpc && form.resetField('subnetName')
  // the subnets depend on the VPC chosen here, so this is the one list that waits;
  // the VPCs are loaded before this dialog can open
  const subnets = useApiQuery(
    op.vpcSubnetList,
    { query: { project, vpc, limit: PICKER_LIMIT } },
    { enabled: !!vpc },
  )
  const vpcItems = readyItems(data.vpcs).map((v) => ({ value: v.name, label: v.name }))
  const subnetItems = (subnets.data?.items ?? []).map((s) => ({
    value: s.name,
    label: `${s.name} (${s.ipv4Block})`,
  }))
  return (
    <FormModal
      form={form}
      open
      onOpenChange={(next) => !next && onClose()}
      title="Add network interface"
      submitLabel="Add interface"
      onSubmit={form.handleSubmit((v) => {
        onAdd(v)
        onClose()
      })}
    >
      <NameAndDescriptionFields control={form.control} />
      {vpcItems.length === 0 ? (
        <PickerEmpty title="No VPCs in this project">Create a VPC first.</PickerEmpty>
      ) : (
        <ComboboxField
          control={form.control}
          name="vpcName"
          label="VPC"
          required
          placeholder="Select a VPC"
          items={vpcItems}
          onPicked={pickVpc}
        />
      )}
      <TruncatedNote
        show={data.vpcs.status === 'ready' && data.vpcs.truncated}
        what="VPCs of the project"
      />
      <ComboboxField
        control={form.control}
        name="subnetName"
        label="Subnet"
        required
        disabled={!vpc}
        placeholder={
          !vpc ? 'Select a VPC first' : subnets.isPending ? 'Loading subnets…' : 'Select a subnet'
        }
        emptyText={subnets.error ? subnets.error.message : 'No subnets in this VPC'}
        items={subnetItems}
      />
      <TruncatedNote show={!!subnets.data?.nextPage} what="subnets of the VPC" />
      <TextField
        control={form.control}
        name="ip"
        label="IP address"
        description="Leave empty to have one assigned from the subnet"
      />
    </FormModal>
  )
}

function ExternalIps({ form, data }: SectionProps) {
  const { control } = form
  const ephemeral = useWatch({ control, name: 'ephemeralIp' })
  const poolItems = useMemo(
    () =>
      readyItems(data.ipPools).map((p) => ({
        value: p.name,
        label: p.isDefault ? `${p.name} (default)` : p.name,
      })),
    [data.ipPools],
  )
  // the silo's pools name each floating IP's pool; until they load, or if they fail, none
  const floatingItems = useMemo(() => {
    const poolNames = poolNamesById(readyItems(data.ipPools))
    return readyItems(data.floatingIps).map((f) => floatingIpChoice(f, poolNames))
  }, [data.floatingIps, data.ipPools])
  const noPools = poolItems.length === 0
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-base font-semibold">External IPs</h3>
      <WhenLoaded list={data.ipPools} what="IP pools">
        {(_, truncated) => (
          <>
            <CheckboxField
              control={control}
              name="ephemeralIp"
              label="Allocate an ephemeral IP"
              disabled={noPools}
              description={
                noPools
                  ? 'No IP pools are linked to this silo'
                  : 'An address for inbound traffic that lasts as long as the instance'
              }
            />
            {ephemeral && !noPools && (
              <div className="flex flex-col gap-2 pl-7">
                <ComboboxField
                  control={control}
                  name="ipPool"
                  label="IP pool"
                  placeholder="The silo's default pool"
                  items={poolItems}
                />
                <TruncatedNote show={truncated} what="IP pools of the silo" />
              </div>
            )}
          </>
        )}
      </WhenLoaded>
      <WhenLoaded list={data.floatingIps} what="floating IPs">
        {(_, truncated) =>
          floatingItems.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No unattached floating IPs in this project.
            </p>
          ) : (
            <>
              <MultiSelectField
                control={control}
                name="floatingIps"
                label="Floating IPs"
                description="Unattached floating IPs of the project to attach"
                placeholder="Select floating IPs"
                items={floatingItems}
              />
              <TruncatedNote
                show={truncated}
                what="floating IPs of the project"
                kept="unattached"
              />
            </>
          )
        }
      </WhenLoaded>
    </div>
  )
}
