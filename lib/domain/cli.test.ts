import { describe, expect, it } from 'vitest'
import * as op from '@/lib/api/ops'
import { requestPreview } from './cli'
import { shellWord } from './cli-line'
import { MASK, maskSecrets } from './cli-secrets'

describe('requestPreview', () => {
  it('a flat body: the request, and the CLI with `--flag=value` flags', () => {
    const preview = requestPreview(op.projectCreate, {
      body: { name: 'web', description: "it's the web tier" },
    })
    expect(preview.method).toBe('POST')
    expect(preview.url).toBe('/v1/projects')
    expect(JSON.parse(preview.body!)).toEqual({ name: 'web', description: "it's the web tier" })
    expect(preview.cli).toBe(
      `oxide project create --name=web --description='it'\\''s the web tier'`,
    )
  })

  it('path and query parameters fill the path, the query and the flags', () => {
    const preview = requestPreview(op.vpcUpdate, {
      path: { vpc: 'a b' },
      query: { project: 'web', absent: undefined },
      body: { description: 'x' },
    })
    expect(preview.url).toBe('/v1/vpcs/a%20b?project=web')
    expect(preview.cli).toBe(`oxide vpc update --vpc='a b' --project=web --description=x`)
  })

  it('a nested body goes in the CLI’s --json-body file, its keys as sent (snake_case)', () => {
    // as the form's body builder gives it, in the generated client's camelCase
    const preview = requestPreview(op.diskCreate, {
      query: { project: 'web' },
      body: { name: 'd', size: 1024, diskSource: { type: 'blank', blockSize: 512 } },
    })
    expect(preview.body).not.toMatch(/diskSource|blockSize/)
    expect(preview.url).toBe('/v1/disks?project=web')
    expect(preview.cli).toBe('oxide disk create --project=web --json-body=body.json')
    expect(preview.cliNote).toBe('body.json holds the request body shown below.')
    expect(JSON.parse(preview.body!)).toMatchObject({ disk_source: { block_size: 512 } })
  })

  it('never shows a secret: by name at any depth, and as the form declares', () => {
    const preview = requestPreview(
      op.siloCreate,
      {
        body: {
          name: 's',
          admin_password: 'hunter2',
          passphrase: 'declared',
          tls_certificates: [{ name: 'c', cert: 'PUBLIC PEM', key: 'PRIVATE PEM' }],
        },
      },
      ['passphrase'],
    )
    const shown = `${preview.body} ${preview.cli}`
    for (const secret of ['hunter2', 'declared', 'PRIVATE PEM']) expect(shown).not.toContain(secret)
    expect(shown).toContain('PUBLIC PEM')
    expect(JSON.parse(preview.body!)).toMatchObject({
      admin_password: MASK,
      passphrase: MASK,
      tls_certificates: [{ key: MASK }],
    })
  })

  it('a value that starts with `-` stays a value; a key in the flags is read from its file', () => {
    const preview = requestPreview(op.certificateCreate, {
      body: {
        name: 'c',
        description: '- staging',
        cert: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
        key: '-----BEGIN PRIVATE KEY-----\nS3CRET\n-----END PRIVATE KEY-----\n',
        service: 'external_api',
      },
    })
    expect(preview.cli).toBe(
      `oxide certificate create --name=c --description='- staging' --cert='-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n' --key="$(cat key.pem)" --service=external_api`,
    )
    expect(preview.cliNote).toBe('Secrets stay out of the command: it reads them from key.pem.')
    expect(JSON.parse(preview.body!)).toMatchObject({ key: MASK })
  })

  it('a body with a null the flags can’t say, and nothing else, goes in the file', () => {
    const unlimited = requestPreview(op.authSettingsUpdate, {
      body: { deviceTokenMaxTtlSeconds: null },
    })
    expect(unlimited.cli).toBe('oxide auth-settings update --json-body=body.json')
    const hour = requestPreview(op.authSettingsUpdate, { body: { deviceTokenMaxTtlSeconds: 3600 } })
    expect(hour.cli).toBe('oxide auth-settings update --device-token-max-ttl-seconds=3600')
    expect(hour.cliNote).toBeNull()
  })
})

