import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form'
import { Label } from '@/components/ui/label'
import type { FleetRole } from '@/lib/api/__generated__/Api'
import { FLEET_ROLES, SILO_ROLES, type CreateSiloValues } from './silo-schema'

/** For each silo role, the fleet roles its holders get too (none unless ticked). */
export function FleetRoleMappingsField({ form }: { form: UseFormReturn<CreateSiloValues> }) {
  const baseId = useId()
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Fleet roles by silo role</legend>
      <p className="text-sm text-muted-foreground">
        Users with a silo role also get the fleet roles ticked beside it.
      </p>
      {SILO_ROLES.map((siloRole) => (
        <FormField
          key={siloRole}
          control={form.control}
          name={`fleetRoles.${siloRole}`}
          render={({ field }) => {
            const chosen = field.value
            const toggle = (fleetRole: FleetRole, on: boolean) =>
              field.onChange(FLEET_ROLES.filter((r) => (r === fleetRole ? on : chosen.includes(r))))
            return (
              <div
                role="group"
                aria-label={`Fleet roles of silo ${siloRole}s`}
                className="flex flex-wrap items-center gap-x-4 gap-y-2"
              >
                <span className="w-28 text-sm">Silo {siloRole}</span>
                {FLEET_ROLES.map((fleetRole) => {
                  const id = `${baseId}-${siloRole}-${fleetRole}`
                  return (
                    <div key={fleetRole} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={chosen.includes(fleetRole)}
                        onCheckedChange={(on) => toggle(fleetRole, on === true)}
                        aria-label={`Silo ${siloRole}s are fleet ${fleetRole}s`}
                      />
                      <Label htmlFor={id} weight="normal">
                        Fleet {fleetRole}
                      </Label>
                    </div>
                  )
                })}
              </div>
            )
          }}
        />
      ))}
    </fieldset>
  )
}
