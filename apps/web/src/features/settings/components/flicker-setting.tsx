import { useId, useState } from "react";
import { useSWRConfig } from "swr";
import type { FlickerPeriod } from "@evsafe/contract/constants/account";
import { apiKey } from "@/shared/fetcher";
import { useSingleFlight } from "@/shared/form/single-flight";
import { AsyncContent } from "@/shared/ui/async-content";
import { FLICKER_CHOICES, FLICKER_EXPLANATION } from "../flicker-options";
import { FlickerSettingSkeleton } from "./settings-skeleton";
import { useFlickerSetting } from "../api";

const SAVE_FAILED_MESSAGE = "깜빡임 설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.";

/**
 * The home status indicator's flicker period (`users/config/main-flicker`): five radios, each with what it does.
 * A choice is saved at once; on failure the previous choice comes back and the reason is said under the list.
 */
export function FlickerSetting() {
  const state = useFlickerSetting();
  const { mutate } = useSWRConfig();
  const name = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // The tick moves at once; it goes back to the saved period if the save fails.
  const [chosen, setChosen] = useState<FlickerPeriod | null>(null);
  const [save, pending] = useSingleFlight(async (flickerPeriod: FlickerPeriod) => {
    setFailure(null);
    setChosen(flickerPeriod);
    try {
      const { api } = await import("@/shared/api-client");
      state.replace(await api("putMainFlicker", { body: { flickerPeriod } }));
      // The home screen reads the same key: revalidated so it shows the new period the next time it opens.
      void mutate(apiKey("getMainFlicker"));
    } catch (error) {
      setFailure((error as { message?: string }).message || SAVE_FAILED_MESSAGE);
    } finally {
      setChosen(null);
    }
  });

  return (
    <AsyncContent
      state={state}
      skeleton={<FlickerSettingSkeleton />}
      loadingLabel="깜빡임 설정을 불러오는 중입니다"
      errorTitle="깜빡임 설정을 불러오지 못했어요"
    >
      {(current) => (
        <fieldset className="flex flex-col gap-2" aria-describedby={`${name}-about`} disabled={pending} aria-busy={pending}>
          <legend className="sr-only">상태 표시 깜빡임 시간</legend>
          <p id={`${name}-about`} className="text-sm text-neutral-600">
            {FLICKER_EXPLANATION}
          </p>
          <ul className="flex flex-col gap-1">
            {FLICKER_CHOICES.map((choice) => (
              <li key={choice.value}>
                <label className="flex min-h-14 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name={name}
                    value={choice.value}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                    checked={(chosen ?? current.flickerPeriod) === choice.value}
                    aria-labelledby={`${name}-${choice.value}-label`}
                    aria-describedby={`${name}-${choice.value}`}
                    onChange={() => void save(choice.value)}
                  />
                  <span className="flex flex-col">
                    <span id={`${name}-${choice.value}-label`} className="text-base text-neutral-900">
                      {choice.label}
                    </span>
                    <span id={`${name}-${choice.value}`} className="text-sm text-neutral-600">
                      {choice.description}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
        </fieldset>
      )}
    </AsyncContent>
  );
}