it('names parameters as the contract does, whatever the client calls them', () => {
  const preview = requestPreview(op.floatingIpUpdate, {
    path: { floatingIp: 'ip1' },
    query: { project: 'web' },
    body: { name: 'ip1', description: '' },
  })
  expect(preview.url).toBe('/v1/floating-ips/ip1?project=web')
  expect(preview.cli).toBe(
    `oxide floating-ip update --floating-ip=ip1 --project=web --name=ip1 --description=''`,
  )
  // a path parameter not given yet stays a placeholder under the contract's name
  const unnamed = requestPreview(op.floatingIpUpdate, { query: { project: 'web' } })
  expect(unnamed.url).toBe('/v1/floating-ips/{floating_ip}?project=web')
})

describe('secrets in a body file', () => {
  it('jq fills each one in from its variable; a list of secrets stays a list', () => {
    const preview = requestPreview(op.webhookReceiverCreate, {
      body: { name: 'hook', endpoint: 'https://h.example', secrets: ['s3cret', 'other'] },
    })
    expect(preview.cli).toBe(
      `jq --arg secret "$OXIDE_WEBHOOK_SECRET" --arg secret_2 "$OXIDE_WEBHOOK_SECRET_2" '.secrets[0] = $secret | .secrets[1] = $secret_2' body.json | oxide alert receiver webhook create --json-body=/dev/stdin`,
    )
    expect(preview.cliNote).toBe(
      'body.json holds the request body shown below; jq fills in its secrets. Secrets stay out of the command: it reads them from $OXIDE_WEBHOOK_SECRET and $OXIDE_WEBHOOK_SECRET_2.',
    )
    expect(JSON.parse(preview.body!)).toMatchObject({ secrets: [MASK, MASK] })
    expect(`${preview.body} ${preview.cli}`).not.toMatch(/s3cret|other/)
  })

  it('a silo’s TLS keys from their files', () => {
    const cert = (name: string) => ({
      name,
      description: '',
      cert: 'C',
      key: 'K',
      service: 'external_api',
    })
    const preview = requestPreview(op.siloCreate, {
      body: { name: 's', tlsCertificates: [cert('a'), cert('b')], quotas: { cpus: 0 } },
    })
    expect(preview.cli).toBe(
      `jq --rawfile tls_certificate_key tls-certificate-key.pem --rawfile tls_certificate_key_2 tls-certificate-key-2.pem '.tls_certificates[0].key = $tls_certificate_key | .tls_certificates[1].key = $tls_certificate_key_2' body.json | oxide silo create --json-body=/dev/stdin`,
    )
  })

  it('a password: its tag shows, its value comes from a variable', () => {
    const create = requestPreview(op.localIdpUserCreate, {
      query: { silo: 'acme' },
      body: { externalId: 'ada', password: { mode: 'password', value: 'hunter2' } },
    })
    expect(JSON.parse(create.body!)).toEqual({
      external_id: 'ada',
      password: { mode: 'password', value: MASK },
    })
    expect(create.cli).toBe(
      `jq --arg password "$OXIDE_USER_PASSWORD" '.password.value = $password' body.json | oxide silo idp local user create --silo=acme --json-body=/dev/stdin`,
    )
    const set = requestPreview(
      op.localIdpUserSetPassword,
      {
        path: { userId: 'u1' },
        query: { silo: 'acme' },
        body: { mode: 'password', value: 'hunter2' },
      },
      ['value'],
    )
    expect(set.cli).toBe(
      `jq --arg password "$OXIDE_USER_PASSWORD" '.value = $password' body.json | oxide silo idp local user set-password --user-id=u1 --silo=acme --json-body=/dev/stdin`,
    )
    const none = requestPreview(op.localIdpUserCreate, {
      query: { silo: 'acme' },
      body: { externalId: 'ada', password: { mode: 'login_disallowed' } },
    })
    expect(none.cli).toBe('oxide silo idp local user create --silo=acme --json-body=body.json')
  })
})

describe('maskSecrets', () => {
  it('leaves empty secrets as they are, so an unset field reads unset', () => {
    expect(maskSecrets({ password: '', private_key: null })).toEqual({
      password: '',
      private_key: null,
    })
  })

  it('keeps a secret’s tag, which says its kind', () => {
    expect(maskSecrets({ password: { mode: 'login_disallowed' } })).toEqual({
      password: { mode: 'login_disallowed' },
    })
  })
})

