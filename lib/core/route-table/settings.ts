import { inLayout } from './define'

/** The signed-in user’s own settings. */
export const settingsRoutes = inLayout('settings', {
  profile: { pattern: '/settings/profile', title: 'Profile' },
  sshKeys: { pattern: '/settings/ssh-keys', title: 'SSH Keys' },
  sshKeysNew: {
    pattern: '/settings/ssh-keys-new',
    title: 'Add SSH key',
    parent: 'sshKeys',
  },
  sshKeyEdit: {
    pattern: '/settings/ssh-keys/[sshKey]/edit',
    title: 'SSH key',
    parent: 'sshKeys',
    crumbParam: 'sshKey',
  },
  accessTokens: { pattern: '/settings/access-tokens', title: 'Access Tokens' },
})
