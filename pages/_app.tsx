import type { AppProps } from 'next/app'
import { AppShell } from '@/components/layout/app-shell'
import '@/styles/globals.css'

export default function App(props: AppProps) {
  return <AppShell {...props} />
}
