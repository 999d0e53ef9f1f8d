import { Boot } from '@/components/layout/boot'

// index.html: the platform serves it on every console URL, and it shows that URL's page
export default function IndexPage() {
  return <Boot />
}
