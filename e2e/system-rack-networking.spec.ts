import { randomInt } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowLinkedAs, rowOf } from './rows'

/** Twenty addresses in 100.64.0.0/10 that other runs against the same server are unlikely to hold. */
function freshBlock() {
  const prefix = `100.${randomInt(64, 128)}.${randomInt(0, 256)}`
  return { prefix, first: `${prefix}.1`, last: `${prefix}.20` }
}

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function confirmIn(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title })
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
}

test('the seeded uplink shows its settings, link and the router it hears over LLDP', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/networking/switch-ports')
  await expect(page.getByRole('heading', { level: 1, name: 'Rack networking' })).toBeVisible()
  const uplink = rowLinkedAs(page, 'switch0/qsfp0')
  await expect(uplink).toContainText('uplink-switch0')
  await expect(uplink).toContainText('Up')
  await expect(rowLinkedAs(page, 'switch0/qsfp1')).toContainText('No link')

  await uplink.getByRole('link', { name: 'switch0/qsfp0' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'switch0/qsfp0' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^100 Gbit\/s$/ })).toBeVisible()
  const neighbours = page.getByRole('table', { name: 'LLDP neighbours' })
  await expect(neighbours).toContainText('edge-router-1')
  await expect(neighbours).toContainText('198.51.100.1')
  await expect(page.getByRole('checkbox', { name: 'LLDP enabled' })).toBeChecked()
})

