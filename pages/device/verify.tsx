import { DeviceVerifyScreen } from '@/components/auth/device-verify-screen'

export default DeviceVerifyScreen
