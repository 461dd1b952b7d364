/** The native bridge (docs/bridge.md). The shell simulator is not re-exported: it loads lazily, in dev builds only. */
export {
  bridge,
  bridgeErrorMessage,
  bridgeReady,
  BridgeError,
  BridgeUnavailableError,
  deviceType,
  hasBridge,
  keepPushTokenRegistered,
  onBridgeEvent,
  platform,
  registerPushToken,
  request,
  type BridgeErrorCode,
  type PutDeviceTokenCall,
  type RequestOptions,
} from "./client";
export {
  BRIDGE_FAILED_MESSAGE,
  BRIDGE_TIMEOUT_MESSAGE,
  BRIDGE_UPDATE_REQUIRED_MESSAGE,
  isMobileDevice,
  isOpenableUrl,
  isTelUrl,
  MOBILE_ONLY_MESSAGE,
  NATIVE_ERROR_CODES,
  PERMISSIONS,
  type Permission,
  type Platform,
} from "./constants";
export type { BridgeEventName, BridgeEventPayload, BridgePayload, BridgeRequestType, BridgeResult } from "./protocol";