describe('shellWord', () => {
  it('quotes only what the shell would split or expand', () => {
    expect(shellWord('web-1')).toBe('web-1')
    expect(shellWord('10.0.0.0/24')).toBe('10.0.0.0/24')
    expect(shellWord('$HOME')).toBe(`'$HOME'`)
    expect(shellWord('')).toBe(`''`)
  })
})

describe('the calls of the instance and VPC panels', () => {
  it('sends the body as the client does: snake_case keys, undefined left out', () => {
    const preview = requestPreview(op.diskCreate, {
      query: { project: 'web' },
      body: { name: 'd', description: undefined, diskSource: { type: 'blank', blockSize: 512 } },
    })
    expect(JSON.parse(preview.body!)).toEqual({
      name: 'd',
      disk_source: { type: 'blank', block_size: 512 },
    })
  })

  it('a network interface: created under its instance, updated by id', () => {
    const create = requestPreview(op.instanceNetworkInterfaceCreate, {
      query: { project: 'web', instance: 'db1' },
      body: { name: 'nic1', description: '', vpcName: 'default', subnetName: 'default', ip: null },
    })
    expect(`${create.method} ${create.url}`).toBe(
      'POST /v1/network-interfaces?project=web&instance=db1',
    )
    expect(create.cli).toBe(
      `oxide instance nic create --project=web --instance=db1 --name=nic1 --description='' --vpc-name=default --subnet-name=default`,
    )
    const update = requestPreview(op.instanceNetworkInterfaceUpdate, {
      path: { interface: 'a1b2' },
      body: { name: 'nic1', description: 'x', primary: true },
    })
    expect(`${update.method} ${update.url}`).toBe('PUT /v1/network-interfaces/a1b2')
    expect(update.cli).toBe(
      'oxide instance nic update --interface=a1b2 --name=nic1 --description=x --primary=true',
    )
  })

  it('a router’s route: create and update, its nested destination in the body file', () => {
    const body = {
      name: 'r1',
      description: '',
      destination: { type: 'ip_net', value: '10.0.0.0/8' },
      target: { type: 'drop' },
    }
    const create = requestPreview(op.vpcRouterRouteCreate, {
      query: { project: 'web', vpc: 'v', router: 'rt' },
      body,
    })
    expect(`${create.method} ${create.url}`).toBe(
      'POST /v1/vpc-router-routes?project=web&vpc=v&router=rt',
    )
    expect(create.cli).toBe(
      'oxide vpc router route create --project=web --vpc=v --router=rt --json-body=body.json',
    )
    const update = requestPreview(op.vpcRouterRouteUpdate, {
      path: { route: 'r1' },
      query: { project: 'web', vpc: 'v', router: 'rt' },
      body,
    })
    expect(`${update.method} ${update.url}`).toBe(
      'PUT /v1/vpc-router-routes/r1?project=web&vpc=v&router=rt',
    )
    expect(update.cli).toBe(
      'oxide vpc router route update --route=r1 --project=web --vpc=v --router=rt --json-body=body.json',
    )
  })
})

