import dynamic from "next/dynamic";
import { useState } from "react";
import { useRouter } from "next/router";
import type { RejoinOffer } from "@evsafe/contract";
import { useSingleFlight } from "@/shared/form/single-flight";
import { Button } from "@/shared/ui/button";
import { Skeleton } from "@/shared/ui/states";
import { useWizardStep } from "./use-wizard-step";
import { isKeptDevice, nextStep, setDelivery, WIZARD_STEP_ROUTES, type WizardDeviceStep } from "./wizard";
import { useRecipient, useRejoinOffer } from "./api";

// The form (react-hook-form, the contract's schema, the postcode search) loads on its own.
const DeliveryForm = dynamic(() => import("./forms/delivery-form").then((m) => m.DeliveryForm), {
  loading: () => <Skeleton className="h-[32rem]" />,
});

type DeviceChoice = "new" | "kept";

/**
 * Step 2 of the service sign-up (docs/subscription.md): where the OBD device goes. The profile prefills it; a profile
 * that cannot be read leaves the fields empty rather than holding the step up. A member joining again with a device
 * of the earlier period on record (users/rejoin-offer) may answer "이미 단말기가 있어요" instead: nothing is delivered.
 */
export function DeliveryStep() {
  const router = useRouter();
  const wizard = useWizardStep("delivery");
  const profile = useRecipient();
  const offer = useRejoinOffer();
  const [choice, setChoice] = useState<DeviceChoice | null>(null);
  const settled = (read: { data: unknown; error: unknown }) => read.data !== undefined || read.error !== undefined;
  if (wizard === null || !settled(profile) || !settled(offer)) return <Skeleton className="h-[32rem]" />;

  const kept = offer.data?.keptDevice ?? null;
  const earlier = wizard.delivery;
  const chosen: DeviceChoice = kept ? (choice ?? (earlier && isKeptDevice(earlier) ? "kept" : "new")) : "new";
  const done = (step: WizardDeviceStep) => {
    setDelivery(step);
    return router.push(WIZARD_STEP_ROUTES[nextStep("delivery")]);
  };
  return (
    <div className="flex flex-col gap-6">
      {kept && <DeviceChoiceField kept={kept} value={chosen} onChange={setChoice} />}
      {chosen === "kept" ? (
        <KeptDevice onNext={() => done({ keepDevice: true })} />
      ) : (
        <DeliveryForm initial={earlier && !isKeptDevice(earlier) ? earlier : null} profile={profile.data ?? null} onDone={done} />
      )}
    </div>
  );
}

function DeviceChoiceField({
  kept,
  value,
  onChange,
}: {
  kept: NonNullable<RejoinOffer["keptDevice"]>;
  value: DeviceChoice;
  onChange: (next: DeviceChoice) => void;
}) {
  const option = (id: DeviceChoice, label: string, hint: string) => (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-gray-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name="device-choice"
        value={id}
        checked={value === id}
        onChange={() => onChange(id)}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold text-gray-900">{label}</span>
        <span className="text-sm text-gray-700">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900">OBD 단말기</legend>
      {option(
        "kept",
        "이미 단말기가 있어요",
        `지난번에 쓰시던 단말기(${kept.obdSerial})를 다시 꽂아 써요. 배송 없이 가입한 날부터 이용이 시작돼요.`,
      )}
      {option("new", "새 단말기를 받을게요", "아래 배송지로 단말기를 보내 드려요. 설치한 날부터 이용이 시작돼요.")}
    </fieldset>
  );
}

function KeptDevice({ onNext }: { onNext: () => Promise<unknown> }) {
  const [next, pending] = useSingleFlight(onNext);
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-xl bg-gray-50 px-4 py-3 text-sm leading-relaxed text-gray-800" data-testid="kept-device-note">
        배송지는 필요 없어요. 가입을 마친 뒤 단말기를 차량의 OBD 단자에 꽂아 두면, 다음 주행부터 배터리 진단을 이어 가요.
      </p>
      <Button disabled={pending} onClick={() => void next()}>
        다음
      </Button>
    </div>
  );
}
