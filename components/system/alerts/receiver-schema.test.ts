import { describe, expect, it } from 'vitest'
import { receiverSchema, subscriptionSchema, toWebhookCreate } from './receiver-schema'

const valid = {
  name: 'ops-hook',
  description: '',
  endpoint: 'https://hooks.example.com/oxide',
  secrets: [{ value: 's3cret' }],
  subscriptions: ['test.foo'],
}

const messages = (value: unknown) => {
  const result = receiverSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('webhook receiver form', () => {
  it('accepts a receiver with an endpoint, a secret and subscriptions', () => {
    expect(messages(valid)).toEqual([])
  })

  it('asks for an HTTP or HTTPS endpoint', () => {
    expect(messages({ ...valid, endpoint: '' })).toEqual(['Enter the endpoint URL'])
    expect(messages({ ...valid, endpoint: 'hooks.example.com' })).toEqual([
      'Enter an http:// or https:// URL',
    ])
    expect(messages({ ...valid, endpoint: 'ftp://hooks.example.com' })).toEqual([
      'Enter an http:// or https:// URL',
    ])
  })

  it('needs at least one secret, none of them empty', () => {
    expect(messages({ ...valid, secrets: [] })).toEqual(['Add at least one secret'])
    expect(messages({ ...valid, secrets: [{ value: 'a' }, { value: '' }] })).toEqual([
      'Enter a secret',
    ])
  })

  it('sends the secrets as strings and each subscription once', () => {
    const body = toWebhookCreate({ ...valid, subscriptions: ['test.foo', 'test.foo'] })
    expect(body).toEqual({
      name: 'ops-hook',
      description: '',
      endpoint: 'https://hooks.example.com/oxide',
      secrets: ['s3cret'],
      subscriptions: ['test.foo'],
    })
  })
})

describe('subscription', () => {
  it.each(['probe', 'test.foo.bar', 'test.*', 'test.**', '**'])('accepts %s', (s) => {
    expect(subscriptionSchema.safeParse(s).success).toBe(true)
  })

  it.each(['test..foo', 'test.f*', 'test foo', '.test'])('refuses %s', (s) => {
    const result = subscriptionSchema.safeParse(s)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toBe(
      'Use alert class names separated by dots; * stands for one part, ** for any',
    )
  })
})
