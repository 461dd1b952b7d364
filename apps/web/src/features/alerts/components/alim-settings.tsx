import { useState } from "react";
import type { AlimKindSetting } from "@evsafe/contract";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { useSingleFlight } from "@/shared/form/single-flight";
import { openModal } from "@/shared/modal";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { Skeleton } from "@/shared/ui/states";
import { SwitchRow } from "@/shared/ui/switch-row";
import { BATTERY_SAFETY_STAYS_ON, offConfirmation } from "../settings-texts";
import { PhonePermission } from "./phone-permission";
import { useAlimConfig } from "../api";

const SAVE_FAILED = "바꾸지 못했어요. 잠시 후 다시 시도해 주세요.";

type Target = "all" | string;

/**
 * /settings/alim's content (users/config/alim): the master switch, then each kind with what it sends and whether it
 * is sent now. A switch that would silence safety-related alerts asks first (the app's modal) and says what the driver
 * would miss; battery-safety alerts cannot be switched off, and the screen says so. One change at a time: every
 * switch waits while one is saved, and shows the server's state, so a reload shows the same. Above them, whether the
 * phone itself lets the app notify (PhonePermission).
 */
export function AlimSettings() {
  const state = useAlimConfig();
  const [failure, setFailure] = useState<{ target: Target; message: string } | null>(null);
  const [change, saving] = useSingleFlight(async (target: Target, enabled: boolean) => {
    const config = state.data;
    if (!config) return;
    const ask = enabled ? null : offConfirmation(target, config.items);
    if (ask && !(await openModal({ type: "confirm", title: ask.title, message: ask.message, yes: ask.yes, no: "취소" }))) return;
    setFailure(null);
    try {
      const { api } = await import("@/shared/api-client");
      if (target === "all") {
        state.replace(await api("putAlimConfig", { body: { alimEnabled: enabled } }));
      } else {
        const item = await api("putAlimKindConfig", { params: { id: target }, body: { alimEnabled: enabled } });
        state.replace({ ...config, items: config.items.map((i) => (i.alimId === item.alimId ? item : i)) });
      }
    } catch (error) {
      setFailure({ target, message: (error as { message?: string }).message || SAVE_FAILED });
    }
  });
  const failureOf = (target: Target) => (failure?.target === target ? failure.message : null);

  return (
    <>
      <PhonePermission />
      <AsyncContent
        state={state}
        skeleton={<SettingsSkeleton />}
        loadingLabel="알림 설정을 불러오는 중입니다"
        errorTitle="알림 설정을 불러오지 못했어요"
      >
        {(config) => (
          <>
            <section aria-labelledby="alim-all" className="rounded-2xl border border-gray-200 p-4">
              <h2 id="alim-all" className="sr-only">
                전체 알림
              </h2>
              <SwitchRow
                label="알림 받기"
                description={
                  config.alimEnabled ? "아래에서 켜 둔 알림을 휴대폰으로 보내 드려요." : `알림이 꺼져 있어요. ${BATTERY_SAFETY_STAYS_ON}`
                }
                checked={config.alimEnabled}
                disabled={saving}
                failure={failureOf("all")}
                onChange={(on) => void change("all", on)}
                strong
              />
            </section>
            <section aria-labelledby="alim-kinds" className="flex flex-col gap-2">
              <h2 id="alim-kinds" className="text-base font-bold text-gray-900">
                알림 종류
              </h2>
              <ul className="flex flex-col divide-y divide-gray-200 rounded-2xl border border-gray-200 px-4">
                {config.items.map((item) => (
                  <li key={item.alimId} className="py-3" data-testid={`alim-kind-${item.alimId}`}>
                    <SwitchRow
                      label={item.alimNm}
                      description={item.description}
                      status={statusOf(item, config.alimEnabled)}
                      checked={item.mandatory || item.alimEnabled}
                      disabled={saving || item.mandatory}
                      failure={failureOf(item.alimId)}
                      onChange={(on) => void change(item.alimId, on)}
                    />
                    {item.alimId === "marketing" && !item.effectiveEnabled && item.alimEnabled && config.alimEnabled && (
                      <AppLink href={SESSION_ROUTES.myInfo} className="mt-1 inline-block py-2 text-sm text-brand-700 underline">
                        내 정보에서 마케팅 정보 수신 동의하기
                      </AppLink>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </AsyncContent>
    </>
  );
}

/** Whether alerts of a kind are sent now, and why not (the master switch, the marketing consent). */
export function statusOf(item: AlimKindSetting, masterOn: boolean): string {
  if (item.mandatory) return "운전자의 안전을 위해 끌 수 없어요. 알림을 모두 꺼도 계속 보내 드려요.";
  if (item.effectiveEnabled) return "받고 있어요.";
  if (!item.alimEnabled) return "꺼져 있어요.";
  if (!masterOn) return "알림 받기가 꺼져 있어 보내지 않아요.";
  return item.alimId === "marketing" ? "마케팅 정보 수신에 동의해야 받을 수 있어요." : "지금은 보내지 않아요.";
}

function SettingsSkeleton() {
  return (
    <>
      <Skeleton className="h-24" />
      <Skeleton className="h-64" />
    </>
  );
}