test('an operator creates a lot, takes a loopback and port settings from it, applies them to a port and tears it all down', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const lot = uniqueName('lot')
  const settings = uniqueName('uplink')
  const block = freshBlock()

  // the lot, with one block; the form checks the addresses
  await page.goto('/system/networking/address-lots')
  await page.getByRole('link', { name: 'New address lot' }).first().click()
  await expect(page).toHaveURL('/system/networking/address-lots-new')
  const create = page.getByRole('dialog', { name: 'Create address lot' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(lot)
  await create.getByRole('textbox', { name: 'Block 1 first address' }).fill('100.64.0')
  await create.getByRole('textbox', { name: 'Block 1 last address' }).fill(block.last)
  await create.getByRole('button', { name: 'Create address lot' }).click()
  await expect(create.getByText('Not a valid IP address')).toBeVisible()
  await create.getByRole('textbox', { name: 'Block 1 first address' }).fill(block.first)
  await create.getByRole('button', { name: 'Create address lot' }).click()
  await expect(page).toHaveURL(`/system/networking/address-lots/${lot}`)
  await expect(page.getByRole('heading', { level: 1, name: lot })).toBeVisible()
  await expect(rowOf(page, block.first)).toContainText(block.last)

  // a loopback address from it, on switch0 (the only rack is chosen for us)
  const loopback = `${block.prefix}.5`
  await page.goto('/system/networking/loopback-addresses-new')
  const newLoopback = page.getByRole('dialog', { name: 'Create loopback address' })
  await newLoopback.getByRole('textbox', { name: 'Address' }).fill(loopback)
  await choose(page, newLoopback, 'Address lot', lot)
  await newLoopback.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(page).toHaveURL('/system/networking/loopback-addresses')
  await expect(rowOf(page, `${loopback}/32`)).toContainText('switch0')

  // port settings with an address of the lot and a default route
  await page.goto('/system/networking/port-settings')
  await page.getByRole('link', { name: 'New port settings' }).first().click()
  const newSettings = page.getByRole('dialog', { name: 'Create port settings' })
  await newSettings.getByRole('textbox', { name: 'Name', exact: true }).fill(settings)
  await newSettings
    .getByRole('textbox', { name: 'Address', exact: true })
    .fill(`${block.prefix}.10/30`)
  await newSettings.getByRole('button', { name: 'Create port settings' }).click()
  await expect(newSettings.getByText('Choose the address lot the address comes from')).toBeVisible()
  await choose(page, newSettings, 'Address lot', lot)
  await newSettings.getByRole('textbox', { name: 'Default gateway' }).fill(`${block.prefix}.9`)
  await newSettings.getByRole('button', { name: 'Create port settings' }).click()
  await expect(page).toHaveURL(`/system/networking/port-settings/${settings}`)
  await expect(page.getByRole('table', { name: 'Addresses' })).toContainText(lot)
  await expect(page.getByRole('table', { name: 'Routes' })).toContainText('0.0.0.0/0')

  // while in use, Nexus keeps the lot and says why
  await page.goto('/system/networking/address-lots')
  await expect(rowLinkedAs(page, lot)).toContainText('Infrastructure')
  await openRowMenu(page, lot, 'Delete')
  await confirmIn(page, 'Delete address lot')
  await expect(page.getByText(`address lot "${lot}" is in use and cannot be deleted`)).toBeVisible()
  await expect(rowLinkedAs(page, lot)).toBeVisible()

  // apply the settings to a spare port of switch1: its link comes up
  const portName = `qsfp${randomInt(1, 8)}`
  const port = `switch1/${portName}`
  await page.goto('/system/networking/switch-ports')
  await rowLinkedAs(page, port).getByRole('link', { name: port }).click()
  await expect(page.getByRole('heading', { level: 1, name: port })).toBeVisible()
  await page.getByRole('button', { name: 'Apply settings' }).click()
  const apply = page.getByRole('dialog', { name: 'Apply port settings' })
  await choose(page, apply, 'Port settings', settings)
  await apply.getByRole('button', { name: 'Apply settings' }).click()
  await expect(apply).toBeHidden()
  await expect(page.getByRole('link', { name: settings })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Up$/ })).toBeVisible()

  // what the link announces over LLDP
  await page.getByRole('checkbox', { name: 'LLDP enabled' }).check()
  await page.getByRole('textbox', { name: 'System name' }).fill('rack-e2e')
  await page.getByRole('textbox', { name: 'Management IP' }).fill('10.0.0')
  await page.getByRole('button', { name: 'Save LLDP configuration' }).click()
  await expect(page.getByText('Not a valid IP address')).toBeVisible()
  await page.getByRole('textbox', { name: 'Management IP' }).fill(`${block.prefix}.10`)
  await page.getByRole('button', { name: 'Save LLDP configuration' }).click()
  await expect(page.getByText('LLDP configuration saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'System name' })).toHaveValue('rack-e2e')

  // clear the port, then everything goes, settings first
  await page.getByRole('button', { name: 'Clear settings' }).click()
  await confirmIn(page, 'Clear settings of port')
  await expect(page.getByText('No link: no settings applied')).toBeVisible()

  await page.goto('/system/networking/port-settings')
  await openRowMenu(page, settings, 'Delete')
  await confirmIn(page, 'Delete port settings')
  await expect(rowLinkedAs(page, settings)).toBeHidden()

  await page.goto('/system/networking/loopback-addresses')
  await openRowMenu(page, `${loopback}/32`, 'Delete')
  await confirmIn(page, 'Delete loopback address')
  await expect(rowOf(page, `${loopback}/32`)).toBeHidden()

  await page.goto(`/system/networking/address-lots/${lot}`)
  await page.getByRole('button', { name: 'Delete' }).click()
  await confirmIn(page, 'Delete address lot')
  await expect(page).toHaveURL('/system/networking/address-lots')
  await expect(rowLinkedAs(page, lot)).toBeHidden()
})

test('inbound ICMP and the allow list change only once confirmed, the list with a lock-out warning', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/networking/rack-access')

  // ICMP: a switch, each change confirmed, then put back
  const icmp = page.getByRole('switch', { name: 'Allow inbound ICMP' })
  const wasOn = (await icmp.getAttribute('aria-checked')) === 'true'
  await icmp.click()
  await confirmIn(page, wasOn ? 'Block inbound ICMP' : 'Allow inbound ICMP')
  await expect(icmp).toHaveAttribute('aria-checked', String(!wasOn))
  await icmp.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(icmp).toHaveAttribute('aria-checked', String(!wasOn))
  await icmp.click()
  await confirmIn(page, wasOn ? 'Allow inbound ICMP' : 'Block inbound ICMP')
  await expect(icmp).toHaveAttribute('aria-checked', String(wasOn))

  // the allow list: each line checked, the lock-out said before anything is sent
  const section = page.getByRole('region', { name: 'Source IP allow list' })
  await section.getByRole('radio', { name: 'Only listed addresses and subnets' }).check()
  await expect(section.getByText('Include your own address')).toBeVisible()
  const list = section.getByRole('textbox', { name: 'Addresses and subnets' })
  await list.fill('203.0.113.0/24\n198.51.100')
  await section.getByRole('button', { name: 'Save allow list' }).click()
  await expect(section.getByText(/^198\.51\.100: /)).toBeVisible()
  await list.fill('203.0.113.0/24\n198.51.100.7')
  await section.getByRole('button', { name: 'Save allow list' }).click()
  const restrict = page.getByRole('alertdialog', { name: 'Restrict access to listed addresses' })
  await expect(restrict).toContainText('203.0.113.0/24, 198.51.100.7/32')
  await expect(restrict).toContainText('Does the list include your own address?')
  await restrict.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Allow list saved')).toBeVisible()
  await page.reload()
  await expect(list).toHaveValue('203.0.113.0/24\n198.51.100.7/32')

  // back to any address, confirmed too
  await section.getByRole('radio', { name: 'Any address' }).check()
  await section.getByRole('button', { name: 'Save allow list' }).click()
  await confirmIn(page, 'Allow any source address')
  await page.reload()
  await expect(section.getByRole('radio', { name: 'Any address' })).toBeChecked()
})
