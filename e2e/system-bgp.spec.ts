import { randomInt } from 'node:crypto'
import { expect } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowOf } from './rows'

/** A /24 in 10.0.0.0/8 that other runs against the same server are unlikely to announce. */
const freshNetwork = (third = randomInt(0, 256)) => `10.${randomInt(64, 250)}.${third}.0/24`

test('an operator makes an announce set, edits it, uses it in a BGP configuration, then deletes both', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const set = uniqueName('set')
  const config = uniqueName('bgp')
  const [netA, netB] = [freshNetwork(1), freshNetwork(2)]

  await page.goto('/system/networking/bgp/announce-sets')
  await expect(rowOf(page, 'rack-uplinks')).toContainText('198.51.100.0/24')
  await page.getByRole('link', { name: 'New announce set' }).first().click()
  await expect(page).toHaveURL('/system/networking/bgp/announce-sets-new')
  const create = page.getByRole('dialog', { name: 'Create announce set' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(set)
  const first = create.getByRole('group', { name: 'Announcement 1' })
  await first.getByRole('textbox', { name: 'Network' }).fill('10.1.2.3')
  await first.getByRole('textbox', { name: 'Address lot' }).fill('e2e-lot')
  await create.getByRole('button', { name: 'Create announce set' }).click()
  await expect(
    first.getByText('Must contain an IP address and a width, separated by a /'),
  ).toBeVisible()
  await first.getByRole('textbox', { name: 'Network' }).fill(netA)
  await create.getByRole('button', { name: 'Add announcement' }).click()
  const second = create.getByRole('group', { name: 'Announcement 2' })
  await second.getByRole('textbox', { name: 'Network' }).fill(netB)
  await second.getByRole('textbox', { name: 'Address lot' }).fill('e2e-lot')
  await create.getByRole('button', { name: 'Create announce set' }).click()
  await expect(create).toBeHidden()
  await expect(rowOf(page, set)).toContainText(`${netA}, ${netB}`)

  // edit: the PUT replaces the set's announcements as a whole
  await openRowMenu(page, set, 'Edit')
  await expect(page).toHaveURL(`/system/networking/bgp/announce-sets/${set}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit announce set' })
  await expect(
    edit.getByRole('group', { name: 'Announcement 2' }).getByRole('textbox', { name: 'Network' }),
  ).toHaveValue(netB)
  await edit.getByRole('button', { name: 'Remove announcement 1' }).click()
  await edit.getByRole('button', { name: 'Update announce set' }).click()
  await expect(edit).toBeHidden()
  await expect(rowOf(page, set)).toContainText(netB)
  await expect(rowOf(page, set)).not.toContainText(netA)

  // a configuration announcing the set
  await page.getByRole('link', { name: 'Configurations' }).click()
  await page.getByRole('link', { name: 'New configuration' }).first().click()
  const newConfig = page.getByRole('dialog', { name: 'Create BGP configuration' })
  await newConfig.getByRole('textbox', { name: 'Name', exact: true }).fill(config)
  await newConfig.getByRole('spinbutton', { name: 'ASN' }).fill('0')
  await newConfig.getByRole('combobox', { name: 'Announce set' }).click()
  await page.getByRole('option', { name: set }).click()
  await newConfig.getByRole('button', { name: 'Create configuration' }).click()
  await expect(newConfig.getByText('An ASN is a whole number from 1 to 4294967295')).toBeVisible()
  await newConfig.getByRole('spinbutton', { name: 'ASN' }).fill('65123')
  await newConfig.getByRole('textbox', { name: 'VRF' }).fill('blue')
  await newConfig.getByRole('button', { name: 'Create configuration' }).click()
  await expect(newConfig).toBeHidden()
  await expect(page).toHaveURL('/system/networking/bgp/configs')
  await expect(rowOf(page, config)).toContainText('65123')
  await expect(rowOf(page, config)).toContainText('blue')

  // the set is in use, so Nexus refuses its delete and the console says why
  await page.getByRole('link', { name: 'Announce sets' }).click()
  await openRowMenu(page, set, 'Delete')
  await page
    .getByRole('alertdialog', { name: 'Delete announce set' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByText(`used by BGP config "${config}"`)).toBeVisible()
  await expect(rowOf(page, set)).toBeVisible()

  await page.getByRole('link', { name: 'Configurations' }).click()
  await openRowMenu(page, config, 'Delete')
  const delConfig = page.getByRole('alertdialog', { name: 'Delete BGP configuration' })
  await delConfig.getByRole('button', { name: 'Confirm' }).click()
  await expect(rowOf(page, config)).toBeHidden()

  await page.getByRole('link', { name: 'Announce sets' }).click()
  await openRowMenu(page, set, 'Delete')
  await page
    .getByRole('alertdialog', { name: 'Delete announce set' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(rowOf(page, set)).toBeHidden()
  await expect(rowOf(page, 'rack-uplinks')).toBeVisible()
})

test('the seeded peers are established, with the routes they exchange and their messages', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/networking/bgp')
  await expect(page).toHaveURL('/system/networking/bgp/peers')
  const peer = rowOf(page, '192.0.2.1')
  await expect(peer).toContainText('switch0')
  await expect(peer).toContainText('established')
  await expect(peer).toContainText('64512')

  await page.getByRole('link', { name: 'Exported routes' }).click()
  await expect(rowOf(page, '192.0.2.5')).toContainText('198.51.100.0/24')

  await page.getByRole('link', { name: 'Imported routes' }).click()
  await expect(page.getByRole('combobox', { name: 'ASN' })).toHaveText('65001')
  await expect(rowOf(page, '10.200.0.0/16')).toContainText('192.0.2.1')

  await page.getByRole('link', { name: 'Message history' }).click()
  const history = page.getByRole('region', { name: 'switch0, peer 192.0.2.1' })
  await expect(history.getByRole('cell', { name: 'open', exact: true }).first()).toBeVisible()
  await expect(history.getByRole('cell', { name: 'keepalive', exact: true }).first()).toBeVisible()
})

test('an operator enables a BFD session, watches it come up, and disables it', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  const remote = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`

  await page.goto('/system/networking/bfd')
  await expect(rowOf(page, '192.0.2.1')).toContainText('up')
  await page.getByRole('link', { name: 'Enable session' }).first().click()
  await expect(page).toHaveURL('/system/networking/bfd-new')
  const panel = page.getByRole('dialog', { name: 'Enable BFD session' })
  await panel.getByRole('textbox', { name: 'Remote address' }).fill(remote)
  await panel.getByRole('textbox', { name: 'Local address' }).fill('fd00::1')
  await panel.getByRole('button', { name: 'Enable session' }).click()
  await expect(panel.getByText('Must be an IPv4 address, like the remote')).toBeVisible()
  await panel.getByRole('textbox', { name: 'Local address' }).fill('')
  await panel.getByRole('radio', { name: /Multi hop/ }).check()
  await panel.getByRole('button', { name: 'Enable session' }).click()
  await expect(panel).toBeHidden()

  // a new session starts down and comes up by itself; the list refreshes until it has
  const row = rowOf(page, remote)
  await expect(row).toContainText('multi hop')
  await expect(row).toContainText('unspecified')
  await expect(row.getByText('up', { exact: true })).toBeVisible({ timeout: 30_000 })

  await openRowMenu(page, `${remote} on switch0`, 'Disable')
  const confirm = page.getByRole('alertdialog', { name: 'Disable BFD session' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(row).toBeHidden()
})
