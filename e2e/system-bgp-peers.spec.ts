import { randomInt } from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { limitNote, moreBeyondPickerLimit } from './picker-limit'
import { openRowMenu, rowLinkedAs, rowOf } from './rows'

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function confirmIn(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title })
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
}

/**
 * A port of switch1 with no settings, at random, as the rack networking test
 * picks one: other tests and runs share the server and may hold some.
 */
async function freeSwitch1Port(page: Page) {
  await page.goto('/system/networking/switch-ports')
  const free = page
    .getByRole('row')
    .filter({ hasText: 'No link' })
    .getByRole('link', { name: /^switch1\/qsfp[1-7]$/ })
  await expect(free.first()).toBeVisible()
  const names = await free.allTextContents()
  return names[randomInt(0, names.length)]
}

test('an operator peers a port with a BGP router through its settings, watches the session come up, then ends it', async ({
  page,
}) => {
  // a session takes its states one by one (about 10 s), besides the forms around it
  test.setTimeout(180_000)
  await signIn(page, 'fleet-admin')
  const settings = uniqueName('peered')
  const peer = `203.0.113.${randomInt(1, 255)}`

  // settings with an address from the seeded lot and one peer on phy0; the configuration
  // picker says when its page left some out
  await moreBeyondPickerLimit(page, /\/v1\/system\/networking\/bgp\?/)
  await page.goto('/system/networking/port-settings')
  await page.getByRole('link', { name: 'New port settings' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create port settings' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(settings)
  await create
    .getByRole('textbox', { name: 'Address', exact: true })
    .fill(`198.51.100.${randomInt(2, 30)}/30`)
  await choose(page, create, 'Address lot', 'uplink-lot')
  await create.getByRole('button', { name: 'Add BGP peer' }).click()
  const first = create.getByRole('group', { name: 'Peer 1' })
  await expect(
    first.getByRole('spinbutton', { name: 'Hold time (seconds)', exact: true }),
  ).toHaveValue('6')
  await expect(first.getByRole('spinbutton', { name: 'Keepalive (seconds)' })).toHaveValue('2')
  await expect(first.getByText(limitNote('BGP configurations'))).toBeVisible()

  // the form checks the peer before anything is sent
  await first.getByRole('textbox', { name: 'Peer address' }).fill('203.0.113')
  await first.getByRole('spinbutton', { name: 'Remote ASN' }).fill('4294967296')
  await create.getByRole('button', { name: 'Create port settings' }).click()
  await expect(first.getByText('Not a valid IP address')).toBeVisible()
  await expect(first.getByText('Choose the BGP configuration of this peer')).toBeVisible()
  await expect(first.getByText('Must be a whole number from 0 to 4294967295')).toBeVisible()

  await first.getByRole('textbox', { name: 'Peer address' }).fill(peer)
  await first.getByRole('spinbutton', { name: 'Remote ASN' }).fill('64512')
  await choose(page, first, 'BGP configuration', 'as65001')
  await create.getByRole('button', { name: 'Create port settings' }).click()
  await expect(page).toHaveURL(`/system/networking/port-settings/${settings}`)
  const peersTable = page.getByRole('table', { name: 'BGP peers' })
  await expect(rowOf(page, peer)).toContainText('as65001')
  await expect(peersTable).toContainText('phy0')
  await expect(peersTable).toContainText('64512')

  // applied to a free port of switch1, the session starts
  const port = await freeSwitch1Port(page)
  await rowLinkedAs(page, port).getByRole('link', { name: port }).click()
  await expect(page.getByRole('heading', { level: 1, name: port })).toBeVisible()
  const portUrl = page.url()
  await page.getByRole('button', { name: 'Apply settings' }).click()
  const apply = page.getByRole('dialog', { name: 'Apply port settings' })
  await choose(page, apply, 'Port settings', settings)
  await apply.getByRole('button', { name: 'Apply settings' }).click()
  await expect(apply).toBeHidden()
  await expect(page.getByRole('link', { name: settings })).toBeVisible()

  // BGP → Peers: the row comes up state by state as the tab polls
  await page.getByRole('link', { name: 'BGP', exact: true }).click()
  await page.getByRole('link', { name: 'Peers', exact: true }).click()
  await expect(page).toHaveURL('/system/networking/bgp/peers')
  const row = rowOf(page, peer)
  await expect(row).toContainText('switch1')
  await expect(row).toContainText('64512')
  await expect(row).toContainText(/established/i, { timeout: 40_000 })

  // clearing the port ends the session
  await page.goto(portUrl)
  await expect(page.getByRole('heading', { level: 1, name: port })).toBeVisible()
  await page.getByRole('button', { name: 'Clear settings' }).click()
  await confirmIn(page, 'Clear settings of port')
  await expect(page.getByText('No link: no settings applied')).toBeVisible()
  await page.goto('/system/networking/bgp/peers')
  await expect(rowOf(page, '192.0.2.5')).toBeVisible()
  await expect(rowOf(page, peer)).toBeHidden()

  await page.goto('/system/networking/port-settings')
  await openRowMenu(page, settings, 'Delete')
  await confirmIn(page, 'Delete port settings')
  await expect(rowLinkedAs(page, settings)).toBeHidden()
})
