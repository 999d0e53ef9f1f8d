import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'
import { DEMO_MARKER } from './lib/core/demo-marker'

const config: Config = {
  darkMode: ['class'],
  content: [
    './pages/**/*.{ts,tsx}',
    './components/**/*.{ts,tsx}',
    './lib/**/*.{ts,tsx}',
    // Tremor's charts carry their Tailwind classes (metrics tab)
    './node_modules/@tremor/**/*.{js,ts,jsx,tsx}',
  ],
  // Tremor builds its chart colour classes at run time from the `colors` prop,
  // so the ones the charts use are listed here
  safelist: [
    // the charts' colours (Tremor names them; the explorer draws up to eight lines)
    { pattern: /^(bg|text|stroke|fill)-(blue|emerald|amber|violet|rose|cyan|lime|fuchsia)-500$/ },
  ],
  theme: {
    extend: {
      colors: {
        border: 'hsl(var(--border))',
        input: 'hsl(var(--input))',
        ring: 'hsl(var(--ring))',
        background: 'hsl(var(--background))',
        foreground: 'hsl(var(--foreground))',
        primary: {
          DEFAULT: 'hsl(var(--primary))',
          foreground: 'hsl(var(--primary-foreground))',
        },
        secondary: {
          DEFAULT: 'hsl(var(--secondary))',
          foreground: 'hsl(var(--secondary-foreground))',
        },
        destructive: {
          DEFAULT: 'hsl(var(--destructive))',
          foreground: 'hsl(var(--destructive-foreground))',
        },
        notice: {
          DEFAULT: 'hsl(var(--notice))',
          foreground: 'hsl(var(--notice-foreground))',
          // text on a light notice tint: plain notice is too light for AA
          strong: 'hsl(var(--notice-strong))',
        },
        success: {
          DEFAULT: 'hsl(var(--success))',
          foreground: 'hsl(var(--success-foreground))',
          strong: 'hsl(var(--success-strong))',
        },
        // spec §4 state badges: creating is purple, starting is blue
        purple: {
          DEFAULT: 'hsl(var(--purple))',
          foreground: 'hsl(var(--purple-foreground))',
        },
        blue: {
          DEFAULT: 'hsl(var(--blue))',
          foreground: 'hsl(var(--blue-foreground))',
        },
        muted: {
          DEFAULT: 'hsl(var(--muted))',
          foreground: 'hsl(var(--muted-foreground))',
        },
        accent: {
          DEFAULT: 'hsl(var(--accent))',
          foreground: 'hsl(var(--accent-foreground))',
        },
        popover: {
          DEFAULT: 'hsl(var(--popover))',
          foreground: 'hsl(var(--popover-foreground))',
        },
        card: {
          DEFAULT: 'hsl(var(--card))',
          foreground: 'hsl(var(--card-foreground))',
        },
        // Tremor's design tokens, mapped onto the console's own
        tremor: {
          brand: {
            faint: 'hsl(var(--accent))',
            muted: 'hsl(var(--muted))',
            subtle: 'hsl(var(--blue))',
            DEFAULT: 'hsl(var(--primary))',
            emphasis: 'hsl(var(--primary))',
            inverted: 'hsl(var(--primary-foreground))',
          },
          background: {
            muted: 'hsl(var(--muted))',
            subtle: 'hsl(var(--accent))',
            DEFAULT: 'hsl(var(--background))',
            emphasis: 'hsl(var(--foreground))',
          },
          border: { DEFAULT: 'hsl(var(--border))' },
          ring: { DEFAULT: 'hsl(var(--border))' },
          content: {
            subtle: 'hsl(var(--muted-foreground))',
            DEFAULT: 'hsl(var(--muted-foreground))',
            emphasis: 'hsl(var(--foreground))',
            strong: 'hsl(var(--foreground))',
            inverted: 'hsl(var(--background))',
          },
        },
      },
      boxShadow: {
        'tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
        'tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
        'tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
      },
      fontSize: {
        'tremor-label': ['0.75rem', { lineHeight: '1rem' }],
        'tremor-default': ['0.875rem', { lineHeight: '1.25rem' }],
        'tremor-title': ['1.125rem', { lineHeight: '1.75rem' }],
        'tremor-metric': ['1.875rem', { lineHeight: '2.25rem' }],
      },
      borderRadius: {
        'tremor-small': '0.375rem',
        'tremor-default': '0.5rem',
        'tremor-full': '9999px',
        lg: 'var(--radius)',
        md: 'calc(var(--radius) - 2px)',
        sm: 'calc(var(--radius) - 4px)',
      },
      width: {
        // spec §9: side panel and dialog widths
        'side-panel': '32rem',
        'dialog-narrow': '24rem',
        'dialog-medium': '28rem',
      },
      maxWidth: {
        'side-panel': '32rem',
        'dialog-narrow': '24rem',
        'dialog-medium': '28rem',
        'dialog-free': '48rem',
      },
      keyframes: {
        'slide-in-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'none' } },
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        // keeps the -50% centring translate of a centred dialog while it scales in
        'dialog-in': {
          from: { opacity: '0', transform: 'translate(-50%, -50%) scale(0.96)' },
          to: { opacity: '1', transform: 'translate(-50%, -50%) scale(1)' },
        },
      },
      animation: {
        'slide-in-right': 'slide-in-right 150ms ease-out',
        'fade-in': 'fade-in 150ms ease-out',
        'dialog-in': 'dialog-in 150ms ease-out',
      },
    },
  },
  plugins: [
    // `demo:flex`: only when the page is served in demo mode (lib/core/demo-mode.ts)
    plugin(({ addVariant }) => addVariant('demo', `html[${DEMO_MARKER}] &`)),
  ],
}

export default config
