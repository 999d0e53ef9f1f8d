import { inLayout } from './define'

/** The signed-in user’s own settings. */
export const settingsRoutes = inLayout('settings', {
  profile: { pattern: '/settings/profile', title: 'Profile' },
  sshKeys: { pattern: '/settings/ssh-keys', title: 'SSH Keys' },
  sshKeysNew: {
    pattern: '/settings/ssh-keys-new',
    panelOver: 'sshKeys',
    title: 'Add SSH key',
    parent: 'sshKeys',
  },
  sshKeyEdit: {
    pattern: '/settings/ssh-keys/[sshKey]/edit',
    panelOver: 'sshKeys',
    title: 'SSH key',
    parent: 'sshKeys',
    crumbParam: 'sshKey',
  },
  accessTokens: { pattern: '/settings/access-tokens', title: 'Access Tokens' },
})