describe('the calls of the image and system panels', () => {
  it('an image from a snapshot', () => {
    const preview = requestPreview(op.imageCreate, {
      query: { project: 'web' },
      body: { name: 'img', os: 'debian', version: '12', source: { type: 'snapshot', id: 's1' } },
    })
    expect(`${preview.method} ${preview.url}`).toBe('POST /v1/images?project=web')
    expect(preview.cli).toBe('oxide image create --project=web --json-body=body.json')
  })

  it('a support bundle: experimental in the API, its own subcommand in the CLI', () => {
    const preview = requestPreview(op.supportBundleCreate, { body: { userComment: 'disk errors' } })
    expect(`${preview.method} ${preview.url}`).toBe('POST /experimental/v1/system/support-bundles')
    expect(preview.cli).toBe(`oxide bundle create --user-comment='disk errors'`)
    expect(JSON.parse(preview.body!)).toEqual({ user_comment: 'disk errors' })
  })

  it('a SAML identity provider: the CLI’s flags, its metadata and keypair read from files', () => {
    const preview = requestPreview(
      op.samlIdentityProviderCreate,
      {
        query: { silo: 'acme' },
        body: {
          name: 'okta',
          idpMetadataSource: { type: 'url', url: 'https://idp.example/m' },
          signingKeypair: { publicCert: 'CERTDER', privateKey: 'KEYDER' },
        },
      },
      ['signingKey'],
    )
    expect(`${preview.method} ${preview.url}`).toBe(
      'POST /v1/system/identity-providers/saml?silo=acme',
    )
    expect(preview.cli).toBe(
      'oxide silo idp saml create --silo=acme --name=okta --metadata-url=https://idp.example/m --public-cert=signing-cert.der --private-key=signing-key.der',
    )
    expect(preview.cliNote).toMatch(/signing-cert.der and signing-key.der/)
    expect(`${preview.body} ${preview.cli}`).not.toContain('KEYDER')
    expect(JSON.parse(preview.body!)).toMatchObject({
      signing_keypair: { public_cert: 'CERTDER', private_key: MASK },
    })
  })

  it('a webhook receiver’s update (its secrets are not in this body) and an IP pool’s range', () => {
    const update = requestPreview(op.webhookReceiverUpdate, {
      path: { receiver: 'hook' },
      body: { endpoint: 'https://h.example' },
    })
    expect(`${update.method} ${update.url}`).toBe('PUT /v1/webhook-receivers/hook')
    expect(update.cli).toBe(
      'oxide alert receiver webhook update --receiver=hook --endpoint=https://h.example',
    )
    const range = requestPreview(op.ipPoolRangeAdd, {
      path: { pool: 'p' },
      body: { first: '10.0.0.1', last: '10.0.0.9' },
    })
    expect(`${range.method} ${range.url}`).toBe('POST /v1/system/ip-pools/p/ranges/add')
    expect(range.cli).toBe('oxide ip-pool range add --pool=p --first=10.0.0.1 --last=10.0.0.9')
  })

  const calls = [
    [
      op.networkingLoopbackAddressCreate,
      'POST /v1/system/networking/loopback-address',
      'oxide system networking loopback-address create --rack-id=r --switch-location=switch0 --address=10.0.0.1 --mask=32 --address-lot=lot --anycast=false',
      {
        rackId: 'r',
        switchLocation: 'switch0',
        address: '10.0.0.1',
        mask: 32,
        addressLot: 'lot',
        anycast: false,
      },
    ],
    [
      op.networkingSwitchPortSettingsCreate,
      'POST /v1/system/networking/switch-port-settings',
      'oxide system networking switch-port-settings create --json-body=body.json',
      { name: 'p', portConfig: { geometry: 'qsfp28x1' } },
    ],
    [
      op.networkingBfdEnable,
      'POST /v1/system/networking/bfd-enable',
      'oxide system networking bfd enable --switch=switch0 --remote=192.0.2.1 --mode=single_hop --detection-threshold=3 --required-rx=1000000',
      {
        switch: 'switch0',
        remote: '192.0.2.1',
        local: null,
        mode: 'single_hop',
        detectionThreshold: 3,
        requiredRx: 1000000,
      },
    ],
    [
      op.networkingAddressLotCreate,
      'POST /v1/system/networking/address-lot',
      'oxide system networking address-lot create --json-body=body.json',
      {
        name: 'lot',
        kind: 'infra',
        blocks: [{ firstAddress: '10.0.0.1', lastAddress: '10.0.0.9' }],
      },
    ],
    [
      op.networkingBgpConfigCreate,
      'POST /v1/system/networking/bgp',
      'oxide system networking bgp config create --name=b --description=- --asn=65000 --bgp-announce-set-id=s',
      { name: 'b', description: '-', asn: 65000, bgpAnnounceSetId: 's', vrf: null },
    ],
    [
      op.networkingBgpAnnounceSetUpdate,
      'PUT /v1/system/networking/bgp-announce-set',
      'oxide system networking bgp announce-set update --json-body=body.json',
      { name: 's', announcement: [{ addressLotBlock: 'lot', network: '198.51.100.0/24' }] },
    ],
  ] as const
  for (const [operation, request, cli, body] of calls) {
    it(`${operation[0]}: the CLI line and the request line`, () => {
      const preview = requestPreview(operation, { body })
      expect(`${preview.method} ${preview.url}`).toBe(request)
      expect(preview.cli).toBe(cli)
    })
  }
})
