import { useState } from 'react'
import { NotFound } from '@/components/kit/errors/not-found'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { GatedButton } from '@/components/ui/gated-button'
import { PageHeader } from '@/components/ui/page-header'
import { PropertiesTable } from '@/components/ui/properties-table'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton, TextSkeleton } from '@/components/ui/skeleton'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import { blockingError } from '@/lib/api/load-state'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { ApplySettingsModal } from './apply-settings-modal'
import { speedLabel, SPEEDS } from './port-settings-schema'
import { LldpConfigForm } from './lldp-config-form'
import { LldpNeighborsTable } from './lldp-neighbors-table'
import { linkStateOf, PortSettingsName, portParams } from './switch-port-cells'
import * as op from '@/lib/api/ops'

type Sel = { rackId: string; switchLocation: string; port: string }

const detail = (status: Record<string, unknown> | undefined, ...keys: string[]) => {
  for (const k of keys) {
    const v = status?.[k]
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v)
  }
  return undefined
}

/** The switch reports a LinkSpeed where it can: say it as the settings page does. */
const speedOf = (reported: string | undefined) => {
  const speed = SPEEDS.find((s) => s === reported)
  return speed ? speedLabel(speed) : reported
}

/**
 * One port of a rack switch: the settings applied, the link they bring up,
 * its LLDP configuration and what it hears. Everything is asked for at once,
 * as the URL names the port fully.
 */
export function SwitchPortPage(sel: Sel) {
  const name = { rackId: sel.rackId, switchLocation: sel.switchLocation, portName: sel.port }
  const params = portParams(name)
  // a rack has at most 64 switch ports: one page holds them all
  const ports = useApiQuery(op.networkingSwitchPortList, { query: { limit: PICKER_LIMIT } })
  const status = useApiQuery(op.networkingSwitchPortStatus, params)
  const lldp = useApiQuery(op.networkingSwitchPortLldpConfigView, params)
  const [applyOpen, setApplyOpen] = useState(false)
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: clear } = useApiMutation(op.networkingSwitchPortClearSettings)
  const refused = useRefusals()

  const failed = blockingError(ports)
  if (failed) return <QueryError error={failed} />
  const port = ports.data?.items.find(
    (p) =>
      p.rackId === sel.rackId && p.switchLocation === sel.switchLocation && p.portName === sel.port,
  )
  const title = `${sel.switchLocation}/${sel.port}`
  const loading = <TextSkeleton />
  if (ports.data && !port) {
    return <NotFound />
  }
  const hasSettings = !!port?.portSettingsId
  const link = hasSettings ? status.data : undefined

  const clearSettings = () =>
    confirm({
      verb: 'Clear',
      kind: 'settings of port',
      name: title,
      consequence: 'Its link goes down, with its addresses, routes and BGP sessions.',
      onConfirm: async () => {
        await clear(params)
        toastSuccess(`Settings of ${title} cleared`)
      },
    })

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={title}
        spacing="none"
        actions={
          <>
            <GatedButton
              variant="outline"
              reason={refused('system.switchPort.settings.apply')}
              onClick={() => setApplyOpen(true)}
            >
              Apply settings
            </GatedButton>
            {hasSettings && (
              <GatedButton
                variant="outline"
                reason={refused('system.switchPort.settings.clear')}
                onClick={clearSettings}
              >
                Clear settings
              </GatedButton>
            )}
          </>
        }
      />
      <RefreshFailed query={ports} what="this port" />
      <PropertiesTable
        items={[
          { label: 'Rack', value: sel.rackId },
          { label: 'Switch', value: sel.switchLocation },
          {
            label: 'Settings',
            value: port ? <PortSettingsName id={port.portSettingsId} /> : loading,
          },
          {
            label: 'Link',
            value: !port
              ? loading
              : !hasSettings
                ? 'No link: no settings applied'
                : status.isPending
                  ? loading
                  : status.isError
                    ? `Unavailable: ${status.error.message}`
                    : linkStateOf(link),
          },
          { label: 'Speed', value: speedOf(detail(link, 'speed')) },
          { label: 'FEC', value: detail(link, 'fec') },
          { label: 'MTU', value: detail(link, 'mtu') },
          { label: 'Media', value: detail(link, 'media') },
        ]}
      />

      <section aria-label="LLDP configuration">
        <SectionHeader title="LLDP configuration" />
        {!port || (hasSettings && lldp.isPending) ? (
          <Skeleton className="h-32 w-full max-w-lg" />
        ) : !hasSettings ? (
          <p className="text-sm text-muted-foreground">
            No settings are applied to this port, so it has no link to configure LLDP on.
          </p>
        ) : lldp.data ? (
          <LldpConfigForm port={name} current={lldp.data} />
        ) : (
          <p className="text-sm text-muted-foreground">
            The LLDP configuration could not be read: {lldp.error?.message}
          </p>
        )}
      </section>

      <section aria-label="LLDP neighbours">
        <SectionHeader title="LLDP neighbours" />
        <LldpNeighborsTable {...sel} />
      </section>

      <ApplySettingsModal port={name} open={applyOpen} onOpenChange={setApplyOpen} />
      {confirmation}
    </div>
  )
}
