import { FLICKER_CONTINUOUS, FLICKER_OPTIONS, type FlickerPeriod } from "@evsafe/contract/constants/account";

/**
 * The five periods of `users/config/main-flicker` (SPEC §4/§9) as the settings screen offers them: a label and one
 * sentence on what the home screen's status indicator then does (docs/home.md "Flicker": it flickers only at
 * caution or worse, and a tap always stops it).
 */
export interface FlickerOption {
  value: FlickerPeriod;
  label: string;
  description: string;
}

function optionOf(value: FlickerPeriod): FlickerOption {
  if (value === FLICKER_CONTINUOUS) {
    return { value, label: "계속 깜빡임", description: "상태 표시를 누를 때까지 계속 깜빡여요." };
  }
  return { value, label: `${value}초`, description: `홈 화면을 열면 ${value}초 동안 깜빡인 뒤 멈춰요.` };
}

export const FLICKER_CHOICES: readonly FlickerOption[] = FLICKER_OPTIONS.map(optionOf);

/** Said once above the choices: when the indicator flickers at all. */
export const FLICKER_EXPLANATION =
  "배터리 상태가 주의 이상일 때 홈 화면의 상태 표시가 깜빡여요. 안전일 때는 깜빡이지 않고, 언제든 눌러서 멈출 수 있어요.";
